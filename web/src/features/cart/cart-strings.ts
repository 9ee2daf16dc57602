/**
 * The cart's toasts, said wherever a product is added or a line changes (word for word). In the first load: the cart page's own words are in
 * cart-page-strings.ts, which only the lazy cart page loads.
 */
export const cartStrings = {
  added: {
    title: 'Added to cart',
    description: (productName: string) => `${productName} has been added to your cart.`,
    /** Ours: the toast's link to the cart. */
    viewCart: 'View cart',
  },
  addFailed: { title: 'Error', description: 'Failed to add item to cart.' },
  updateFailed: { title: 'Error', description: 'Failed to update cart item.' },
  removed: { title: 'Removed from cart', description: 'Item has been removed from your cart.' },
  removeFailed: { title: 'Error', description: 'Failed to remove item from cart.' },
  cleared: { title: 'Cart cleared', description: 'All items have been removed from your cart.' },
  clearFailed: { title: 'Error', description: 'Failed to clear cart.' },
  /** A quantity was capped by stock: the server's message is the description. */
  stockLimit: 'Stock limit',
} as const;

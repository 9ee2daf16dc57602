/** What the shopper sees from the cart feature (spec section 8, Cart). */
export const cartStrings = {
  added: {
    title: 'Added to cart',
    description: (productName: string) => `${productName} has been added to your cart.`,
  },
  addFailed: { title: 'Error', description: 'Failed to add item to cart.' },
} as const;

/** The wishlist: its empty state, and the saved products. */
export const wishlistStrings = {
  empty: 'Your wishlist is empty',
  browse: 'Browse Products',
  remove: 'Remove',
  moveToCart: 'Move to cart',
  unavailable: 'No longer available',
  add: 'Add to wishlist',
  saved: 'Saved to wishlist',
  added: { title: 'Added to wishlist' },
  removed: { title: 'Removed from wishlist' },
  signInFirst: { title: 'Sign in to keep a wishlist', description: 'Sign in or create an account first.' },
  failed: { title: 'Error', description: 'Could not update your wishlist.' },
  loading: 'Loading your wishlist...',
} as const;

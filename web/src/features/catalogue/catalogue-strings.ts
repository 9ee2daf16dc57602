/** What the shopper sees in the catalogue feature. */
export const catalogueStrings = {
  shopByCategory: {
    heading: 'Shop by Category',
    intro: 'Enterprise and consumer technology for every need.',
    loading: 'Loading categories...',
    error: 'Categories could not be loaded.',
    retry: 'Try again',
    empty: 'No categories available at the moment.',
  },
} as const;

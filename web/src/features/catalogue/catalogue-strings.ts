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
  featured: {
    heading: 'Featured Weekly',
    intro: 'Hand-picked technology deals, refreshed every week.',
    loading: 'Loading featured products...',
    empty: 'No featured products available at the moment.',
    browseAll: 'Browse All Products',
  },
  card: {
    noBrand: 'No Brand',
    sku: 'SKU:',
    add: 'Add',
    out: 'Out',
    addLabel: (name: string) => `Add ${name} to cart`,
    outLabel: (name: string) => `Out of stock: ${name}`,
    previousImage: 'Previous image',
    nextImage: 'Next image',
    imageAlt: (name: string, index: number, count: number) =>
      count > 1 ? `${name}, image ${index + 1} of ${count}` : name,
    percentOff: (percent: number) => `${percent}% OFF`,
    price: 'Price',
    wishlistLabel: (name: string, saved: boolean) =>
      saved ? `Remove ${name} from wishlist` : `Add ${name} to wishlist`,
  },
  products: {
    heading: 'All Products',
    searchHeading: (term: string) => `Search results for "${term}"`,
    dealsHeadings: { all: 'All Deals', flash: 'Flash Deals', clearance: 'Clearance', gaming: 'Gaming Deals' },
    filtersLabel: 'Product filters',
    searchFormLabel: 'Catalogue search',
    searchLabel: 'Search products',
    searchPlaceholder: 'Search products...',
    searchSubmit: 'Search',
    categoryLabel: 'Category',
    allCategories: 'All Categories',
    dealsCategory: 'DEALS',
    sortLabel: 'Sort by',
    bestMatch: 'Best Match',
    sorts: {
      name_asc: 'Name A-Z',
      price_asc: 'Price Low to High',
      price_desc: 'Price High to Low',
      newest: 'Newest First',
    },
    clearFilters: 'Clear Filters',
    showing: (count: number, term?: string) =>
      `Showing ${count} ${count === 1 ? 'product' : 'products'}${term ? ` for "${term}"` : ''}`,
    loading: 'Loading products...',
    empty: 'No products found',
    emptyText: 'Try a different search term or category.',
    viewAll: 'View All Products',
    /** Ours: a `category` the shop does not have. */
    categoryNotFound: 'Category not found',
    categoryNotFoundText: 'We have no category by that name. Browse all products instead.',
    /** Ours: shown on the catalogue after a link to a product the shop no longer has. */
    productGone: 'That product is no longer available',
    loadMore: 'Load more',
    loadingMore: 'Loading more...',
    loadedOf: (shown: number, total: number) => `${shown} of ${total} shown`,
  },
} as const;

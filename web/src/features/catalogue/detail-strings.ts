/**
 * The product page's strings (and its shelves' and the comparison's), apart from
 * `catalogue-strings.ts` because that module is part of the home page's first load and these are not.
 */
export const productDetailStrings = {
  loading: 'Loading product...',
  notFound: 'Product Not Found',
  notFoundText: "The product you're looking for doesn't exist or is no longer available.",
  backToProducts: 'Back to Products',
  /** Ours: the units left when stock is low (the quantity selector stops there too). */
  onlyLeft: (units: number) => `Only ${units} left`,
  /** Ours: the lists under the product. */
  related: 'Related Products',
  recentlyViewed: 'Recently Viewed',
  breadcrumb: 'Breadcrumb',
  home: 'Home',
  products: 'Products',
  gallery: 'Product images',
  showImage: (index: number, count: number) => `Show image ${index + 1} of ${count}`,
  brand: 'Brand',
  category: 'Category',
  sku: 'SKU',
  partNumber: 'Part Number',
  originalPrice: 'Original price',
  price: 'Price',
  overview: 'Overview',
  quantity: 'Quantity',
  /** Ours: why a typed quantity changed on leaving the box. */
  quantityAdjusted: {
    'most-per-add': (max: number) => `${max} is the most you can add at once, so the quantity is ${max}.`,
    'most-in-stock': (max: number) => `Only ${max} left, so the quantity is ${max}.`,
    least: (min: number) => `The least you can add is ${min}, so the quantity is ${min}.`,
  },
  decrease: 'Decrease quantity',
  increase: 'Increase quantity',
  addToCart: (lineTotal: string) => `Add to Cart - ${lineTotal}`,
  outOfStock: 'Out of Stock',
  perks: { shipping: 'Fast Shipping', warranty: 'Warranty', quality: 'Quality Guaranteed' },
  description: 'Description',
  specifications: 'Specifications',
  features: 'Key Features',
  warranty: 'Warranty Information',
} as const;

/** Page sizes and list lengths of the catalogue, the product page and the product history. */

/** The public catalogue list (`GET /api/products`) and the home page. */
export const CATALOGUE = {
  /** Products per page of the catalogue. */
  pageSize: 50,
  /** The offset of the first page. */
  firstOffset: 0,
  /** Largest `limit` the catalogue API accepts (default 50, at most 100). */
  maxPageSize: 100,
  /** Largest number of ids one by-ids lookup accepts. */
  maxIdsPerLookup: 100,
  /** Featured products on the home page (the default `limit` of `GET /api/products/featured`). */
  featuredOnHome: 4,
} as const;

/** The product page's lists beside the product. */
export const PRODUCT_PAGE = {
  /** Related products shown (same category and brand first). */
  relatedLimit: 4,
  /** Products the browser remembers as recently viewed, newest first. */
  recentlyViewedLimit: 8,
} as const;

/** A product's stock and price history in the admin product view. */
export const PRODUCT_HISTORY = {
  /** Entries per page, newest first. */
  pageSize: 20,
  maxPageSize: 100,
} as const;

/**
 * Plain values of the catalogue shared by the API and the shop. Kept free of zod on purpose: the
 * web app imports them into its first load, where a schema module would bring the whole of zod.
 */

/**
 * Stock status values of the public views, also accepted as a stored override. `to-order` is only
 * ever stored: a product sold to order with a wait (`core/catalogue/back-order.ts`).
 */
export const STOCK_STATUSES = ['in-stock', 'low-stock', 'out-of-stock', 'to-order'] as const;
export type StockStatus = (typeof STOCK_STATUSES)[number];

/** Deal markers behind the header's DEALS menu (`category=deals&type=flash|clearance`). */
export const DEAL_TYPES = ['flash', 'clearance'] as const;
export type DealType = (typeof DEAL_TYPES)[number];

/** Catalogue sorts; `relevance` is the order of a search when no other sort is asked for. */
export const CATALOGUE_SORTS = ['name_asc', 'price_asc', 'price_desc', 'newest', 'relevance'] as const;
export type CatalogueSort = (typeof CATALOGUE_SORTS)[number];

/** The category value that selects every deal (flash, clearance and sale items). */
export const DEALS_CATEGORY = 'deals';

/** Longest search text accepted: a shopper types a few words, not a page. */
export const MAX_SEARCH_LENGTH = 200;

import type { CatalogueSort } from '@core/catalogue/catalogue-query';

/**
 * Every route of the spec's route list (section 2), with a typed `getHref` for links, so no
 * component spells a URL by hand.
 */

/*
 * Values of the catalogue query that the shop needs at run time. They mirror `DEALS_CATEGORY`,
 * `CATALOGUE_SORTS` and `MAX_SEARCH_LENGTH` of `@core/catalogue/catalogue-query`, written here only
 * because that module builds zod schemas that do not tree-shake: importing it would put full zod in
 * the first load of every page. tests/unit/web/config/catalogue-values.test.ts keeps them equal.
 */

/** The `category` value that selects every deal. */
export const DEALS_CATEGORY = 'deals';

/** Every sort the catalogue API accepts (`relevance` is the default order of a search). */
export const CATALOGUE_SORTS = [
  'name_asc',
  'price_asc',
  'price_desc',
  'newest',
  'relevance',
] as const satisfies readonly CatalogueSort[];

/** Longest search text the catalogue API accepts. */
export const MAX_SEARCH_LENGTH = 200;

/** Query parameters of the catalogue (spec section 2, Products). */
export interface ProductsQuery {
  search?: string;
  /** Lowercase category name, or `deals`. */
  category?: string;
  type?: 'flash' | 'clearance';
  sale?: boolean;
}

function withQuery(path: string, query: Record<string, string | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params.set(key, value);
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

const fixed = <P extends string>(path: P) => ({ path, getHref: () => path });

export const paths = {
  home: fixed('/'),
  products: {
    path: '/products',
    getHref: (query: ProductsQuery = {}) =>
      withQuery('/products', {
        search: query.search,
        category: query.category,
        type: query.type,
        sale: query.sale ? 'true' : undefined,
      }),
  },
  product: {
    path: '/product/:id',
    getHref: (id: string) => `/product/${encodeURIComponent(id)}`,
  },
  cart: fixed('/cart'),
  auth: fixed('/auth'),
  resetPassword: fixed('/reset-password'),
  admin: {
    login: fixed('/admin/login'),
    dashboard: fixed('/admin/dashboard'),
    scraper: fixed('/admin/scraper'),
  },
  contact: fixed('/contact'),
  bulkOrders: fixed('/bulk-orders'),
  trackOrder: fixed('/track-order'),
  returns: fixed('/returns'),
  warranty: fixed('/warranty'),
  support: fixed('/support'),
  privacy: fixed('/privacy'),
  terms: fixed('/terms'),
  sitemap: fixed('/sitemap'),
} as const;

/**
 * Every route of the spec's route list (section 2), with a typed `getHref` for links, so no
 * component spells a URL by hand.
 */

import type { CatalogueSort } from '@core/catalogue/catalogue-query';

export { CATALOGUE_SORTS, DEALS_CATEGORY, MAX_SEARCH_LENGTH } from '@core/catalogue/catalogue-values';

/** Query parameters of the catalogue: the spec's `search`, `category`, `type`, `sale`, plus `sort`. */
export interface ProductsQuery {
  search?: string;
  /** Lowercase category name, or `deals`. */
  category?: string;
  type?: 'flash' | 'clearance';
  sale?: boolean;
  sort?: CatalogueSort;
}

/**
 * The one encoder of catalogue URLs, in a stable order with empty values left out: the shop's
 * links, the catalogue page's own address and its API request all use it.
 */
export function encodeProductsQuery(query: ProductsQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.search) params.set('search', query.search);
  if (query.category) params.set('category', query.category);
  if (query.type) params.set('type', query.type);
  if (query.sale) params.set('sale', 'true');
  if (query.sort) params.set('sort', query.sort);
  return params;
}

const fixed = <P extends string>(path: P) => ({ path, getHref: () => path });

export const paths = {
  home: fixed('/'),
  products: {
    path: '/products',
    getHref: (query: ProductsQuery = {}) => {
      const search = encodeProductsQuery(query).toString();
      return search ? `/products?${search}` : '/products';
    },
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
  /** The order confirmation page (issue 6): the number, payment instructions, items and totals. */
  orderConfirmation: {
    path: '/order/:orderNumber',
    getHref: (orderNumber: string) => `/order/${encodeURIComponent(orderNumber)}`,
  },
  returns: fixed('/returns'),
  warranty: fixed('/warranty'),
  support: fixed('/support'),
  privacy: fixed('/privacy'),
  terms: fixed('/terms'),
  sitemap: fixed('/sitemap'),
} as const;

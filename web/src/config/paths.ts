/**
 * Every route of the shop's route list, with a typed `getHref` for links, so no
 * component spells a URL by hand.
 */

import type { CatalogueSort } from '@core/catalogue/catalogue-query';

export { CATALOGUE_SORTS, DEALS_CATEGORY, MAX_SEARCH_LENGTH } from '@core/catalogue/catalogue-values';

/** Query parameters of the catalogue: the shop's `search`, `category`, `type`, `sale`, plus `sort`. */
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

/** A path with its query string; empty values are left out. */
function withQuery(path: string, query: Record<string, string | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params.set(key, value);
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

/** The steps of `/cart` after the cart itself. */
export const CHECKOUT_STEPS = ['checkout', 'payment'] as const;
export type CheckoutStep = (typeof CHECKOUT_STEPS)[number];

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
  /**
   * `step=checkout` is the checkout form (also back from "Sign In & Checkout"), `step=payment` the
   * payment step: each step is its own history entry, so Back returns to the previous one.
   */
  cart: {
    path: '/cart',
    getHref: (step?: CheckoutStep) => withQuery('/cart', { step }),
  },
  /** `redirect`: the page to return to after signing in (a path of this site). */
  business: fixed('/account/business'),
  /** Ordering by SKU or part number (signed-in customers). */
  quickOrder: fixed('/account/quick-order'),
  auth: { path: '/auth', getHref: (redirect?: string) => withQuery('/auth', { redirect }) },
  resetPassword: fixed('/reset-password'),
  admin: {
    login: fixed('/admin/login'),
    dashboard: fixed('/admin/dashboard'),
    scraper: fixed('/admin/scraper'),
    companies: fixed('/admin/companies'),
    priceLists: fixed('/admin/price-lists'),
    priceList: {
      path: '/admin/price-lists/:priceListId',
      getHref: (id: string) => `/admin/price-lists/${encodeURIComponent(id)}`,
    },
    reports: fixed('/admin/reports'),
    shopWords: fixed('/admin/shop-words'),
  },
  contact: fixed('/contact'),
  bulkOrders: fixed('/bulk-orders'),
  trackOrder: fixed('/track-order'),
  /** The order confirmation page: the number, payment instructions, items and totals. */
  orderConfirmation: {
    path: '/order/:orderNumber',
    getHref: (orderNumber: string) => `/order/${encodeURIComponent(orderNumber)}`,
  },
  /** A quote e-mailed to a customer: the token in the query is the link's secret. */
  quote: {
    path: '/quote/:id',
    getHref: (id: string) => `/quote/${encodeURIComponent(id)}`,
  },
  /** The printable tax invoice of an order. */
  orderInvoice: {
    path: '/orders/:orderNumber/invoice',
    getHref: (orderNumber: string) => `/orders/${encodeURIComponent(orderNumber)}/invoice`,
  },
  returns: fixed('/returns'),
  warranty: fixed('/warranty'),
  support: fixed('/support'),
  privacy: fixed('/privacy'),
  terms: fixed('/terms'),
  sitemap: fixed('/sitemap'),
  /** Products side by side, up to four, by id (a link that can be shared). */
  compare: {
    path: '/compare',
    getHref: (ids: readonly string[]) => `/compare?ids=${ids.map(encodeURIComponent).join(',')}`,
  },
} as const;

/**
 * A page to return to after signing in, from a `redirect` parameter: only a path of this site
 * (`/cart?step=checkout`), never another origin (`//evil.example`, `https://...`, `/\\host`).
 */
export function toSafeRedirect(value: string | null | undefined): string | undefined {
  if (!value?.startsWith('/') || value.startsWith('//') || value.includes('\\')) return undefined;
  return value;
}

/**
 * Memory of each route's function. Most routes read and write a few items: 512 MB. The routes that
 * hold the warm catalogue (every card, and for the searching ones the search index) grow with the
 * catalogue and get the stage's `catalogueMemoryMb`: about 40,000 products fit in 512 MB with the
 * search index, 100,000 need about 1 GB; Lambda's CPU grows with memory too (one vCPU at 1,769 MB),
 * and a cold catalogue load is CPU work (decoding the snapshot).
 */
import type { Route, RouteDefinition } from '../../functions/routes.js';

export const DEFAULT_ROUTE_MEMORY_MB = 512;

/** Handlers that load the warm catalogue (`data/catalogue-cache.ts`); a test checks their bundles. */
export const WARM_CATALOGUE_HANDLERS: readonly Route['handler'][] = [
  'catalogue/list-products',
  'catalogue/get-product',
  'catalogue/list-featured-products',
  'catalogue/list-related-products',
  'catalogue/list-search-suggestions',
  'seo/get-sitemap',
  'seo/get-product-page',
  'seo/get-products-page',
  'admin/list-products',
  'admin/export-products-csv',
  'admin/get-dashboard-stats',
  // Quick order matches SKUs and part numbers against the warm catalogue's cards.
  'cart/match-quick-order',
  'cart/add-quick-order-to-cart',
  // A business buyer's prices read each product's list price, SKU, brand and category from the cards.
  'business/get-buyer-prices',
  'catalogue/get-buyer-product',
];

export function getRouteMemoryMb(route: RouteDefinition, catalogueMemoryMb: number): number {
  const warm = (WARM_CATALOGUE_HANDLERS as readonly string[]).includes(route.handler);
  return warm ? catalogueMemoryMb : DEFAULT_ROUTE_MEMORY_MB;
}

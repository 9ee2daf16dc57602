/**
 * The catalogue's URL (`search`, `category`, `type`, `sale`, `sort`) read into a filter, and the API
 * query of a filter. Unknown values are dropped, not sent; writing goes through `encodeProductsQuery`.
 */
import type { CatalogueSort } from '@core/catalogue/catalogue-query';
import { CATALOGUE } from '@core/catalogue/catalogue-limits';
import {
  CATALOGUE_SORTS,
  DEALS_CATEGORY,
  encodeProductsQuery,
  type ProductsQuery,
} from '../../../config/paths';

/** The catalogue's filter is its URL query. */
export type ProductsFilter = ProductsQuery;

/** The sorts the shopper picks from (relevance is only the default order of a search). */
export const SHOPPER_SORTS = ['name_asc', 'price_asc', 'price_desc', 'newest'] as const;

function isSort(value: string | null): value is CatalogueSort {
  return (CATALOGUE_SORTS as readonly (string | null)[]).includes(value);
}

export function readProductsFilter(params: URLSearchParams): ProductsFilter {
  const search = params.get('search')?.trim() || undefined;
  const category = params.get('category')?.trim().toLowerCase() || undefined;
  const type = params.get('type');
  const sort = params.get('sort');
  return {
    search,
    category,
    type: category === DEALS_CATEGORY && (type === 'flash' || type === 'clearance') ? type : undefined,
    sale: params.get('sale') === 'true' ? true : undefined,
    sort: isSort(sort) ? sort : undefined,
  };
}

/** The query string of a products request; empty values are left out. */
export function buildProductsQuery(filter: ProductsFilter, cursor?: string | null): string {
  const params = encodeProductsQuery(filter);
  params.set('limit', String(CATALOGUE.pageSize));
  if (cursor) params.set('cursor', cursor);
  return params.toString();
}

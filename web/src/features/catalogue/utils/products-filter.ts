/**
 * The catalogue's URL (the spec's screens: `search`, `category`, `type`, `sale`, plus `sort`) read into a
 * filter, and written back when the shopper changes one. Unknown values are dropped, not sent.
 */
import type { CatalogueSort } from '@core/catalogue/catalogue-query';
import { CATALOGUE } from '@core/constants';
import { CATALOGUE_SORTS, DEALS_CATEGORY } from '../../../config/paths';

export interface ProductsFilter {
  search?: string;
  category?: string;
  type?: 'flash' | 'clearance';
  sale?: boolean;
  sort?: CatalogueSort;
}

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

/** The URL parameters of a filter, in a stable order; empty values are left out. */
export function writeProductsFilter(filter: ProductsFilter): URLSearchParams {
  const params = new URLSearchParams();
  if (filter.search) params.set('search', filter.search);
  if (filter.category) params.set('category', filter.category);
  if (filter.type) params.set('type', filter.type);
  if (filter.sale) params.set('sale', 'true');
  if (filter.sort) params.set('sort', filter.sort);
  return params;
}

/** The query string of a products request; empty values are left out. */
export function buildProductsQuery(filter: ProductsFilter, cursor?: string | null): string {
  const params = new URLSearchParams();
  if (filter.search) params.set('search', filter.search);
  if (filter.category) params.set('category', filter.category);
  if (filter.type) params.set('type', filter.type);
  if (filter.sale) params.set('sale', 'true');
  if (filter.sort) params.set('sort', filter.sort);
  params.set('limit', String(CATALOGUE.pageSize));
  if (cursor) params.set('cursor', cursor);
  return params.toString();
}

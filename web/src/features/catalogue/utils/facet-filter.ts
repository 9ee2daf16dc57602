/**
 * The catalogue's facets in its URL (`brand`, `min_price`, `max_price`, `in_stock`, `deals`), on top
 * of the filter `products-filter.ts` reads. Apart from it because that reader is in the first load
 * (it starts the catalogue's first API call while the page's code downloads) and these are not: a
 * landing with facets simply asks again once the page is there.
 */
import { encodeProductsQuery } from '../../../config/paths';
import { buildProductsQuery, readProductsFilter, type ProductsFilter } from './products-filter';

/** The catalogue page's whole filter: the URL query with its facets. */
export interface CatalogueFilter extends ProductsFilter {
  /** Brand slugs, any of which matches. */
  brands?: string[];
  /** Price bounds in whole JMD. */
  minPrice?: number;
  maxPrice?: number;
  inStock?: boolean;
  deals?: boolean;
}

const SLUG = /^[a-z0-9-]{1,80}$/;

function readPrice(value: string | null): number | undefined {
  if (!value || !/^\d{1,9}$/.test(value)) return undefined;
  return Number(value);
}

export function readCatalogueFilter(params: URLSearchParams): CatalogueFilter {
  const brands = [...new Set((params.get('brand') ?? '').split(',').filter((s) => SLUG.test(s)))];
  let minPrice = readPrice(params.get('min_price'));
  let maxPrice = readPrice(params.get('max_price'));
  if (minPrice !== undefined && maxPrice !== undefined && maxPrice < minPrice) {
    [minPrice, maxPrice] = [maxPrice, minPrice];
  }
  return {
    ...readProductsFilter(params),
    brands: brands.length ? brands : undefined,
    minPrice,
    maxPrice,
    inStock: params.get('in_stock') === 'true' ? true : undefined,
    deals: params.get('deals') === 'true' ? true : undefined,
  };
}

function encodeFacets(filter: CatalogueFilter, params: URLSearchParams): URLSearchParams {
  if (filter.brands?.length) params.set('brand', filter.brands.join(','));
  if (filter.minPrice !== undefined) params.set('min_price', String(filter.minPrice));
  if (filter.maxPrice !== undefined) params.set('max_price', String(filter.maxPrice));
  if (filter.inStock) params.set('in_stock', 'true');
  if (filter.deals) params.set('deals', 'true');
  return params;
}

/** The page's address of a filter, in a stable order, empty values left out. */
export function encodeCatalogueFilter(filter: CatalogueFilter): URLSearchParams {
  return encodeFacets(filter, encodeProductsQuery(filter));
}

/**
 * The API query of one page: without facets exactly the first load's prefetched query, so the page
 * picks that answer up.
 */
export function buildCatalogueRequest(filter: CatalogueFilter, cursor?: string | null): string {
  const base = buildProductsQuery(filter, cursor);
  const facets = encodeFacets(filter, new URLSearchParams()).toString();
  return facets ? `${base}&${facets}` : base;
}

/** Whether any facet (brand, price, stock, deals) narrows the list. */
export function hasFacets(filter: CatalogueFilter): boolean {
  return Boolean(
    filter.brands?.length ||
    filter.minPrice !== undefined ||
    filter.maxPrice !== undefined ||
    filter.inStock ||
    filter.deals,
  );
}

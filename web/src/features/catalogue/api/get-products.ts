/** GET /api/products: one page of the catalogue, and the shopper's "Load more" over the next pages. */
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { CatalogueSort } from '@core/catalogue/catalogue-query';
import type { ProductCard } from '@core/catalogue/product-card';
import { CATALOGUE } from '@core/constants';
import { api } from '@web/lib/api-client';

export interface ProductsFilter {
  search?: string;
  category?: string;
  type?: 'flash' | 'clearance';
  sale?: boolean;
  sort?: CatalogueSort;
}

export interface GetProductsResponse {
  products: ProductCard[];
  total: number;
  limit: number;
  offset: number;
  next_cursor: string | null;
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

export function getProducts(
  filter: ProductsFilter,
  { cursor, signal }: { cursor?: string | null; signal?: AbortSignal } = {},
): Promise<GetProductsResponse> {
  return api.get<GetProductsResponse>(`/products?${buildProductsQuery(filter, cursor)}`, { signal });
}

export function getProductsQueryOptions(filter: ProductsFilter) {
  return infiniteQueryOptions({
    queryKey: ['products', filter],
    queryFn: ({ pageParam, signal }) => getProducts(filter, { cursor: pageParam, signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.next_cursor,
  });
}

export function useProducts(filter: ProductsFilter) {
  return useInfiniteQuery(getProductsQueryOptions(filter));
}

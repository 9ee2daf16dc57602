/** GET /api/products: one page of the catalogue, and the shopper's "Load more" over the next pages. */
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { ProductCard } from '@core/catalogue/product-card';
import type { ProductsQuery } from '@web/config/paths';
import { api } from '@web/lib/api-client';
import { buildProductsQuery } from '../utils/products-filter';

/** The catalogue's filter is its URL query. */
export type ProductsFilter = ProductsQuery;

export interface GetProductsResponse {
  products: ProductCard[];
  total: number;
  limit: number;
  offset: number;
  next_cursor: string | null;
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

/** GET /api/products: one page of the catalogue, and the shopper's "Load more" over the next pages. */
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { CatalogueFacets } from '@core/catalogue/catalogue-facets';
import type { ProductCard } from '@core/catalogue/product-card';
import { api } from '@web/lib/api-client';
import { buildCatalogueRequest, type CatalogueFilter } from '../utils/facet-filter';

export interface GetProductsResponse {
  products: ProductCard[];
  total: number;
  limit: number;
  offset: number;
  next_cursor: string | null;
  /** Counts of each facet value over the current result (see the API). */
  facets: CatalogueFacets;
  /** A spelling from the catalogue's words, when a search found nothing. */
  did_you_mean: string | null;
}

export function getProducts(
  filter: CatalogueFilter,
  { cursor, signal }: { cursor?: string | null; signal?: AbortSignal } = {},
): Promise<GetProductsResponse> {
  return api.get<GetProductsResponse>(`/products?${buildCatalogueRequest(filter, cursor)}`, { signal });
}

export function getProductsQueryOptions(filter: CatalogueFilter) {
  return infiniteQueryOptions({
    queryKey: ['products', filter],
    queryFn: ({ pageParam, signal }) => getProducts(filter, { cursor: pageParam, signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.next_cursor,
  });
}

/** A change of filter keeps the list, its facets and the filter panel on screen until the new answer. */
export function useProducts(filter: CatalogueFilter) {
  return useInfiniteQuery({ ...getProductsQueryOptions(filter), placeholderData: keepPreviousData });
}

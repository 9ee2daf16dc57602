/**
 * GET /api/products: one page of the catalogue, and the shopper's "Load more" over the next pages. A
 * company buyer (`companyBuyer`) asks GET /api/me/products instead, through the lazy overlay: the
 * same list at their prices (the price range and filter too), the page's prices in the answer.
 */
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { CatalogueFacets } from '@core/catalogue/catalogue-facets';
import type { ProductCard } from '@core/catalogue/product-card';
import type { BuyerPrice } from '@core/pricing/buyer-price-view';
import { buildCatalogueRequest, type CatalogueFilter } from '../utils/facet-filter';
import { usePriceViewer } from './buyer-prices';
import { getCatalogueAnswer } from './catalogue-answer';

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
  /** A company buyer's prices of the page's products (GET /api/me/products only). */
  prices?: BuyerPrice[];
}

export function getProducts(
  filter: CatalogueFilter,
  { cursor, signal, buyer }: { cursor?: string | null; signal?: AbortSignal; buyer?: boolean } = {},
): Promise<GetProductsResponse> {
  const path = `/products?${buildCatalogueRequest(filter, cursor)}`;
  return getCatalogueAnswer<GetProductsResponse>(path, { signal, buyer });
}

/** `buyerId`: a company buyer's list at their prices, kept apart from everybody's. */
export function getProductsQueryOptions(filter: CatalogueFilter, buyerId?: string) {
  return infiniteQueryOptions({
    queryKey: buyerId ? ['products', filter, buyerId] : ['products', filter],
    queryFn: ({ pageParam, signal }) =>
      getProducts(filter, { cursor: pageParam, signal, buyer: buyerId !== undefined }),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.next_cursor,
  });
}

/**
 * A change of filter keeps the list, its facets and the filter panel on screen until the new answer.
 * With a session stored in this browser the list waits until it is read: a company buyer's page,
 * opened afresh, would otherwise show everybody's prices first and theirs a moment later.
 */
export function useProducts(filter: CatalogueFilter) {
  const { pending, buyerId } = usePriceViewer();
  return useInfiniteQuery({
    ...getProductsQueryOptions(filter, buyerId),
    enabled: !pending,
    placeholderData: keepPreviousData,
  });
}

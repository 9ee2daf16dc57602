/**
 * GET /api/products/featured: the featured products of the home page; for a company buyer with
 * their prices of them in the same query (see `./catalogue-answer`).
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProductCard } from '@core/catalogue/product-card';
import type { BuyerPrice } from '@core/pricing/buyer-price-view';
import { CATALOGUE } from '@core/catalogue/catalogue-limits';
import { api } from '@web/lib/api-client';
import { usePriceViewer } from './buyer-prices';
import { withBuyerPrices } from './catalogue-answer';

export interface GetFeaturedProductsResponse {
  products: ProductCard[];
  /** A company buyer's prices of these products. */
  prices?: BuyerPrice[];
}

export function getFeaturedProducts({
  signal,
  buyer,
}: { signal?: AbortSignal; buyer?: boolean } = {}): Promise<GetFeaturedProductsResponse> {
  const answer = api.get<GetFeaturedProductsResponse>(
    `/products/featured?limit=${CATALOGUE.featuredOnHome}`,
    { signal },
  );
  return withBuyerPrices(answer, { signal, buyer });
}

/** `buyerId`: a company buyer's featured products at their prices, kept apart from everybody's. */
export function getFeaturedProductsQueryOptions(buyerId?: string) {
  return queryOptions({
    queryKey: buyerId ? ['products', 'featured', buyerId] : ['products', 'featured'],
    queryFn: ({ signal }) => getFeaturedProducts({ signal, buyer: buyerId !== undefined }),
  });
}

export function useFeaturedProducts() {
  const { pending, buyerId } = usePriceViewer();
  return useQuery({ ...getFeaturedProductsQueryOptions(buyerId), enabled: !pending });
}

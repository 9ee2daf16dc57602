/** GET /api/products/featured: the featured products of the home page. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProductCard } from '@core/catalogue/product-card';
import { CATALOGUE } from '@core/catalogue/catalogue-limits';
import { api } from '@web/lib/api-client';

export interface GetFeaturedProductsResponse {
  products: ProductCard[];
}

export function getFeaturedProducts({
  signal,
}: { signal?: AbortSignal } = {}): Promise<GetFeaturedProductsResponse> {
  return api.get<GetFeaturedProductsResponse>(`/products/featured?limit=${CATALOGUE.featuredOnHome}`, {
    signal,
  });
}

export function getFeaturedProductsQueryOptions() {
  return queryOptions({
    queryKey: ['products', 'featured'],
    queryFn: ({ signal }) => getFeaturedProducts({ signal }),
  });
}

export function useFeaturedProducts() {
  return useQuery(getFeaturedProductsQueryOptions());
}

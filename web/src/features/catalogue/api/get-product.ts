/** GET /api/products/{id}: one active product with its detail fields. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProductDetail } from '@core/catalogue/product-card';
import { api } from '@web/lib/api-client';

export interface GetProductResponse {
  product: ProductDetail;
}

export function getProduct(
  id: string,
  { signal }: { signal?: AbortSignal } = {},
): Promise<GetProductResponse> {
  return api.get<GetProductResponse>(`/products/${encodeURIComponent(id)}`, { signal });
}

export function getProductQueryOptions(id: string) {
  return queryOptions({
    queryKey: ['product', id],
    queryFn: ({ signal }) => getProduct(id, { signal }),
  });
}

export function useProduct(id: string) {
  return useQuery(getProductQueryOptions(id));
}

/**
 * The product page's lists beside the product: its related products (the server picks them from the
 * warm catalogue) and the summaries of the products this browser viewed before.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProductCard, ProductSummary } from '@core/catalogue/product-card';
import { api } from '@web/lib/api-client';

export function useRelatedProducts(productId: string) {
  return useQuery(
    queryOptions({
      queryKey: ['product', productId, 'related'],
      queryFn: ({ signal }) =>
        api.get<{ products: ProductCard[] }>(`/products/${encodeURIComponent(productId)}/related`, {
          signal,
        }),
    }),
  );
}

/** Fresh prices and stock of remembered products; ones gone from the shop are left out. */
export function useProductSummaries(ids: readonly string[]) {
  return useQuery(
    queryOptions({
      queryKey: ['products', 'by-ids', ids],
      queryFn: ({ signal }) =>
        api.post<{ products: ProductSummary[] }>('/products/by-ids', { body: { ids }, signal }),
      enabled: ids.length > 0,
    }),
  );
}

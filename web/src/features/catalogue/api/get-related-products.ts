/**
 * The product page's lists beside the product: its related products (the server picks them from the
 * warm catalogue) and the summaries of the products this browser viewed before; for a company
 * buyer, each with their prices of its products in the same query (see `./catalogue-answer`).
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProductCard, ProductSummary } from '@core/catalogue/product-card';
import { api } from '@web/lib/api-client';
import { usePriceViewer } from './buyer-prices';
import { withBuyerPrices } from './catalogue-answer';

export function useRelatedProducts(productId: string) {
  const { pending, buyerId } = usePriceViewer();
  return useQuery(
    queryOptions({
      queryKey: buyerId ? ['product', productId, 'related', buyerId] : ['product', productId, 'related'],
      queryFn: ({ signal }) =>
        withBuyerPrices(
          api.get<{ products: ProductCard[] }>(`/products/${encodeURIComponent(productId)}/related`, {
            signal,
          }),
          { signal, buyer: buyerId !== undefined },
        ),
      enabled: !pending,
    }),
  );
}

/** Fresh prices and stock of remembered products; ones gone from the shop are left out. */
export function useProductSummaries(ids: readonly string[]) {
  const { pending, buyerId } = usePriceViewer();
  return useQuery(
    queryOptions({
      queryKey: buyerId ? ['products', 'by-ids', ids, buyerId] : ['products', 'by-ids', ids],
      queryFn: ({ signal }) =>
        withBuyerPrices(
          api.post<{ products: ProductSummary[] }>('/products/by-ids', { body: { ids }, signal }),
          {
            signal,
            buyer: buyerId !== undefined,
          },
        ),
      enabled: ids.length > 0 && !pending,
    }),
  );
}

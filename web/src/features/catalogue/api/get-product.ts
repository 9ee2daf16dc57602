/**
 * GET /api/products/{id}: one active product with its detail fields. A company buyer
 * (`companyBuyer`) asks GET /api/me/products/{id} instead, through the lazy overlay: the same
 * product with their price and break table in the answer, one request for the page.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProductDetail } from '@core/catalogue/product-card';
import type { BuyerPrice } from '@core/pricing/buyer-price-view';
import { usePriceViewer } from './buyer-prices';
import { getCatalogueAnswer } from './catalogue-answer';

export interface GetProductResponse {
  product: ProductDetail;
  /** A company buyer's price of the product (GET /api/me/products/{id} only; empty at list price). */
  prices?: BuyerPrice[];
}

export function getProduct(
  id: string,
  { signal, buyer }: { signal?: AbortSignal; buyer?: boolean } = {},
): Promise<GetProductResponse> {
  const path = `/products/${encodeURIComponent(id)}`;
  return getCatalogueAnswer<GetProductResponse>(path, { signal, buyer });
}

/** `buyerId`: a company buyer's product page at their prices, kept apart from everybody's. */
export function getProductQueryOptions(id: string, buyerId?: string) {
  return queryOptions({
    queryKey: buyerId ? ['product', id, { buyer: buyerId }] : ['product', id],
    queryFn: ({ signal }) => getProduct(id, { signal, buyer: buyerId !== undefined }),
  });
}

/** Waits, like the catalogue list, while a stored session is read (see `usePriceViewer`). */
export function useProduct(id: string) {
  const { pending, buyerId } = usePriceViewer();
  return useQuery({ ...getProductQueryOptions(id, buyerId), enabled: !pending });
}

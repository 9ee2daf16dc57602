/**
 * A quote link's calls: read the quote (public, the token is the secret) and put its lines into the
 * current shopper's cart, the guest's or the signed-in customer's, like every cart change.
 */
import { queryOptions } from '@tanstack/react-query';
import type { CartView } from '@core/cart/cart';
import type { QuoteView } from '@core/quotes/draft-order';
import { api } from '@web/lib/api-client';
import { getShopperRequest } from '@web/lib/shopper-identity';

export type { QuoteView } from '@core/quotes/draft-order';

const quotePath = (id: string) => `/quotes/${encodeURIComponent(id)}`;

export function quoteQueryOptions(id: string, token: string) {
  return queryOptions({
    queryKey: ['quote', id, token] as const,
    queryFn: async () =>
      (await api.get<{ quote: QuoteView }>(`${quotePath(id)}?token=${encodeURIComponent(token)}`)).quote,
    retry: false,
  });
}

/** Sets the quoted quantities in the shopper's cart; answers the cart (its notice says what changed). */
export async function addQuoteToCart(id: string, token: string): Promise<CartView> {
  const { prefix, headers } = await getShopperRequest();
  const answer = await api.post<{ cart: CartView }>(`${prefix}${quotePath(id)}/cart`, {
    headers,
    body: { token },
  });
  return answer.cart;
}

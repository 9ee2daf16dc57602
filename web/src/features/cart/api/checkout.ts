/** The checkout calls: save the checkout session, then place the order. */
import type { CheckoutSession, OrderTotals } from '@core/checkout/checkout';
import type { OrderView, PaymentMethod } from '@core/orders/order';
import { api } from '@web/lib/api-client';
import { getShopperRequest } from '@web/lib/shopper-identity';

export interface SavedCheckout {
  checkout_session: CheckoutSession;
  summary: OrderTotals;
}

export async function saveCheckoutSession(body: unknown): Promise<SavedCheckout> {
  const { prefix, headers } = await getShopperRequest();
  return api.post<SavedCheckout>(`${prefix}/checkout/sessions`, { headers, body });
}

/** Places the order; a retry with the same `idempotencyKey` never places a second one. */
export async function placeOrder(input: {
  checkoutSessionId: string;
  paymentMethod: PaymentMethod;
  idempotencyKey: string;
}): Promise<OrderView> {
  const { prefix, headers } = await getShopperRequest();
  const answer = await api.post<{ order: OrderView }>(`${prefix}/orders`, {
    headers: { ...headers, 'idempotency-key': input.idempotencyKey },
    body: { checkout_session_id: input.checkoutSessionId, payment_method: input.paymentMethod },
  });
  return answer.order;
}

/** The order calls of the shop: one own order, the signed-in customer's orders, and tracking. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OrderTracking, OrderView } from '@core/orders/order';
import { api, ApiError } from '@web/lib/api-client';
import { getShopperRequest } from '@web/lib/shopper-identity';

/** One of the shopper's own orders (the guest's by guest id, the customer's by token). */
export async function getOwnOrder(orderNumber: string): Promise<OrderView> {
  const { prefix, headers } = await getShopperRequest();
  const answer = await api.get<{ order: OrderView }>(`${prefix}/orders/${encodeURIComponent(orderNumber)}`, {
    headers,
  });
  return answer.order;
}

export const ownOrderQueryOptions = (orderNumber: string) =>
  queryOptions({ queryKey: ['orders', 'own', orderNumber], queryFn: () => getOwnOrder(orderNumber) });

/** The signed-in customer's orders, newest first (My Account's Orders tab). */
export async function getMyOrders(): Promise<OrderView[]> {
  const { prefix, headers } = await getShopperRequest();
  if (prefix !== '/me') throw new ApiError(401, 'Unauthorized', 'Sign-in required.');
  return (await api.get<{ orders: OrderView[] }>('/me/orders', { headers })).orders;
}

/** Every customer's order lists: placing an order makes them stale. */
export const myOrdersQueryKey = ['orders', 'mine'] as const;

/** Keyed by the user, so a customer never sees the previous one's orders after a switch. */
export const myOrdersQueryOptions = (userId: string) =>
  queryOptions({ queryKey: [...myOrdersQueryKey, userId], queryFn: getMyOrders });

export function useMyOrders(userId: string) {
  return useQuery(myOrdersQueryOptions(userId));
}

/** Status and timeline of an order, for anyone who knows its number and e-mail. */
export async function trackOrder(orderNumber: string, email: string): Promise<OrderTracking> {
  const answer = await api.post<{ tracking: OrderTracking }>('/orders/track', {
    body: { order_number: orderNumber, email },
  });
  return answer.tracking;
}

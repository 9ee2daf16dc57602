/** The staff order calls (routes of the orders API), with their query options and hooks. */
import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { OrderStatus, OrderView } from '@core/orders/order';
import { authedApi } from '@web/lib/auth/authed-api';

const orderPath = (orderNumber: string) => `/admin/orders/${encodeURIComponent(orderNumber)}`;

export const getAdminOrders = (search: string, status: OrderStatus | '', cursor?: string) => {
  const params = new URLSearchParams();
  if (search.trim()) params.set('search', search.trim());
  if (status) params.set('status', status);
  if (cursor) params.set('cursor', cursor);
  return authedApi.get<{ orders: OrderView[]; cursor: string | null }>(`/admin/orders?${params.toString()}`);
};
/** An order as staff see it: the uploaded documents through links valid for a couple of minutes. */
export type AdminOrderView = OrderView & {
  payment_proof_url: string | null;
  purchase_order_document_url: string | null;
};

export const getAdminOrder = async (orderNumber: string) =>
  (await authedApi.get<{ order: AdminOrderView }>(orderPath(orderNumber))).order;
/** Marks an awaiting order paid: a bank transfer or PO that arrived, or cash taken at pickup. */
export const markOrderPaid = async (orderNumber: string) =>
  (await authedApi.post<{ order: OrderView }>(`${orderPath(orderNumber)}/payment/paid`)).order;
/** Refuses the uploaded proof with a reason the shopper is told; the order keeps awaiting payment. */
export const rejectPaymentProof = async (orderNumber: string, reason: string) =>
  (
    await authedApi.post<{ order: OrderView }>(`${orderPath(orderNumber)}/payment/reject`, {
      body: { reason },
    })
  ).order;
export const refundOrder = async (orderNumber: string) =>
  (await authedApi.post<{ order: OrderView }>(`${orderPath(orderNumber)}/payment/refund`, { body: {} }))
    .order;
export const advanceOrder = async (orderNumber: string) =>
  (await authedApi.post<{ order: OrderView }>(`${orderPath(orderNumber)}/advance`)).order;
export const cancelOrder = async (orderNumber: string) =>
  (await authedApi.post<{ order: OrderView }>(`${orderPath(orderNumber)}/cancel`)).order;

export const adminOrdersQuery = (search: string, status: OrderStatus | '') =>
  infiniteQueryOptions({
    queryKey: ['admin', 'orders', search, status] as const,
    queryFn: ({ pageParam }) => getAdminOrders(search, status, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.cursor ?? undefined,
  });
export const adminOrderQuery = (orderNumber: string) =>
  queryOptions({
    queryKey: ['admin', 'order', orderNumber] as const,
    queryFn: () => getAdminOrder(orderNumber),
  });

export const useAdminOrders = (search: string, status: OrderStatus | '') =>
  useInfiniteQuery(adminOrdersQuery(search, status));
export const useAdminOrder = (orderNumber: string | undefined) =>
  useQuery({ ...adminOrderQuery(orderNumber ?? ''), enabled: Boolean(orderNumber) });

/** The staff order calls (routes of the orders API), with their query options and hooks. */
import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { OrderStatus, OrderView } from '@core/orders/order';
import type { StoredDocument } from '@core/orders/payment';
import type { CardAttemptOutcome, CardStepOutcome } from '@core/payments/card-payment';
import { authedApi } from '@web/lib/auth/authed-api';

const orderPath = (orderNumber: string) => `/admin/orders/${encodeURIComponent(orderNumber)}`;

/**
 * What the staff order list is narrowed to: a search, a status, only orders with a proof to check,
 * only card orders that need review.
 */
interface AdminOrderFilter {
  search: string;
  status: OrderStatus | '';
  proofReceived: boolean;
  cardNeedsReview: boolean;
}

export const getAdminOrders = (
  { search, status, proofReceived, cardNeedsReview }: AdminOrderFilter,
  cursor?: string,
) => {
  const params = new URLSearchParams();
  if (search.trim()) params.set('search', search.trim());
  if (status) params.set('status', status);
  if (proofReceived) params.set('proof', 'received');
  if (cardNeedsReview) params.set('card', 'needs_review');
  if (cursor) params.set('cursor', cursor);
  return authedApi.get<{ orders: OrderView[]; cursor: string | null }>(`/admin/orders?${params.toString()}`);
};
/** An order as staff see it: the uploaded documents through links valid for a couple of minutes. */
export type AdminOrderView = OrderView & {
  payment_proof_url: string | null;
  /** Every proof of payment, oldest first, each with its own short-lived link. */
  payment_proof_links: (StoredDocument & { url: string | null })[];
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
/** A card order is refunded at the gateway: `amount` of it, or all that is left of the capture. */
export const refundOrder = async (orderNumber: string, amount?: number) =>
  (
    await authedApi.post<{ order: OrderView }>(`${orderPath(orderNumber)}/payment/refund`, {
      body: amount === undefined ? {} : { amount },
    })
  ).order;
/** A card refund the gateway did not answer, settled with what staff found in the PowerTranz portal. */
export const settleCardStep = async (orderNumber: string, stepId: string, outcome: CardStepOutcome) =>
  (
    await authedApi.post<{ order: OrderView }>(
      `${orderPath(orderNumber)}/card-steps/${encodeURIComponent(stepId)}/settle`,
      { body: { outcome } },
    )
  ).order;
/** A card payment attempt needing review, settled with what staff found in the PowerTranz portal. */
export const settleCardAttempt = async (
  orderNumber: string,
  attemptId: string,
  body: { outcome: CardAttemptOutcome; authorization_code?: string },
) =>
  (
    await authedApi.post<{ order: OrderView }>(
      `${orderPath(orderNumber)}/card-attempts/${encodeURIComponent(attemptId)}/settle`,
      { body },
    )
  ).order;
/** Moves the order to the step staff confirmed; an unpaid order needs the reason it moves on. */
export const advanceOrder = async (orderNumber: string, move: { status: OrderStatus; reason?: string }) =>
  (await authedApi.post<{ order: OrderView }>(`${orderPath(orderNumber)}/advance`, { body: move })).order;
export const cancelOrder = async (orderNumber: string) =>
  (await authedApi.post<{ order: OrderView }>(`${orderPath(orderNumber)}/cancel`)).order;

/** Every list of orders (each filter has its own query under it). */
export const adminOrderListsKey = ['admin', 'orders'] as const;

export const adminOrdersQuery = (filter: AdminOrderFilter) =>
  infiniteQueryOptions({
    queryKey: [
      ...adminOrderListsKey,
      filter.search,
      filter.status,
      filter.proofReceived,
      filter.cardNeedsReview,
    ] as const,
    queryFn: ({ pageParam }) => getAdminOrders(filter, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.cursor ?? undefined,
  });
export const adminOrderQuery = (orderNumber: string) =>
  queryOptions({
    queryKey: ['admin', 'order', orderNumber] as const,
    queryFn: () => getAdminOrder(orderNumber),
  });

export const useAdminOrders = (filter: AdminOrderFilter) => useInfiniteQuery(adminOrdersQuery(filter));
export const useAdminOrder = (orderNumber: string | undefined) =>
  useQuery({ ...adminOrderQuery(orderNumber ?? ''), enabled: Boolean(orderNumber) });

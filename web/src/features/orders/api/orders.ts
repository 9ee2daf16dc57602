/** The order calls of the shop: one own order, the signed-in customer's orders, and tracking. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TaxInvoice } from '@core/orders/invoice';
import type { OrderTracking, ShopperOrderView } from '@core/orders/order-progress';
import { api, ApiError } from '@web/lib/api-client';
import { authedApi } from '@web/lib/auth/authed-api';
import { getShopperRequest } from '@web/lib/shopper-identity';

/**
 * One of the shopper's own orders: the guest's by guest id, the customer's by sign-in, or, with the
 * token of the link in the order's e-mails, on any device whoever is signed in.
 */
export async function getOwnOrder(access: OrderAccess): Promise<ShopperOrderView> {
  const request = await orderRequest(access, '');
  const answer = await api.get<{ order: ShopperOrderView }>(`${request.url}${request.query}`, {
    headers: request.headers,
  });
  return answer.order;
}

/** Keyed by who the shopper is (`useIdentityGeneration`): read again after a sign-in or sign-out. */
export const ownOrderQueryOptions = (access: OrderAccess, identity: number | null) =>
  queryOptions({
    queryKey: ['orders', 'own', identity, access.orderNumber, access.token ?? ''],
    queryFn: () => getOwnOrder(access),
    enabled: identity !== null,
  });

/**
 * The order as a card payment follows it until the bank's answer is in: by its e-mail through Track
 * Order (an e-mail never goes into a GET's address), otherwise the page's own order query, so the
 * order page shows what this follows.
 */
export const cardPaymentFollowOptions = (access: OrderAccess, identity: number | null) => {
  const { email } = access;
  const tracked = email !== undefined && !access.token;
  return queryOptions<OrderTracking>({
    queryKey: tracked
      ? ['orders', 'tracked', access.orderNumber]
      : [...ownOrderQueryOptions(access, identity).queryKey],
    queryFn: () => (tracked ? trackOrder(access.orderNumber, email) : getOwnOrder(access)),
  });
};

/** The signed-in customer's orders, newest first (My Account's Orders tab). */
export async function getMyOrders(): Promise<ShopperOrderView[]> {
  const { prefix, headers } = await getShopperRequest();
  if (prefix !== '/me') throw new ApiError(401, 'Unauthorized', 'Sign-in required.');
  return (await api.get<{ orders: ShopperOrderView[] }>('/me/orders', { headers })).orders;
}

/** Every customer's order lists: placing an order makes them stale. */
export const myOrdersQueryKey = ['orders', 'mine'] as const;

/**
 * Keyed by the user, so a customer never sees the previous one's orders after a switch; read again
 * on coming back to the tab (an order approved, paid or shipped meanwhile shows its new status).
 */
export const myOrdersQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: [...myOrdersQueryKey, userId],
    queryFn: getMyOrders,
    refetchOnWindowFocus: 'always',
  });

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

/**
 * How a shopper reaches one of their orders: as its owner (guest id or sign-in), by its e-mail, or
 * by the link in its e-mails.
 */
export interface OrderAccess {
  orderNumber: string;
  /** Given on the track-order page: a guest on another device proves access with the order's e-mail. */
  email?: string | undefined;
  /** The `?token=` of the link in the order's e-mails: opens the order on any device. */
  token?: string | undefined;
}

export type DocumentKind = 'payment_proof' | 'purchase_order';

interface PresignedPost {
  url: string;
  fields: Record<string, string>;
  key: string;
  max_bytes: number;
}

/** What proves access without the shopper's identity: the link's token, else the order's e-mail. */
export function getAccessProof(access: OrderAccess): Record<string, string> | undefined {
  if (access.token) return { token: access.token };
  return access.email ? { email: access.email } : undefined;
}

/**
 * Where a request about the order goes and what proves access: the order's e-mail or its link token
 * go through the guest routes, whoever is signed in (in the body of a POST, the query of a GET);
 * otherwise the shopper's own routes with their identity.
 */
async function orderRequest(access: OrderAccess, path: string) {
  const proof = getAccessProof(access);
  const url = (prefix: string) => `${prefix}/orders/${encodeURIComponent(access.orderNumber)}${path}`;
  if (proof) {
    return { url: url(''), headers: {}, body: proof, query: `?${new URLSearchParams(proof).toString()}` };
  }
  const { prefix, headers } = await getShopperRequest();
  return { url: url(prefix), headers, body: {}, query: '' };
}

/**
 * Uploads a proof of payment or a purchase order document: the server hands out a presigned POST to
 * a private prefix (its policy fixes the key, the type and the size), the browser posts the file
 * there, and the server checks the stored file and records it on the order, which it answers.
 */
export async function uploadOrderDocument(
  access: OrderAccess,
  kind: DocumentKind,
  file: File,
): Promise<ShopperOrderView> {
  const uploads = await orderRequest(access, '/documents/uploads');
  const post = await api.post<PresignedPost>(uploads.url, {
    headers: uploads.headers,
    body: { kind, content_type: file.type, file_name: file.name, size: file.size, ...uploads.body },
  });
  const form = new FormData();
  for (const [name, value] of Object.entries(post.fields)) form.append(name, value);
  form.append('file', file);
  let stored: Response;
  try {
    stored = await fetch(post.url, { method: 'POST', body: form });
  } catch {
    throw new ApiError(0, 'NetworkError', 'The file could not be uploaded. Check your connection.');
  }
  if (!stored.ok)
    throw new ApiError(stored.status, 'UploadFailed', 'The file could not be uploaded. Please try again.');
  const confirm = await orderRequest(access, '/documents');
  const answer = await api.post<{ order: ShopperOrderView }>(confirm.url, {
    headers: confirm.headers,
    body: { kind, key: post.key, file_name: file.name, ...confirm.body },
  });
  return answer.order;
}

/**
 * An order's tax invoice: staff read any order's through the admin route; a shopper reads their own
 * (as its owner, with the order's e-mail, or with the link from its e-mails).
 */
export async function getInvoice(access: OrderAccess & { staff?: boolean }): Promise<TaxInvoice> {
  if (access.staff) {
    const number = encodeURIComponent(access.orderNumber);
    return (await authedApi.get<{ invoice: TaxInvoice }>(`/admin/orders/${number}/invoice`)).invoice;
  }
  const request = await orderRequest(access, '/invoice');
  return (
    await api.get<{ invoice: TaxInvoice }>(`${request.url}${request.query}`, { headers: request.headers })
  ).invoice;
}

/** An order's tax invoice: a shopper's by the link's e-mail or token, or staff's by sign-in. */
export const invoiceQueryOptions = (access: OrderAccess & { staff?: boolean }) =>
  queryOptions({
    queryKey: [
      'orders',
      'invoice',
      access.orderNumber,
      access.email ?? '',
      access.token ?? '',
      access.staff ?? false,
    ] as const,
    queryFn: () => getInvoice(access),
  });

export const useInvoice = (access: OrderAccess & { staff?: boolean }) =>
  useQuery(invoiceQueryOptions(access));

/** A started card payment: the attempt to follow and the shop's address of its payment frame. */
export interface StartedCardPayment {
  attempt_id: string;
  frame_path: string;
}

/** Starts a card payment of the order; the server takes the amount from the stored order. */
export async function startCardPayment(access: OrderAccess): Promise<StartedCardPayment> {
  const request = await orderRequest(access, '/card-payment');
  return api.post<StartedCardPayment>(request.url, { headers: request.headers, body: request.body });
}

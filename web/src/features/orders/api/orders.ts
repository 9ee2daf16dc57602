/** The order calls of the shop: one own order, the signed-in customer's orders, and tracking. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TaxInvoice } from '@core/orders/invoice';
import type { OrderTracking, OrderView } from '@core/orders/order';
import { api, ApiError } from '@web/lib/api-client';
import { authedApi } from '@web/lib/auth/authed-api';
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

/** How a shopper reaches one of their orders: as its owner (guest id or token), or by its e-mail. */
export interface OrderAccess {
  orderNumber: string;
  /** Given on the track-order page: a guest on another device proves access with the order's e-mail. */
  email?: string;
}

export type DocumentKind = 'payment_proof' | 'purchase_order';

interface PresignedPost {
  url: string;
  fields: Record<string, string>;
  key: string;
  max_bytes: number;
}

async function orderRequest(access: OrderAccess, path: string) {
  const { prefix, headers } = await getShopperRequest();
  // Someone who gave the order's e-mail acts through the guest routes, whoever is signed in.
  const base = access.email ? '' : prefix;
  return {
    url: `${base}/orders/${encodeURIComponent(access.orderNumber)}${path}`,
    headers: access.email ? {} : headers,
    email: access.email ? { email: access.email } : {},
  };
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
): Promise<OrderView> {
  const uploads = await orderRequest(access, '/documents/uploads');
  const post = await api.post<PresignedPost>(uploads.url, {
    headers: uploads.headers,
    body: { kind, content_type: file.type, file_name: file.name, size: file.size, ...uploads.email },
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
  const answer = await api.post<{ order: OrderView }>(confirm.url, {
    headers: confirm.headers,
    body: { kind, key: post.key, file_name: file.name, ...confirm.email },
  });
  return answer.order;
}

/**
 * An order's tax invoice: staff read any order's through the admin route; a shopper reads their own
 * (as its owner, or with the order's e-mail).
 */
export async function getInvoice(access: OrderAccess & { staff?: boolean }): Promise<TaxInvoice> {
  const number = encodeURIComponent(access.orderNumber);
  if (access.staff) {
    return (await authedApi.get<{ invoice: TaxInvoice }>(`/admin/orders/${number}/invoice`)).invoice;
  }
  const { prefix, headers } = await getShopperRequest();
  const path = access.email
    ? `/orders/${number}/invoice?email=${encodeURIComponent(access.email)}`
    : `${prefix}/orders/${number}/invoice`;
  return (await api.get<{ invoice: TaxInvoice }>(path, { headers: access.email ? {} : headers })).invoice;
}

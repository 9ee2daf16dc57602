/**
 * The checkout calls: the signed-in customer's last addresses (offered in the form), save the
 * checkout session, then place the order.
 */
import { queryOptions, skipToken, type UseQueryOptions } from '@tanstack/react-query';
import type { Profile } from '@core/account/profile';
import type { BuyerTerms } from '@core/business/company';
import type { Address, CheckoutSession, OrderTotals } from '@core/checkout/checkout';
import type { z } from 'zod';
import { orderMessages } from '@core/cart/cart-messages';
import type { OrderView, placeOrderSchema } from '@core/orders/order';
import { api, ApiError } from '@web/lib/api-client';
import { getShopperRequest } from '@web/lib/shopper-identity';

export interface SavedCheckout {
  checkout_session: CheckoutSession;
  summary: OrderTotals;
  /** A business buyer's GCT rate and account terms (absent from checkouts kept before they existed). */
  buyer?: BuyerTerms;
}

export async function saveCheckoutSession(body: unknown): Promise<SavedCheckout> {
  const { prefix, headers } = await getShopperRequest();
  return api.post<SavedCheckout>(`${prefix}/checkout/sessions`, { headers, body });
}

/**
 * Places the order; a retry with the same `idempotencyKey` never places a second one. The body's
 * `expected_total` and `expected_lines` are the total and lines the shopper confirmed: when a price
 * or the cart changed meanwhile the server refuses (see {@link getChangedTotals},
 * {@link isCartChanged}) and writes nothing.
 */
export async function placeOrder(input: {
  body: PlaceOrderBody;
  idempotencyKey: string;
}): Promise<OrderView> {
  const { prefix, headers } = await getShopperRequest();
  const answer = await api.post<{ order: OrderView }>(`${prefix}/orders`, {
    headers: { ...headers, 'idempotency-key': input.idempotencyKey },
    body: input.body,
  });
  return answer.order;
}

export type PlaceOrderBody = z.input<typeof placeOrderSchema>;

/** The new figures of a refused order whose total changed since the summary, or undefined. */
export function getChangedTotals(error: unknown): OrderTotals | undefined {
  if (!(error instanceof ApiError) || error.status !== 409 || error.errorType !== 'PriceChanged')
    return undefined;
  const summary = (error.body as { summary?: OrderTotals } | undefined)?.summary;
  return typeof summary?.total === 'number' ? summary : undefined;
}

/**
 * Whether the server refused the order because its checkout session is not the shopper's latest: the
 * checkout was continued to payment again meanwhile, in another tab (a shopper has one session).
 */
export function isCheckoutSessionReplaced(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    error.status === 409 &&
    error.message === orderMessages.checkoutSessionMissing
  );
}

/** Whether the server refused the order because the cart is not the one the shopper confirmed. */
export function isCartChanged(error: unknown): boolean {
  return error instanceof ApiError && error.status === 409 && error.errorType === 'CartChanged';
}

/** The signed-in customer's last used addresses, offered at checkout. */
export interface LastAddresses {
  shipping_address: Address | null;
  billing_address: Address | null;
}

async function getLastAddresses(): Promise<LastAddresses> {
  const { prefix, headers } = await getShopperRequest();
  if (prefix !== '/me') return { shipping_address: null, billing_address: null };
  return api.get<LastAddresses>('/me/addresses', { headers });
}

/**
 * The customer's last addresses, keyed by the shopper's identity generation (`getCartOwner()`): the
 * next person at this browser never sees the previous one's. They are those of the latest saved
 * checkout session, so saving one makes them stale (`lastAddressesKey`).
 */
export const lastAddressesKey = ['checkout', 'last-addresses'] as const;

export const lastAddressesQuery = (owner: number | null, signedIn: boolean) =>
  queryOptions({
    queryKey: [...lastAddressesKey, owner] as const,
    queryFn: getLastAddresses,
    enabled: signedIn,
    retry: false,
  });

/** What a signed-in customer's account knows: filled into the contact fields. */
export interface CheckoutContact {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
}

/**
 * A query of the signed-in customer's profile that selects the contact fields: the route builds it
 * from the profile's own query options (the cart feature does not read the account feature).
 */
export type CheckoutContactQuery = UseQueryOptions<Profile, Error, CheckoutContact, readonly unknown[]>;

/** A guest's contact query: nothing to read. */
export const noContactQuery: CheckoutContactQuery = {
  queryKey: ['checkout', 'no-contact'],
  queryFn: skipToken,
};

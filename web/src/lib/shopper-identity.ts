/**
 * Who the shopper is, for the calls that belong to one shopper (cart, checkout, orders): a guest,
 * named by the guest session id kept in browser storage, or a signed-in customer, whose ID token
 * provider the session store (./auth/auth-status) holds. Guest calls go to `/cart`, `/orders`...;
 * signed-in calls go to `/me/cart`, `/me/orders`... with the bearer token.
 */
import { AUTH } from '@core/auth/auth-limits';
import { getIdTokenProvider, whenIdentityKnown } from './auth/auth-status';

export const GUEST_SESSION_HEADER = 'x-guest-session-id';

/** A new guest session id: the word guest, an underscore and a random UUID. */
export function createGuestSessionId(randomUUID: () => string = () => crypto.randomUUID()): string {
  return `${AUTH.guestSessionPrefix}_${randomUUID()}`;
}

/** The guest session id kept under `guest_session_id`, created on first use and then reused. */
export function getGuestSessionId(storage: Storage = localStorage): string {
  const existing = storage.getItem(AUTH.guestSessionStorageKey);
  if (existing) return existing;
  const created = createGuestSessionId();
  storage.setItem(AUTH.guestSessionStorageKey, created);
  return created;
}

export interface ShopperRequest {
  /** `''` for a guest, `/me` for a signed-in customer: prefix of the route path. */
  prefix: '' | '/me';
  headers: Record<string, string>;
}

/** The route prefix and headers of a call made for the current shopper. */
export async function getShopperRequest(): Promise<ShopperRequest> {
  await whenIdentityKnown();
  const provider = getIdTokenProvider();
  const token = provider ? await provider() : undefined;
  if (token) return { prefix: '/me', headers: { authorization: `Bearer ${token}` } };
  return { prefix: '', headers: { [GUEST_SESSION_HEADER]: getGuestSessionId() } };
}

/**
 * Who the shopper is, for the calls that belong to one shopper (cart, checkout, orders): a guest,
 * named by the guest session id kept in browser storage (spec section 1), or a signed-in customer,
 * whose id token the accounts feature hands over with {@link setIdTokenProvider}. Guest calls go to
 * `/cart`, `/orders`...; signed-in calls go to `/me/cart`, `/me/orders`... with the bearer token.
 */
import { AUTH } from '@core/constants';

export type IdTokenProvider = () => Promise<string | undefined>;

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

type Listener = () => void;
let provider: IdTokenProvider | undefined;
const listeners = new Set<Listener>();

/**
 * Called by the accounts feature: with a provider when a customer signs in (or the session is
 * restored), with `undefined` at sign-out. The cart reloads, and merges the guest cart, on each change.
 */
export function setIdTokenProvider(next: IdTokenProvider | undefined): void {
  if (next === provider) return;
  provider = next;
  for (const listener of listeners) listener();
}

export function subscribeToIdentity(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function isSignedIn(): boolean {
  return provider !== undefined;
}

export interface ShopperRequest {
  /** `''` for a guest, `/me` for a signed-in customer: prefix of the route path. */
  prefix: '' | '/me';
  headers: Record<string, string>;
}

/** The route prefix and headers of a call made for the current shopper. */
export async function getShopperRequest(): Promise<ShopperRequest> {
  const token = provider ? await provider() : undefined;
  if (token) return { prefix: '/me', headers: { authorization: `Bearer ${token}` } };
  return { prefix: '', headers: { [GUEST_SESSION_HEADER]: getGuestSessionId() } };
}

/**
 * Who the shopper is, for the calls that belong to one shopper (cart, checkout, orders): a guest,
 * named by the guest session id kept in browser storage, or a signed-in customer,
 * whose id token the accounts feature hands over with {@link setIdTokenProvider}. Guest calls go to
 * `/cart`, `/orders`...; signed-in calls go to `/me/cart`, `/me/orders`... with the bearer token.
 */
import { useSyncExternalStore } from 'react';
import { AUTH } from '@core/auth/auth-limits';
import { hasStoredSession } from './auth/session-hint';

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
 * With a session stored in this browser, who the shopper is stays unknown until the accounts feature
 * has read it (the first {@link setIdTokenProvider} call). Shopper calls wait for that, so a
 * signed-in customer's early Add never lands in the guest cart and the badge never shows it first.
 */
let identityKnown = !hasStoredSession();
/** Counted up at every change of who the shopper is (sign-in, sign-out, the first answer). */
let generation = 0;
let announceIdentity: (() => void) | undefined;
const identityReady = identityKnown
  ? Promise.resolve()
  : new Promise<void>((resolve) => {
      announceIdentity = resolve;
    });

/**
 * Called by the accounts feature: with a provider when a customer signs in (or the session is
 * restored), with `undefined` at sign-out or when no session could be restored. Listeners hear every
 * change and the first answer; passing the same provider again (a token refresh) changes nothing.
 */
export function setIdTokenProvider(next: IdTokenProvider | undefined): void {
  const firstAnswer = !identityKnown;
  identityKnown = true;
  announceIdentity?.();
  if (next === provider && !firstAnswer) return;
  provider = next;
  generation += 1;
  for (const listener of listeners) listener();
}

export function subscribeToIdentity(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Resolves once who the shopper is is known: at once unless a stored session is being restored. */
export function whenIdentityKnown(): Promise<void> {
  return identityReady;
}

export function isSignedIn(): boolean {
  return provider !== undefined;
}

/** False only while a stored session is being restored (see {@link setIdTokenProvider}). */
export function isIdentityKnown(): boolean {
  return identityKnown;
}

/**
 * Who the shopper is, as a number that changes at every sign-in, sign-out or change of user; null
 * while a stored session is being restored. A query whose answer belongs to the shopper carries it
 * in its key, so the next person at this browser never reads the previous one's answer from memory.
 */
export function getIdentityGeneration(): number | null {
  return identityKnown ? generation : null;
}

/** {@link getIdentityGeneration} for a component, which renders again when it changes. */
export function useIdentityGeneration(): number | null {
  return useSyncExternalStore(subscribeToIdentity, getIdentityGeneration, getIdentityGeneration);
}

export interface ShopperRequest {
  /** `''` for a guest, `/me` for a signed-in customer: prefix of the route path. */
  prefix: '' | '/me';
  headers: Record<string, string>;
}

/** The route prefix and headers of a call made for the current shopper. */
export async function getShopperRequest(): Promise<ShopperRequest> {
  await whenIdentityKnown();
  const token = provider ? await provider() : undefined;
  if (token) return { prefix: '/me', headers: { authorization: `Bearer ${token}` } };
  return { prefix: '', headers: { [GUEST_SESSION_HEADER]: getGuestSessionId() } };
}

/**
 * The session store: who is signed in, the one place it is kept. Small enough for the first load:
 * the header reads it (and the stored-session hint) without pulling in Amplify or the session logic
 * of ./auth-session, which fills it; the shopper's calls (lib/shopper-identity) and the cart read the
 * identity part of it (the token provider, whether it is known yet, its generation).
 */
import { useSyncExternalStore } from 'react';
import { hasStoredSession } from './session-hint';

export type AuthStatus = 'loading' | 'signedIn' | 'signedOut';

export interface AuthUser {
  userId: string;
  email: string;
  groups: string[];
  /** Their token says they buy for a company (`@core/auth/company-buyer`): pages ask for their prices. */
  companyBuyer: boolean;
}

export interface AuthState {
  status: AuthStatus;
  user: AuthUser | undefined;
  /** A session was stored when the page loaded: the header's first-paint answer. */
  storedSession: boolean;
}

export type IdTokenProvider = () => Promise<string | undefined>;

type Listener = () => void;

let state: AuthState = { status: 'loading', user: undefined, storedSession: hasStoredSession() };
/** The ID token of the signed-in customer, read when a shopper's call is made; none for a guest. */
let provider: IdTokenProvider | undefined;
/**
 * With a session stored in this browser, who the shopper is stays unknown until ./auth-session has
 * read it (the first {@link setIdTokenProvider} call). Shopper calls wait for that, so a signed-in
 * customer's early Add never lands in the guest cart and the badge never shows it first.
 */
let identityKnown = !state.storedSession;
/** Counted up at every change of who the shopper is (sign-in, sign-out, the first answer). */
let generation = 0;
let announceIdentity: (() => void) | undefined;
const identityReady = identityKnown
  ? Promise.resolve()
  : new Promise<void>((resolve) => {
      announceIdentity = resolve;
    });
/** Run at a change of who the shopper is, before any listener hears of it (the cart's bookkeeping). */
const identitySteps = new Set<Listener>();
const listeners = new Set<Listener>();

function notify(): void {
  for (const listener of listeners) listener();
}

/** Publishes a change of the status or user; only ./auth-session calls it. */
export function setAuthState(next: Partial<AuthState>): void {
  state = { ...state, ...next };
  notify();
}

/**
 * Called by ./auth-session: with a provider when a customer signs in (or the session is restored),
 * with `undefined` at sign-out or when no session could be restored. The identity steps, then the
 * listeners, hear every change and the first answer; the same provider again (a token refresh)
 * changes nothing.
 */
export function setIdTokenProvider(next: IdTokenProvider | undefined): void {
  const firstAnswer = !identityKnown;
  identityKnown = true;
  announceIdentity?.();
  if (next === provider && !firstAnswer) return;
  provider = next;
  generation += 1;
  for (const step of identitySteps) step();
  notify();
}

/** Every change of the store: status, user or who the shopper is. */
export function subscribeToAuth(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Runs `step` at each change of who the shopper is, before any listener (and so any screen) hears
 * of it: the cart marks a guest cart for merging before its query for the new shopper can start.
 */
export function addIdentityStep(step: Listener): void {
  identitySteps.add(step);
}

export function getAuthState(): AuthState {
  return state;
}

/** The current ID token provider; undefined for a guest (or while a stored session is read). */
export function getIdTokenProvider(): IdTokenProvider | undefined {
  return provider;
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
  return useSyncExternalStore(subscribeToAuth, getIdentityGeneration, getIdentityGeneration);
}

/** The auth state, re-rendering on every change. */
export function useAuthState(): AuthState {
  return useSyncExternalStore(subscribeToAuth, getAuthState, getAuthState);
}

/** Signed in as far as the header can tell: the session once known, the stored hint before. */
export function useIsSignedIn(): boolean {
  const current = useAuthState();
  return current.status === 'loading' ? current.storedSession : current.status === 'signedIn';
}

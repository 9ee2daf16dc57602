/**
 * The auth state store, small enough for the first load: the header reads it (and the stored-session
 * hint) without pulling in Amplify or the session logic of ./auth-session, which fills it.
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

let state: AuthState = { status: 'loading', user: undefined, storedSession: hasStoredSession() };
const listeners = new Set<() => void>();

/** Publishes a change; only ./auth-session calls it. */
export function setAuthState(next: Partial<AuthState>): void {
  state = { ...state, ...next };
  for (const listener of listeners) listener();
}

export function subscribeToAuth(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getAuthState(): AuthState {
  return state;
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

/**
 * The auth state of the app: loading, then signed in or signed out, following
 * Amplify's Hub events; the session survives reloads (Amplify keeps it in localStorage) and its
 * tokens are refreshed before they expire. The header reads the synchronous hint and never waits
 * for Amplify (it reads ./auth-status, a separate small module); everything else calls
 * {@link startAuthSession} first.
 */
import { AUTH } from '@core/auth/auth-limits';
import { isCompanyBuyer } from '@core/auth/company-buyer';
import { loadAmplifyAuth, type AmplifyAuth } from './amplify';
import { fetchIdToken } from './authed-api';
import { getAuthState, setAuthState as setState, setIdTokenProvider, type AuthState } from './auth-status';
import { createIdentityPublisher } from './identity-publisher';
import { getRefreshRetryDelayMs, shouldRefreshToken } from './token-refresh';

export { getAuthState, useAuthState, type AuthState, type AuthUser } from './auth-status';

const REFRESH_ATTEMPTS = 3;

let started: Promise<void> | undefined;

/** The cart and orders act for whoever this publishes (the session store, ./auth-status). */
const publishIdentity = createIdentityPublisher(setIdTokenProvider, fetchIdToken);

/** Publishes the signed-out state, to the shopper's calls first. */
function setSignedOut(extra: Partial<AuthState> = { storedSession: false }): void {
  publishIdentity(undefined);
  setState({ status: 'signedOut', user: undefined, ...extra });
}

/** Reads the current session from Amplify and publishes it. */
export async function refreshAuthState(options: { forceRefresh?: boolean } = {}): Promise<AuthState> {
  const auth = await loadAmplifyAuth();
  try {
    const session = await auth.fetchAuthSession(options);
    const payload = session.tokens?.idToken?.payload;
    if (!payload || typeof payload.sub !== 'string') {
      setSignedOut();
    } else {
      const groups = payload['cognito:groups'];
      // The token goes to the cart before the screens hear of the user, so nothing they load
      // (My Account's orders, the cart page) is asked for as a guest.
      publishIdentity(payload.sub);
      setState({
        status: 'signedIn',
        storedSession: true,
        user: {
          userId: payload.sub,
          email: typeof payload.email === 'string' ? payload.email : '',
          groups: Array.isArray(groups) ? groups.map(String) : [],
          companyBuyer: isCompanyBuyer(payload),
        },
      });
    }
  } catch {
    setSignedOut();
  }
  return getAuthState();
}

async function refreshTokensIfDue(auth: AmplifyAuth): Promise<void> {
  if (getAuthState().status !== 'signedIn') return;
  const session = await auth.fetchAuthSession().catch(() => undefined);
  if (!shouldRefreshToken(session?.tokens?.idToken?.payload.exp, Date.now())) return;
  for (let attempt = 1; attempt <= REFRESH_ATTEMPTS; attempt += 1) {
    try {
      await refreshAuthState({ forceRefresh: true });
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, getRefreshRetryDelayMs(attempt)));
    }
  }
}

/**
 * Loads Amplify, reads the stored session and follows Hub events from then on. Idempotent; the
 * pages that need the session call it on mount.
 */
export function startAuthSession(): Promise<void> {
  started ??= (async () => {
    const auth = await loadAmplifyAuth();
    auth.Hub.listen('auth', ({ payload }) => {
      // A failed refresh keeps tokens that are still valid; reading the session again decides.
      if (payload.event === 'signedOut') setSignedOut();
      else void refreshAuthState();
    });
    await refreshAuthState();
    setInterval(() => void refreshTokensIfDue(auth), AUTH.tokenRefreshIntervalMs);
  })().catch((error: unknown) => {
    started = undefined;
    setSignedOut({});
    throw error;
  });
  return started;
}

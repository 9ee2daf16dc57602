/**
 * Tells the session store (./auth-status) whose ID token the shopper's calls send. One token provider per user:
 * a token refresh or a second report of the same user hands over nothing new, so the cart reloads
 * and merges only when the user really changes.
 */
import type { IdTokenProvider } from './auth-status';

/**
 * Returns `publish(userId)`: a provider reading the current ID token for a new user id, the same
 * one again for the same user, `undefined` when nobody is signed in.
 */
export function createIdentityPublisher(
  setProvider: (provider: IdTokenProvider | undefined) => void,
  getIdToken: IdTokenProvider,
): (userId: string | undefined) => void {
  let current: { userId: string; provider: IdTokenProvider } | undefined;
  return (userId) => {
    if (userId === undefined) current = undefined;
    else if (current?.userId !== userId) current = { userId, provider: () => getIdToken() };
    setProvider(current?.provider);
  };
}

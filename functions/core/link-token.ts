/**
 * Links mailed to people that open something without a sign-in (a quote, an order): one kind of
 * secret for all of them. The data layer makes it (`createLinkToken`: 24 random bytes, base64url),
 * the item keeps it, and the route compares what the link carries with the stored one in constant
 * time (`secretsMatch`). A link that expires keeps its expiry beside its secret.
 */
import * as z from 'zod';

/** A link token as `createLinkToken` makes it; `message` says what is wrong in the route's words. */
export const linkTokenSchema = (message: string) =>
  z.string(message).regex(/^[A-Za-z0-9_-]{20,100}$/, message);

/** Is the link past its expiry at `now` (ISO times)? */
export function isLinkExpired(link: { expires_at: string }, now: string): boolean {
  return Date.parse(link.expires_at) <= Date.parse(now);
}

/** The secret of a mailed link (quote, order): see `core/link-token.ts` for how it is checked. */
import { randomBytes } from 'node:crypto';

/** A fresh secret for a link: 24 random bytes, base64url. */
export function createLinkToken(): string {
  return randomBytes(24).toString('base64url');
}

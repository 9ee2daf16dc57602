/**
 * Whether the signed-in person buys for a company, as their ID token says: the pre-token trigger adds
 * this claim when they hold a company membership (any status), so the web app asks for company
 * prices (`POST /api/me/prices`) only for them; guests and consumers make no such call. The token is
 * a hint, never the authority: the prices route reads the membership on every call, so someone
 * removed from a company gets list prices at once even while their token still says so.
 */
export const COMPANY_BUYER_CLAIM = 'company_buyer';
export const COMPANY_BUYER_VALUE = 'yes';

/** True when the token's claims say the person holds a company membership. */
export function isCompanyBuyer(claims: Record<string, unknown>): boolean {
  return claims[COMPANY_BUYER_CLAIM] === COMPANY_BUYER_VALUE;
}

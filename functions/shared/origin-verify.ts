/**
 * The API answers only requests that came through the shop's CloudFront distribution, which adds a
 * secret header to every request it forwards to the API origin. Anyone calling the execute-api
 * endpoint directly would otherwise bypass the WAF, the security headers and the caching in front.
 * Without a configured secret (local runs, tests) the check is off.
 */
import { secretsMatch } from './secrets-match.js';

/** The header CloudFront sets on requests to the API origin (lower case, as API Gateway passes it). */
export const ORIGIN_VERIFY_HEADER = 'x-origin-verify';

export const originMessages = {
  notThroughShop: 'Requests must come through the shop.',
} as const;

/** True when no secret is configured, or the request carries exactly the configured secret. */
export function isFromTrustedOrigin(
  headers: Record<string, string | undefined> | undefined,
  expectedSecret: string | undefined,
): boolean {
  if (expectedSecret === undefined) return true;
  const sent = headers?.[ORIGIN_VERIFY_HEADER];
  if (sent === undefined) return false;
  return secretsMatch(sent, expectedSecret);
}

/**
 * The header in which the distribution's viewer-request function passes the viewer's IP address
 * to the API (CloudFront replaces any value a viewer sends under this name).
 */
export const VIEWER_ADDRESS_HEADER = 'x-viewer-address';

/**
 * The shopper's network address, for per-network limits. Behind CloudFront the request's source is
 * an edge server shared by a whole region's shoppers, so the distribution passes the viewer's own
 * address in `VIEWER_ADDRESS_HEADER`; it is believed only where the origin secret is configured,
 * i.e. where every request that reaches a handler has come through the distribution. Elsewhere
 * (local runs) the request's source is the shopper.
 */
export function getViewerAddress(
  headers: Record<string, string | undefined> | undefined,
  sourceIp: string,
  expectedSecret: string | undefined,
): string {
  const passed = headers?.[VIEWER_ADDRESS_HEADER]?.trim();
  return expectedSecret !== undefined && passed ? passed : sourceIp;
}

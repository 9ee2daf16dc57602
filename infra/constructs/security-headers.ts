/**
 * The security headers of every answer, in one place: CloudFront's response headers policies
 * (spa-distribution.ts) and the local adapter (infra/local/api-adapter.ts) both build theirs from
 * here, so the tests see what production serves. Plain values, no CDK: the adapter imports this too.
 */
import { routes } from '../../functions/routes.js';

/** HSTS: two years, subdomains included. Sent over HTTPS only (browsers ignore it on plain HTTP). */
export const HSTS_MAX_AGE_SECONDS = 730 * 86_400;
export const REFERRER_POLICY = 'strict-origin-when-cross-origin';
export const FRAME_OPTIONS = 'DENY';

export interface CspOptions {
  https: boolean;
  /**
   * The card gateway's origin: the order page's payment frame (an `iframe srcdoc`, which inherits this
   * policy) posts its form there and shows the gateway's hosted page; nothing else may be framed or
   * posted to.
   */
  paymentGateway?: string | undefined;
}

/**
 * Content Security Policy of the shop: only this origin, plus the endpoints the SPA must reach and
 * the card gateway's hosted page. `upgrade-insecure-requests` only where the shop itself is served
 * over HTTPS.
 */
export function buildCsp(connectSources: readonly string[], options: CspOptions = { https: true }): string {
  const gateway = options.paymentGateway ? ` ${new URL(options.paymentGateway).origin}` : '';
  return [
    "default-src 'self'",
    "script-src 'self'",
    // Radix UI positions popovers with inline style attributes.
    "style-src 'self' 'unsafe-inline'",
    // data: and blob: for generated placeholders and previews of images chosen for upload.
    "img-src 'self' data: blob:",
    "font-src 'self'",
    `connect-src ${['self', ...connectSources].map((s) => (s === 'self' ? "'self'" : s)).join(' ')}`,
    "object-src 'none'",
    "base-uri 'self'",
    `form-action 'self'${gateway}`,
    `frame-src 'self'${gateway}`,
    "frame-ancestors 'none'",
    ...(options.https ? ['upgrade-insecure-requests'] : []),
  ].join('; ');
}

/**
 * The policy of `/images/*`: an image opened on its own is shown and nothing else runs. Even a file
 * that slipped past the upload checks (a script disguised as an image) gets no script, no style
 * sheet, no frame and no plugin on the shop's origin.
 */
export const IMAGE_CSP = "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox";

/**
 * The card gateway's MerchantResponseUrl: public, posted by the shopper's browser from the payment
 * frame after the hosted page. Its answer (a short "Payment sent" page) shows INSIDE that frame, on
 * the shop's own order and Track Order pages, so it alone may be framed, and only by the shop.
 */
export const CARD_RESPONSE_PATH = routes.find((r) => r.handler === 'payments/receive-card-response')!.path;

/**
 * The policy of the MerchantResponseUrl's answer: a static page with inline styles and a link, framed
 * by the shop's own pages only; nothing runs, loads or posts from it.
 */
export const CARD_RETURN_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'self'";
const CARD_RETURN_FRAME_OPTIONS = 'SAMEORIGIN';

/** Images are shown in place, never offered as a download a browser might open as a page. */
export const IMAGE_CONTENT_DISPOSITION = 'inline';

/** The headers of every answer (the SPA, `/api/*`, `/config.json`) as header name to value. */
export function buildSecurityHeaders(
  connectSources: readonly string[],
  options: CspOptions,
): Record<string, string> {
  return {
    'content-security-policy': buildCsp(connectSources, options),
    'x-content-type-options': 'nosniff',
    'x-frame-options': FRAME_OPTIONS,
    'referrer-policy': REFERRER_POLICY,
    ...(options.https
      ? { 'strict-transport-security': `max-age=${HSTS_MAX_AGE_SECONDS}; includeSubDomains` }
      : {}),
  };
}

/** The headers of `/images/*`: the common ones with the image policy in place of the shop's. */
export function buildImageHeaders(options: { https: boolean }): Record<string, string> {
  return {
    ...buildSecurityHeaders([], options),
    'content-security-policy': IMAGE_CSP,
    'content-disposition': IMAGE_CONTENT_DISPOSITION,
  };
}

/**
 * The headers of the MerchantResponseUrl's answer: the common ones with a policy that lets the shop's
 * own payment frame show it (with the shop's `DENY`, the shopper saw the browser's "refused to
 * connect" page in the frame once the card was sent).
 */
export function buildCardReturnHeaders(options: { https: boolean }): Record<string, string> {
  return {
    ...buildSecurityHeaders([], options),
    'content-security-policy': CARD_RETURN_CSP,
    'x-frame-options': CARD_RETURN_FRAME_OPTIONS,
  };
}

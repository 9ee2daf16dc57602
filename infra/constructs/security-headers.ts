/**
 * The security headers of every answer, in one place: CloudFront's response headers policies
 * (spa-distribution.ts) and the local adapter (infra/local/api-adapter.ts) both build theirs from
 * here, so the tests see what production serves. Plain values, no CDK: the adapter imports this too.
 */
import { CARD_FRAME_PATH_PREFIX } from '../../functions/core/payments/card-payment.js';
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
 * by the shop's own pages only; nothing runs, loads or posts from it. Its own `sandbox` keeps it off
 * the shop's origin although the payment frame allows scripts and same-origin (for the gateway's
 * pages); its link may still take the whole window to the order page on a click.
 */
export const CARD_RETURN_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'self'; sandbox allow-top-navigation-by-user-activation";
const CARD_RETURN_FRAME_OPTIONS = 'SAMEORIGIN';

/**
 * The payment frame's route (`GET /api/payments/card/frame/{attemptId}`, the gateway's RedirectData):
 * CloudFront's path pattern of it, and whether a request's path is it (the local adapter), alike.
 */
export const CARD_FRAME_PATH = routes.find((r) => r.handler === 'payments/open-card-frame')!.path;
export const CARD_FRAME_PATH_PATTERN = `${CARD_FRAME_PATH_PREFIX}*`;
export const isCardFramePath = (pathname: string) => pathname.startsWith(CARD_FRAME_PATH_PREFIX);

/**
 * The policy of the payment frame's document: the gateway's RedirectData runs its scripts (the inline
 * auto-submit, 3-D Secure's device check) in a sandbox WITHOUT `allow-same-origin`, so it never runs
 * as the shop's origin, whatever the frame element allows; forms post, and the top window moves only
 * on the shopper's click. Framed by the shop's own pages only. What it loads is the gateway's affair
 * (its pages and the issuer's), so nothing else is narrowed.
 */
export const CARD_FRAME_CSP =
  "sandbox allow-scripts allow-forms allow-top-navigation-by-user-activation; frame-ancestors 'self'; object-src 'none'";

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

/** The headers of the payment frame's document: the common ones, framed by the shop, sandboxed. */
export function buildCardFrameHeaders(options: { https: boolean }): Record<string, string> {
  return {
    ...buildSecurityHeaders([], options),
    'content-security-policy': CARD_FRAME_CSP,
    'x-frame-options': CARD_RETURN_FRAME_OPTIONS,
  };
}

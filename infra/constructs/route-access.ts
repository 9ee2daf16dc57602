/**
 * What each route's function may do, for least-privilege grants. The auth level says who may call a
 * route, not what it touches (a guest's cart is a public route that writes), so access follows the
 * handler instead:
 * - the shop window (`catalogue`, `seo`) only reads the table;
 * - elsewhere a handler whose verb only reads (`get-`, `list-`, `track-`) reads, any other writes;
 * - the few handlers that need something else (Cognito, image uploads, a workflow, nothing at all)
 *   are listed in `HANDLER_ACCESS`, keyed by the route table's handler names so a renamed or
 *   removed handler fails to compile;
 * - a signed-in route reads the table at least: the handler chain reads the caller's account (roles,
 *   active, deleted) before anything else, so a revoked token stops working.
 */
import type { Route, RouteDefinition } from '../../functions/routes.js';
import { getRouteArea } from './route-groups.js';

export type TableAccess = 'none' | 'read' | 'readWrite';

export interface RouteAccess {
  table: TableAccess;
  /**
   * `upload`: signs presigned POSTs for the uploads prefix (needs `s3:PutObject` there).
   * `manage`: reads uploads, copies them under the product images prefix, deletes unused images.
   */
  images: 'none' | 'upload' | 'manage';
  /**
   * `manageUsers`: read and update attributes of, and delete, users of the pool (My Account).
   * `administerUsers`: groups, enable/disable and global sign-out of users (User Administration).
   */
  userPool: 'none' | 'manageUsers' | 'administerUsers';
  /**
   * The private proofs bucket: `upload` signs presigned POSTs, `verify` reads what arrived and
   * deletes a refused file, `read` signs staff's short-lived links.
   */
  paymentDocuments?: 'upload' | 'verify' | 'read';
  /** The accounting exports' files in the private bucket: `read` signs the links to download them. */
  reportExports?: 'read';
  /** The state machine the route starts (`states:StartExecution`, its ARN in the environment). */
  startsWorkflow?: 'import' | 'backfill';
  /** Creates, updates and deletes the stores' sync schedules (EventBridge Scheduler). */
  schedulesSyncs?: true;
  /**
   * `write`: a read-only route whose warm catalogue, after a cold load from the card index, saves
   * the catalogue snapshot the next cold start reads (`PutItem` on that one partition only).
   */
  catalogueSnapshot?: 'write';
  /**
   * Calls the card gateway (PowerTranz): receives the stage's gateway settings and may read the
   * secret holding the merchant's credentials, which no other function may.
   */
  cardGateway?: true;
}

/** The key prefixes of the proofs bucket (see core/orders/payment-documents.ts). */
export const PAYMENT_DOCUMENT_KEY_PATTERNS = [
  'payment-proofs/*',
  'purchase-orders/*',
  'company-documents/*',
] as const;

/** Areas whose routes never write, whatever their verb. */
const READ_ONLY_AREAS: readonly string[] = ['catalogue', 'seo'];

/** Handler verbs that only read (`orders/track-order` looks an order up by number and e-mail). */
const READ_VERBS: readonly string[] = ['get', 'list', 'track'];

/** Handlers that need more, or less, than their area and verb imply. */
export const HANDLER_ACCESS: Partial<Record<Route['handler'], Partial<RouteAccess>>> = {
  // The shop window's warm catalogue writes the snapshot that spares the next cold start a full load.
  'catalogue/list-products': { catalogueSnapshot: 'write' },
  'catalogue/list-featured-products': { catalogueSnapshot: 'write' },
  'catalogue/list-related-products': { catalogueSnapshot: 'write' },
  'catalogue/list-search-suggestions': { catalogueSnapshot: 'write' },
  'seo/get-sitemap': { catalogueSnapshot: 'write' },
  'seo/get-product-page': { catalogueSnapshot: 'write' },
  'seo/get-products-page': { catalogueSnapshot: 'write' },
  // Quick order matches codes against the warm catalogue: matching only reads, adding writes the cart.
  'cart/match-quick-order': { table: 'read', catalogueSnapshot: 'write' },
  'cart/add-quick-order-to-cart': { catalogueSnapshot: 'write' },
  // The shop window's one writer: a back-in-stock sign-up stores the subscription and counts the
  // request against the public forms' rate limits.
  'catalogue/subscribe-back-in-stock': { table: 'readWrite' },
  // The Debug Panel's auth check echoes the token claims; like every signed-in route it first reads
  // the caller's account (the handler chain's revocation check), so the table default applies.
  // My Account writes the caller's names and phone to Cognito too, and deletes the caller's account.
  'account/update-profile': { userPool: 'manageUsers' },
  'account/delete-account': { userPool: 'manageUsers' },
  // User Administration: groups and status in Cognito, mirrored on the profile item.
  'admin/add-user-role': { userPool: 'administerUsers' },
  'admin/remove-user-role': { userPool: 'administerUsers' },
  'admin/set-user-status': { userPool: 'administerUsers' },
  // ForgotPassword is a public Cognito call (the client id, no IAM); the profile is only read.
  'admin/send-password-reset': { table: 'read' },
  // Only signs a POST policy for one key under the images prefix; S3 checks the signer's PutObject.
  'admin/create-image-upload': { table: 'none', images: 'upload' },
  // Proofs of payment and PO documents, in their private bucket.
  'orders/create-document-upload': { table: 'read', paymentDocuments: 'upload' },
  'orders/confirm-document-upload': { paymentDocuments: 'verify' },
  // A company's registration document: the same private bucket, under company-documents/.
  'business/create-document-upload': { table: 'read', paymentDocuments: 'upload' },
  'business/open-business-account': { paymentDocuments: 'verify' },
  'business/submit-gct-exemption-letter': { paymentDocuments: 'verify' },
  'admin/get-company': { paymentDocuments: 'read' },
  'admin/get-order': { paymentDocuments: 'read' },
  // The accounting exports: signing a file's download link needs GetObject on the exports' prefix.
  'reports/list-order-exports': { reportExports: 'read' },
  'reports/get-order-export': { reportExports: 'read' },
  // Saving a product moves its fresh uploads; saving or deleting one removes images nobody shows.
  'admin/create-product': { images: 'manage' },
  'admin/update-product': { images: 'manage' },
  'admin/delete-product': { images: 'manage' },
  // Starting takes the run lock and records the run; the state machine does the rest.
  'scraper/start-scrape': { startsWorkflow: 'import' },
  'scraper/start-backfill': { startsWorkflow: 'backfill' },
  // The CSV export only reads the warm catalogue.
  'admin/export-products-csv': { table: 'read' },
  // A store's sync schedule is an EventBridge Scheduler schedule starting the import machine.
  'scraper/update-store': { schedulesSyncs: true },
  // The card gateway: starting a payment, completing it (and voiding an approval that came too
  // late), staff's capture at dispatch, void at cancel and refunds, and the void of a card order a
  // company admin declines.
  'payments/start-card-payment': { cardGateway: true },
  'payments/receive-card-response': { cardGateway: true },
  'admin/advance-order-status': { cardGateway: true },
  'admin/cancel-order': { cardGateway: true },
  'admin/refund-order': { cardGateway: true },
  'business/decide-order-approval': { cardGateway: true },
};

/** The access of a route's function, from its handler's area, verb, auth and `HANDLER_ACCESS`. */
export function getRouteAccess(
  route: Pick<RouteDefinition, 'handler'> & Partial<Pick<RouteDefinition, 'auth'>>,
): RouteAccess {
  const area = getRouteArea(route);
  const verb = route.handler.slice(area.length + 1).split('-')[0]!;
  const readOnly = READ_ONLY_AREAS.includes(area) || READ_VERBS.includes(verb);
  const access: RouteAccess = {
    table: readOnly ? 'read' : 'readWrite',
    images: 'none',
    userPool: 'none',
    ...HANDLER_ACCESS[route.handler as Route['handler']],
  };
  const signedIn = route.auth !== undefined && route.auth !== 'public';
  return signedIn && access.table === 'none' ? { ...access, table: 'read' } : access;
}

/**
 * What each route's function may do, for least-privilege grants. The auth level says who may call a
 * route, not what it touches (a guest's cart is a public route that writes), so access follows the
 * handler instead:
 * - the shop window (`catalogue`, `seo`) only reads the table;
 * - elsewhere a handler whose verb only reads (`get-`, `list-`, `track-`) reads, any other writes;
 * - the few handlers that need something else (Cognito, image uploads, a workflow, nothing at all)
 *   are listed in `HANDLER_ACCESS`, keyed by the route table's handler names so a renamed or
 *   removed handler fails to compile.
 */
import type { Route, RouteDefinition } from '../../functions/routes.js';
import { getRouteArea } from './route-groups.js';

export type TableAccess = 'none' | 'read' | 'readWrite';

export interface RouteAccess {
  table: TableAccess;
  /** `upload`: signs presigned POSTs for the product images prefix (needs `s3:PutObject` there). */
  images: 'none' | 'upload';
  /**
   * `manageUsers`: update attributes of, and delete, users of the pool (My Account).
   * `administerUsers`: groups, enable/disable and global sign-out of users (User Administration).
   */
  userPool: 'none' | 'manageUsers' | 'administerUsers';
  /** The state machine the route starts (`states:StartExecution`, its ARN in the environment). */
  startsWorkflow?: 'import' | 'backfill';
  /** Creates, updates and deletes the stores' sync schedules (EventBridge Scheduler). */
  schedulesSyncs?: true;
  /**
   * `write`: a read-only route whose warm catalogue, after a cold load from the card index, saves
   * the catalogue snapshot the next cold start reads (`PutItem` on that one partition only).
   */
  catalogueSnapshot?: 'write';
}

/** Areas whose routes never write, whatever their verb. */
const READ_ONLY_AREAS: readonly string[] = ['catalogue', 'seo'];

/** Handler verbs that only read (`orders/track-order` looks an order up by number and e-mail). */
const READ_VERBS: readonly string[] = ['get', 'list', 'track'];

/** Handlers that need more, or less, than their area and verb imply. */
export const HANDLER_ACCESS: Partial<Record<Route['handler'], Partial<RouteAccess>>> = {
  // The shop window's warm catalogue writes the snapshot that spares the next cold start a full load.
  'catalogue/list-products': { catalogueSnapshot: 'write' },
  'catalogue/list-featured-products': { catalogueSnapshot: 'write' },
  'seo/get-sitemap': { catalogueSnapshot: 'write' },
  // Static text; the Debug Panel's auth check only echoes the verified token claims.
  'seo/get-robots': { table: 'none' },
  'admin/get-auth-check': { table: 'none' },
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
  // Starting takes the run lock and records the run; the state machine does the rest.
  'scraper/start-scrape': { startsWorkflow: 'import' },
  'scraper/start-backfill': { startsWorkflow: 'backfill' },
  // The CSV export only reads the warm catalogue.
  'admin/export-products-csv': { table: 'read' },
  // A store's sync schedule is an EventBridge Scheduler schedule starting the import machine.
  'scraper/update-store': { schedulesSyncs: true },
};

/** The access of a route's function, from its handler's area, verb and `HANDLER_ACCESS`. */
export function getRouteAccess(route: Pick<RouteDefinition, 'handler'>): RouteAccess {
  const area = getRouteArea(route);
  const verb = route.handler.slice(area.length + 1).split('-')[0]!;
  const readOnly = READ_ONLY_AREAS.includes(area) || READ_VERBS.includes(verb);
  return {
    table: readOnly ? 'read' : 'readWrite',
    images: 'none',
    userPool: 'none',
    ...HANDLER_ACCESS[route.handler as Route['handler']],
  };
}

/**
 * What each route's function may do with the shop's data, for least-privilege grants. Defaults follow
 * the route's auth level; a handler that needs less (or more) is listed in `ROUTE_ACCESS_OVERRIDES`,
 * keyed by the route table's handler names so a renamed or removed handler fails to compile.
 */
import { type Route, type RouteDefinition } from '../../functions/routes.js';

export type AccessLevel = 'none' | 'read' | 'readWrite';

export interface RouteAccess {
  table: AccessLevel;
  images: AccessLevel;
  /**
   * `manageUsers`: update attributes of, and delete, users of the pool (My Account).
   * `administerUsers`: groups, enable/disable and global sign-out of users (User Administration).
   */
  userPool?: 'none' | 'manageUsers' | 'administerUsers';
}

/**
 * Public routes are the catalogue (reads only); signed-in customers change their own items (carts,
 * orders), which the handlers scope by key; staff also manage product images.
 */
const DEFAULT_ACCESS: Record<RouteDefinition['auth'], RouteAccess> = {
  public: { table: 'read', images: 'none' },
  customer: { table: 'readWrite', images: 'none' },
  admin: { table: 'readWrite', images: 'readWrite' },
};

export const ROUTE_ACCESS_OVERRIDES: Partial<Record<Route['handler'], RouteAccess>> = {
  // The Debug Panel's auth check only echoes the verified token claims.
  'admin/get-auth-check': { table: 'none', images: 'none' },
  // My Account writes the caller's names and phone to Cognito too, and deletes the caller's account.
  'account/update-profile': { table: 'readWrite', images: 'none', userPool: 'manageUsers' },
  'account/delete-account': { table: 'readWrite', images: 'none', userPool: 'manageUsers' },
  // Guest carts, checkout sessions and orders are public routes that write (scoped by the guest id).
  'cart/get-cart': { table: 'read', images: 'none' },
  'cart/clear-cart': { table: 'readWrite', images: 'none' },
  'cart/add-cart-item': { table: 'readWrite', images: 'none' },
  'cart/set-cart-item-quantity': { table: 'readWrite', images: 'none' },
  'cart/remove-cart-item': { table: 'readWrite', images: 'none' },
  'checkout/save-checkout-session': { table: 'readWrite', images: 'none' },
  'orders/place-order': { table: 'readWrite', images: 'none' },
  'orders/get-order': { table: 'read', images: 'none' },
  'orders/track-order': { table: 'read', images: 'none' },
  'orders/list-my-orders': { table: 'read', images: 'none' },
  'admin/list-orders': { table: 'read', images: 'none' },
  'admin/get-order': { table: 'read', images: 'none' },
  'admin/advance-order-status': { table: 'readWrite', images: 'none' },
  'admin/cancel-order': { table: 'readWrite', images: 'none' },
  // Admin area (issue 7): reads of the warm catalogue, product writes without image access, uploads
  // that only sign a POST policy for the images prefix, and user administration in Cognito.
  'admin/get-dashboard-stats': { table: 'read', images: 'none' },
  'admin/list-products': { table: 'read', images: 'none' },
  'admin/get-product': { table: 'read', images: 'none' },
  'admin/create-product': { table: 'readWrite', images: 'none' },
  'admin/update-product': { table: 'readWrite', images: 'none' },
  'admin/delete-product': { table: 'readWrite', images: 'none' },
  'admin/adjust-stock': { table: 'readWrite', images: 'none' },
  'admin/create-image-upload': { table: 'none', images: 'readWrite' },
  'admin/list-catalogue-options': { table: 'read', images: 'none' },
  'admin/list-users': { table: 'read', images: 'none' },
  'admin/add-user-role': { table: 'readWrite', images: 'none', userPool: 'administerUsers' },
  'admin/remove-user-role': { table: 'readWrite', images: 'none', userPool: 'administerUsers' },
  'admin/set-user-status': { table: 'readWrite', images: 'none', userPool: 'administerUsers' },
  // ForgotPassword is a public Cognito call: it needs the client id, not IAM.
  'admin/send-password-reset': { table: 'read', images: 'none' },
  'admin/get-database-check': { table: 'read', images: 'none' },
  'admin/create-sample-data': { table: 'readWrite', images: 'none' },
  // The import tool (issue 8): starting takes the lock and records the run; the machines do the rest.
  'scraper/start-scrape': { table: 'readWrite', images: 'none' },
  'scraper/start-backfill': { table: 'readWrite', images: 'none' },
  'scraper/get-scrape': { table: 'read', images: 'none' },
  'scraper/list-scrapes': { table: 'read', images: 'none' },
};

export function getRouteAccess(route: RouteDefinition): RouteAccess {
  return ROUTE_ACCESS_OVERRIDES[route.handler as Route['handler']] ?? DEFAULT_ACCESS[route.auth];
}

/**
 * Timeout of each route's function, shared by CDK and the local adapter (which cuts a handler off at
 * the same moment, answering as API Gateway does). Most routes read and write a few items: 10 s. The
 * routes that call the card gateway get the card payment's own budget (`CARD_PAYMENT`), longer than
 * the gateway client's wait plus the write after it, so a slow gateway is answered with the shop's
 * own words; both stay under API Gateway's integration timeout.
 */
import { CARD_PAYMENT } from '../../functions/core/payments/card-attempts.js';
import type { RouteDefinition } from '../../functions/routes.js';
import { getRouteAccess } from './route-access.js';

const DEFAULT_ROUTE_TIMEOUT_SECONDS = 10;

export function getRouteTimeoutSeconds(route: Pick<RouteDefinition, 'handler' | 'auth'>): number {
  return getRouteAccess(route).cardGateway ? CARD_PAYMENT.routeTimeoutSeconds : DEFAULT_ROUTE_TIMEOUT_SECONDS;
}

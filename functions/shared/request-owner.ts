/**
 * Whose cart, checkout session and orders a request may touch. Two route sets share the handlers:
 * `/api/me/...` routes sit behind the JWT authorizer and act for the token's `sub`; the guest routes
 * are public and act for the guest session named in the `x-guest-session-id` header. A user id is
 * never read from the request itself.
 */
import { resolveCartOwner, type CartOwner } from '../core/cart/cart.js';
import type { OrderViewer } from '../core/orders/order.js';
import { UnauthorizedError } from './http-errors.js';
import type { Caller, HttpEvent } from './http-handler.js';

export const GUEST_SESSION_HEADER = 'x-guest-session-id';
/** Route paths under this prefix are the signed-in customer's (auth `customer` in the route table). */
export const SIGNED_IN_ROUTE_PREFIX = '/api/me/';

/** True when the route that matched (`routeKey` is `METHOD /path`) is a signed-in route. */
function isSignedInRoute(event: HttpEvent): boolean {
  const path = event.routeKey.split(' ')[1] ?? '';
  return path.startsWith(SIGNED_IN_ROUTE_PREFIX) || `${path}/` === SIGNED_IN_ROUTE_PREFIX;
}

/** The guest session id a request names, if any. */
export function getGuestSessionHeader(event: HttpEvent): string | undefined {
  return event.headers?.[GUEST_SESSION_HEADER];
}

/**
 * The owner of the request: the verified caller on signed-in routes (401 without one, whatever the
 * gateway did), the guest session on guest routes (400 without a well-formed id).
 */
export function getRequestOwner(event: HttpEvent, caller: Caller | undefined): CartOwner {
  if (isSignedInRoute(event)) {
    if (!caller) throw new UnauthorizedError();
    return resolveCartOwner({ userId: caller.userId, guestSessionId: undefined });
  }
  return resolveCartOwner({ userId: undefined, guestSessionId: getGuestSessionHeader(event) });
}

/**
 * Who asks for an order: the verified caller on signed-in routes (401 without one, whatever the
 * gateway did), else a guest, with the guest session it names, if any.
 */
export function getOrderViewer(event: HttpEvent, caller: Caller | undefined): OrderViewer {
  if (isSignedInRoute(event)) {
    if (!caller) throw new UnauthorizedError();
    return { kind: 'customer', userId: caller.userId };
  }
  return { kind: 'guest', guestSessionId: getGuestSessionHeader(event) };
}

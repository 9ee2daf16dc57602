/**
 * Which order a shopper's request may act on. Signed-in routes (`/api/me/...`) act for the token's
 * owner only; guest routes accept the order's guest session id or the order's e-mail. Anything else
 * is the same 404 as an order that does not exist, so order numbers cannot be probed.
 */
import { orderMessages } from '../core/cart/cart-messages.js';
import { matchesOrderEmail, type Order } from '../core/orders/order.js';
import { getOrder } from '../data/orders.js';
import { NotFoundError, UnauthorizedError } from './http-errors.js';
import type { Caller, HttpEvent } from './http-handler.js';
import { getGuestSessionHeader, isSignedInRoute } from './request-owner.js';

export async function getAccessibleOrder(
  request: { event: HttpEvent; caller: Caller | undefined },
  orderNumber: string,
  email: string | undefined,
): Promise<Order> {
  const signedIn = isSignedInRoute(request.event);
  if (signedIn && !request.caller) throw new UnauthorizedError();
  const order = await getOrder(orderNumber);
  if (order) {
    if (signedIn && order.user_id === request.caller!.userId) return order;
    if (!signedIn) {
      const guestId = getGuestSessionHeader(request.event);
      if (guestId && order.session_id === guestId) return order;
      if (email && matchesOrderEmail(order, email)) return order;
    }
  }
  throw new NotFoundError(orderMessages.orderNotFound);
}

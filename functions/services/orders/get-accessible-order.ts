/**
 * Which order a shopper's request may act on. Signed-in routes (`/api/me/...`) act for the token's
 * owner only; guest routes accept the link token of the order's e-mails (on any device, until it
 * expires), the order's guest session id, or the order's e-mail. Anything else is the same 404 as
 * an order that does not exist, so order numbers cannot be probed.
 */
import { orderMessages } from '../../core/cart/cart-messages.js';
import { isLinkExpired } from '../../core/link-token.js';
import { orderLinkMessages } from '../../core/orders/order-link.js';
import { matchesOrderEmail, type Order, type OrderViewer } from '../../core/orders/order.js';
import { RuleViolation } from '../../core/rule-violation.js';
import { getOrder } from '../../data/orders.js';
import { secretsMatch } from '../../shared/secrets-match.js';

/** What a guest route's request shows to prove it may read the order. */
export interface OrderProof {
  /** The order's e-mail, as typed on the track-order page. */
  email?: string | undefined;
  /** The token of a link from the order's e-mails. */
  token?: string | undefined;
}

export async function getAccessibleOrder(
  viewer: OrderViewer,
  orderNumber: string,
  proof: OrderProof,
): Promise<Order> {
  const order = await getOrder(orderNumber);
  if (viewer.kind === 'guest' && proof.token !== undefined) return checkOrderLink(order, proof.token);
  if (order) {
    if (viewer.kind === 'customer' && order.user_id === viewer.userId) return order;
    if (viewer.kind === 'guest') {
      const guestId = viewer.guestSessionId;
      if (guestId && order.session_id === guestId) return order;
      if (proof.email && matchesOrderEmail(order, proof.email)) return order;
    }
  }
  throw new RuleViolation('not-found', orderMessages.orderNotFound);
}

/**
 * A link's token decides alone: this order's own token (compared in constant time) opens it until
 * it expires (410); any other token, or an order without one, is a 404. A token of order A never
 * opens order B, as each order keeps its own.
 */
function checkOrderLink(order: Order | undefined, token: string): Order {
  if (!order?.link || !secretsMatch(token, order.link.token)) {
    throw new RuleViolation('not-found', orderLinkMessages.invalid);
  }
  if (isLinkExpired(order.link, new Date().toISOString()))
    throw new RuleViolation('gone', orderLinkMessages.expired);
  return order;
}

/**
 * POST /api/orders/track (public): the track-order page. Number and e-mail must both match; the
 * answer is where the order stands and how to pay it (no address, no lines), and a miss never says
 * which of the two was wrong.
 * POST rather than GET keeps the e-mail out of URLs and access logs.
 */
import { orderMessages } from '../../core/cart/cart-messages.js';
import { matchesOrderEmail, trackOrderSchema } from '../../core/orders/order.js';
import { toOrderTracking } from '../../core/orders/order-progress.js';
import { RuleViolation } from '../../core/rule-violation.js';
import { getOrder } from '../../data/orders.js';
import { createHttpHandler } from '../../shared/http-handler.js';
import { getBankDetails } from '../../shared/shop-settings.js';

export const handler = createHttpHandler({ auth: 'public', body: trackOrderSchema }, async ({ body }) => {
  const order = await getOrder(body.order_number);
  if (!order || !matchesOrderEmail(order, body.email))
    throw new RuleViolation('not-found', orderMessages.orderNotFound);
  return { tracking: toOrderTracking(order, getBankDetails()) };
});

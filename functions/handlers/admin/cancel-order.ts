/**
 * POST /api/admin/orders/{orderNumber}/cancel (staff): cancels an order that is not delivered and
 * returns its stock, in one transaction with the catalogue change entries.
 */
import { orderMessages } from '../../core/cart/cart-messages.js';
import { canCancel, ORDER_STATUS_LABELS, orderParamsSchema, toOrderView } from '../../core/orders/order.js';
import { RuleViolation } from '../../core/rule-violation.js';
import { getCartProducts } from '../../data/carts.js';
import { getOrder, writeCancelledOrder } from '../../data/orders.js';
import { ConflictError, NotFoundError } from '../../shared/http-errors.js';
import { createHttpHandler } from '../../shared/http-handler.js';
import { getBankDetails } from '../../shared/shop-settings.js';

export const handler = createHttpHandler({ auth: 'admin', params: orderParamsSchema }, async ({ params }) => {
  const order = await getOrder(params.orderNumber);
  if (!order) throw new NotFoundError(orderMessages.orderNotFound);
  if (!canCancel(order.status)) {
    throw new RuleViolation('conflict', orderMessages.cannotCancel(ORDER_STATUS_LABELS[order.status]));
  }
  const existing = await getCartProducts(order.lines.map((line) => line.product_id));
  if (!(await writeCancelledOrder(order, new Set(existing.keys())))) {
    throw new ConflictError('The order changed meanwhile. Please reload it.');
  }
  return { order: toOrderView((await getOrder(order.order_number))!, getBankDetails()) };
});

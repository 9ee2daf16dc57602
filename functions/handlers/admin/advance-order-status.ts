/**
 * POST /api/admin/orders/{orderNumber}/advance (staff): moves an order one step forward,
 * Confirmed -> Processed -> In Transit -> Delivered. Conditional on the status read, so two clicks
 * never skip a step.
 */
import { orderMessages } from '../../core/cart/cart-messages.js';
import { orderParamsSchema, requireNextStatus, toOrderView } from '../../core/orders/order.js';
import { getOrder, writeOrderStatus } from '../../data/orders.js';
import { ConflictError, NotFoundError } from '../../shared/http-errors.js';
import { createHttpHandler } from '../../shared/http-handler.js';
import { getBankDetails } from '../../shared/shop-settings.js';

export const handler = createHttpHandler({ auth: 'admin', params: orderParamsSchema }, async ({ params }) => {
  const order = await getOrder(params.orderNumber);
  if (!order) throw new NotFoundError(orderMessages.orderNotFound);
  const next = requireNextStatus(order);
  if (!(await writeOrderStatus(order, next))) {
    throw new ConflictError('The order changed meanwhile. Please reload it.');
  }
  return { order: toOrderView((await getOrder(order.order_number))!, getBankDetails()) };
});

/**
 * POST /api/admin/orders/{orderNumber}/advance (staff): moves an order one step along its own flow
 * (delivery: Processed, In Transit, Delivered; pickup: Processed, Ready for pickup, Collected). The
 * body names the step the staff member confirmed and, for an unpaid order, why it moves on anyway;
 * both are checked by the core rules and the reason is kept on the status history. Conditional on
 * the status read, so two clicks never skip a step.
 */
import { orderMessages } from '../../core/cart/cart-messages.js';
import { orderParamsSchema, toOrderView } from '../../core/orders/order.js';
import { advanceOrderSchema, requireTransition } from '../../core/orders/order-transitions.js';
import { getOrder, writeOrderStatus } from '../../data/orders.js';
import { ConflictError, NotFoundError } from '../../shared/http-errors.js';
import { createHttpHandler } from '../../shared/http-handler.js';
import { getBankDetails } from '../../shared/shop-settings.js';

export const handler = createHttpHandler(
  { auth: 'admin', params: orderParamsSchema, body: advanceOrderSchema },
  async ({ params, body, caller }) => {
    const order = await getOrder(params.orderNumber);
    if (!order) throw new NotFoundError(orderMessages.orderNotFound);
    const { next, reason } = requireTransition(order, body);
    const by = caller!.email ?? caller!.userId;
    if (!(await writeOrderStatus(order, next, new Date(), { by, reason }))) {
      throw new ConflictError('The order changed meanwhile. Please reload it.');
    }
    return { order: toOrderView((await getOrder(order.order_number))!, getBankDetails()) };
  },
);

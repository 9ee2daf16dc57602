/**
 * POST /api/admin/orders/{orderNumber}/advance (staff): moves an order one step along its own flow
 * (delivery: Processed, In Transit, Delivered; pickup: Processed, Ready for pickup, Collected). The
 * body names the step the staff member confirmed and, for an unpaid order, why it moves on anyway;
 * both are checked by the core rules and the reason is kept on the status history. Conditional on
 * the status read, so two clicks never skip a step.
 */
import { orderParamsSchema, toOrderView } from '../../core/orders/order.js';
import { advanceOrderSchema } from '../../core/orders/order-transitions.js';
import { transitionOrder } from '../../services/orders/transition-order.js';
import { createHttpHandler } from '../../shared/http-handler.js';
import { getBankDetails } from '../../shared/shop-settings.js';

export const handler = createHttpHandler(
  { auth: 'admin', params: orderParamsSchema, body: advanceOrderSchema },
  async ({ params, body, caller }) => {
    const order = await transitionOrder(
      params.orderNumber,
      { kind: 'advance', input: body },
      caller!.email ?? caller!.userId,
    );
    return { order: toOrderView(order, getBankDetails()) };
  },
);

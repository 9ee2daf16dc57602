/**
 * POST /api/admin/orders/{orderNumber}/payment/paid (staff): the money arrived (bank transfer or
 * purchase order) or was taken in cash at pickup. Conditional on the order still awaiting payment,
 * so it cannot race the lapse or a second click.
 */
import { orderParamsSchema, toOrderView } from '../../core/orders/order.js';
import { transitionOrder } from '../../services/orders/transition-order.js';
import { createHttpHandler } from '../../shared/http-handler.js';
import { getBankDetails } from '../../shared/shop-settings.js';

export const handler = createHttpHandler(
  { auth: 'admin', params: orderParamsSchema },
  async ({ params, caller }) => {
    const order = await transitionOrder(
      params.orderNumber,
      { kind: 'mark-paid' },
      caller!.email ?? caller!.userId,
    );
    return { order: toOrderView(order, getBankDetails()) };
  },
);

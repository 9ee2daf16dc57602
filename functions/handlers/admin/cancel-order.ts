/**
 * POST /api/admin/orders/{orderNumber}/cancel (staff): cancels an order that is not delivered and
 * returns its stock, in one transaction with the catalogue change entries.
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
      { kind: 'cancel' },
      caller!.email ?? caller!.userId,
    );
    return { order: toOrderView(order, getBankDetails()) };
  },
);

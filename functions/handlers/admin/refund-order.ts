/**
 * POST /api/admin/orders/{orderNumber}/payment/refund (staff): a paid order's money was returned; a
 * card order is refunded at the gateway, all that is left of the capture or `amount` of it.
 */
import { orderParamsSchema, toOrderView } from '../../core/orders/order.js';
import { refundSchema } from '../../core/orders/payment-actions.js';
import { transitionOrder } from '../../services/orders/transition-order.js';
import { createHttpHandler } from '../../shared/http-handler.js';
import { getBankDetails } from '../../shared/shop-settings.js';

export const handler = createHttpHandler(
  { auth: 'admin', params: orderParamsSchema, body: refundSchema },
  async ({ params, body, caller }) => {
    const order = await transitionOrder(
      params.orderNumber,
      { kind: 'refund', reason: body?.reason ?? null, amount: body?.amount ?? null },
      caller!.email ?? caller!.userId,
    );
    return { order: toOrderView(order, getBankDetails()) };
  },
);

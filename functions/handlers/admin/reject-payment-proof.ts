/**
 * POST /api/admin/orders/{orderNumber}/payment/reject (staff): the proof of payment is not
 * accepted, for the reason given (the shopper is told it). The order stays awaiting payment.
 */
import { orderParamsSchema, toOrderView } from '../../core/orders/order.js';
import { rejectProofSchema } from '../../core/orders/payment-actions.js';
import { transitionOrder } from '../../services/orders/transition-order.js';
import { createHttpHandler } from '../../shared/http-handler.js';
import { getBankDetails } from '../../shared/shop-settings.js';

export const handler = createHttpHandler(
  { auth: 'admin', params: orderParamsSchema, body: rejectProofSchema },
  async ({ params, body, caller }) => {
    const order = await transitionOrder(
      params.orderNumber,
      { kind: 'reject-proof', reason: body.reason },
      caller!.email ?? caller!.userId,
    );
    return { order: toOrderView(order, getBankDetails()) };
  },
);

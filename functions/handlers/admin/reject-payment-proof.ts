/**
 * POST /api/admin/orders/{orderNumber}/payment/reject (staff): the proof of payment is not
 * accepted, for the reason given (the shopper is told it). The order stays awaiting payment.
 */
import { orderMessages } from '../../core/cart/cart-messages.js';
import { orderParamsSchema, toOrderView } from '../../core/orders/order.js';
import { rejectProofSchema, requireProofToReject } from '../../core/orders/payment-actions.js';
import { paymentMessages } from '../../core/orders/payment-messages.js';
import { writePaymentChange } from '../../data/order-payments.js';
import { getOrder } from '../../data/orders.js';
import { ConflictError, NotFoundError } from '../../shared/http-errors.js';
import { createHttpHandler } from '../../shared/http-handler.js';
import { getBankDetails } from '../../shared/shop-settings.js';

export const handler = createHttpHandler(
  { auth: 'admin', params: orderParamsSchema, body: rejectProofSchema },
  async ({ params, body, caller }) => {
    const order = await getOrder(params.orderNumber);
    if (!order) throw new NotFoundError(orderMessages.orderNotFound);
    requireProofToReject(order);
    const rejected = await writePaymentChange({
      orderNumber: order.order_number,
      expected: 'awaiting_payment',
      event: {
        kind: 'rejected',
        at: new Date().toISOString(),
        by: caller!.email ?? caller!.userId,
        reason: body.reason,
      },
    });
    if (!rejected) throw new ConflictError(paymentMessages.changedMeanwhile);
    return { order: toOrderView((await getOrder(order.order_number))!, getBankDetails()) };
  },
);

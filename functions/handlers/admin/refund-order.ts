/** POST /api/admin/orders/{orderNumber}/payment/refund (staff): a paid order's money was returned. */
import { orderMessages } from '../../core/cart/cart-messages.js';
import { orderParamsSchema, toOrderView } from '../../core/orders/order.js';
import { refundSchema, requirePaid } from '../../core/orders/payment-actions.js';
import { paymentMessages } from '../../core/orders/payment-messages.js';
import { writePaymentChange } from '../../data/order-payments.js';
import { getOrder } from '../../data/orders.js';
import { ConflictError, NotFoundError } from '../../shared/http-errors.js';
import { createHttpHandler } from '../../shared/http-handler.js';
import { getBankDetails } from '../../shared/shop-settings.js';

export const handler = createHttpHandler(
  { auth: 'admin', params: orderParamsSchema, body: refundSchema },
  async ({ params, body, caller }) => {
    const order = await getOrder(params.orderNumber);
    if (!order) throw new NotFoundError(orderMessages.orderNotFound);
    requirePaid(order);
    const refunded = await writePaymentChange({
      orderNumber: order.order_number,
      expected: 'paid',
      next: 'refunded',
      event: {
        kind: 'refunded',
        at: new Date().toISOString(),
        by: caller!.email ?? caller!.userId,
        reason: body?.reason ?? null,
      },
    });
    if (!refunded) throw new ConflictError(paymentMessages.changedMeanwhile);
    return { order: toOrderView((await getOrder(order.order_number))!, getBankDetails()) };
  },
);

/**
 * POST /api/admin/orders/{orderNumber}/payment/paid (staff): the money arrived (bank transfer or
 * purchase order) or was taken in cash at pickup. Conditional on the order still awaiting payment,
 * so it cannot race the lapse or a second click.
 */
import { orderMessages } from '../../core/cart/cart-messages.js';
import { orderParamsSchema, toOrderView } from '../../core/orders/order.js';
import { requireAwaitingPayment } from '../../core/orders/payment-actions.js';
import { paymentMessages } from '../../core/orders/payment-messages.js';
import { writePaymentChange } from '../../data/order-payments.js';
import { getOrder } from '../../data/orders.js';
import { ConflictError, NotFoundError } from '../../shared/http-errors.js';
import { createHttpHandler } from '../../shared/http-handler.js';
import { getBankDetails } from '../../shared/shop-settings.js';

export const handler = createHttpHandler(
  { auth: 'admin', params: orderParamsSchema },
  async ({ params, caller }) => {
    const order = await getOrder(params.orderNumber);
    if (!order) throw new NotFoundError(orderMessages.orderNotFound);
    requireAwaitingPayment(order);
    const marked = await writePaymentChange({
      orderNumber: order.order_number,
      expected: 'awaiting_payment',
      next: 'paid',
      event: {
        kind: 'paid',
        at: new Date().toISOString(),
        by: caller!.email ?? caller!.userId,
        reason: null,
      },
    });
    if (!marked) throw new ConflictError(paymentMessages.changedMeanwhile);
    return { order: toOrderView((await getOrder(order.order_number))!, getBankDetails()) };
  },
);

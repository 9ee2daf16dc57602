/**
 * POST /api/orders/{orderNumber}/card-payment (guest: its session, e-mail or link token) and
 * /api/me/orders/{orderNumber}/card-payment (customer): starts a card payment of the order, answering
 * the address of the payment frame (the gateway's RedirectData, served by open-card-frame).
 */
import { orderParamsSchema } from '../../core/orders/order.js';
import { orderProofSchema } from '../../core/orders/payment-documents.js';
import { getAccessibleOrder } from '../../services/orders/get-accessible-order.js';
import { startCardPayment } from '../../services/payments/start-card-payment.js';
import { createHttpHandler } from '../../shared/http-handler.js';
import { getOrderViewer } from '../../shared/request-owner.js';

export const handler = createHttpHandler(
  { auth: 'public', params: orderParamsSchema, body: orderProofSchema.optional() },
  async ({ event, caller, params, body }) => {
    const order = await getAccessibleOrder(getOrderViewer(event, caller), params.orderNumber, body ?? {});
    return { statusCode: 201, body: await startCardPayment(order) };
  },
);

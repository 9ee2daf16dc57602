/**
 * POST /api/admin/orders/{orderNumber}/card-attempts/{attemptId}/settle (staff): a card attempt
 * handed to staff ("needs review"), settled with what they found in the PowerTranz portal by its
 * TransactionIdentifier (`outcome`: approved_in_portal, with `authorization_code`, or not_paid).
 */
import { toOrderView } from '../../core/orders/order.js';
import { cardAttemptParamsSchema, settleCardAttemptSchema } from '../../core/payments/card-payment.js';
import { settleCardAttempt } from '../../services/payments/settle-card-attempt.js';
import { createHttpHandler } from '../../shared/http-handler.js';
import { getBankDetails } from '../../shared/shop-settings.js';

export const handler = createHttpHandler(
  { auth: 'admin', params: cardAttemptParamsSchema, body: settleCardAttemptSchema },
  async ({ params, body, caller }) => {
    const order = await settleCardAttempt(
      params.orderNumber,
      params.attemptId,
      body,
      caller!.email ?? caller!.userId,
    );
    return { order: toOrderView(order, getBankDetails()) };
  },
);

/**
 * POST /api/admin/orders/{orderNumber}/card-steps/{stepId}/settle (staff): a card capture, void or
 * refund the gateway did not answer, settled after checking the PowerTranz portal (`outcome`:
 * went_through or did_not_go_through).
 */
import { toOrderView } from '../../core/orders/order.js';
import { cardStepParamsSchema, settleCardStepSchema } from '../../core/payments/card-payment.js';
import { settleCardStep } from '../../services/payments/settle-card-step.js';
import { createHttpHandler } from '../../shared/http-handler.js';
import { getBankDetails } from '../../shared/shop-settings.js';

export const handler = createHttpHandler(
  { auth: 'admin', params: cardStepParamsSchema, body: settleCardStepSchema },
  async ({ params, body, caller }) => {
    const order = await settleCardStep(
      params.orderNumber,
      params.stepId,
      body.outcome,
      caller!.email ?? caller!.userId,
    );
    return { order: toOrderView(order, getBankDetails()) };
  },
);

/** POST /api/me/business/{companyId}/approvals/{orderNumber} (company admin): approve or decline a buyer's order above their limit. */
import { approvalDecisionSchema, approvalParamsSchema } from '../../core/business/approvals.js';
import { ORDER_STATUS_LABELS } from '../../core/orders/order.js';
import { decideOrderApproval } from '../../services/business/decide-order-approval.js';
import { requireCaller } from '../../shared/caller-account.js';
import { createHttpHandler } from '../../shared/http-handler.js';
import { getOrderSettings } from '../../shared/shop-settings.js';

export const handler = createHttpHandler(
  { auth: 'customer', params: approvalParamsSchema, body: approvalDecisionSchema },
  async ({ caller, params, body }) => {
    const order = await decideOrderApproval({
      userId: requireCaller(caller).userId,
      companyId: params.companyId,
      orderNumber: params.orderNumber,
      decision: body.decision,
      paymentLapseDays: getOrderSettings().paymentLapseDays,
    });
    const { order_number, status } = order;
    return {
      statusCode: 200,
      body: { order: { order_number, status, status_label: ORDER_STATUS_LABELS[status] } },
    };
  },
);

/**
 * POST /api/admin/companies/{companyId}/payments (staff): a bank transfer or cheque received; the
 * balance drops. 201 when recorded; 200 with the payment recorded before when its id was sent again.
 */
import { accountPaymentSchema, companyParamsSchema } from '../../core/business/company.js';
import { recordAccountPayment } from '../../services/business/record-account-payment.js';
import { createHttpHandler } from '../../shared/http-handler.js';

export const handler = createHttpHandler(
  { auth: 'admin', params: companyParamsSchema, body: accountPaymentSchema },
  async ({ caller, params, body }) => {
    const { payment, created } = await recordAccountPayment({
      companyId: params.companyId,
      payment: body,
      by: caller!.email ?? caller!.userId,
    });
    return { statusCode: created ? 201 : 200, body: { payment } };
  },
);

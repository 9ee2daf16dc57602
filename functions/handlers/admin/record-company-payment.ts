/** POST /api/admin/companies/{companyId}/payments (staff): a bank transfer or cheque received; the balance drops. */
import { accountPaymentSchema, companyParamsSchema } from '../../core/business/company.js';
import { recordAccountPayment } from '../../services/business/record-account-payment.js';
import { createHttpHandler } from '../../shared/http-handler.js';

export const handler = createHttpHandler(
  { auth: 'admin', params: companyParamsSchema, body: accountPaymentSchema },
  async ({ caller, params, body }) => ({
    statusCode: 201,
    body: {
      payment: await recordAccountPayment({
        companyId: params.companyId,
        payment: body,
        by: caller!.email ?? caller!.userId,
      }),
    },
  }),
);

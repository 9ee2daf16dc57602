/** POST /api/admin/companies/{companyId}/decision (staff): approve with terms and limit, or decline with a reason. */
import { companyDecisionSchema, companyParamsSchema } from '../../core/business/company.js';
import { decideCompanyApplication } from '../../services/business/decide-company-application.js';
import { createHttpHandler } from '../../shared/http-handler.js';

export const handler = createHttpHandler(
  { auth: 'admin', params: companyParamsSchema, body: companyDecisionSchema },
  async ({ caller, params, body }) => ({
    company: await decideCompanyApplication({
      companyId: params.companyId,
      decision: body,
      by: caller!.email ?? caller!.userId,
    }),
  }),
);

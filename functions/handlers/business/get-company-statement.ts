/**
 * GET /api/me/business/{companyId}/statement (customer): the statement of the caller's own company;
 * another company's answers 404, like one that does not exist.
 */
import { companyParamsSchema } from '../../core/business/company.js';
import { getCompanyAccount } from '../../services/business/get-company-account.js';
import { requireCaller } from '../../shared/caller-account.js';
import { createHttpHandler } from '../../shared/http-handler.js';

export const handler = createHttpHandler(
  { auth: 'customer', params: companyParamsSchema },
  async ({ caller, params }) => {
    const account = await getCompanyAccount(requireCaller(caller).userId, params.companyId);
    return { company_id: params.companyId, statement: account!.statement };
  },
);

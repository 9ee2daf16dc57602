/** POST /api/admin/companies/{companyId}/gct-exemption-letter/decline (staff): declines the pending letter with a reason. */
import { businessMessages } from '../../core/business/business-strings.js';
import { companyParamsSchema, gctLetterDeclineSchema } from '../../core/business/company.js';
import { declineGctExemptionLetter, getCompany } from '../../data/companies.js';
import { ConflictError } from '../../shared/http-errors.js';
import { createHttpHandler } from '../../shared/http-handler.js';

export const handler = createHttpHandler(
  { auth: 'admin', params: companyParamsSchema, body: gctLetterDeclineSchema },
  async ({ params, body }) => {
    const declined = await declineGctExemptionLetter(params.companyId, body.reason, new Date().toISOString());
    if (!declined) throw new ConflictError(businessMessages.letterNotPending);
    return { company: await getCompany(params.companyId) };
  },
);

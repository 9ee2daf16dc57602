/** POST /api/admin/companies/{companyId}/gct-exemption-letter/decline (staff): declines the pending letter with a reason. */
import { companyParamsSchema } from '../../core/business/company.js';
import { gctLetterDeclineSchema, letterNotPendingMessage } from '../../core/business/exemption-letter.js';
import { declineGctExemptionLetter, getCompany } from '../../data/companies.js';
import { ConflictError } from '../../shared/http-errors.js';
import { createHttpHandler } from '../../shared/http-handler.js';

export const handler = createHttpHandler(
  { auth: 'admin', params: companyParamsSchema, body: gctLetterDeclineSchema },
  async ({ params, body }) => {
    const declined = await declineGctExemptionLetter(params.companyId, body.reason, new Date().toISOString());
    if (!declined) throw new ConflictError(letterNotPendingMessage);
    return { company: await getCompany(params.companyId) };
  },
);

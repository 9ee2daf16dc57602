/**
 * POST /api/me/business/{companyId}/gct-exemption-letter (company admin): the uploaded exemption
 * letter (from /api/me/business/documents/uploads) and its reference, pending staff's review.
 */
import { toCompanyView } from '../../core/business/company-view.js';
import { companyParamsSchema } from '../../core/business/company.js';
import { gctExemptionLetterSchema } from '../../core/business/exemption-letter.js';
import { submitGctExemptionLetter } from '../../services/business/submit-gct-exemption-letter.js';
import { requireCaller } from '../../shared/caller-account.js';
import { createHttpHandler } from '../../shared/http-handler.js';

export const handler = createHttpHandler(
  { auth: 'customer', params: companyParamsSchema, body: gctExemptionLetterSchema },
  async ({ caller, params, body }) => {
    const { userId, email } = requireCaller(caller);
    const company = await submitGctExemptionLetter({
      userId,
      email: email ?? '',
      companyId: params.companyId,
      letter: body,
    });
    const view = toCompanyView(
      { company, members: [], invites: [], ledger: [] },
      'company_admin',
      company.updated_at,
    );
    return { statusCode: 201, body: { company: view.company } };
  },
);

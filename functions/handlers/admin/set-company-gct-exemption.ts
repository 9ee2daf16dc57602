/**
 * PUT /api/admin/companies/{companyId}/gct-exemption (staff): approves a GCT exemption with its
 * reference and expiry; a letter the company uploaded and that waits for review is approved with it.
 */
import { businessMessages } from '../../core/business/business-strings.js';
import { companyParamsSchema, gctExemptionSchema } from '../../core/business/company.js';
import { getCompany, setGctExemption } from '../../data/companies.js';
import { ConflictError } from '../../shared/http-errors.js';
import { createHttpHandler } from '../../shared/http-handler.js';

export const handler = createHttpHandler(
  { auth: 'admin', params: companyParamsSchema, body: gctExemptionSchema },
  async ({ caller, params, body }) => {
    const now = new Date().toISOString();
    const letterPending = (await getCompany(params.companyId))?.gct_exemption_letter?.status === 'pending';
    const set = await setGctExemption(
      params.companyId,
      { ...body, approved_by: caller!.email ?? caller!.userId, approved_at: now },
      now,
      letterPending,
    );
    if (!set) throw new ConflictError(businessMessages.notApproved);
    return { company: await getCompany(params.companyId) };
  },
);

/** POST /api/admin/companies/{companyId}/hold (staff): `{ action: 'hold' | 'lift', reason }`. */
import { companyHoldSchema } from '../../core/business/account-holds.js';
import { companyParamsSchema } from '../../core/business/company.js';
import { setCompanyHold } from '../../services/business/set-company-hold.js';
import { createHttpHandler } from '../../shared/http-handler.js';

export const handler = createHttpHandler(
  { auth: 'admin', params: companyParamsSchema, body: companyHoldSchema },
  async ({ caller, params, body }) => {
    await setCompanyHold({ companyId: params.companyId, ...body, by: caller!.email ?? caller!.userId });
    return { statusCode: 200, body: { ok: true } };
  },
);

/** POST /api/me/business (customer): "Open a business account"; answers the pending company. */
import { toCompanyView } from '../../core/business/company-view.js';
import { companyApplicationSchema } from '../../core/business/company.js';
import { openBusinessAccount } from '../../services/business/open-business-account.js';
import { requireCaller } from '../../shared/caller-account.js';
import { createHttpHandler } from '../../shared/http-handler.js';

export const handler = createHttpHandler(
  { auth: 'customer', body: companyApplicationSchema },
  async ({ caller, body }) => {
    const { userId, email } = requireCaller(caller);
    const company = await openBusinessAccount({ userId, email: email ?? '', application: body });
    const view = toCompanyView(
      { company, members: [], invites: [], ledger: [] },
      'company_admin',
      company.applied_at,
    );
    return { statusCode: 201, body: { company: view.company } };
  },
);

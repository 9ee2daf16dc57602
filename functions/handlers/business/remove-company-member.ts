/** DELETE /api/me/business/{companyId}/members/{userId} (company admin): removes a member. */
import { memberParamsSchema } from '../../core/business/company.js';
import { removeCompanyMember } from '../../services/business/remove-company-member.js';
import { requireCaller } from '../../shared/caller-account.js';
import { createHttpHandler } from '../../shared/http-handler.js';

export const handler = createHttpHandler(
  { auth: 'customer', params: memberParamsSchema },
  async ({ caller, params }) => {
    await removeCompanyMember({
      userId: requireCaller(caller).userId,
      companyId: params.companyId,
      memberId: params.userId,
    });
    return { statusCode: 204 };
  },
);

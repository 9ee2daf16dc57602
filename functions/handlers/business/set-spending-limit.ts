/** PUT /api/me/business/{companyId}/members/{userId}/spending-limit (company admin): a buyer's per-order limit, or null for none. */
import { spendingLimitSchema } from '../../core/business/approvals.js';
import { memberParamsSchema } from '../../core/business/company.js';
import { setSpendingLimit } from '../../services/business/set-spending-limit.js';
import { requireCaller } from '../../shared/caller-account.js';
import { createHttpHandler } from '../../shared/http-handler.js';

export const handler = createHttpHandler(
  { auth: 'customer', params: memberParamsSchema, body: spendingLimitSchema },
  async ({ caller, params, body }) => {
    await setSpendingLimit({
      userId: requireCaller(caller).userId,
      companyId: params.companyId,
      memberId: params.userId,
      limit: body.spending_limit,
    });
    return { statusCode: 200, body: { spending_limit: body.spending_limit } };
  },
);

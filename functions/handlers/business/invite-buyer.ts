/** POST /api/me/business/{companyId}/invites (company admin): invites a buyer by e-mail. */
import { companyInviteSchema, companyParamsSchema } from '../../core/business/company.js';
import { inviteBuyer } from '../../services/business/invite-buyer.js';
import { requireCaller } from '../../shared/caller-account.js';
import { createHttpHandler } from '../../shared/http-handler.js';

export const handler = createHttpHandler(
  { auth: 'customer', params: companyParamsSchema, body: companyInviteSchema },
  async ({ caller, params, body }) => {
    const { token: _token, ...invite } = await inviteBuyer({
      userId: requireCaller(caller).userId,
      companyId: params.companyId,
      email: body.email,
    });
    return { statusCode: 201, body: { invite } };
  },
);

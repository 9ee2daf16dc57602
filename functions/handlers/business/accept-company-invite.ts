/** POST /api/me/business/{companyId}/invites/accept (customer): joins the company through the e-mailed link. */
import { acceptInviteSchema, companyParamsSchema } from '../../core/business/company.js';
import { acceptCompanyInvite } from '../../services/business/accept-company-invite.js';
import { requireCaller } from '../../shared/caller-account.js';
import { createHttpHandler } from '../../shared/http-handler.js';

export const handler = createHttpHandler(
  { auth: 'customer', params: companyParamsSchema, body: acceptInviteSchema },
  async ({ caller, params, body }) => {
    const { userId, email } = requireCaller(caller);
    const member = await acceptCompanyInvite({
      userId,
      email: email ?? '',
      companyId: params.companyId,
      inviteId: body.invite_id,
      token: body.token,
    });
    return { statusCode: 201, body: { member } };
  },
);

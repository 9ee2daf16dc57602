/** PUT /api/admin/users/{userId}/roles/{role}: grants a role in Cognito and mirrors it on the profile. */
import { adminMessages } from '../../core/admin/admin-messages.js';
import { toAdminUserRow, userRoleParamsSchema } from '../../core/admin/users.js';
import { changeUserGroup } from '../../data/user-administration.js';
import { NotFoundError } from '../../shared/http-errors.js';
import { createHttpHandler } from '../../shared/http-handler.js';

export const handler = createHttpHandler(
  { auth: 'admin', params: userRoleParamsSchema },
  async ({ params }) => {
    const profile = await changeUserGroup(params.userId, params.role, 'add');
    if (!profile) throw new NotFoundError(adminMessages.userNotFound);
    return { user: toAdminUserRow(profile) };
  },
);

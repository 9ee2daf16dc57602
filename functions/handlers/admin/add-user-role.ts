/**
 * PUT /api/admin/users/{userId}/roles/{role}: grants a role in Cognito and mirrors it on the profile.
 * Only a super_admin grants admin or super_admin.
 */
import { adminMessages } from '../../core/admin/admin-messages.js';
import { assertCanChangeRole, toAdminUserRow, userRoleParamsSchema } from '../../core/admin/users.js';
import { RuleViolation } from '../../core/rule-violation.js';
import { changeUserGroup } from '../../data/user-administration.js';
import { createHttpHandler } from '../../shared/http-handler.js';

export const handler = createHttpHandler(
  { auth: 'admin', params: userRoleParamsSchema },
  async ({ params, caller }) => {
    assertCanChangeRole(caller!.groups, params.role);
    const profile = await changeUserGroup(params.userId, params.role, 'add');
    if (!profile) throw new RuleViolation('not-found', adminMessages.userNotFound);
    return { user: toAdminUserRow(profile) };
  },
);

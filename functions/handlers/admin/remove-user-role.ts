/**
 * DELETE /api/admin/users/{userId}/roles/{role}: removes a role in Cognito and on the profile. Only a
 * super_admin removes admin or super_admin; an admin cannot remove their own admin role.
 */
import { adminMessages } from '../../core/admin/admin-messages.js';
import { RuleViolation } from '../../core/rule-violation.js';
import {
  assertCanChangeRole,
  assertCanRemoveRole,
  toAdminUserRow,
  userRoleParamsSchema,
} from '../../core/admin/users.js';
import { changeUserGroup } from '../../data/user-administration.js';
import { createHttpHandler } from '../../shared/http-handler.js';

export const handler = createHttpHandler(
  { auth: 'admin', params: userRoleParamsSchema },
  async ({ params, caller }) => {
    assertCanChangeRole(caller!.groups, params.role);
    assertCanRemoveRole(caller!.userId, params.userId, params.role);
    const profile = await changeUserGroup(params.userId, params.role, 'remove');
    if (!profile) throw new RuleViolation('not-found', adminMessages.userNotFound);
    return { user: toAdminUserRow(profile) };
  },
);

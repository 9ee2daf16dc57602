/**
 * PUT /api/admin/users/{userId}/status { is_active }: enables or disables the Cognito user (disabling
 * also ends their sessions) and mirrors it on the profile. An admin cannot deactivate themselves, and
 * only a super_admin changes the status of an admin or super_admin account.
 */
import { adminMessages } from '../../core/admin/admin-messages.js';
import { RuleViolation } from '../../core/rule-violation.js';
import {
  assertCanChangeStatus,
  assertCanChangeStatusOf,
  toAdminUserRow,
  userParamsSchema,
  userStatusSchema,
} from '../../core/admin/users.js';
import { findUserGroups, setUserActive } from '../../data/user-administration.js';
import { createHttpHandler } from '../../shared/http-handler.js';

export const handler = createHttpHandler(
  { auth: 'admin', params: userParamsSchema, body: userStatusSchema },
  async ({ params, body, caller }) => {
    assertCanChangeStatus(caller!.userId, params.userId, body.is_active);
    const groups = await findUserGroups(params.userId);
    if (!groups) throw new RuleViolation('not-found', adminMessages.userNotFound);
    assertCanChangeStatusOf(caller!.groups, groups);
    const profile = await setUserActive(params.userId, body.is_active);
    if (!profile) throw new RuleViolation('not-found', adminMessages.userNotFound);
    return { user: toAdminUserRow(profile) };
  },
);

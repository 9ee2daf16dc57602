/**
 * PUT /api/admin/users/{userId}/status { is_active }: enables or disables the Cognito user (disabling
 * also ends their sessions) and mirrors it on the profile. An admin cannot deactivate themselves.
 */
import { adminMessages } from '../../core/admin/admin-messages.js';
import {
  assertCanChangeStatus,
  toAdminUserRow,
  userParamsSchema,
  userStatusSchema,
} from '../../core/admin/users.js';
import { setUserActive } from '../../data/user-administration.js';
import { NotFoundError } from '../../shared/http-errors.js';
import { createHttpHandler } from '../../shared/http-handler.js';

export const handler = createHttpHandler(
  { auth: 'admin', params: userParamsSchema, body: userStatusSchema },
  async ({ params, body, caller }) => {
    assertCanChangeStatus(caller!.userId, params.userId, body.is_active);
    const profile = await setUserActive(params.userId, body.is_active);
    if (!profile) throw new NotFoundError(adminMessages.userNotFound);
    return { user: toAdminUserRow(profile) };
  },
);

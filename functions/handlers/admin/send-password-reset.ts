/** POST /api/admin/users/{userId}/password-reset: sends the user Cognito's password-reset e-mail. */
import { adminMessages } from '../../core/admin/admin-messages.js';
import { userParamsSchema } from '../../core/admin/users.js';
import { RuleViolation } from '../../core/rule-violation.js';
import { getProfile } from '../../data/profiles.js';
import { sendPasswordReset } from '../../data/user-administration.js';
import { createHttpHandler } from '../../shared/http-handler.js';

export const handler = createHttpHandler({ auth: 'admin', params: userParamsSchema }, async ({ params }) => {
  const profile = await getProfile(params.userId);
  if (!profile?.email) throw new RuleViolation('not-found', adminMessages.userNotFound);
  if (!(await sendPasswordReset(profile.email)))
    throw new RuleViolation('not-found', adminMessages.userNotFound);
  return { sent: true, email: profile.email, message: adminMessages.resetEmailSent };
});

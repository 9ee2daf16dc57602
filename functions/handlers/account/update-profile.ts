/**
 * PUT /api/account/profile: My Account's Update Profile. Saves first name, last name and phone on the
 * profile item and on the Cognito user (given_name, family_name, phone_number), so both agree. The
 * e-mail is an identity field: it comes from the ID token, or from Cognito when the call was made
 * with an access token (which has no e-mail claim), never from the body and never blanked.
 */
import { profileUpdateSchema } from '../../core/account/profile.js';
import { getUserEmail, updateUserAttributes } from '../../data/cognito-users.js';
import { updateProfile } from '../../data/profiles.js';
import { ENV, requireEnv } from '../../shared/env.js';
import { createHttpHandler } from '../../shared/http-handler.js';
import { buildProfileFromClaims, getUsername, requireCaller } from '../../shared/caller-account.js';

export const handler = createHttpHandler(
  { auth: 'customer', body: profileUpdateSchema },
  async ({ caller, body }) => {
    const user = requireCaller(caller);
    const userPoolId = requireEnv(ENV.userPoolId);
    await updateUserAttributes(userPoolId, getUsername(user), {
      given_name: body.first_name,
      family_name: body.last_name,
      phone_number: body.phone,
    });
    const email = user.email ?? (await getUserEmail(userPoolId, getUsername(user)));
    const profile = await updateProfile(user.userId, email, body, () =>
      buildProfileFromClaims({ ...user, email }),
    );
    return { profile };
  },
);

/**
 * PUT /api/account/profile: My Account's Update Profile. Saves first name, last name and phone on the
 * profile item and on the Cognito user (given_name, family_name, phone_number), so both agree.
 */
import { profileUpdateSchema } from '../../core/account/profile.js';
import { updateUserAttributes } from '../../data/cognito-users.js';
import { updateProfile } from '../../data/profiles.js';
import { ENV, requireEnv } from '../../shared/env.js';
import { createHttpHandler } from '../../shared/http-handler.js';
import { buildProfileFromClaims, getUsername, requireCaller } from '../../shared/caller-account.js';

export const handler = createHttpHandler(
  { auth: 'customer', body: profileUpdateSchema },
  async ({ caller, body }) => {
    const user = requireCaller(caller);
    await updateUserAttributes(requireEnv(ENV.userPoolId), getUsername(user), {
      given_name: body.first_name,
      family_name: body.last_name,
      phone_number: body.phone,
    });
    const profile = await updateProfile(user.userId, user.email ?? '', body, () =>
      buildProfileFromClaims(user),
    );
    return { profile };
  },
);

/** GET /api/account/profile: the signed-in user's profile for My Account. */
import { getProfile } from '../../data/profiles.js';
import { createHttpHandler } from '../../shared/http-handler.js';
import { buildProfileFromClaims, requireCaller } from '../../shared/caller-account.js';

export const handler = createHttpHandler({ auth: 'customer' }, async ({ caller }) => {
  const user = requireCaller(caller);
  return { profile: (await getProfile(user.userId)) ?? buildProfileFromClaims(user) };
});

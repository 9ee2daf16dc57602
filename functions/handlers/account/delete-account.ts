/**
 * DELETE /api/account: My Account's Delete Account. Removes the user's items (profile, wishlist) and
 * then the Cognito user; the SPA signs out afterwards. Orders stay, as the shop's records.
 */
import { deleteUser } from '../../data/cognito-users.js';
import { deleteUserItems } from '../../data/profiles.js';
import { ENV, requireEnv } from '../../shared/env.js';
import { createHttpHandler } from '../../shared/http-handler.js';
import { logger } from '../../shared/powertools.js';
import { getUsername, requireCaller } from '../../shared/caller-account.js';

export const handler = createHttpHandler({ auth: 'customer' }, async ({ caller }) => {
  const user = requireCaller(caller);
  const deletedItems = await deleteUserItems(user.userId);
  await deleteUser(requireEnv(ENV.userPoolId), getUsername(user));
  logger.info('Account deleted', { userId: user.userId, deletedItems });
  return { statusCode: 204 };
});

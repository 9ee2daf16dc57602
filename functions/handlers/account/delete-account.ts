/**
 * DELETE /api/account: My Account's Delete Account. Removes the user's items (profile, wishlist) and
 * then the Cognito user; the SPA signs out afterwards. Orders stay, as the shop's records. A second
 * delete with the same still-valid token is a 404 (see the handler chain), and one racing the first
 * finds the Cognito user already gone, which is the same outcome.
 */
import { deleteUser } from '../../data/cognito-users.js';
import { markAccountDeleted } from '../../data/caller-accounts.js';
import { deleteUserItems } from '../../data/profiles.js';
import { ENV, requireEnv } from '../../shared/env.js';
import { createHttpHandler } from '../../shared/http-handler.js';
import { logger } from '../../shared/powertools.js';
import { getUsername, requireCaller } from '../../shared/caller-account.js';

export const handler = createHttpHandler(
  { auth: 'customer', deletedAccount: 'not-found' },
  async ({ caller }) => {
    const user = requireCaller(caller);
    // The marker first: from here on the account's tokens are refused, even if a step below fails.
    await markAccountDeleted(user.userId);
    const deletedItems = await deleteUserItems(user.userId);
    await deleteUser(requireEnv(ENV.userPoolId), getUsername(user));
    logger.info('Account deleted', { userId: user.userId, deletedItems });
    return { statusCode: 204 };
  },
);

/**
 * GET /api/admin/users?search&limit&offset: the user table, newest first, searched by name or e-mail
 * on the server over the profile items mirrored from Cognito (all of them are read: 5,000 profiles
 * are a few 1 MB pages, and an in-memory match finds words anywhere in a name or address).
 */
import { searchUsers, userListQuerySchema } from '../../core/admin/users.js';
import { listProfiles } from '../../data/user-administration.js';
import { createHttpHandler } from '../../shared/http-handler.js';

export const handler = createHttpHandler({ auth: 'admin', query: userListQuerySchema }, async ({ query }) => {
  const page = searchUsers(await listProfiles(), query);
  return { ...page, limit: query.limit, offset: query.offset };
});

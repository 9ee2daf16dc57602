/**
 * GET /api/admin/users?search&limit&offset: the user table, newest first, searched by name or e-mail
 * on the server over the profile items mirrored from Cognito (all of them, kept a few seconds per
 * container: 5,000 profiles are about 1 MB, and an in-memory match finds words anywhere in a name or
 * address). `fresh=true` reads them again, and so does a search the kept list has no match for: it
 * may be for someone who signed up seconds ago.
 */
import { searchUsers, userListQuerySchema } from '../../core/admin/users.js';
import { listProfiles } from '../../data/user-administration.js';
import { createHttpHandler } from '../../shared/http-handler.js';

export const handler = createHttpHandler({ auth: 'admin', query: userListQuerySchema }, async ({ query }) => {
  let page = searchUsers(await listProfiles({ fresh: query.fresh }), query);
  if (page.total === 0 && query.search && !query.fresh) {
    page = searchUsers(await listProfiles({ fresh: true }), query);
  }
  return { ...page, limit: query.limit, offset: query.offset };
});

/** GET /api/admin/debug/auth: the Debug Panel's Check Auth, showing the caller's identity and groups. */
import { createHttpHandler } from '../../shared/http-handler.js';

export const handler = createHttpHandler({ auth: 'admin' }, async ({ caller }) => ({
  userId: caller?.userId,
  email: caller?.email,
  groups: caller?.groups ?? [],
  claims: caller?.claims ?? {},
}));

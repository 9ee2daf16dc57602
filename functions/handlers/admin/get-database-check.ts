/** GET /api/admin/debug/database: the Debug Panel's Test Database, item counts by entity. */
import { countItemsByEntity } from '../../data/admin-debug.js';
import { createHttpHandler } from '../../shared/http-handler.js';

export const handler = createHttpHandler({ auth: 'admin' }, async () => {
  const started = Date.now();
  const counts = await countItemsByEntity();
  return { ok: true, counts, took_ms: Date.now() - started };
});

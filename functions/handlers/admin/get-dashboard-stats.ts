/** GET /api/admin/stats: the dashboard's stat cards, computed from the warm catalogue (no table scan). */
import { getCatalogue } from '../../data/catalogue-cache.js';
import { createHttpHandler } from '../../shared/http-handler.js';

export const handler = createHttpHandler({ auth: 'admin' }, async () => {
  const { index } = await getCatalogue({ fresh: true });
  return index.getInventoryStats();
});

/** POST /api/admin/debug/sample-data: the Debug Panel's Create Sample Data; a second press changes nothing. */
import { buildSampleData, SAMPLE_IDS } from '../../core/admin/sample-data.js';
import { createSampleItems } from '../../data/admin-debug.js';
import { createHttpHandler } from '../../shared/http-handler.js';

export const handler = createHttpHandler({ auth: 'admin' }, async () => {
  const created = await createSampleItems(buildSampleData(new Date().toISOString()));
  return {
    created,
    ids: SAMPLE_IDS,
    message: created ? 'Sample brand, category and product created.' : 'Sample data already exists.',
  };
});

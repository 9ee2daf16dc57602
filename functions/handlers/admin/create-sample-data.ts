/** POST /api/admin/debug/sample-data: the Debug Panel's Create Sample Data; a second press changes nothing. */
import { buildSampleData, SAMPLE_IDS } from '../../core/admin/sample-data.js';
import { staffActor, stampChange } from '../../core/catalogue/product-history.js';
import { createSampleItems } from '../../data/admin-debug.js';
import { createHttpHandler } from '../../shared/http-handler.js';

export const handler = createHttpHandler({ auth: 'admin' }, async ({ caller }) => {
  const created = await createSampleItems(
    buildSampleData(new Date().toISOString()),
    stampChange('sample-data', staffActor(caller)),
  );
  return {
    created,
    ids: SAMPLE_IDS,
    message: created ? 'Sample brand, category and product created.' : 'Sample data already exists.',
  };
});

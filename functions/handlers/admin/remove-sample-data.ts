/**
 * DELETE /api/admin/debug/sample-data: the Debug Panel's Remove sample data: the sample brand,
 * category and product go (and the SKU guard), so nothing of them stays in the shop's filters.
 * Refused (403) where the stage does not allow sample data.
 */
import { assertSampleDataAllowed, SAMPLE_IDS, sampleDataMessages } from '../../core/admin/sample-data.js';
import { removeSampleItems } from '../../data/admin-debug.js';
import { ENV, optionalEnv } from '../../shared/env.js';
import { createHttpHandler } from '../../shared/http-handler.js';

export const handler = createHttpHandler({ auth: 'admin' }, async () => {
  assertSampleDataAllowed(optionalEnv(ENV.sampleDataAllowed));
  await removeSampleItems(SAMPLE_IDS);
  return { removed: true, message: sampleDataMessages.removed };
});

/**
 * POST /api/admin/debug/sample-data: the Debug Panel's Create Sample Data; a second press changes
 * nothing. Refused (403) where the stage does not allow sample data.
 */
import {
  assertSampleDataAllowed,
  buildSampleData,
  SAMPLE_IDS,
  sampleDataMessages,
} from '../../core/admin/sample-data.js';
import { staffActor, stampChange } from '../../core/catalogue/product-history.js';
import { createSampleItems } from '../../data/admin-debug.js';
import { ENV, optionalEnv } from '../../shared/env.js';
import { createHttpHandler } from '../../shared/http-handler.js';

export const handler = createHttpHandler({ auth: 'admin' }, async ({ caller }) => {
  assertSampleDataAllowed(optionalEnv(ENV.sampleDataAllowed));
  const created = await createSampleItems(
    buildSampleData(new Date().toISOString()),
    stampChange('sample-data', staffActor(caller)),
  );
  return {
    created,
    ids: SAMPLE_IDS,
    message: created ? sampleDataMessages.created : sampleDataMessages.exists,
  };
});

/**
 * POST /api/admin/scrapes: starts an import, a preview or a sync of a distributor's store (admin
 * group only). A private, loopback or unknown address is refused here with a 400 before any run
 * starts. The store is remembered, with the currency staff set for it.
 */
import { RuleViolation } from '../../core/rule-violation.js';
import { startScrapeSchema } from '../../core/scraper/scrape-run.js';
import { recordImportStore } from '../../data/import-stores.js';
import { checkStoreAddress } from '../../data/store-fetcher.js';
import { createHttpHandler } from '../../shared/http-handler.js';
import { allowsPrivateTargets } from '../../shared/workflow-task.js';
import { startRun } from '../../services/scraper/start-scrape-run.js';

export const handler = createHttpHandler(
  { auth: 'admin', groups: ['admin'], body: startScrapeSchema },
  async ({ body }) => {
    const refusal = await checkStoreAddress(body.url, { allowPrivateTargets: allowsPrivateTargets() });
    if (refusal) throw new RuleViolation('invalid', `url: ${refusal}`);
    const store = await recordImportStore(body.url, new Date().toISOString());
    const run = await startRun({
      kind: 'import',
      mode: body.mode,
      url: body.url,
      maxPages: body.maxPages,
      activeOnImport: body.activeOnImport,
      initialState: {
        startUrl: body.url,
        activeOnImport: body.activeOnImport,
        mode: 'html',
        consecutiveFailures: 0,
        runMode: body.mode,
        storeId: store.id,
      },
    });
    return { statusCode: 202, body: run };
  },
);

/** POST /api/admin/scrapes: starts an import of a distributor's store (admin group only). */
import { startScrapeSchema } from '../../core/scraper/scrape-run.js';
import { createHttpHandler } from '../../shared/http-handler.js';
import { startRun } from './start-run.js';

export const handler = createHttpHandler(
  { auth: 'admin', groups: ['admin'], body: startScrapeSchema },
  async ({ body }) =>
    startRun({
      kind: 'import',
      url: body.url,
      maxPages: body.maxPages,
      activeOnImport: body.activeOnImport,
      initialState: {
        startUrl: body.url,
        activeOnImport: body.activeOnImport,
        mode: 'html',
        consecutiveFailures: 0,
      },
    }),
);

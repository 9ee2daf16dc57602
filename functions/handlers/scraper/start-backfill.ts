/** POST /api/admin/scrapes/backfill: starts the images backfill (max pages clamped to 1-200). */
import { startBackfillSchema } from '../../core/scraper/scrape-run.js';
import { createHttpHandler } from '../../shared/http-handler.js';
import { startRun } from '../../services/scraper/start-scrape-run.js';

export const handler = createHttpHandler(
  { auth: 'admin', groups: ['admin'], body: startBackfillSchema },
  async ({ body }) => ({
    statusCode: 202,
    body: await startRun({
      kind: 'backfill',
      url: '',
      maxPages: body.maxPages,
      activeOnImport: false,
      initialState: { queue: [] },
    }),
  }),
);

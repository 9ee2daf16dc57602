/** GET /api/admin/scrapes/{id}: the scrape result, with the run's live figures. */
import { scrapeParamsSchema, toScrapeResult } from '../../core/scraper/scrape-run.js';
import { SCRAPER_STATUS_TEXT } from '../../core/scraper/scraper-messages.js';
import { RuleViolation } from '../../core/rule-violation.js';
import { getRun } from '../../data/scrape-runs.js';
import { createHttpHandler } from '../../shared/http-handler.js';

export const handler = createHttpHandler(
  { auth: 'admin', groups: ['admin'], params: scrapeParamsSchema },
  async ({ params }) => {
    const run = await getRun(params.id);
    if (!run) throw new RuleViolation('not-found', SCRAPER_STATUS_TEXT.notFound);
    return toScrapeResult(run);
  },
);

/** GET /api/admin/scrapes: the recent runs, newest first (the page finds a running import here). */
import { toScrapeResult } from '../../core/scraper/scrape-run.js';
import { SCRAPER_LIMITS } from '../../core/scraper/scraper-limits.js';
import { listRecentRuns } from '../../data/scrape-runs.js';
import { createHttpHandler } from '../../shared/http-handler.js';

export const handler = createHttpHandler({ auth: 'admin', groups: ['admin'] }, async () => ({
  runs: (await listRecentRuns(SCRAPER_LIMITS.recentRuns)).map((run) => toScrapeResult(run)),
}));

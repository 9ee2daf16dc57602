/**
 * POST /api/admin/scrapes/{id}/discard: closes a finished preview without publishing the rest. The
 * catalogue is not touched; the recent runs then show it discarded, no longer to be reopened.
 */
import { RuleViolation } from '../../core/rule-violation.js';
import { REVIEW_MESSAGES } from '../../core/scraper/review-messages.js';
import { getPreviewState, scrapeParamsSchema, toScrapeResult } from '../../core/scraper/scrape-run.js';
import { SCRAPER_STATUS_TEXT } from '../../core/scraper/scraper-messages.js';
import { getRun, setDiscarded } from '../../data/scrape-runs.js';
import { createHttpHandler } from '../../shared/http-handler.js';

export const handler = createHttpHandler(
  { auth: 'admin', groups: ['admin'], params: scrapeParamsSchema },
  async ({ params }) => {
    const run = await getRun(params.id);
    if (!run) throw new RuleViolation('not-found', SCRAPER_STATUS_TEXT.notFound);
    if (run.mode !== 'preview') throw new RuleViolation('conflict', REVIEW_MESSAGES.notAPreview);
    if (run.status === 'running') throw new RuleViolation('conflict', REVIEW_MESSAGES.previewRunning);
    const now = new Date().toISOString();
    if (getPreviewState(run, Date.now()) !== 'open' || !(await setDiscarded(run.id, now)))
      throw new RuleViolation('conflict', REVIEW_MESSAGES.previewClosed);
    return { message: REVIEW_MESSAGES.previewDiscarded, run: toScrapeResult({ ...run, discardedAt: now }) };
  },
);

/**
 * Starting a run, shared by the import and backfill routes and the scheduled sync: take the lock and
 * record the run (or refuse with the shop's message: a 429), then start the state machine; if that
 * fails, the run is marked failed and the lock freed, so the admin is not left waiting for a run
 * that never began.
 */
import { randomUUID } from 'node:crypto';
import {
  EMPTY_REVIEW_COUNTS,
  EMPTY_STATS,
  toScrapeResult,
  type ScrapeKind,
  type ScrapeResult,
  type ScrapeMode,
  type ScrapeRun,
} from '../../core/scraper/scrape-run.js';
import { RuleViolation } from '../../core/rule-violation.js';
import { SCRAPER_MESSAGES } from '../../core/scraper/scraper-messages.js';
import { startScrapeExecution } from '../../data/scrape-executions.js';
import { finishRun, startRunWithLock } from '../../data/scrape-runs.js';

export interface RunRequest {
  kind: ScrapeKind;
  mode?: ScrapeMode;
  url: string;
  maxPages: number;
  activeOnImport: boolean;
  /** The machine's first state beyond the run's identity. */
  initialState: Record<string, unknown>;
}

/** A new run of `request`, as stored when it starts. */
export function buildRun(request: Omit<RunRequest, 'initialState'>, nowMs: number): ScrapeRun {
  return {
    id: randomUUID(),
    kind: request.kind,
    ...(request.kind === 'import'
      ? { mode: request.mode ?? 'import', review: { ...EMPTY_REVIEW_COUNTS } }
      : {}),
    status: 'running',
    url: request.url,
    maxPages: request.maxPages,
    activeOnImport: request.activeOnImport,
    startedAt: new Date(nowMs).toISOString(),
    productsUpdated: 0,
    pagesFailed: 0,
    failures: [],
    stats: { ...EMPTY_STATS },
  };
}

/** Starts a run of `request`; the run as the admin first sees it. */
export async function startRun(request: RunRequest): Promise<ScrapeResult> {
  const now = Date.now();
  const run = buildRun(request, now);
  const outcome = await startRunWithLock(run, now);
  if (!outcome.started) {
    throw new RuleViolation('rate-limited', SCRAPER_MESSAGES.rateLimited, outcome.retryAfterSeconds);
  }
  try {
    await startScrapeExecution(request.kind, run.id, {
      runId: run.id,
      maxPages: run.maxPages,
      pagesProcessed: 0,
      delaySeconds: 0,
      ...request.initialState,
    });
  } catch (error) {
    await finishRun(run.id, { status: 'failed', error: 'The run could not be started.' });
    throw error;
  }
  return toScrapeResult(run);
}

/**
 * The import tool's requests and its runs: the zod schemas of the start calls (the validation rules,
 * Scraper), the run as stored, and the scrape result that the page reads.
 * No cheerio here: the web app imports this module.
 */
import * as z from 'zod';
import { SCRAPER } from './scraper-options.js';
import { INPUT_LIMITS } from '../security-limits.js';
import type { SkippedItem } from './scraped-product.js';
import { SCRAPER_LIMITS } from './scraper-limits.js';
import { SCRAPE_FORM_MESSAGES as m } from './scraper-messages.js';

export const SCRAPE_KINDS = ['import', 'backfill'] as const;
export type ScrapeKind = (typeof SCRAPE_KINDS)[number];

/**
 * How an import run writes: `import` writes the catalogue as it reads; `preview` stages what it would
 * write for staff to publish; `sync` only updates price and stock of products already imported and
 * marks the store's products it no longer lists out of stock.
 */
export const SCRAPE_MODES = ['import', 'preview', 'sync'] as const;
export type ScrapeMode = (typeof SCRAPE_MODES)[number];

export const SCRAPE_STATUSES = ['running', 'succeeded', 'failed'] as const;
export type ScrapeStatus = (typeof SCRAPE_STATUSES)[number];

/** http and https only: anything else (file:, ftp:, javascript:) never reaches the fetcher. */
export function isWebUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/** Empty, missing or null means "not given", as the page's empty field does. */
const blankToUndefined = (value: unknown) =>
  value === '' || value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value;

const toNumber = (value: unknown) => (typeof value === 'string' ? Number(value.trim()) : value);

/** POST /api/admin/scrapes: the store's URL, max pages 1-500 (default 200; empty means 200). */
export const startScrapeSchema = z.object({
  url: z
    .string()
    .trim()
    .max(INPUT_LIMITS.maxUrl, `must be at most ${INPUT_LIMITS.maxUrl} characters`)
    .refine(isWebUrl, m.invalidUrl),
  maxPages: z.preprocess(
    (value) => toNumber(blankToUndefined(value)),
    z
      .number(m.invalidMaxPages)
      .int(m.invalidMaxPages)
      .min(SCRAPER.minMaxPages, m.invalidMaxPages)
      .max(SCRAPER.maxMaxPages, m.invalidMaxPages)
      .default(SCRAPER.defaultMaxPages),
  ),
  /** New products arrive active (shown in the shop) or inactive for review. */
  activeOnImport: z.boolean().default(false),
  mode: z.enum(SCRAPE_MODES).default('import'),
});
export type StartScrapeInput = z.input<typeof startScrapeSchema>;
export type StartScrapeRequest = z.infer<typeof startScrapeSchema>;

/** Clamps the backfill's max pages to 1-200; anything unreadable becomes 50. */
export function clampBackfillMaxPages(value: unknown): number {
  const number = toNumber(blankToUndefined(value));
  if (typeof number !== 'number' || !Number.isFinite(number)) return SCRAPER.backfillDefaultMaxPages;
  return Math.min(SCRAPER.backfillMaxMaxPages, Math.max(SCRAPER.backfillMinMaxPages, Math.trunc(number)));
}

/** The images backfill's form on the page: max pages, clamped rather than refused. */
export const backfillFormSchema = z
  .object({ maxPages: z.unknown().optional() })
  .transform(({ maxPages }) => ({ maxPages: clampBackfillMaxPages(maxPages) }));

/** POST /api/admin/scrapes/backfill: the form's fields; no body at all is the default. */
export const startBackfillSchema = backfillFormSchema
  .optional()
  .transform((body) => body ?? { maxPages: clampBackfillMaxPages(undefined) });
export type StartBackfillRequest = z.infer<typeof startBackfillSchema>;

export const scrapeParamsSchema = z.object({ id: z.string().uuid() });

/** The figures, kept live on the run while it goes. */
export interface ScrapeStats {
  pagesProcessed: number;
  productsFound: number;
  productsInserted: number;
  brandsCreated: number;
  categoriesCreated: number;
}

export const EMPTY_STATS: ScrapeStats = {
  pagesProcessed: 0,
  productsFound: 0,
  productsInserted: 0,
  brandsCreated: 0,
  categoriesCreated: 0,
};

/** What a preview or a sync found, counted per product. */
export interface ReviewCounts {
  new: number;
  changed: number;
  unchanged: number;
  /** Sync: products of the store no longer listed, marked out of stock. */
  vanished: number;
}

export const EMPTY_REVIEW_COUNTS: ReviewCounts = { new: 0, changed: 0, unchanged: 0, vanished: 0 };

/** One run as stored (without keys). */
export interface ScrapeRun {
  id: string;
  kind: ScrapeKind;
  /** Absent on runs stored before modes existed: those imported. */
  mode?: ScrapeMode;
  review?: ReviewCounts;
  /** A preview's products were published (all or some) at this time. */
  publishedAt?: string;
  /** Every product of the preview that can be published has been: the preview is closed. */
  publishedAllAt?: string;
  /** Staff discarded the preview: it is closed without publishing the rest. */
  discardedAt?: string;
  status: ScrapeStatus;
  url: string;
  maxPages: number;
  activeOnImport: boolean;
  startedAt: string;
  finishedAt?: string;
  /** Products updated rather than created (a second run of the same store). */
  productsUpdated: number;
  /** Pages that could not be read or parsed; recorded and skipped. */
  pagesFailed: number;
  /** The last few page failures, for the admin. */
  failures: string[];
  /** Why the run failed as a whole. */
  error?: string;
  stats: ScrapeStats;
  /** Products met again later in the run (counted once in `productsFound`). */
  duplicates?: number;
  /** Items without a name (not imported) or without a price (imported inactive). */
  productsSkipped?: number;
  /** The first of those, and of the duplicates, with the reason. */
  skipped?: SkippedItem[];
}

/**
 * Where a finished preview stands: `open` (staff can reopen it from the recent runs and publish),
 * `published` (everything with a price is in the shop), `discarded`, or `expired` (kept a week).
 */
export type PreviewState = 'open' | 'published' | 'discarded' | 'expired';

/** The state of a finished preview run; `undefined` for any other run. */
export function getPreviewState(run: ScrapeRun, nowMs: number): PreviewState | undefined {
  if (run.mode !== 'preview' || run.status !== 'succeeded') return undefined;
  if (run.discardedAt) return 'discarded';
  if (run.publishedAllAt) return 'published';
  const keptUntil =
    Date.parse(run.finishedAt ?? run.startedAt) + SCRAPER_LIMITS.previewKeepDays * 24 * 60 * 60 * 1000;
  return nowMs < keptUntil ? 'open' : 'expired';
}

/** The scrape result, plus the run's identity and state for the page. */
export interface ScrapeResult {
  success: boolean;
  message: string;
  error?: string;
  retryAfter?: number;
  stats: ScrapeStats;
  id: string;
  kind: ScrapeKind;
  status: ScrapeStatus;
  url: string;
  maxPages: number;
  startedAt: string;
  finishedAt?: string;
  productsUpdated: number;
  pagesFailed: number;
  failures: string[];
  mode: ScrapeMode;
  review: ReviewCounts;
  publishedAt?: string;
  /** Finished previews only. */
  preview?: PreviewState;
  duplicates: number;
  productsSkipped: number;
  skipped: SkippedItem[];
}

function describeFinished(run: ScrapeRun): string {
  const { stats } = run;
  const review = run.review ?? EMPTY_REVIEW_COUNTS;
  if (run.kind === 'backfill')
    return `Filled images for ${stats.productsInserted} of ${stats.productsFound} products.`;
  if (run.mode === 'preview') {
    return (
      `Preview of ${stats.productsFound} products from ${stats.pagesProcessed} pages: ` +
      `${review.new} new, ${review.changed} changed, ${review.unchanged} unchanged. Nothing is published yet.`
    );
  }
  if (run.mode === 'sync') {
    return (
      `Synced ${stats.productsFound} products from ${stats.pagesProcessed} pages: ` +
      `${review.changed} changed, ${review.unchanged} unchanged, ${review.vanished} no longer listed.`
    );
  }
  return (
    `Imported ${stats.productsFound} products from ${stats.pagesProcessed} pages: ` +
    `${stats.productsInserted} new, ${run.productsUpdated} updated.`
  );
}

/** Describes a run in the words of the page (`nowMs`: when a preview's keeping time is judged). */
export function toScrapeResult(run: ScrapeRun, nowMs: number = Date.now()): ScrapeResult {
  const { stats } = run;
  const preview = getPreviewState(run, nowMs);
  const message =
    run.status === 'running'
      ? run.kind === 'import'
        ? `Import in progress: ${stats.pagesProcessed} of up to ${run.maxPages} pages read.`
        : `Images backfill in progress: ${stats.pagesProcessed} of up to ${run.maxPages} pages read.`
      : run.status === 'failed'
        ? (run.error ?? 'The run failed.')
        : describeFinished(run);
  return {
    success: run.status !== 'failed',
    message,
    ...(run.status === 'failed' ? { error: run.error ?? 'The run failed.' } : {}),
    stats: { ...stats },
    id: run.id,
    kind: run.kind,
    status: run.status,
    url: run.url,
    maxPages: run.maxPages,
    startedAt: run.startedAt,
    ...(run.finishedAt ? { finishedAt: run.finishedAt } : {}),
    productsUpdated: run.productsUpdated,
    pagesFailed: run.pagesFailed,
    failures: run.failures,
    mode: run.mode ?? 'import',
    review: { ...EMPTY_REVIEW_COUNTS, ...run.review },
    ...(run.publishedAt ? { publishedAt: run.publishedAt } : {}),
    ...(preview ? { preview } : {}),
    duplicates: run.duplicates ?? 0,
    productsSkipped: run.productsSkipped ?? 0,
    skipped: run.skipped ?? [],
  };
}

/** How far a run has come, 0-100, from its real figures (pages read out of the most it may read). */
export function getProgressPercent(result: Pick<ScrapeResult, 'status' | 'maxPages' | 'stats'>): number {
  if (result.status !== 'running') return 100;
  if (result.maxPages <= 0) return 0;
  return Math.min(99, Math.round((result.stats.pagesProcessed / result.maxPages) * 100));
}

/**
 * Whether a new run may start now, given the lock: one run at a time, and 60 s between starts.
 * Returns the seconds to wait, or 0 when it may start.
 */
export function getRetryAfterSeconds(
  lock: { runningRunId?: string; leaseExpiresAt?: number; lastStartedAt?: number } | undefined,
  nowMs: number,
): number {
  if (!lock) return 0;
  const running = lock.runningRunId !== undefined && (lock.leaseExpiresAt ?? 0) > nowMs;
  const sinceLast = lock.lastStartedAt === undefined ? Infinity : nowMs - lock.lastStartedAt;
  const pause = SCRAPER.rateLimitSeconds * 1000 - sinceLast;
  if (running) return Math.max(SCRAPER.rateLimitSeconds, Math.ceil(pause / 1000));
  return pause > 0 ? Math.ceil(pause / 1000) : 0;
}

/**
 * POST /api/admin/scrapes/{id}/publish: every staged product not yet published, or the chosen SKUs,
 * with the selling price staff saw for each (by SKU): publishing refuses (409) when a price the
 * server would write differs, so staff never approve a price they were not shown.
 */
export const publishPreviewSchema = z
  .object({
    all: z.boolean().default(false),
    skus: z.array(z.string().trim().min(1).max(100)).max(5000).default([]),
    prices: z.record(z.string().trim().min(1).max(100), z.number().finite().nonnegative(), {
      error: 'must give the selling price shown for each product, by SKU',
    }),
  })
  .strict()
  .refine((body) => body.all || body.skus.length > 0, {
    message: 'choose products to publish, or all',
    path: ['skus'],
  });
export type PublishPreviewInput = z.input<typeof publishPreviewSchema>;

/**
 * The state the scraper and backfill state machines carry from task to task, and the small rules
 * the tasks apply to it. Fields the Choice state reads (`nextUrl`, `pagesProcessed`, `maxPages`,
 * `delaySeconds`) keep these exact names: the ASL in infra/constructs/scraper-definitions.ts names them.
 */
import type { SourceCurrency } from '../pricing/pricing-rules.js';
import type { Platform } from './platform-catalogue.js';
import type { ScrapeMode } from './scrape-run.js';
import type { ScrapedProduct } from './scraped-product.js';
import { SCRAPER_LIMITS } from './scraper-limits.js';
import { SCRAPER_STATUS_TEXT } from './scraper-messages.js';

/** The steps a task function receives in its payload (`{ step, state }`). */
export type TaskStep =
  'begin' | 'page' | 'product' | 'productChunk' | 'products' | 'listedProduct' | 'finish' | 'fail';

interface PagingState {
  runId: string;
  maxPages: number;
  pagesProcessed: number;
  /** Seconds of the Wait between pages (0: none). */
  delaySeconds: number;
  /** Absent when there is nothing more to read. */
  nextUrl?: string;
  /** Set by the machine's Catch before the failure task runs. */
  error?: { Error?: string; Cause?: string };
}

export interface ImportState extends PagingState {
  startUrl: string;
  activeOnImport: boolean;
  /** How pages are read: HTML (JSON-LD, then cards) or a platform's catalogue JSON. */
  mode: 'html' | Platform;
  /** Pages in a row that failed; three end the run's reading. */
  consecutiveFailures: number;
  /** How the run writes (absent: import). */
  runMode?: ScrapeMode;
  /** The store read (see import-store.ts), whose currency setting prices the products. */
  storeId?: string;
  currency?: SourceCurrency;
  /**
   * Set by a scheduled sync's trigger (EventBridge Scheduler, or the local timer), which starts the
   * machine without a run: the begin step records one, or skips when another run holds the lock.
   */
  scheduled?: boolean;
  skipped?: boolean;
  /** Fingerprints of the pages read (their products): a page seen again ends the listing. */
  seenPages?: string[];
  /** `nextUrl` is a guess (the following number or offset), not a link the page showed. */
  nextIsGuess?: boolean;
  /** Product pages still to read (after `productBatch`). */
  productQueue?: string[];
  /** The product pages the machine's Map reads now, one page a task (absent: none). */
  productBatch?: string[];
  /**
   * A sync's product pages the machine's Map reads now, a chunk of pages a task (absent: none): a
   * sync mostly meets unchanged pages (304s), where one task per page would cost more than the page.
   */
  productChunks?: ProductChunkTask[];
  /** Fingerprints of every product page queued in the run, so none is read twice. */
  queuedProducts?: string[];
  /** Product pages given to the Map so far (the run's page budget counts them). */
  productPagesRead?: number;
  /** Product pages left unread because the run's page budget was spent. */
  productPagesOverBudget?: number;
  /** Listings still to read after the current one (the sitemaps of a sitemap index). */
  pendingListings?: string[];
  /**
   * A listing's product pages written to S3 for the machine's Distributed Map (AWS only: see
   * `distributedCrawlThreshold`); `count` is how many links the listing led to.
   */
  productList?: ProductList;
}

/** What writing a product page's products needs to know of its run. */
export type ProductWriteContext = Pick<ImportState, 'runId' | 'runMode' | 'currency' | 'activeOnImport'>;

/** The product pages of one big listing, as a JSON array of addresses in S3. */
interface ProductList {
  bucket: string;
  key: string;
  count: number;
  run: ProductWriteContext;
}

/** The input of the Distributed Map's task: one listed product page, read and written at once. */
export interface ListedProductTask {
  url: string;
  run: ProductWriteContext;
}

/**
 * The input of a sync's chunk task: product pages read one after another (2 chunks in flight keep 2
 * requests at a time per store), the polite delay between them, then written by the task itself.
 */
export interface ProductChunkTask {
  urls: string[];
  run: ProductWriteContext;
}

/**
 * What a chunk task gives back: the pages it had no time left to read (queued again), or, when the
 * task itself failed, the pages it was given and why.
 */
export interface ProductChunkResult {
  unread?: string[];
  failedUrls?: string[];
  failure?: string;
}

/** What the Map's product task gives back for one product page. */
export interface ProductPageResult {
  url: string;
  product?: ScrapedProduct;
  disagreements?: string[];
  failure?: string;
  /**
   * A sync found the page unchanged since the product was last read from it (a 304, or the same
   * product read again): nothing to parse, copy or write; the product counts as seen and unchanged.
   */
  unchanged?: { productId: string };
}

/** The input of the Map's product task: one product page of the run. */
export interface ProductPageTask {
  url: string;
  runId: string;
  /** Set by the begin step on every run: a sync reads product pages conditionally. */
  runMode?: ScrapeMode;
}

/**
 * Adds product pages to the run's queue (each page once per run) and, when the Map has nothing to
 * read, hands it the next batch; pages beyond the run's page budget are counted, not queued.
 * Returns the state and how many of `urls` were new.
 */
export function queueProductPages(
  state: ImportState,
  urls: readonly string[],
): { state: ImportState; added: number } {
  const queued = new Set(state.queuedProducts ?? []);
  const fresh: string[] = [];
  for (const url of urls) {
    const print = fingerprintPage([url]);
    if (queued.has(print)) continue;
    queued.add(print);
    fresh.push(url);
  }
  const taken =
    (state.productPagesRead ?? 0) +
    (state.productQueue?.length ?? 0) +
    (state.productBatch?.length ?? 0) +
    countChunkPages(state);
  const room = Math.max(0, SCRAPER_LIMITS.productPageBudget - taken);
  const accepted = fresh.slice(0, room);
  const over = fresh.length - accepted.length;
  const next: ImportState = {
    ...state,
    queuedProducts: [...queued],
    productQueue: [...(state.productQueue ?? []), ...accepted],
    ...(over > 0 ? { productPagesOverBudget: (state.productPagesOverBudget ?? 0) + over } : {}),
  };
  const reading = state.productBatch ?? state.productChunks;
  return { state: reading ? next : takeProductBatch(next), added: fresh.length };
}

function countChunkPages(state: ImportState): number {
  return (state.productChunks ?? []).reduce((sum, chunk) => sum + chunk.urls.length, 0);
}

/**
 * Hands the Map the next batch of the queue, or removes the batch when the queue is empty. A sync's
 * batch is `productPageConcurrency` chunks of up to `syncChunkSize` pages, one task each.
 */
export function takeProductBatch(state: ImportState): ImportState {
  const { productBatch: _done, productChunks: _read, productQueue = [], ...rest } = state;
  if (productQueue.length === 0) return rest;
  if (state.runMode === 'sync') {
    const lanes = SCRAPER_LIMITS.productPageConcurrency;
    const taken = productQueue.slice(0, SCRAPER_LIMITS.syncChunkSize * lanes);
    const size = Math.ceil(taken.length / lanes);
    const run: ProductWriteContext = {
      runId: state.runId,
      runMode: state.runMode,
      activeOnImport: state.activeOnImport,
      ...(state.currency ? { currency: state.currency } : {}),
    };
    const productChunks: ProductChunkTask[] = [];
    for (let start = 0; start < taken.length; start += size) {
      productChunks.push({ urls: taken.slice(start, start + size), run });
    }
    return {
      ...rest,
      productChunks,
      productQueue: productQueue.slice(taken.length),
      productPagesRead: (state.productPagesRead ?? 0) + taken.length,
    };
  }
  const batch = productQueue.slice(0, SCRAPER_LIMITS.productBatchSize);
  return {
    ...rest,
    productBatch: batch,
    productQueue: productQueue.slice(batch.length),
    productPagesRead: (state.productPagesRead ?? 0) + batch.length,
  };
}

/** Pages a chunk task gave back unread go first in the queue again (already counted as given). */
export function requeueProductPages(state: ImportState, urls: readonly string[]): ImportState {
  if (urls.length === 0) return state;
  return {
    ...state,
    productQueue: [...urls, ...(state.productQueue ?? [])],
    productPagesRead: Math.max(0, (state.productPagesRead ?? 0) - urls.length),
  };
}

/**
 * A listing that led to `distributedCrawlThreshold` product links or more is read in AWS through the
 * machine's Distributed Map: its queued pages (within the run's page budget) leave the state, to be
 * written to S3, and count as given to the Map. Returns undefined for a smaller listing.
 */
export function takeProductListPages(
  state: ImportState,
  linksFound: number,
): { urls: string[]; state: ImportState } | undefined {
  if (linksFound < SCRAPER_LIMITS.distributedCrawlThreshold) return undefined;
  const { productBatch = [], productChunks = [], productQueue = [], ...rest } = state;
  const urls = [...productBatch, ...productChunks.flatMap((chunk) => chunk.urls), ...productQueue];
  return {
    urls,
    state: { ...rest, productPagesRead: (state.productPagesRead ?? 0) + productQueue.length },
  };
}

/** FNV-1a, 32 bits, of a page's product keys in order: the same page gives the same print. */
export function fingerprintPage(keys: readonly string[]): string {
  let hash = 0x811c9dc5;
  const text = keys.join('\n');
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}

export interface BackfillState extends PagingState {
  /** Products still to visit after `nextUrl`'s, in order. */
  queue: { id: string; sourceUrl: string }[];
  /** The product whose page `nextUrl` is. */
  currentId?: string;
}

/** Pages in a row that may fail before the run stops reading (a dead site, a wrong guess). */
export const MAX_CONSECUTIVE_FAILURES = 3;

/**
 * The pause between pages: the importer's own polite delay, or the site's robots.txt Crawl-delay when
 * that is longer (capped), in whole seconds as the Wait state takes them.
 */
export function getDelaySeconds(configured: number | undefined, crawlDelay: number | undefined): number {
  const own = configured ?? SCRAPER_LIMITS.politeDelaySeconds;
  const asked =
    crawlDelay !== undefined && Number.isFinite(crawlDelay)
      ? Math.min(crawlDelay, SCRAPER_LIMITS.maxCrawlDelaySeconds)
      : 0;
  return Math.max(0, Math.ceil(Math.max(own, asked)));
}

/** Error names the tasks throw on purpose: their message is meant for the admin. */
export const ADMIN_FACING_ERRORS = ['BlockedAddressError', 'RobotsDisallowedError', 'ScrapeRefusedError'];

/**
 * The message a failed run shows, from the Catch's `{ Error, Cause }`. In AWS, a Lambda error's cause
 * is JSON (`{ errorType, errorMessage }`); locally it is the message itself. Only the tasks' own
 * errors are shown; anything else (a bug, a timeout) is summarised, never echoed.
 */
export function describeRunFailure(error: ImportState['error']): string {
  const name = error?.Error ?? '';
  let message = error?.Cause ?? '';
  try {
    const cause = JSON.parse(message) as { errorMessage?: unknown; errorType?: unknown };
    if (typeof cause.errorMessage === 'string') message = cause.errorMessage;
  } catch {
    // A plain-text cause.
  }
  if (name === 'BlockedAddressError') return SCRAPER_STATUS_TEXT.blockedAddress;
  if (ADMIN_FACING_ERRORS.includes(name) && message !== '') return message;
  if (name === 'States.Timeout') return 'The run took too long and was stopped.';
  return 'The run stopped on an unexpected error.';
}

/**
 * The task function of the scraper state machine (not an HTTP route). Steps:
 * - begin: checks robots.txt and the address, reads the start page, and picks how the store is read
 *   (JSON-LD/HTML pages, or the platform's catalogue JSON when the page has no JSON-LD products);
 * - page: reads one page, imports its products, adds the page's figures to the run;
 * - finish / fail: closes the run and frees the lock.
 */
import {
  extractHtmlPage,
  extractPlatformPage,
  detectPlatformHints,
  shouldUsePlatform,
} from '../../core/scraper/extract-products.js';
import { getNextPage, isEndOfListing, judgeFinishedRun } from '../../core/scraper/crawl-end.js';
import { afterFailure } from '../../core/scraper/page-failure.js';
import { getPlatformCatalogueUrl, orderPlatforms } from '../../core/scraper/platform-catalogue.js';
import { fingerprintPage, getDelaySeconds, type ImportState } from '../../core/scraper/run-state.js';
import { productKeys, type PageExtraction } from '../../core/scraper/scraped-product.js';
import { SCRAPER_LIMITS } from '../../core/scraper/scraper-limits.js';
import { SCRAPER_STATUS_TEXT } from '../../core/scraper/scraper-messages.js';
import { copyProductImages } from '../../data/imported-images.js';
import { finishRun, getRun, recordPageProgress } from '../../data/scrape-runs.js';
import {
  BlockedAddressError,
  FetchPageError,
  fetchPage,
  getCrawlDelaySeconds,
  isAllowedByRobots,
} from '../../data/store-fetcher.js';
import { logger } from '../../shared/powertools.js';
import { finishRunMode, prepareRunState, writePage } from '../../services/scraper/scrape-run-modes.js';
import {
  RobotsDisallowedError,
  ScrapeRefusedError,
  allowsPrivateTargets,
  getConfiguredDelaySeconds,
} from '../../shared/workflow-task.js';
import { createWorkflowTask } from '../../services/scraper/create-workflow-task.js';

async function begin(state: ImportState): Promise<ImportState> {
  const fetchOptions = { allowPrivateTargets: allowsPrivateTargets() };
  if (!(await isAllowedByRobots(state.startUrl, fetchOptions))) {
    throw new RobotsDisallowedError(SCRAPER_STATUS_TEXT.robotsDisallowed);
  }
  const delaySeconds = getDelaySeconds(
    getConfiguredDelaySeconds(),
    await getCrawlDelaySeconds(state.startUrl, fetchOptions),
  );
  let startPage: PageExtraction;
  let html: string;
  try {
    const page = await fetchPage(state.startUrl, fetchOptions);
    html = page.text;
    startPage = extractHtmlPage(html, page.url);
  } catch (error) {
    if (error instanceof BlockedAddressError) throw error;
    // A start page that answers 404 or 500 is a wrong address or a broken store, not an empty one.
    const status = error instanceof FetchPageError ? error.status : undefined;
    throw new ScrapeRefusedError(
      status !== undefined
        ? SCRAPER_STATUS_TEXT.startPageFailed(status)
        : SCRAPER_STATUS_TEXT.startPageUnreachable((error as Error).message),
    );
  }
  if (startPage.source !== 'json-ld') {
    for (const platform of orderPlatforms(detectPlatformHints(html))) {
      const catalogueUrl = getPlatformCatalogueUrl(platform, state.startUrl);
      if (!(await isAllowedByRobots(catalogueUrl, fetchOptions))) continue;
      const probe = await fetchPage(catalogueUrl, { ...fetchOptions, accept: 'application/json' }).then(
        (page) => extractPlatformPage(platform, page.text, page.url),
        () => undefined,
      );
      if (shouldUsePlatform(startPage, probe)) {
        return {
          ...state,
          mode: platform,
          nextUrl: catalogueUrl,
          delaySeconds,
          pagesProcessed: 0,
          consecutiveFailures: 0,
        };
      }
    }
  }
  return {
    ...state,
    mode: 'html',
    nextUrl: state.startUrl,
    delaySeconds,
    pagesProcessed: 0,
    consecutiveFailures: 0,
    seenPages: [],
  };
}

async function readPage(state: ImportState): Promise<ImportState> {
  const url = state.nextUrl;
  if (!url) return state;
  const { nextIsGuess: guessed, ...unguessed } = state;
  const fetchOptions = { allowPrivateTargets: allowsPrivateTargets() };
  let extraction: PageExtraction | undefined;
  try {
    if (!(await isAllowedByRobots(url, fetchOptions)))
      throw new FetchPageError('robots.txt does not allow this page');
    const page = await fetchPage(url, {
      ...fetchOptions,
      ...(state.mode === 'html' ? {} : { accept: 'application/json' }),
    });
    extraction =
      state.mode === 'html'
        ? extractHtmlPage(page.text, page.url)
        : extractPlatformPage(state.mode, page.text, page.url);
    if (!extraction) throw new FetchPageError('the catalogue JSON could not be read');
  } catch (error) {
    const status = error instanceof FetchPageError ? error.status : undefined;
    if (isEndOfListing(guessed, status)) {
      const { nextUrl: _none, ...ended } = unguessed;
      return ended;
    }
    const reason = `${url}: ${(error as Error).message}`;
    logger.warn('Scrape page failed', { runId: state.runId, reason });
    await recordPageProgress(state.runId, { failure: reason });
    return afterFailure(unguessed, url, {
      status: error instanceof FetchPageError ? error.status : undefined,
      blocked: error instanceof BlockedAddressError,
    });
  }
  const fingerprint = fingerprintPage(extraction.products.flatMap(productKeys));
  const seenPages = state.seenPages ?? [];
  const repeated = extraction.products.length > 0 && seenPages.includes(fingerprint);
  const outcome = repeated
    ? { productsFound: 0, duplicates: extraction.products.length }
    : await importPage(state, extraction.products, fetchOptions);
  await recordPageProgress(state.runId, {
    ...outcome,
    skipped: [...(extraction.skipped ?? []), ...('skipped' in outcome ? (outcome.skipped ?? []) : [])],
  });
  const { nextUrl: _read, ...rest } = unguessed;
  const next = getNextPage({
    url,
    productCount: extraction.products.length,
    newProductCount: outcome.productsFound,
    repeated,
    nextUrl: extraction.nextUrl,
    nextIsGuess: extraction.nextIsGuess,
  });
  return {
    ...rest,
    pagesProcessed: state.pagesProcessed + 1,
    consecutiveFailures: 0,
    seenPages: [...seenPages, fingerprint].slice(-SCRAPER_LIMITS.rememberedPages),
    ...(next ? { nextUrl: next.url, ...(next.guessed ? { nextIsGuess: true } : {}) } : {}),
  };
}

/** Copies the page's images into the shop's bucket, then imports its products. */
async function importPage(
  state: ImportState,
  scraped: PageExtraction['products'],
  fetchOptions: { allowPrivateTargets: boolean },
) {
  // A sync writes price and stock only: the images stay as they are.
  if (state.runMode === 'sync') return writePage(state, scraped);
  const { products, problems } = await copyProductImages(scraped, fetchOptions);
  if (problems.length > 0) logger.warn('Images not copied', { runId: state.runId, problems });
  return writePage(state, products);
}

/** Closes the run as its figures say (core: a run that read no product failed). */
async function finish(state: ImportState): Promise<void> {
  const run = await getRun(state.runId);
  await finishRun(state.runId, run ? judgeFinishedRun(run.stats.productsFound) : { status: 'succeeded' });
}

/** Entry of the task function; `event` is the `Payload` the state machine sends. */
/** A scheduled sync the tool could not take on ends at once, with nothing to read. */
async function beginRun(state: ImportState): Promise<ImportState> {
  const ready = await prepareRunState(state);
  if (!ready) {
    const { nextUrl: _none, ...rest } = state;
    return { ...rest, runId: '', skipped: true };
  }
  return begin(ready);
}

export const handler = createWorkflowTask('Scrape', {
  begin: beginRun,
  page: readPage,
  finish: async (state) => {
    await finishRunMode(state);
    await finish(state);
  },
});

/**
 * The task function of the scraper state machine (not an HTTP route). Steps:
 * - begin: checks robots.txt and the address, reads the start page, and picks how the store is read
 *   (JSON-LD/HTML pages, or the platform's catalogue JSON when the page has no JSON-LD products);
 * - page: reads one page, imports its products, adds the page's figures to the run, queues the product
 *   pages it leads to (or, for a big sitemap, writes them to S3 for the Distributed Map);
 * - product (inline Map) reads one product page (a sync asks conditionally: an unchanged page is
 *   neither parsed nor written); products writes what the Map read;
 * - productChunk (a sync's inline Map) reads a chunk of product pages one after another and writes
 *   what changed (a sync's pages mostly answer 304: one task per page would cost more than the page);
 * - listedProduct (Distributed Map, AWS only) reads and writes one product page of a big store;
 * - finish / fail: closes the run and frees the lock.
 */
import {
  extractHtmlPage,
  extractPlatformPage,
  detectPlatformHints,
  shouldUsePlatform,
} from '../../core/scraper/extract-products.js';
import { getNextPage, isEndOfListing, judgeFinishedRun } from '../../core/scraper/crawl-end.js';
import { readStorePage, toDisagreementNotes } from '../../core/scraper/store-page.js';
import { afterFailure } from '../../core/scraper/page-failure.js';
import { getPlatformCatalogueUrl, orderPlatforms } from '../../core/scraper/platform-catalogue.js';
import {
  fingerprintPage,
  getDelaySeconds,
  queueProductPages,
  requeueProductPages,
  takeProductBatch,
  takeProductListPages,
  type ImportState,
  type ListedProductTask,
  type ProductChunkResult,
  type ProductChunkTask,
  type ProductWriteContext,
  type ProductPageResult,
  type ProductPageTask,
} from '../../core/scraper/run-state.js';
import { productKeys, type PageExtraction, type SkippedItem } from '../../core/scraper/scraped-product.js';
import { SCRAPER_LIMITS } from '../../core/scraper/scraper-limits.js';
import { SCRAPER_STATUS_TEXT } from '../../core/scraper/scraper-messages.js';
import { copyProductImages } from '../../data/imported-images.js';
import { writeProductList } from '../../data/product-lists.js';
import { finishRun, getRun, recordPageProgress } from '../../data/scrape-runs.js';
import {
  BlockedAddressError,
  FetchPageError,
  fetchPage,
  getCrawlDelaySeconds,
  isAllowedByRobots,
} from '../../data/store-fetcher.js';
import { logger } from '../../shared/powertools.js';
import { readProductChunk, readProductPageTask } from '../../services/scraper/read-product-page.js';
import {
  finishRunMode,
  prepareRunState,
  recordUnchangedPages,
  writePage,
} from '../../services/scraper/scrape-run-modes.js';
import {
  RobotsDisallowedError,
  ScrapeRefusedError,
  allowsPrivateTargets,
  getConfiguredDelaySeconds,
  withRetryableErrors,
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
          runMode: state.runMode ?? 'import',
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
    runMode: state.runMode ?? 'import',
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
  let leads: { productUrls: string[]; sitemaps: string[]; notes: SkippedItem[] } = {
    productUrls: [],
    sitemaps: [],
    notes: [],
  };
  try {
    if (!(await isAllowedByRobots(url, fetchOptions)))
      throw new FetchPageError('robots.txt does not allow this page');
    const page = await fetchPage(url, {
      ...fetchOptions,
      ...(state.mode === 'html' ? {} : { accept: 'application/json' }),
    });
    if (state.mode === 'html') {
      const { extraction: read, ...rest } = readStorePage(page.text, page.url);
      extraction = read;
      leads = rest;
    } else {
      extraction = extractPlatformPage(state.mode, page.text, page.url);
    }
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
  const outcome =
    extraction.products.length === 0
      ? { productsFound: 0 }
      : repeated
        ? { productsFound: 0, duplicates: extraction.products.length }
        : await importPage(state, extraction.products, fetchOptions);
  await recordPageProgress(state.runId, {
    ...outcome,
    skipped: [
      ...(extraction.skipped ?? []),
      ...leads.notes,
      ...('skipped' in outcome ? (outcome.skipped ?? []) : []),
    ],
  });
  // A list the Distributed Map has read is done with.
  const { nextUrl: _read, pendingListings = [], productList: _listed, ...rest } = unguessed;
  // The product pages the page leads to go to the Map (each once in the run).
  const queued = queueProductPages(rest, leads.productUrls);
  const listed = takeProductListPages(queued.state, leads.productUrls.length);
  const productList = listed
    ? await listProductPages(listed.state, listed.urls, leads.productUrls.length)
    : {};
  const listings = [...pendingListings, ...leads.sitemaps];
  const following = getNextPage({
    url,
    productCount: extraction.products.length,
    newProductCount: outcome.productsFound,
    productLinkCount: leads.productUrls.length,
    newProductLinkCount: queued.added,
    repeated,
    nextUrl: extraction.nextUrl,
    nextIsGuess: extraction.nextIsGuess,
  });
  // Where the listing ends, the next sitemap or listing the run was led to, if any.
  const next = following ?? (listings.length > 0 ? { url: listings.shift()!, guessed: false } : undefined);
  return {
    ...(listed?.state ?? queued.state),
    ...productList,
    pagesProcessed: state.pagesProcessed + 1,
    consecutiveFailures: 0,
    seenPages: [...seenPages, fingerprint].slice(-SCRAPER_LIMITS.rememberedPages),
    ...(listings.length > 0 ? { pendingListings: listings } : {}),
    ...(next ? { nextUrl: next.url, ...(next.guessed ? { nextIsGuess: true } : {}) } : {}),
  };
}

/**
 * Writes a big listing's product pages to S3 for the Distributed Map (AWS only: see
 * `distributedCrawlThreshold`), and reports at once the pages over the run's budget.
 */
async function listProductPages(
  state: ImportState,
  urls: readonly string[],
  count: number,
): Promise<Pick<ImportState, 'productList'>> {
  if ((state.productPagesOverBudget ?? 0) > 0) {
    await recordPageProgress(state.runId, {
      pages: 0,
      failures: [SCRAPER_STATUS_TEXT.pageBudgetSpent(state.productPagesOverBudget ?? 0)],
    });
  }
  if (urls.length === 0) return {};
  const { bucket, key } = await writeProductList(state.runId, urls);
  const run: ProductWriteContext = {
    runId: state.runId,
    activeOnImport: state.activeOnImport,
    ...(state.runMode ? { runMode: state.runMode } : {}),
    ...(state.currency ? { currency: state.currency } : {}),
  };
  return { productList: { bucket, key, count, run } };
}

/**
 * One product page of the Distributed Map: read and written at once (its results stay out of the
 * machine's state), its figures and failure added to the run. Returns nothing the Map keeps.
 */
async function readListedProductTask(task: ListedProductTask): Promise<Record<string, never>> {
  const fetchOptions = { allowPrivateTargets: allowsPrivateTargets() };
  const result = await readProductPageTask(
    { url: task.url, runId: task.run.runId, ...(task.run.runMode ? { runMode: task.run.runMode } : {}) },
    fetchOptions,
  );
  if (result.unchanged) {
    await recordPageProgress(task.run.runId, {
      ...(await recordUnchangedPages(task.run, [result.unchanged.productId])),
      pages: 1,
    });
    return {};
  }
  const outcome = result.product
    ? await importPage(task.run, [result.product], fetchOptions)
    : { productsFound: 0 };
  await recordPageProgress(task.run.runId, {
    ...outcome,
    pages: 1,
    failures: result.failure ? [`${result.url}: ${result.failure}`] : [],
    skipped: [
      ...(result.product ? toDisagreementNotes(result.product.name, result.disagreements ?? []) : []),
      ...('skipped' in outcome ? (outcome.skipped ?? []) : []),
    ],
  });
  return {};
}

/**
 * Writes the products the Map read (images copied, as a page's), lists every product page that
 * failed with its reason, then hands the Map the next batch. A sync's chunks were written by their
 * own tasks: they give back only the pages they had no time for (queued again) or, when a chunk's
 * task failed, its pages.
 */
async function writeProductPages(
  state: ImportState & { productResults?: (ProductPageResult | ProductChunkResult)[] },
): Promise<ImportState> {
  const { productResults = [], ...rest } = state;
  const pages = productResults.filter((result): result is ProductPageResult => 'url' in result);
  const chunks = productResults.filter((result): result is ProductChunkResult => !('url' in result));
  await recordProductResults(rest, [
    ...pages,
    ...chunks.flatMap((chunk) =>
      (chunk.failedUrls ?? []).map((url) => ({
        url,
        failure: chunk.failure ?? 'the page could not be read',
      })),
    ),
  ]);
  const next = takeProductBatch(
    requeueProductPages(
      rest,
      chunks.flatMap((chunk) => chunk.unread ?? []),
    ),
  );
  if (
    !next.productBatch &&
    !next.productChunks &&
    (next.productPagesOverBudget ?? 0) > 0 &&
    next.productQueue === undefined
  ) {
    await recordPageProgress(state.runId, {
      pages: 0,
      failures: [SCRAPER_STATUS_TEXT.pageBudgetSpent(next.productPagesOverBudget ?? 0)],
    });
    const { productPagesOverBudget: _reported, ...done } = next;
    return done;
  }
  return next;
}

/** Writes what product pages read and adds their figures, failures and notes to the run. */
async function recordProductResults(
  run: ProductWriteContext,
  productResults: readonly ProductPageResult[],
): Promise<void> {
  const fetchOptions = { allowPrivateTargets: allowsPrivateTargets() };
  const products = productResults.flatMap((result) => (result.product ? [result.product] : []));
  const failures = productResults.flatMap((result) =>
    result.failure ? [`${result.url}: ${result.failure}`] : [],
  );
  const notes = productResults.flatMap((result) =>
    result.product ? toDisagreementNotes(result.product.name, result.disagreements ?? []) : [],
  );
  const outcome = products.length > 0 ? await importPage(run, products, fetchOptions) : { productsFound: 0 };
  const unchanged = productResults.flatMap((result) =>
    result.unchanged ? [result.unchanged.productId] : [],
  );
  await recordPageProgress(run.runId, {
    ...outcome,
    pages: productResults.length - unchanged.length,
    failures,
    skipped: [...notes, ...('skipped' in outcome ? (outcome.skipped ?? []) : [])],
  });
  if (unchanged.length > 0) {
    await recordPageProgress(run.runId, {
      ...(await recordUnchangedPages(run, unchanged)),
      pages: unchanged.length,
    });
  }
}

/**
 * A sync's chunk of product pages (inline Map): read one after another, then written here, so only
 * the pages it had no time for go back to the machine's state.
 */
async function readProductChunkTask(
  task: ProductChunkTask & { delaySeconds: number },
): Promise<ProductChunkResult> {
  const { results, unread } = await readProductChunk(task, { allowPrivateTargets: allowsPrivateTargets() });
  await recordProductResults(task.run, results);
  return unread.length > 0 ? { unread } : {};
}

/** Copies the page's images into the shop's bucket, then imports its products. */
async function importPage(
  state: ProductWriteContext,
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

/** A scheduled sync the tool could not take on ends at once, with nothing to read. */
async function beginRun(state: ImportState): Promise<ImportState> {
  const ready = await prepareRunState(state);
  if (!ready) {
    const { nextUrl: _none, ...rest } = state;
    return { ...rest, runId: '', skipped: true };
  }
  return begin(ready);
}

const workflow = createWorkflowTask('Scrape', {
  begin: beginRun,
  page: readPage,
  products: writeProductPages,
  finish: async (state) => {
    await finishRunMode(state);
    await finish(state);
  },
});

/** Entry of the task function; `event` is the `Payload` the state machine sends. */
export function handler(
  event:
    | Parameters<typeof workflow>[0]
    | { step: 'product'; state: ProductPageTask }
    | { step: 'productChunk'; state: { chunk: ProductChunkTask; delaySeconds: number } }
    | { step: 'listedProduct'; state: ListedProductTask },
): Promise<ImportState | ProductPageResult | ProductChunkResult> {
  if (event.step === 'product') {
    return readProductPageTask(event.state as ProductPageTask, {
      allowPrivateTargets: allowsPrivateTargets(),
    });
  }
  if (event.step === 'productChunk') {
    const { chunk, delaySeconds } = event.state as { chunk: ProductChunkTask; delaySeconds: number };
    return withRetryableErrors(() => readProductChunkTask({ ...chunk, delaySeconds }));
  }
  if (event.step === 'listedProduct') {
    return withRetryableErrors(() => readListedProductTask(event.state as ListedProductTask));
  }
  return workflow(event as Parameters<typeof workflow>[0]);
}

/**
 * What the import machine's tasks do differently per run mode: the start of a scheduled sync (which
 * arrives without a run), how a page's products are written (import, preview or sync), and the
 * sync's last step (products the store no longer lists go out of stock).
 */
import { SCRAPER } from '../../core/scraper/scraper-options.js';
import { readWholeStore } from '../../core/scraper/crawl-end.js';
import { getNextSyncAt, getStoreOrigin } from '../../core/scraper/import-store.js';
import type { ImportState, ProductWriteContext } from '../../core/scraper/run-state.js';
import type { ScrapedProduct } from '../../core/scraper/scraped-product.js';
import { markSyncSeen, markVanishedProducts } from '../../data/catalogue-sync.js';
import { stagePreviewPage } from '../../data/import-preview.js';
import { getImportStore, saveImportStore } from '../../data/import-stores.js';
import { getRun, setVanishedCount, startRunWithLock, type PageProgress } from '../../data/scrape-runs.js';
import { logger } from '../../shared/powertools.js';
import { importScrapedProducts, prepareImport } from './import-scraped-products.js';
import { buildRun } from './start-scrape-run.js';
import { syncScrapedProducts } from './sync-scraped-products.js';

/**
 * Readies the state before the machine's begin step: a scheduled sync records its run (or is skipped
 * when the tool is busy or the schedule is gone), and every run learns its store's currency setting.
 */
export async function prepareRunState(state: ImportState): Promise<ImportState | undefined> {
  const store = state.storeId ? await getImportStore(state.storeId) : undefined;
  if (!state.scheduled || state.runId) {
    return store ? { ...state, currency: store.currency } : state;
  }
  if (!store || store.syncIntervalHours === null) return undefined;
  const now = Date.now();
  const run = buildRun(
    {
      kind: 'import',
      mode: 'sync',
      url: store.startUrl,
      maxPages: SCRAPER.maxMaxPages,
      activeOnImport: false,
    },
    now,
  );
  const outcome = await startRunWithLock(run, now);
  const nextSyncAt = getNextSyncAt(store.syncIntervalHours, new Date(now));
  await saveImportStore({
    ...store,
    ...(nextSyncAt ? { nextSyncAt } : {}),
    ...(outcome.started ? { lastSyncRunId: run.id } : {}),
  });
  if (!outcome.started) {
    logger.info('Scheduled sync skipped: another run holds the tool', { storeId: store.id });
    return undefined;
  }
  return {
    ...state,
    runId: run.id,
    startUrl: store.startUrl,
    maxPages: run.maxPages,
    activeOnImport: false,
    mode: 'html',
    consecutiveFailures: 0,
    runMode: 'sync',
    currency: store.currency,
  };
}

/** Writes one page's products as the run's mode says; returns the page's figures for the run. */
export async function writePage(
  state: ProductWriteContext,
  products: readonly ScrapedProduct[],
): Promise<PageProgress> {
  const currency = state.currency ? { currency: state.currency } : {};
  if (state.runMode === 'sync') {
    const { failure, ...review } = await syncScrapedProducts(state.runId, products, currency);
    return {
      productsFound: products.length,
      productsUpdated: review.changed,
      review,
      ...(failure ? { failure } : {}),
    };
  }
  if (state.runMode === 'preview') {
    const prepared = await prepareImport(products, {
      activeOnImport: state.activeOnImport,
      createTaxonomy: false,
      ...currency,
    });
    const review = await stagePreviewPage(state.runId, prepared.planned);
    // Items without a price are staged too, and counted and named in the run's report.
    return { productsFound: products.length, review, skipped: prepared.skipped };
  }
  return importScrapedProducts(products, {
    activeOnImport: state.activeOnImport,
    runId: state.runId,
    ...currency,
  });
}

/**
 * Product pages a sync found unchanged (a 304, or the same product read again): nothing is written,
 * each product counts as found, seen (so it is not marked vanished) and unchanged.
 */
export async function recordUnchangedPages(
  state: ProductWriteContext,
  productIds: readonly string[],
): Promise<PageProgress> {
  if (productIds.length === 0) return { productsFound: 0 };
  await markSyncSeen(state.runId, productIds);
  return { productsFound: productIds.length, review: { unchanged: productIds.length } };
}

/**
 * The sync's last step: when it read the whole store (no page left unread, none failed, products
 * found), the store's products it did not see are marked out of stock. A partial read marks nothing:
 * a page that failed must not empty the shop.
 */
export async function finishRunMode(state: ImportState): Promise<void> {
  if (state.runMode !== 'sync' || state.nextUrl !== undefined) return;
  const run = await getRun(state.runId);
  if (
    !run ||
    !readWholeStore(state.nextUrl, { pagesFailed: run.pagesFailed, productsFound: run.stats.productsFound })
  ) {
    return;
  }
  const vanished = await markVanishedProducts(state.runId, getStoreOrigin(state.startUrl));
  await setVanishedCount(state.runId, vanished);
}

/**
 * One product page of a run, read whole: the Map's product task. A sync asks the store
 * conditionally with what the page answered last time (kept on the product's source record): a 304,
 * or the same product read again (same content hash), is "unchanged" at once: no parse, no image
 * copy, no write. Every product read carries its page's answer so the write keeps it for next time.
 */
import { createHash } from 'node:crypto';
import { normaliseSourceUrl } from '../../core/scraper/import-plan.js';
import { readProductPage } from '../../core/scraper/product-page.js';
import type { ProductChunkTask, ProductPageResult, ProductPageTask } from '../../core/scraper/run-state.js';
import type { ScrapedProduct } from '../../core/scraper/scraped-product.js';
import { SCRAPER_LIMITS } from '../../core/scraper/scraper-limits.js';
import { SCRAPER_STATUS_TEXT } from '../../core/scraper/scraper-messages.js';
import { getSourceRecord, getSourceRecords, type SourceRecord } from '../../data/catalogue-import.js';
import { fetchPage, isAllowedByRobots } from '../../data/store-fetcher.js';
import { logger } from '../../shared/powertools.js';

/** The hash of a product as read from its page (the same page read twice gives the same hash). */
function hashProduct(product: ScrapedProduct): string {
  return createHash('sha256').update(JSON.stringify(product)).digest('hex');
}

/** The source record of the product the page is of, when a sync may skip an unchanged page. */
async function findSourceRecord(url: string): Promise<SourceRecord | undefined> {
  try {
    return await getSourceRecord(url);
  } catch (error) {
    // Without it the page is simply read in full.
    logger.warn('Source record not read', { url, error: (error as Error).message });
    return undefined;
  }
}

/**
 * Reads one product page. `records`: the source records of a chunk's pages, read together
 * beforehand (a page without one has no record); without it a sync reads the page's own record.
 */
export async function readProductPageTask(
  task: ProductPageTask,
  fetchOptions: { allowPrivateTargets: boolean },
  records?: ReadonlyMap<string, SourceRecord>,
): Promise<ProductPageResult> {
  try {
    if (!(await isAllowedByRobots(task.url, fetchOptions))) {
      return { url: task.url, failure: 'robots.txt does not allow this page' };
    }
    const sync = task.runMode === 'sync';
    const known = !sync ? undefined : records ? records.get(task.url) : await findSourceRecord(task.url);
    const page = await fetchPage(task.url, {
      ...fetchOptions,
      ...(known?.page ? { validators: known.page } : {}),
    });
    if (page.status === 304 && known) return { url: task.url, unchanged: { productId: known.productId } };
    const reading = readProductPage(page.text, page.url);
    if (!reading) return { url: task.url, failure: SCRAPER_STATUS_TEXT.noProductOnPage };
    const contentHash = hashProduct(reading.product);
    // The product's record is kept under its own address, which may not be the link followed.
    const record =
      sync && normaliseSourceUrl(reading.product.sourceUrl) !== normaliseSourceUrl(task.url)
        ? await findSourceRecord(reading.product.sourceUrl)
        : known;
    const sameAnswer =
      record?.page?.contentHash === contentHash &&
      record.page.etag === page.etag &&
      record.page.lastModified === page.lastModified;
    if (sync && record && sameAnswer) return { url: task.url, unchanged: { productId: record.productId } };
    const product: ScrapedProduct = {
      ...reading.product,
      page: {
        contentHash,
        ...(page.etag ? { etag: page.etag } : {}),
        ...(page.lastModified ? { lastModified: page.lastModified } : {}),
      },
    };
    return { url: task.url, product, disagreements: reading.disagreements };
  } catch (error) {
    logger.warn('Product page failed', { runId: task.runId, url: task.url, error: (error as Error).message });
    return { url: task.url, failure: (error as Error).message };
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A sync's chunk of product pages, read one after another by one task (the chunk's Map item paused
 * before the first; the polite delay is kept between the others), their source records read by one
 * BatchGet. A page is started only within the chunk's first `pageTimeoutMs`, so the task ends within
 * its function's timeout as a one-page task does; the pages left are given back `unread`.
 */
export async function readProductChunk(
  task: ProductChunkTask & { delaySeconds: number },
  fetchOptions: { allowPrivateTargets: boolean },
): Promise<{ results: ProductPageResult[]; unread: string[] }> {
  const startedAt = Date.now();
  const records = await getSourceRecords(task.urls).catch((error: unknown) => {
    // Without them each page reads its own record.
    logger.warn('Source records not read', { runId: task.run.runId, error: (error as Error).message });
    return undefined;
  });
  const results: ProductPageResult[] = [];
  for (const [index, url] of task.urls.entries()) {
    if (index > 0 && task.delaySeconds > 0) await sleep(task.delaySeconds * 1000);
    if (index > 0 && Date.now() - startedAt >= SCRAPER_LIMITS.pageTimeoutMs) {
      return { results, unread: task.urls.slice(index) };
    }
    results.push(
      await readProductPageTask(
        { url, runId: task.run.runId, ...(task.run.runMode ? { runMode: task.run.runMode } : {}) },
        fetchOptions,
        records,
      ),
    );
  }
  return { results, unread: [] };
}

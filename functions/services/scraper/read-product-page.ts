/**
 * One product page of a run, read whole: the Map's product task. A sync asks the store
 * conditionally with what the page answered last time (kept on the product's source record): a 304,
 * or the same product read again (same content hash), is "unchanged" at once: no parse, no image
 * copy, no write. Every product read carries its page's answer so the write keeps it for next time.
 */
import { createHash } from 'node:crypto';
import { normaliseSourceUrl } from '../../core/scraper/import-plan.js';
import { readProductPage } from '../../core/scraper/product-page.js';
import type { ProductPageResult, ProductPageTask } from '../../core/scraper/run-state.js';
import type { ScrapedProduct } from '../../core/scraper/scraped-product.js';
import { SCRAPER_STATUS_TEXT } from '../../core/scraper/scraper-messages.js';
import { getSourceRecord, type SourceRecord } from '../../data/catalogue-import.js';
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

export async function readProductPageTask(
  task: ProductPageTask,
  fetchOptions: { allowPrivateTargets: boolean },
): Promise<ProductPageResult> {
  try {
    if (!(await isAllowedByRobots(task.url, fetchOptions))) {
      return { url: task.url, failure: 'robots.txt does not allow this page' };
    }
    const sync = task.runMode === 'sync';
    const known = sync ? await findSourceRecord(task.url) : undefined;
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

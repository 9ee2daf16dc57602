/**
 * A sync run's page: the store's products already in the catalogue get the store's price and stock
 * (nothing else), each seen product is recorded for the run's last step, and the page's counts
 * (`new`: listed on the store but not in the catalogue) go to the run's review. A product read from
 * its own page keeps that page's answer (ETag, Last-Modified, content hash) on its source record.
 */
import { runActor, stampChange } from '../../core/catalogue/product-history.js';
import type { SourceCurrency } from '../../core/pricing/pricing-rules.js';
import { applySyncedFields, diffProducts } from '../../core/scraper/product-changes.js';
import type { ReviewCounts } from '../../core/scraper/scrape-run.js';
import type { ScrapedProduct } from '../../core/scraper/scraped-product.js';
import { recordPageValidators, writeImportedProducts } from '../../data/catalogue-import.js';
import { markSyncSeen } from '../../data/catalogue-sync.js';
import { prepareImport } from './import-scraped-products.js';

/** Syncs one page; returns its counts (`new`: listed on the store but not in the catalogue). */
export async function syncScrapedProducts(
  runId: string,
  scraped: readonly ScrapedProduct[],
  options: { currency?: SourceCurrency },
): Promise<ReviewCounts & { failure?: string }> {
  const counts: ReviewCounts = { new: 0, changed: 0, unchanged: 0, vanished: 0 };
  const prepared = await prepareImport(scraped, {
    activeOnImport: false,
    createTaxonomy: false,
    ...(options.currency ? { currency: options.currency } : {}),
  });
  const now = new Date().toISOString();
  const updates = prepared.planned.flatMap((plan) => {
    if (!plan.existing) {
      counts.new += 1;
      return [];
    }
    const product = applySyncedFields(plan.existing, plan.product, now);
    const diff = diffProducts(plan.existing, product);
    counts[diff.kind === 'changed' ? 'changed' : 'unchanged'] += 1;
    return [{ product, diff, page: plan.scraped.page }];
  });
  const changed = updates.filter((update) => update.diff.kind === 'changed');
  const { errors } = await writeImportedProducts(
    changed.map((update) => ({
      product: update.product,
      isNew: false,
      ...(update.page ? { page: update.page } : {}),
    })),
    stampChange('sync', runActor('sync', runId)),
  );
  // A page read again with nothing to write keeps its new answer, so the next sync gets a 304.
  await Promise.all(
    updates.flatMap((update) =>
      update.diff.kind !== 'changed' && update.page && update.product.source_url
        ? [recordPageValidators(update.product.source_url, update.page)]
        : [],
    ),
  );
  await markSyncSeen(
    runId,
    updates.map((update) => update.product.id),
  );
  return {
    ...counts,
    ...(errors.length > 0 ? { failure: `${errors.length} products not saved (${errors[0]})` } : {}),
  };
}

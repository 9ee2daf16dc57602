/** What a preview's staged products would become if published now. */
import type { PricingSettings } from '../../core/pricing/pricing-rules.js';
import type { StagedPlan, StagedProduct } from '../../core/scraper/product-changes.js';
import type { ScrapeRun } from '../../core/scraper/scrape-run.js';
import { findImportStore } from '../../data/import-stores.js';
import { prepareImport } from './import-scraped-products.js';

/**
 * The import step's plan of staged products as of now: today's pricing settings (or `settings`),
 * the store's currency setting and the catalogue as it is, without creating brands or categories.
 * Keyed by the staged product; one the plan skipped (met twice) is absent.
 */
export async function planStagedProducts(
  run: Pick<ScrapeRun, 'url' | 'activeOnImport'>,
  staged: readonly StagedProduct[],
  settings?: PricingSettings,
): Promise<Map<StagedProduct, StagedPlan>> {
  const store = run.url ? await findImportStore(run.url) : undefined;
  const prepared = await prepareImport(
    staged.map((product) => product.scraped),
    {
      activeOnImport: run.activeOnImport,
      createTaxonomy: false,
      ...(store ? { currency: store.currency } : {}),
      ...(settings ? { settings } : {}),
    },
  );
  const byScraped = new Map(prepared.planned.map((plan) => [plan.scraped, plan]));
  const plans = new Map<StagedProduct, StagedPlan>();
  for (const product of staged) {
    const plan = byScraped.get(product.scraped);
    if (plan) plans.set(product, plan);
  }
  return plans;
}

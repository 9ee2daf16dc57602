/**
 * POST /api/admin/scrapes/{id}/publish: writes a finished preview's staged products (all, or the
 * SKUs chosen) through the same import step as an import, so brands, categories, SKU guards and the
 * catalogue change log stay as an import leaves them. The prices written are the ones staff saw:
 * the request carries them, and any that the pricing of now would change is a 409 before anything is
 * written. Items without a price ("call for price") are never published, and the answer names them.
 */
import { RuleViolation } from '../../core/rule-violation.js';
import { REVIEW_MESSAGES } from '../../core/scraper/review-messages.js';
import { getPreviewState, publishPreviewSchema, scrapeParamsSchema } from '../../core/scraper/scrape-run.js';
import { SCRAPER_STATUS_TEXT } from '../../core/scraper/scraper-messages.js';
import { importScrapedProducts } from '../../services/scraper/import-scraped-products.js';
import { findImportStore } from '../../data/import-stores.js';
import { listStagedProducts, markStagedPublished } from '../../data/import-preview.js';
import { planStagedProducts } from '../../services/scraper/plan-staged-products.js';
import { getPricingSettings } from '../../data/pricing-settings.js';
import { getRun, setPublished } from '../../data/scrape-runs.js';
import { createHttpHandler } from '../../shared/http-handler.js';

export const handler = createHttpHandler(
  { auth: 'admin', groups: ['admin'], params: scrapeParamsSchema, body: publishPreviewSchema },
  async ({ params, body }) => {
    const run = await getRun(params.id);
    if (!run) throw new RuleViolation('not-found', SCRAPER_STATUS_TEXT.notFound);
    if (run.mode !== 'preview') throw new RuleViolation('conflict', REVIEW_MESSAGES.notAPreview);
    if (run.status === 'running') throw new RuleViolation('conflict', REVIEW_MESSAGES.previewRunning);
    if (getPreviewState(run, Date.now()) !== 'open')
      throw new RuleViolation('conflict', REVIEW_MESSAGES.previewClosed);
    const open = (await listStagedProducts(run.id)).filter((product) => !product.published);
    const bySku = new Map(open.map((product) => [product.sku.toLowerCase(), product]));
    const unknown = body.skus.filter((sku) => !bySku.has(sku.toLowerCase()));
    if (!body.all && unknown.length > 0)
      throw new RuleViolation('invalid', REVIEW_MESSAGES.unknownSkus(unknown));
    const chosen = body.all ? open : [...new Set(body.skus.map((sku) => bySku.get(sku.toLowerCase())!))];

    // One reading of the pricing for the check and the write: what was checked is what is written.
    const settings = await getPricingSettings();
    const plans = await planStagedProducts(run, open, settings);
    const seen = new Map(Object.entries(body.prices).map(([sku, price]) => [sku.toLowerCase(), price]));
    const priced = chosen.filter((product) => plans.get(product)?.breakdown !== undefined);
    const moved = priced.some(
      (product) => seen.get(product.sku.toLowerCase()) !== plans.get(product)!.breakdown!.sellingPrice,
    );
    if (moved) throw new RuleViolation('conflict', REVIEW_MESSAGES.pricesChanged);
    const noPrice = chosen.filter((product) => !priced.includes(product));

    const store = run.url ? await findImportStore(run.url) : undefined;
    const outcome =
      priced.length > 0
        ? await importScrapedProducts(
            priced.map((product) => product.scraped),
            {
              activeOnImport: run.activeOnImport,
              runId: run.id,
              settings,
              ...(store ? { currency: store.currency } : {}),
            },
          )
        : undefined;
    const written = new Set((outcome?.writtenSkus ?? []).map((sku) => sku.toLowerCase()));
    const published = priced.filter((product) => written.has(product.sku.toLowerCase()));
    await markStagedPublished(
      run.id,
      published.map((product) => ({ sku: product.sku, breakdown: plans.get(product)!.breakdown })),
    );
    // Closed once everything that can be published is: what has no price never can be.
    const left = open.filter(
      (product) => plans.get(product)?.breakdown !== undefined && !published.includes(product),
    );
    if (published.length > 0) await setPublished(run.id, new Date().toISOString(), left.length === 0);
    const count = (outcome?.productsInserted ?? 0) + (outcome?.productsUpdated ?? 0);
    return {
      message: REVIEW_MESSAGES.published(
        count,
        noPrice.map((product) => product.name),
      ),
      productsInserted: outcome?.productsInserted ?? 0,
      productsUpdated: outcome?.productsUpdated ?? 0,
      notPublished: noPrice.map((product) => product.sku),
      ...(outcome?.failure ? { failure: outcome.failure } : {}),
    };
  },
);

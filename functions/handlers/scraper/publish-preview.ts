/**
 * POST /api/admin/scrapes/{id}/publish: writes a finished preview's staged products (all, or the
 * SKUs chosen) through the same import step as an import, so brands, categories, SKU guards and the
 * catalogue change log stay as an import leaves them.
 */
import { RuleViolation } from '../../core/rule-violation.js';
import { REVIEW_MESSAGES } from '../../core/scraper/review-messages.js';
import { publishPreviewSchema, scrapeParamsSchema } from '../../core/scraper/scrape-run.js';
import { SCRAPER_STATUS_TEXT } from '../../core/scraper/scraper-messages.js';
import { importScrapedProducts } from '../../data/catalogue-import.js';
import { listStagedProducts, markStagedPublished } from '../../data/import-preview.js';
import { findImportStore } from '../../data/import-stores.js';
import { getRun, setPublished } from '../../data/scrape-runs.js';
import { NotFoundError } from '../../shared/http-errors.js';
import { createHttpHandler } from '../../shared/http-handler.js';

export const handler = createHttpHandler(
  { auth: 'admin', groups: ['admin'], params: scrapeParamsSchema, body: publishPreviewSchema },
  async ({ params, body }) => {
    const run = await getRun(params.id);
    if (!run) throw new NotFoundError(SCRAPER_STATUS_TEXT.notFound);
    if (run.mode !== 'preview') throw new RuleViolation('conflict', REVIEW_MESSAGES.notAPreview);
    if (run.status === 'running') throw new RuleViolation('conflict', REVIEW_MESSAGES.previewRunning);
    const staged = (await listStagedProducts(run.id)).filter((product) => !product.published);
    const bySku = new Map(staged.map((product) => [product.sku.toLowerCase(), product]));
    const unknown = body.skus.filter((sku) => !bySku.has(sku.toLowerCase()));
    if (!body.all && unknown.length > 0)
      throw new RuleViolation('invalid', REVIEW_MESSAGES.unknownSkus(unknown));
    const chosen = body.all ? staged : body.skus.map((sku) => bySku.get(sku.toLowerCase())!);
    const store = run.url ? await findImportStore(run.url) : undefined;
    const outcome = await importScrapedProducts(
      chosen.map((product) => product.scraped),
      {
        activeOnImport: run.activeOnImport,
        runId: run.id,
        ...(store ? { currency: store.currency } : {}),
      },
    );
    await markStagedPublished(
      run.id,
      chosen.map((product) => product.sku),
    );
    await setPublished(run.id, new Date().toISOString());
    return {
      message: REVIEW_MESSAGES.published(outcome.productsInserted + outcome.productsUpdated),
      ...outcome,
    };
  },
);

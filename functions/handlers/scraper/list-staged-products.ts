/**
 * GET /api/admin/scrapes/{id}/products: a preview's staged products with their differences, priced
 * and compared with the catalogue as of now (a pricing change shows at once, as Publish would write
 * it), each with its stock and first image.
 */
import { viewStagedProduct } from '../../core/scraper/product-changes.js';
import { scrapeParamsSchema } from '../../core/scraper/scrape-run.js';
import { SCRAPER_STATUS_TEXT } from '../../core/scraper/scraper-messages.js';
import { RuleViolation } from '../../core/rule-violation.js';
import { listStagedProducts } from '../../data/import-preview.js';
import { planStagedProducts } from '../../services/scraper/plan-staged-products.js';
import { getRun } from '../../data/scrape-runs.js';
import { createHttpHandler } from '../../shared/http-handler.js';

export const handler = createHttpHandler(
  { auth: 'admin', groups: ['admin'], params: scrapeParamsSchema },
  async ({ params }) => {
    const run = await getRun(params.id);
    if (!run) throw new RuleViolation('not-found', SCRAPER_STATUS_TEXT.notFound);
    const staged = await listStagedProducts(params.id);
    const plans = await planStagedProducts(run, staged);
    const order = { changed: 0, new: 1, unchanged: 2 } as const;
    return {
      products: staged
        .map((product) => viewStagedProduct(product, plans.get(product)))
        .sort((a, b) => order[a.kind] - order[b.kind] || a.name.localeCompare(b.name, 'en')),
    };
  },
);

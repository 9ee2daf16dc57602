/**
 * `npx tsx tests/bench/link-preview.bench.ts`: the work of the link-preview pages and of a faceted
 * list at 20,000 products, in this process: the warm catalogue index built from the sample catalogue
 * and its variants, then per request what the handlers do after the version-stamp read every
 * catalogue request makes (see `npm run bench:catalogue` for that read and for HTTP under load):
 * look the product up, build its tags and JSON-LD, and fill the built index.html (a bare shell when
 * `web/dist` is not built). Prints p50 and p99 per scenario against the 50 ms goal.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { CatalogueIndex } from '../../functions/core/catalogue/catalogue-index.js';
import { countInCategory } from '../../functions/core/catalogue/catalogue-other-routes.js';
import { catalogueQuerySchema } from '../../functions/core/catalogue/catalogue-query.js';
import { createCatalogueSearch } from '../../functions/core/catalogue/catalogue-search.js';
import {
  describeCategoryPage,
  describeProductPage,
  renderBareShell,
  renderPreviewHtml,
} from '../../functions/core/seo/link-preview.js';
import { generateSampleCatalogue } from '../../infra/local/seed/generate-sample-catalogue.js';
import { createProductVariants } from './catalogue-variants.js';

const PRODUCTS = 20_000;
const RUNS = 5_000;
const GOAL_P99_MS = 50;
const ORIGIN = 'https://shop.example.com';

const sample = generateSampleCatalogue();
const active = sample.products.filter((p) => p.is_active);
const products = [...active, ...createProductVariants(active, PRODUCTS - active.length)];
const shell = await readFile(path.join(import.meta.dirname, '../../web/dist/index.html'), 'utf8').catch(() =>
  renderBareShell(),
);

const buildStart = performance.now();
const index = new CatalogueIndex(products, sample.brands, sample.categories);
const buildMs = performance.now() - buildStart;

function measure(name: string, call: (run: number) => unknown): void {
  for (let run = 0; run < 200; run += 1) call(run);
  const times: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    const start = performance.now();
    call(run);
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(times.length * q))]!;
  const p99 = at(0.99);
  console.log(
    `  ${name.padEnd(44)} p50 ${at(0.5).toFixed(3)} ms  p99 ${p99.toFixed(3)} ms  ${p99 < GOAL_P99_MS ? 'met' : 'MISSED'}`,
  );
}

const ids = products.map((p) => p.id);
const categories = sample.categories.filter((c) => c.is_active);
console.log(
  `\nLink-preview pages and facets: ${index.size} products, ${RUNS} runs each (index built in ${buildMs.toFixed(0)} ms), shell ${shell.length} bytes`,
);
measure('product page HTML', (run) => {
  const product = index.get(ids[(run * 7919) % ids.length]!)!;
  const card = index.toCard(product);
  const page = describeProductPage(
    { ...card, part_number: product.part_number, short_description: product.short_description },
    ORIGIN,
  );
  return renderPreviewHtml(shell, page, ORIGIN);
});
measure('category page HTML', (run) => {
  const category = categories[run % categories.length]!;
  return renderPreviewHtml(
    shell,
    describeCategoryPage(category, countInCategory(index, category.id)),
    ORIGIN,
  );
});
const faceted = catalogueQuerySchema.parse({
  category: 'computers',
  brand: 'lenovo,hp',
  min_price: '50000',
  max_price: '400000',
  in_stock: 'true',
});
measure('facets (category, 2 brands, price, stock)', () => JSON.stringify(index.query(faceted)));
const allFacets = catalogueQuerySchema.parse({ in_stock: 'true', deals: 'true' });
measure('facets over all 20,000 (stock, deals)', () => JSON.stringify(index.query(allFacets)));
const search = catalogueQuerySchema.parse({ search: 'notebooks', brand: 'lenovo' });
index.query(search, createCatalogueSearch);
measure('search with synonyms + brand facet', () =>
  JSON.stringify(index.query(search, createCatalogueSearch)),
);

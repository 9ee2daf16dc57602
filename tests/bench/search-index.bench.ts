/**
 * `npm run bench:search-index`: the in-memory half of a cold catalogue load, without the shop or
 * DynamoDB: N generated cards (`CATALOGUE_PRODUCTS`, default 20,000) encoded as the snapshot is,
 * then timed as a cold container runs them: decode, card index and first list, search index build,
 * first search. Prints wall and CPU time of each step (CPU is the fairer figure on a busy machine)
 * and the process's heap and RSS once everything is built: the memory a container needs for them.
 */
import os from 'node:os';
import { catalogueQuerySchema } from '../../functions/core/catalogue/catalogue-query.js';
import { CatalogueIndex } from '../../functions/core/catalogue/catalogue-index.js';
import { createCatalogueSearch } from '../../functions/core/catalogue/catalogue-search.js';
import { stampChange } from '../../functions/core/catalogue/product-history.js';
import { parseCardSource } from '../../functions/data/catalogue-reads.js';
import { decodeSnapshot, encodeSnapshot } from '../../functions/data/catalogue-snapshot-chunks.js';
import { toProductItem } from '../../functions/data/products.js';
import { generateSampleCatalogue } from '../../infra/local/seed/generate-sample-catalogue.js';
import { createProductVariants } from './catalogue-variants.js';
import { buildScenarioMix, MIX_KINDS, type MixKind } from './search-query-mix.js';

const PRODUCTS = Number(process.env.CATALOGUE_PRODUCTS ?? 20_000);
/** Distinct requests of the scenario mix (the catalogue bench's), answered in this process. */
const MIX_SIZE = 1000;
const mib = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MiB`;

/** Wall and CPU milliseconds of one step. */
async function time<T>(step: () => T | Promise<T>): Promise<{ value: T; wallMs: number; cpuMs: number }> {
  const cpu = process.cpuUsage();
  const start = performance.now();
  const value = await step();
  const used = process.cpuUsage(cpu);
  return { value, wallMs: performance.now() - start, cpuMs: (used.user + used.system) / 1000 };
}

const sample = generateSampleCatalogue();
const activeSample = sample.products.filter((product) => product.is_active).length;
const products = [...sample.products, ...createProductVariants(sample.products, PRODUCTS - activeSample)];
const stamp = stampChange('sample-data', 'bench');
const takenAt = new Date().toISOString();
const chunks = await encodeSnapshot({
  takenAt,
  changesFrom: takenAt,
  cards: products.map((product) => parseCardSource(toProductItem(product, stamp))),
  brands: sample.brands,
  categories: sample.categories,
});
const baseline = process.memoryUsage();

const decoded = await time(() => decodeSnapshot(chunks));
const snapshot = decoded.value!;
const listed = await time(() => {
  const index = new CatalogueIndex(snapshot.cards, snapshot.brands, snapshot.categories);
  index.query(catalogueQuerySchema.parse({}));
  return index;
});
const index = listed.value;
const withCards = process.memoryUsage();
const built = await time(() => index.prepareSearch(createCatalogueSearch));
const searched = await time(() =>
  index.query(catalogueQuerySchema.parse({ search: 'lenovo thinkpad' }), createCatalogueSearch),
);
const memory = process.memoryUsage();

const row = (name: string, step: { wallMs: number; cpuMs: number }) =>
  console.log(
    `  ${name.padEnd(44)} ${step.wallMs.toFixed(0).padStart(6)} ms wall ${step.cpuMs.toFixed(0).padStart(6)} ms CPU`,
  );
console.log(`Search index at ${index.size} products (${chunks.length} snapshot chunks)`);
row('snapshot decode (Brotli, JSON, parts in parallel)', decoded);
row('card index and the first list', listed);
row('search index build', built);
row(`first search (${searched.value.total} found)`, searched);
console.log(
  `  heap ${mib(memory.heapUsed)}: ${mib(withCards.heapUsed - baseline.heapUsed)} for the decoded cards and card index, ${mib(memory.heapUsed - withCards.heapUsed)} more for the search index; RSS ${mib(memory.rss)}`,
);

/**
 * The catalogue bench's scenario mix answered in this process as the list route does (query parsed,
 * index queried, response serialised), one after another: CPU and wall time per request by kind.
 */
const mix = buildScenarioMix(
  { cards: snapshot.cards, brands: snapshot.brands, categories: snapshot.categories },
  MIX_SIZE,
);
const answer = (query: Record<string, string>) => {
  const parsed = catalogueQuerySchema.parse(query);
  return JSON.stringify({ ...index.query(parsed, createCatalogueSearch), offset: parsed.offset });
};
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;
/**
 * Twice: the first pass meets every word for the first time since the index was built (the search
 * keeps each word's scores until the index changes), the second as a shop does once its shoppers'
 * words have come up (the whole results of only the last 32 queries are remembered).
 */
for (const pass of ['first pass (new words)', 'second pass']) {
  const perKind = new Map<MixKind, { cpuMs: number; wallMs: number[] }>(
    MIX_KINDS.map((kind) => [kind, { cpuMs: 0, wallMs: [] }]),
  );
  for (const request of mix) {
    const step = await time(() => answer(request.query));
    const figures = perKind.get(request.kind)!;
    figures.cpuMs += step.cpuMs;
    figures.wallMs.push(step.wallMs);
  }
  console.log(`Scenario mix of ${mix.length} distinct requests in this process, ${pass}:`);
  for (const [kind, figures] of perKind) {
    const sorted = [...figures.wallMs].sort((a, b) => a - b);
    console.log(
      `  ${kind.padEnd(8)} ${String(sorted.length).padStart(4)} requests: CPU ${(figures.cpuMs / sorted.length).toFixed(2)} ms/request; wall p50 ${percentile(sorted, 0.5).toFixed(2)} ms, p99 ${percentile(sorted, 0.99).toFixed(2)} ms`,
    );
  }
  const totalCpu = [...perKind.values()].reduce((sum, f) => sum + f.cpuMs, 0);
  console.log(
    `  all: CPU ${(totalCpu / mix.length).toFixed(2)} ms/request (load average ${os.loadavg()[0]!.toFixed(1)})`,
  );
}

/**
 * `npm run bench:scrape`: the real importer, end to end: the API route starts the scraper state
 * machine in the local Step Functions, whose tasks read the fixture distributor site on loopback and
 * write the catalogue in DynamoDB Local. The polite delay between pages is off here (0 s) to measure
 * the importer, not the pause.
 *
 * By default, a 2,000-product store listed as plain links (20 listing pages of 100), so every
 * product is read on its own page by the machine's Map (2 pages in flight, as against a real store):
 * - the first run imports it (product page read, image copied into the images bucket, product
 *   written): product pages read per second (goal at least 5/s with images) and the whole import's
 *   time (goal under 10 minutes);
 * - a sync over the unchanged store: every product page asked conditionally answers 304 (no parse,
 *   no image, no write): its time and how many times faster than the first run (goal at least 5x).
 * `--listing` adds the older runs over a 100-page JSON-LD listing (20 products a page, read from the
 * listing itself): create, update, sync.
 */
import { FIXTURE_LAYOUTS, startDistributorSite } from '../fixtures/distributor-site/server.js';
import { signIn } from '../helpers/cognito.js';
import type { ProvidedShop } from '../helpers/integration-setup.js';
import { createScraperApi, createTableClient } from '../helpers/scraper.js';
import { startTestShop } from '../helpers/test-shop.js';

const { bench, benchLinks } = FIXTURE_LAYOUTS;
const LISTING_PAGES = bench.products.length / bench.pageSize;
const pagesArgument = process.argv.indexOf('--pages');
/** `--pages N` reads the first N listing pages only (N x 100 products), for a loaded machine. */
const LINK_PAGES =
  pagesArgument >= 0
    ? Number(process.argv[pagesArgument + 1])
    : benchLinks.products.length / benchLinks.pageSize;
const RUN_TIMEOUT_MS = 20 * 60_000;

interface Run {
  label: string;
  path: string;
  maxPages: number;
  mode: 'import' | 'sync';
}

async function main(): Promise<void> {
  const withListing = process.argv.includes('--listing');
  const { shop, dispose } = await startTestShop();
  const site = await startDistributorSite();
  try {
    const provided: ProvidedShop = {
      url: shop.url,
      functionEnv: shop.services.functionEnv,
      userPoolId: shop.services.userPoolId,
      userPoolClientId: shop.services.userPoolClientId,
      sampleAccounts: shop.sampleAccounts,
    };
    const { idToken } = await signIn(
      provided,
      shop.sampleAccounts.admin.email,
      shop.sampleAccounts.admin.password,
    );
    const api = createScraperApi(provided, idToken);
    const table = createTableClient(provided);

    const runs: Run[] = [
      { label: 'product pages: first import', path: benchLinks.path, maxPages: LINK_PAGES, mode: 'import' },
      { label: 'product pages: sync, unchanged', path: benchLinks.path, maxPages: LINK_PAGES, mode: 'sync' },
      ...(withListing
        ? ([
            { label: 'listing: import (creates)', path: bench.path, maxPages: LISTING_PAGES, mode: 'import' },
            { label: 'listing: import (updates)', path: bench.path, maxPages: LISTING_PAGES, mode: 'import' },
            { label: 'listing: sync', path: bench.path, maxPages: LISTING_PAGES, mode: 'sync' },
          ] as const)
        : []),
    ];
    const rows: string[] = [];
    const seconds: number[] = [];
    for (const run of runs) {
      await table.resetScrapeLock();
      const from = site.requests.length;
      const startedAt = performance.now();
      const started = await api.start({
        url: `${site.url}${run.path}?page=1`,
        maxPages: run.maxPages,
        mode: run.mode,
      });
      if (started.status !== 202) throw new Error(`Start refused: ${JSON.stringify(started.body)}`);
      const result = await api.waitForRun(started.body.id, RUN_TIMEOUT_MS);
      const took = (performance.now() - startedAt) / 1000;
      seconds.push(took);
      if (result.status !== 'succeeded') throw new Error(`Run failed: ${result.error ?? ''}`);
      const requests = site.requests.slice(from);
      const productPages = requests.filter((r) => r.path.startsWith('/products/'));
      const notModified = productPages.filter((r) => r.status === 304).length;
      const images = requests.filter((r) => r.path.startsWith('/img/') && r.status === 200).length;
      const { productsFound, productsInserted } = result.stats;
      const changed = run.mode === 'sync' ? result.review.changed : result.productsUpdated;
      rows.push(
        `| ${run.label} | ${productsFound} | ${productsInserted} | ${changed} | ${productPages.length} | ${notModified} | ${images} | ` +
          `${took.toFixed(1)} s | ${(productsFound / took).toFixed(1)} | ${productPages.length > 0 ? (productPages.length / took).toFixed(1) : '-'} |`,
      );
    }
    console.log(
      `Scraper benchmark, end to end through the state machine: ${LINK_PAGES * benchLinks.pageSize} products listed as plain links ` +
        `(${LINK_PAGES} listing pages, each product read on its own page, 2 in flight)` +
        (withListing ? `; ${LISTING_PAGES}-page JSON-LD listing, ${bench.pageSize} products a page` : '') +
        '\n',
    );
    console.log(
      '| run | products found | created | updated | product pages asked | 304 | images fetched | time | products/s | product pages/s |',
    );
    console.log('|---|---|---|---|---|---|---|---|---|---|');
    for (const row of rows) console.log(row);
    console.log(
      `\nSync over the unchanged store: ${(seconds[0]! / seconds[1]!).toFixed(1)}x faster than the first import.`,
    );
  } finally {
    await site.close();
    await dispose();
  }
}

await main();

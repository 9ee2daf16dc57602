/**
 * `npm run bench:scrape`: products imported per second by the real importer, end to end: the API
 * route starts the scraper state machine in the local Step Functions, whose tasks read a 100-page
 * fixture listing (20 products a page, JSON-LD) on loopback and write the catalogue in DynamoDB
 * Local. Three runs: the first creates 2,000 products and copies their images into the images bucket
 * (fetched from the store, type checked, put in local S3), the second updates them (matched by SKU;
 * images already copied are not fetched again), the third syncs them (price and stock only, then the
 * check for products the store no longer lists). The polite delay between pages is off here (0 s) to
 * measure the importer, not the pause.
 */
import { FIXTURE_LAYOUTS, startDistributorSite } from '../fixtures/distributor-site/server.js';
import { signIn } from '../helpers/cognito.js';
import type { ProvidedShop } from '../helpers/integration-setup.js';
import { createScraperApi, createTableClient } from '../helpers/scraper.js';
import { startTestShop } from '../helpers/test-shop.js';

const { bench } = FIXTURE_LAYOUTS;
const PAGES = bench.products.length / bench.pageSize;

async function main(): Promise<void> {
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

    const rows: string[] = [];
    const runs = [
      ['first run (creates)', 'import'],
      ['second run (updates)', 'import'],
      ['sync (price and stock)', 'sync'],
    ] as const;
    for (const [label, mode] of runs) {
      await table.resetScrapeLock();
      const imageRequestsBefore = site.requests.filter((r) => r.path.startsWith('/img/')).length;
      const startedAt = performance.now();
      const started = await api.start({ url: `${site.url}${bench.path}?page=1`, maxPages: PAGES, mode });
      if (started.status !== 202) throw new Error(`Start refused: ${JSON.stringify(started.body)}`);
      const result = await api.waitForRun(started.body.id, 10 * 60_000);
      const seconds = (performance.now() - startedAt) / 1000;
      if (result.status !== 'succeeded') throw new Error(`Run failed: ${result.error ?? ''}`);
      const { pagesProcessed, productsFound, productsInserted } = result.stats;
      const imagesCopied =
        site.requests.filter((r) => r.path.startsWith('/img/')).length - imageRequestsBefore;
      rows.push(
        `| ${label} | ${pagesProcessed} | ${productsFound} | ${productsInserted} | ${result.productsUpdated} | ${imagesCopied} | ` +
          `${seconds.toFixed(1)} s | ${(productsFound / seconds).toFixed(0)} | ${((seconds * 1000) / pagesProcessed).toFixed(0)} ms |`,
      );
    }
    console.log(
      `Scraper benchmark: ${PAGES}-page fixture, ${bench.pageSize} products a page, end to end through the state machine\n`,
    );
    console.log(
      '| run | pages | products found | created | updated | images copied | time | products/s | per page |',
    );
    console.log('|---|---|---|---|---|---|---|---|---|');
    for (const row of rows) console.log(row);
  } finally {
    await site.close();
    await dispose();
  }
}

await main();

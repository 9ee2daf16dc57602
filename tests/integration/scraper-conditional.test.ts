/**
 * Sync runs read product pages conditionally, end to end: the real state machine in the local Step
 * Functions reads the fixture distributor's plain-links listing on 127.0.0.1, whose product pages
 * answer with an ETag and Last-Modified and a 304 to a request whose validators still hold.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Product } from '../../functions/core/catalogue/product.js';
import {
  FIXTURE_LAYOUTS,
  startDistributorSite,
  type DistributorSite,
} from '../fixtures/distributor-site/server.js';
import { signInSample } from '../helpers/cognito.js';
import { createScraperApi, createTableClient } from '../helpers/scraper.js';

const shop = inject('shop');
const table = createTableClient(shop);
const { links } = FIXTURE_LAYOUTS;
let site: DistributorSite;
let api: ReturnType<typeof createScraperApi>;

beforeAll(async () => {
  site = await startDistributorSite();
  api = createScraperApi(shop, await signInSample(shop, 'admin'));
});

afterAll(async () => {
  await site?.close();
});

/** Runs follow each other at once here; the 60-second rule has its own test. */
async function run(mode: 'import' | 'sync') {
  await table.resetScrapeLock();
  const started = await api.start({ url: `${site.url}${links.path}?page=1`, mode, maxPages: 5 });
  expect(started.status, JSON.stringify(started.body)).toBe(202);
  return api.waitForRun(started.body.id);
}

/** The product pages' requests since `from`, and what they were answered. */
const productPageRequests = (from: number) =>
  site.requests.slice(from).filter((r) => r.path.startsWith('/products/links-'));

async function readProducts(): Promise<Product[]> {
  return Promise.all(
    links.products.map(async (p) => {
      const product = await table.getProductBySource(`${site.url}/products/${p.slug}`);
      expect(product, p.slug).toBeDefined();
      return product!;
    }),
  );
}

describe('a sync of a store read page by page', () => {
  it('asks each product page conditionally: unchanged pages cost a 304 and no write; a changed price updates only its product', async () => {
    const first = await run('import');
    expect(first).toMatchObject({ status: 'succeeded' });
    expect(first.stats.productsFound).toBe(links.products.length);
    const imported = await readProducts();

    // The store has not changed: every product page answers 304, nothing is parsed or written.
    let from = site.requests.length;
    const second = await run('sync');
    expect(second).toMatchObject({ status: 'succeeded', mode: 'sync', productsUpdated: 0 });
    expect(second.review).toMatchObject({ changed: 0, unchanged: links.products.length, vanished: 0 });
    expect(second.stats.productsFound).toBe(links.products.length);
    expect(second.message).toBe(
      `Synced ${links.products.length} products from ${second.stats.pagesProcessed} pages: 0 changed, ${links.products.length} unchanged, 0 no longer listed.`,
    );
    const unchangedAnswers = productPageRequests(from);
    expect(unchangedAnswers).toHaveLength(links.products.length);
    expect(unchangedAnswers.every((r) => r.conditional === true && r.status === 304)).toBe(true);
    // No image is fetched again either.
    expect(site.requests.slice(from).some((r) => r.path.startsWith('/img/'))).toBe(false);
    expect(await readProducts()).toEqual(imported);

    // One price moves at the store: that page answers 200, that product alone is updated.
    const moved = links.products[2]!;
    const newPrice = moved.price + 1250;
    site.setPrice(moved.slug, newPrice);
    from = site.requests.length;
    const third = await run('sync');
    expect(third).toMatchObject({ status: 'succeeded', productsUpdated: 1 });
    expect(third.review).toMatchObject({ changed: 1, unchanged: links.products.length - 1, vanished: 0 });
    const answers = productPageRequests(from);
    expect(answers.filter((r) => r.status === 200).map((r) => r.path)).toEqual([`/products/${moved.slug}`]);
    expect(answers.filter((r) => r.status === 304)).toHaveLength(links.products.length - 1);
    const after = await readProducts();
    after.forEach((product, i) => {
      if (links.products[i]!.slug === moved.slug) {
        expect(product.cost_price).toBe(newPrice);
        expect(product.updated_at).not.toBe(imported[i]!.updated_at);
      } else {
        expect(product).toEqual(imported[i]);
      }
    });

    // The changed page's new ETag was kept: a fourth sync gets 304 from every page.
    from = site.requests.length;
    const fourth = await run('sync');
    expect(fourth.review).toMatchObject({ changed: 0, unchanged: links.products.length });
    expect(productPageRequests(from).every((r) => r.status === 304)).toBe(true);
  });
});

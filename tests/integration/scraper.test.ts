/**
 * The importer end to end on the shared test shop: the API route starts the real state machine in
 * the local Step Functions, whose tasks read the fixture distributor site on 127.0.0.1 (the test
 * shop allows loopback targets; production never does) and write the catalogue in DynamoDB Local.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { SCRAPER } from '../../functions/core/constants.js';
import { deriveSku } from '../../functions/core/scraper/import-plan.js';
import { SCRAPER_MESSAGES, SCRAPER_STATUS_TEXT } from '../../functions/core/scraper/scraper-messages.js';
import {
  FIXTURE_LAYOUTS,
  startDistributorSite,
  type DistributorSite,
} from '../fixtures/distributor-site/server.js';
import { signIn } from '../helpers/cognito.js';
import { createScraperApi, createTableClient } from '../helpers/scraper.js';

const shop = inject('shop');
const table = createTableClient(shop);
let site: DistributorSite;
let api: ReturnType<typeof createScraperApi>;
let customerToken: string;

beforeAll(async () => {
  site = await startDistributorSite();
  const admin = await signIn(shop, shop.sampleAccounts.admin.email, shop.sampleAccounts.admin.password);
  const customer = await signIn(
    shop,
    shop.sampleAccounts.customer.email,
    shop.sampleAccounts.customer.password,
  );
  api = createScraperApi(shop, admin.idToken);
  customerToken = customer.idToken;
});

afterAll(async () => {
  await site?.close();
});

/** Every run below starts fresh; the 60-second rule has its own test. */
beforeEach(async () => {
  await table.resetScrapeLock();
});

async function runImport(path: string, options: Record<string, unknown> = {}) {
  const started = await api.start({ url: `${path.startsWith('http') ? '' : site.url}${path}`, ...options });
  expect(started.status, JSON.stringify(started.body)).toBe(202);
  return api.waitForRun(started.body.id);
}

describe('importing a JSON-LD catalogue', () => {
  const { jsonLd } = FIXTURE_LAYOUTS;

  it('pages through the store and reports real stats', async () => {
    const result = await runImport(`${jsonLd.path}?page=1`, { maxPages: '' });

    expect(result).toMatchObject({ status: 'succeeded', success: true, maxPages: SCRAPER.defaultMaxPages });
    expect(result.stats).toMatchObject({ pagesProcessed: 3, productsFound: 24, productsInserted: 24 });
    // Kingfish Systems, Blue Mountain Networks and Portmore Power are new; HP and Cisco exist.
    expect(result.stats.brandsCreated).toBe(3);
    // Fixture Cables and Test Displays are new; Networking and Accessories exist.
    expect(result.stats.categoriesCreated).toBe(2);
  });

  it('creates the products inactive by default, with prices, brand and absolute images', async () => {
    const fixture = jsonLd.products[0]!;
    const product = await table.getProductBySku(fixture.sku!);
    expect(product).toMatchObject({
      name: fixture.name,
      selling_price: fixture.price,
      is_active: false,
      stock_quantity: 0,
      stock_status: 'in-stock',
      source_url: `${site.url}/products/${fixture.slug}`,
      images: [`${site.url}${fixture.image}`],
    });
    expect(product!.brand_id).not.toBeNull();
    expect(product!.description).not.toContain('<script');
  });

  it('updates the same products on a second run instead of duplicating them', async () => {
    const before = await table.getProductBySku(jsonLd.products[5]!.sku!);

    const result = await runImport(`${jsonLd.path}?page=1`);

    expect(result.stats).toMatchObject({
      productsFound: 24,
      productsInserted: 0,
      brandsCreated: 0,
      categoriesCreated: 0,
    });
    expect(result.productsUpdated).toBe(24);
    const after = await table.getProductBySku(jsonLd.products[5]!.sku!);
    expect(after!.id).toBe(before!.id);
    expect(after!.created_at).toBe(before!.created_at);
  });

  it('stops at max pages', async () => {
    const result = await runImport(`${jsonLd.path}?page=1`, { maxPages: 2 });
    expect(result.stats.pagesProcessed).toBe(2);
    expect(result.stats.productsFound).toBe(16);
  });
});

describe('importing other layouts', () => {
  it('reads HTML cards, records the broken page and carries on past it', async () => {
    const { cards } = FIXTURE_LAYOUTS;
    const result = await runImport(`${cards.path}?page=1`, { activeOnImport: true });

    expect(result.status).toBe('succeeded');
    expect(result.stats.pagesProcessed).toBe(4);
    // Pages 1, 2 and 4 of six products each; page 3 answers 500.
    expect(result.stats.productsFound).toBe(18);
    expect(result.pagesFailed).toBe(1);
    expect(result.failures[0]).toContain('HTTP 500');

    const withoutSku = cards.products[2]!;
    const sourceUrl = `${site.url}/products/${withoutSku.slug}`;
    const product = await table.getProductBySource(sourceUrl);
    expect(product).toMatchObject({
      sku: deriveSku(sourceUrl),
      selling_price: withoutSku.price,
      is_active: true,
    });
  });

  it('reads a Shopify-like store through its products.json', async () => {
    const result = await runImport(`${site.shopifyUrl}/`);
    expect(result.status).toBe('succeeded');
    expect(result.stats).toMatchObject({ pagesProcessed: 2, productsFound: 60, productsInserted: 60 });
    expect(site.requests.some((r) => r.path.startsWith('/products.json?limit=50&page=2'))).toBe(true);
  });

  it('waits for a slow page within the time limit', async () => {
    const result = await runImport(`${FIXTURE_LAYOUTS.slow.path}?page=1`);
    expect(result.stats).toMatchObject({ pagesProcessed: 1, productsFound: 4 });
  });

  it('sends its honest user agent and reads robots.txt first', () => {
    const fromImporter = site.requests.filter((r) => r.userAgent.startsWith('StorefrontImporter/'));
    expect(fromImporter.length).toBe(site.requests.length);
    expect(site.requests.some((r) => r.path === '/robots.txt')).toBe(true);
  });

  it('fails a run that robots.txt forbids, with the reason', async () => {
    const result = await runImport('/private/catalogue');
    expect(result).toMatchObject({
      status: 'failed',
      success: false,
      error: SCRAPER_STATUS_TEXT.robotsDisallowed,
    });
    expect(site.requests.some((r) => r.path === '/private/catalogue')).toBe(false);
  });
});

describe('images backfill', () => {
  it('fills the images of imported products that have none, from their pages', async () => {
    const started = await api.backfill({ maxPages: 900 });
    expect(started.status).toBe(202);
    expect(started.body.maxPages).toBe(SCRAPER.backfillMaxMaxPages);

    const result = await api.waitForRun(started.body.id);

    // Card products 5, 10 and 20 show no image on the listing (15 sat on the broken page).
    expect(result.stats).toMatchObject({ productsFound: 3, productsInserted: 3, pagesProcessed: 3 });
    const filled = FIXTURE_LAYOUTS.cards.products[4]!;
    const product = await table.getProductBySource(`${site.url}/products/${filled.slug}`);
    expect(product!.images).toEqual([`${site.url}/img/pages/${filled.slug}.jpg`]);
  });
});

describe('the rate limit', () => {
  it('refuses a second start within 60 seconds with the spec message', async () => {
    const first = await api.start({ url: `${site.url}${FIXTURE_LAYOUTS.jsonLd.path}?page=1`, maxPages: 1 });
    expect(first.status).toBe(202);

    const second = await api.start({ url: `${site.url}${FIXTURE_LAYOUTS.jsonLd.path}?page=1` });

    expect(second.status).toBe(429);
    expect(second.body).toMatchObject({ message: SCRAPER_MESSAGES.rateLimited });
    const retryAfter = (second.body as unknown as { retryAfter: number }).retryAfter;
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(SCRAPER.rateLimitSeconds);
    expect(second.headers.get('retry-after')).toBe(String(retryAfter));

    await api.waitForRun(first.body.id);
    // Finished, but the 60 seconds since its start still apply.
    expect((await api.start({ url: `${site.url}/jsonld/catalogue` })).status).toBe(429);
    expect((await api.backfill({})).status).toBe(429);
  });
});

describe('the routes', () => {
  it('lists the recent runs, newest first, with their results', async () => {
    const { status, body } = await api.list();
    expect(status).toBe(200);
    expect(body.runs.length).toBeGreaterThan(3);
    const times = body.runs.map((r) => r.startedAt);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it.each([
    [{ url: 'ftp://example.com/catalogue' }, 'url'],
    [{ url: 'not a url' }, 'url'],
    [{ url: 'https://example.com', maxPages: 501 }, 'maxPages'],
    [{ url: 'https://example.com', maxPages: 0 }, 'maxPages'],
  ])('refuses %j', async (body, field) => {
    const answer = await api.start(body);
    expect(answer.status).toBe(400);
    expect(answer.body.message).toContain(field);
  });

  it('needs the admin group', async () => {
    expect((await api.start({ url: 'https://example.com' }, customerToken)).status).toBe(403);
    expect((await api.call('GET', '/api/admin/scrapes', undefined, '')).status).toBe(401);
  });

  it('answers 404 for an unknown run', async () => {
    expect((await api.getRun('00000000-0000-4000-8000-000000000000')).status).toBe(404);
  });
});

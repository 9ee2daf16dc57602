/**
 * The importer following products to their own pages, end to end on the shared test shop: a store
 * whose catalogue lists its products as plain links (no price, no picture) is imported through the
 * real state machine (its product pages read by the inline Map) into DynamoDB Local and local S3.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { startLinksStore, type LinksStore } from '../fixtures/stores/links-store.js';
import { signIn } from '../helpers/cognito.js';
import { createScraperApi, createTableClient } from '../helpers/scraper.js';

const shop = inject('shop');
const table = createTableClient(shop);
let store: LinksStore;
let api: ReturnType<typeof createScraperApi>;

beforeAll(async () => {
  store = await startLinksStore();
  const admin = await signIn(shop, shop.sampleAccounts.admin.email, shop.sampleAccounts.admin.password);
  api = createScraperApi(shop, admin.idToken);
});

afterAll(async () => {
  await store?.close();
});

beforeEach(async () => {
  await table.resetScrapeLock();
});

async function runImport(path: string, options: Record<string, unknown> = {}) {
  const started = await api.start({ url: `${store.url}${path}`, activeOnImport: true, ...options });
  expect(started.status, JSON.stringify(started.body)).toBe(202);
  return api.waitForRun(started.body.id);
}

const importedImage = expect.stringMatching(/^\/images\/products\/imported\/[0-9a-f]{40}\.(png|jpg)$/);

describe('a catalogue of plain product links', () => {
  it('opens every product page and imports each product whole, listing the page that failed', async () => {
    const result = await runImport('/catalogue/');

    expect(result.status, result.message).toBe('succeeded');
    expect(result.stats).toMatchObject({ productsFound: 4, productsInserted: 4 });
    // Two listing pages and five product pages, one of them gone.
    expect(result.stats.pagesProcessed).toBe(7);
    expect(result.pagesFailed).toBe(1);
    expect(result.failures).toEqual([`${store.url}/item/discontinued-router: answered HTTP 404`]);
    // The WooCommerce page says out of stock where its JSON-LD says in stock: the page wins, and says so.
    expect(result.skipped).toContainEqual({
      reason: 'page-differs',
      label:
        'HP LaserJet Pro M404dn (availability: the page shows out-of-stock, its structured data in-stock)',
    });
    // No more than two product pages of the store were read at the same time: the Map's bound.
    expect(store.maxInFlight).toBeLessThanOrEqual(2);
  });

  it('keeps what each product page shows: price now and before, stock, specifications, features, warranty, gallery', async () => {
    const printer = await table.getProductBySku('W1A53A');
    expect(printer).toMatchObject({
      name: 'HP LaserJet Pro M404dn',
      selling_price: 79500,
      base_price: 89900,
      stock_quantity: 0,
      specifications: { print_speed: '40 ppm', connectivity: 'USB 2.0, Gigabit Ethernet' },
      features: ['Prints up to 40 pages per minute', 'Automatic two-sided printing'],
    });
    expect(printer!.images).toEqual([importedImage, importedImage]);
    expect(await table.getCategoryName(printer!.category_id)).toBe('Printers');

    const keyboard = await table.getProductBySku('920-011406');
    expect(keyboard).toMatchObject({
      name: 'Logitech MX Keys "S" Wireless Keyboard',
      part_number: '920-011406',
      selling_price: 19995,
      base_price: 22995,
      stock_quantity: 12,
      stock_estimated: false,
      specifications: { connection: 'Logi Bolt, Bluetooth', battery: 'Rechargeable, up to 10 days' },
      features: ['Backlit keys that light up as your hands approach', 'Pairs with up to 3 devices'],
      warranty_info: '1 year limited hardware warranty',
    });
    expect(keyboard!.images).toHaveLength(3);

    const ups = await table.getProductBySource(`${store.url}/item/apc-bx1500m`);
    expect(ups).toMatchObject({
      name: 'APC Back-UPS 1500VA',
      part_number: 'BX1500M-LM60',
      selling_price: 42500,
      stock_quantity: 3,
      specifications: { capacity: '1500 VA / 900 W', outlets: '6 x IEC C13' },
      features: ['1500 VA / 900 W capacity', 'Automatic voltage regulation'],
      warranty_info: '2 year warranty',
      is_active: true,
    });
    expect(ups!.images).toEqual([importedImage, importedImage]);
    expect(await table.getCategoryName(ups!.category_id)).toBe('UPS & Power');
  });

  it('imports no recommendation, "customers also bought" tile or menu link as a product', async () => {
    expect(await table.getProductBySource(`${store.url}/item/apc-surge-p6`)).toBeUndefined();
    expect(await table.getProductBySource(`${store.url}/product/hp-58a-toner/`)).toBeUndefined();
    expect(await table.getProductBySource(`${store.url}/products/mx-master-3s`)).toBeUndefined();
    expect(store.requests).not.toContain('/cart');
    expect(store.requests).not.toContain('/account/login');
  });
});

describe('other ways to the product pages', () => {
  it('reads the product pages of a sitemap.xml, updating the same products', async () => {
    const result = await runImport('/sitemap.xml');
    expect(result.status, result.message).toBe('succeeded');
    expect(result.stats).toMatchObject({ productsFound: 4, productsInserted: 0 });
    expect(result.productsUpdated).toBe(4);
  });

  it('imports one product from its own page, not its recommendations', async () => {
    const result = await runImport('/products/logitech-mx-keys');
    expect(result.status, result.message).toBe('succeeded');
    expect(result.stats).toMatchObject({ productsFound: 1, pagesProcessed: 1 });
  });

  it('stages a product priced in a currency the shop has no rate for, never selling it at face value', async () => {
    const result = await runImport('/item/dell-p2723qe-eu');
    expect(result.status, result.message).toBe('succeeded');
    expect(result.skipped).toContainEqual({
      reason: 'currency-not-set-up',
      label: 'Dell P2723QE 27" 4K Monitor',
    });
    const monitor = await table.getProductBySku('DELL-P2723QE-EU');
    expect(monitor).toMatchObject({ is_active: false, selling_price: 0 });
  });
});

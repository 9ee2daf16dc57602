/**
 * Preview, publish and sync end to end: the admin routes start the real import machine in the local
 * Step Functions, which reads a small store on loopback whose catalogue the test changes between runs.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { AdminProductRow } from '../../functions/core/admin/inventory.js';
import type { PricingSettings } from '../../functions/core/pricing/pricing-rules.js';
import type { ImportStore } from '../../functions/core/scraper/import-store.js';
import type { HistoryEntry } from '../../functions/core/catalogue/product-history.js';
import type { StagedProductView } from '../../functions/core/scraper/product-changes.js';
import { REVIEW_MESSAGES } from '../../functions/core/scraper/review-messages.js';
import { startMutableStore, type MutableStore, type StoreProduct } from '../fixtures/mutable-store/server.js';
import { startLinksStore, type LinksStore } from '../fixtures/stores/links-store.js';
import { signIn } from '../helpers/cognito.js';
import { createReviewApi } from '../helpers/import-review.js';
import { waitForHistoryEntry } from '../helpers/product-history.js';
import { createTableClient } from '../helpers/scraper.js';

const shop = inject('shop');
const table = createTableClient(shop);
let store: MutableStore;
let api: ReturnType<typeof createReviewApi>;
let adminToken: string;
let customerToken: string;
let rate: number;

const product = (letter: string, price: number, currency: 'JMD' | 'USD' = 'JMD'): StoreProduct => ({
  sku: `SYNCTEST-${letter}`,
  name: `Synctest Router ${letter}`,
  price,
  currency,
  inStock: true,
});

/** What staff see of the test store's products in the admin table, by SKU. */
async function readCatalogue(): Promise<Record<string, AdminProductRow>> {
  const { body } = await api.call<{ products: AdminProductRow[] }>(
    'GET',
    '/api/admin/products?search=synctest&limit=100',
  );
  return Object.fromEntries(
    body.products.filter((p) => p.sku.startsWith('SYNCTEST-')).map((p) => [p.sku, p]),
  );
}

const staged = async (runId: string) =>
  (await api.call<{ products: StagedProductView[] }>('GET', `/api/admin/scrapes/${runId}/products`)).body
    .products;

/** The selling prices a preview shows now, by SKU: what staff approve when they publish. */
const pricesShown = async (runId: string): Promise<Record<string, number>> =>
  Object.fromEntries(
    (await staged(runId)).flatMap((p) => (p.breakdown ? [[p.sku, p.breakdown.sellingPrice]] : [])),
  );

beforeAll(async () => {
  store = await startMutableStore([
    product('A', 10_000),
    product('B', 20_000),
    product('C', 30_000),
    product('D', 100, 'USD'),
  ]);
  const admin = await signIn(shop, shop.sampleAccounts.admin.email, shop.sampleAccounts.admin.password);
  const customer = await signIn(
    shop,
    shop.sampleAccounts.customer.email,
    shop.sampleAccounts.customer.password,
  );
  api = createReviewApi(shop, admin.idToken);
  adminToken = admin.idToken;
  customerToken = customer.idToken;
  rate = (await api.call<{ settings: PricingSettings }>('GET', '/api/admin/pricing')).body.settings
    .usdToJmdRate;
});

afterAll(async () => {
  await store?.close();
});

describe('a preview', () => {
  let previewId: string;

  it('changes nothing in the catalogue and lists every product as new', async () => {
    const before = await readCatalogue();

    const run = await api.run(store.catalogueUrl, 'preview', { activeOnImport: true });

    expect(run).toMatchObject({ status: 'succeeded', mode: 'preview' });
    expect(run.review).toMatchObject({ new: 4, changed: 0, unchanged: 0 });
    expect(await readCatalogue()).toEqual(before);
    expect(await table.getProductBySku('SYNCTEST-A')).toBeUndefined();
    const products = await staged(run.id);
    expect(products.map((p) => [p.sku, p.kind]).sort()).toEqual([
      ['SYNCTEST-A', 'new'],
      ['SYNCTEST-B', 'new'],
      ['SYNCTEST-C', 'new'],
      ['SYNCTEST-D', 'new'],
    ]);
    // The USD product is shown with its cost, the rate and the JMD price it would sell at.
    expect(products.find((p) => p.sku === 'SYNCTEST-D')!.breakdown).toMatchObject({
      storePrice: 100,
      currency: 'USD',
      rate,
      costJmd: 100 * rate,
    });
    previewId = run.id;
  });

  it('publishes only the products chosen', async () => {
    const answer = await api.call('POST', `/api/admin/scrapes/${previewId}/publish`, {
      skus: ['SYNCTEST-A', 'SYNCTEST-B'],
      prices: await pricesShown(previewId),
    });

    expect(answer.status).toBe(200);
    const catalogue = await readCatalogue();
    expect(Object.keys(catalogue).sort()).toEqual(['SYNCTEST-A', 'SYNCTEST-B']);
    expect(catalogue['SYNCTEST-A']).toMatchObject({ selling_price: 10_000, is_active: true });
  });

  it('shows a changed price with its before and after, still without touching the catalogue', async () => {
    store.products[0]!.price = 11_500;
    const before = await readCatalogue();

    const run = await api.run(store.catalogueUrl, 'preview', { activeOnImport: true });

    expect(run.review).toMatchObject({ new: 2, changed: 1, unchanged: 1 });
    expect(await readCatalogue()).toEqual(before);
    const changed = (await staged(run.id)).find((p) => p.sku === 'SYNCTEST-A')!;
    expect(changed).toMatchObject({ kind: 'changed' });
    expect(changed.changes).toContainEqual({ field: 'selling_price', before: 10_000, after: 11_500 });

    const all = await api.call('POST', `/api/admin/scrapes/${run.id}/publish`, {
      all: true,
      prices: await pricesShown(run.id),
    });
    expect(all.status).toBe(200);
    const catalogue = await readCatalogue();
    expect(Object.keys(catalogue).sort()).toEqual(['SYNCTEST-A', 'SYNCTEST-B', 'SYNCTEST-C', 'SYNCTEST-D']);
    expect(catalogue['SYNCTEST-A']!.selling_price).toBe(11_500);
    expect(catalogue['SYNCTEST-D']!.selling_price).toBe(100 * rate);
  });

  it('refuses SKUs that are not in the preview, naming the field', async () => {
    const answer = await api.call<{ message: string }>('POST', `/api/admin/scrapes/${previewId}/publish`, {
      skus: ['NOT-THERE'],
      prices: {},
    });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toMatch(/^skus: /);
  });
});

describe('a sync', () => {
  it('updates a changed price, marks a vanished product out of stock and records both in the history', async () => {
    store.products = store.products.filter((p) => p.sku !== 'SYNCTEST-C');
    store.products[0]!.price = 12_000;

    const run = await api.run(store.catalogueUrl, 'sync');

    expect(run).toMatchObject({ status: 'succeeded', mode: 'sync' });
    expect(run.review).toMatchObject({ changed: 1, vanished: 1 });
    const a = await table.getProductBySku('SYNCTEST-A');
    expect(a!.selling_price).toBe(12_000);
    const c = await table.getProductBySku('SYNCTEST-C');
    expect(c).toMatchObject({ stock_quantity: 0, stock_status: 'out-of-stock' });

    const bySync = (entry: HistoryEntry) => entry.by === `sync run ${run.id}`;
    const aEntry = await waitForHistoryEntry(shop, adminToken, a!.id, bySync);
    expect(aEntry.cause).toBe('sync');
    expect(aEntry.changes).toContainEqual({ field: 'selling_price', before: 11_500, after: 12_000 });
    const cEntry = await waitForHistoryEntry(shop, adminToken, c!.id, bySync);
    expect(cEntry.changes).toContainEqual(
      expect.objectContaining({ field: 'stock_status', after: 'out-of-stock' }),
    );
  });

  it('runs on the store schedule through the same machine', async () => {
    const { body } = await api.call<{ stores: ImportStore[] }>('GET', '/api/admin/stores');
    const record = body.stores.find((s) => s.origin === store.url)!;
    const saved = await api.call<{ store: ImportStore }>('PUT', `/api/admin/stores/${record.id}`, {
      currency: 'auto',
      syncIntervalHours: 6,
    });
    expect(saved.status).toBe(200);
    store.products[1]!.price = 21_000;

    // The local timer, asked as if six hours had passed (the test's process reaches the stand-ins too).
    Object.assign(process.env, shop.functionEnv);
    const { startDueSyncs } = await import('../../infra/local/sync-timer.js');
    await api.liftPauseWhenIdle();
    const started = await startDueSyncs(new Date(Date.now() + 7 * 60 * 60 * 1000));
    expect(started).toContain(record.id);

    const deadline = Date.now() + 30_000;
    let b = await table.getProductBySku('SYNCTEST-B');
    while (b!.selling_price !== 21_000 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      b = await table.getProductBySku('SYNCTEST-B');
    }
    expect(b!.selling_price).toBe(21_000);
    const after = (await api.call<{ stores: ImportStore[] }>('GET', '/api/admin/stores')).body.stores.find(
      (s) => s.id === record.id,
    )!;
    expect(after.lastSyncRunId).toBeDefined();
    expect(after.nextSyncAt! > new Date().toISOString()).toBe(true);
  });

  it('refuses a store setting out of range, naming the field', async () => {
    const { body } = await api.call<{ stores: ImportStore[] }>('GET', '/api/admin/stores');
    const record = body.stores.find((s) => s.origin === store.url)!;
    const answer = await api.call<{ message: string }>('PUT', `/api/admin/stores/${record.id}`, {
      currency: 'auto',
      syncIntervalHours: 0,
    });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toMatch(/^syncIntervalHours: /);
  });
});

describe('the pricing routes', () => {
  it('date a new exchange rate and refuse a bad ending, naming the field', async () => {
    const current = (await api.call<{ settings: PricingSettings }>('GET', '/api/admin/pricing')).body
      .settings;
    const { rateSetAt: _date, ...input } = current;

    const bad = await api.call<{ message: string }>('PUT', '/api/admin/pricing', {
      ...input,
      priceEnding: 'x9',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/^priceEnding: /);

    const saved = await api.call<{ settings: PricingSettings }>('PUT', '/api/admin/pricing', input);
    expect(saved.status).toBe(200);
    expect(saved.body.settings.usdToJmdRate).toBe(current.usdToJmdRate);
    expect(saved.body.settings.rateSetAt).toBeDefined();
  });

  it('need the admin group', async () => {
    const answer = await api.call('GET', '/api/admin/pricing', undefined, customerToken);
    expect(answer.status).toBe(403);
  });
});

describe('a preview staff come back to', () => {
  const BRAND = 'Repricetest Brand';
  const item = (letter: string, price: number | null, inStock = true): StoreProduct => ({
    sku: `REPRICE-${letter}`,
    name: `Repricetest Switch ${letter}`,
    price,
    currency: 'JMD',
    inStock,
    brand: BRAND,
  });
  let reviewStore: MutableStore;
  let brandId: string;
  let pricingBefore: PricingSettings;
  let previewId: string;

  const savePricing = (settings: PricingSettings) => {
    const { rateSetAt: _date, ...input } = settings;
    return api.call<{ settings: PricingSettings }>('PUT', '/api/admin/pricing', input);
  };

  beforeAll(async () => {
    reviewStore = await startMutableStore([
      item('A', 10_000),
      item('B', 8_000, false),
      { ...item('C', null), name: 'Repricetest Router C' },
    ]);
    const created = await api.call<{ entry: { id: string } }>('POST', '/api/admin/taxonomy/brands', {
      name: BRAND,
    });
    brandId = created.body.entry.id;
    pricingBefore = (await api.call<{ settings: PricingSettings }>('GET', '/api/admin/pricing')).body
      .settings;
  });

  afterAll(async () => {
    // The brand rule only prices this brand, but the shop's rules go back as they were.
    if (pricingBefore) await savePricing(pricingBefore);
    await reviewStore?.close();
  });

  it('counts the "call for price" item it cannot price, and shows each product’s stock', async () => {
    const run = await api.run(reviewStore.catalogueUrl, 'preview');

    expect(run).toMatchObject({ status: 'succeeded', preview: 'open', productsSkipped: 1 });
    expect(run.skipped).toContainEqual({ reason: 'no-price', label: 'Repricetest Router C' });
    const products = Object.fromEntries((await staged(run.id)).map((p) => [p.sku, p]));
    expect(products['REPRICE-A']!.stock).toEqual({ quantity: 10, status: 'in-stock', estimated: true });
    expect(products['REPRICE-B']!.stock).toMatchObject({ quantity: 0, status: 'out-of-stock' });
    expect(products['REPRICE-C']!.breakdown).toBeUndefined();
    previewId = run.id;
  });

  it('is priced again when the pricing changes, and publishes only at the prices shown', async () => {
    expect((await staged(previewId)).find((p) => p.sku === 'REPRICE-A')!.sellingPrice).toBe(10_000);
    const seenBefore = await pricesShown(previewId);

    const saved = await savePricing({
      ...pricingBefore,
      brandMarkups: [...pricingBefore.brandMarkups, { id: brandId, markupPercent: 25 }],
    });
    expect(saved.status).toBe(200);

    const a = (await staged(previewId)).find((p) => p.sku === 'REPRICE-A')!;
    expect(a.breakdown).toMatchObject({ markupPercent: 25, markupSource: 'brand', sellingPrice: 12_500 });
    expect(a.sellingPrice).toBe(12_500);

    // Staff who approved the old figures are told, and nothing is written.
    const stale = await api.call<{ message: string }>('POST', `/api/admin/scrapes/${previewId}/publish`, {
      all: true,
      prices: seenBefore,
    });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe(REVIEW_MESSAGES.pricesChanged);
    expect(await table.getProductBySku('REPRICE-A')).toBeUndefined();

    const published = await api.call<{ message: string; productsInserted: number; notPublished: string[] }>(
      'POST',
      `/api/admin/scrapes/${previewId}/publish`,
      { all: true, prices: await pricesShown(previewId) },
    );
    expect(published.status).toBe(200);
    // The count is what was written: the "call for price" item is named, never published at 0.
    expect(published.body).toMatchObject({
      message: 'Published 2 product(s). Not published, no price ("call for price"): Repricetest Router C.',
      productsInserted: 2,
      notPublished: ['REPRICE-C'],
    });
    expect((await table.getProductBySku('REPRICE-A'))!.selling_price).toBe(12_500);
    expect(await table.getProductBySku('REPRICE-C')).toBeUndefined();
    expect((await api.getRun(previewId)).body.preview).toBe('published');
  });

  it('is kept with its run until staff discard it', async () => {
    const run = await api.run(reviewStore.catalogueUrl, 'preview');
    const listed = (await api.list()).body.runs.find((r) => r.id === run.id);
    expect(listed).toMatchObject({ mode: 'preview', preview: 'open' });

    const discarded = await api.call('POST', `/api/admin/scrapes/${run.id}/discard`);
    expect(discarded.status).toBe(200);
    expect((await api.getRun(run.id)).body.preview).toBe('discarded');

    const late = await api.call<{ message: string }>('POST', `/api/admin/scrapes/${run.id}/publish`, {
      all: true,
      prices: await pricesShown(run.id),
    });
    expect(late.status).toBe(409);
    expect(late.body.message).toBe(REVIEW_MESSAGES.previewClosed);
    expect((await api.call('POST', `/api/admin/scrapes/${run.id}/discard`)).status).toBe(409);
  });
});

/**
 * Rates staff set for currencies beyond USD: saved with their date (a bad one is a 400 naming the
 * field), then used by the importer on a page priced in pounds. In this file, as the other tests that
 * save the shop's pricing, so that none of them overwrites the other's settings midway.
 */
describe('a rate staff set for another currency', () => {
  let links: LinksStore;
  let before: PricingSettings;
  const toInput = ({ rateSetAt: _date, ...settings }: PricingSettings) => settings;

  beforeAll(async () => {
    links = await startLinksStore();
    before = (await api.call<{ settings: PricingSettings }>('GET', '/api/admin/pricing')).body.settings;
  });

  afterAll(async () => {
    if (before) await api.call('PUT', '/api/admin/pricing', toInput(before));
    await links?.close();
  });

  it('is refused when the code or the rate is not one, naming the field', async () => {
    const badCode = await api.call<{ message: string }>('PUT', '/api/admin/pricing', {
      ...toInput(before),
      currencyRates: [{ currency: 'POUND', jmdPerUnit: 170 }],
    });
    expect(badCode.status).toBe(400);
    expect(badCode.body.message).toMatch(/^currencyRates\.0\.currency: /);
    const badRate = await api.call<{ message: string }>('PUT', '/api/admin/pricing', {
      ...toInput(before),
      currencyRates: [{ currency: 'GBP', jmdPerUnit: -1 }],
    });
    expect(badRate.status).toBe(400);
    expect(badRate.body.message).toMatch(/^currencyRates\.0\.jmdPerUnit: /);
  });

  it('is saved with its date and turns the page priced "£1,149.00" into a JMD cost by the rate', async () => {
    const saved = await api.call<{ settings: PricingSettings }>('PUT', '/api/admin/pricing', {
      ...toInput(before),
      currencyRates: [{ currency: 'gbp', jmdPerUnit: '170' }],
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.settings.currencyRates).toEqual([
      { currency: 'GBP', jmdPerUnit: 170, setAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) },
    ]);

    const run = await api.run(`${links.url}/item/dell-p2723qe-uk`, 'import', { activeOnImport: true });
    expect(run.status, run.message).toBe('succeeded');
    expect(run.skipped ?? []).not.toContainEqual(expect.objectContaining({ reason: 'currency-not-set-up' }));
    // 1,149.00 GBP x 170 = 195,330 JMD: the cost, which the shop's markup (if any) then raises.
    const monitor = await table.getProductBySku('DELL-P2723QE-UK');
    expect(monitor).toMatchObject({
      cost_price: 195_330,
      source_price: { amount: 1149, currency: 'GBP' },
      is_active: true,
    });
    expect(monitor!.selling_price).toBeGreaterThanOrEqual(195_330);
  });
});

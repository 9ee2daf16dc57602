/**
 * The CSV export and import of products on the test shop: the export lists every product, a dry run
 * reports changes and errors by line and field and writes nothing, applying writes through the admin
 * product write so the shop shows the new price on its next request.
 */
import { CATALOGUE_FRESHNESS } from '../../../functions/core/catalogue/catalogue-freshness.js';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { ProductCsvPlan } from '../../../functions/core/admin/product-csv.js';
import { parseCsv, writeCsv } from '../../../functions/core/csv/csv.js';
import { createShopClient, createTestProducts, newGuestId, readProduct } from '../../helpers/cart-api.js';
import { signInSample } from '../../helpers/cognito.js';
import { waitForHistoryEntry } from '../../helpers/product-history.js';
import { createScraperApi } from '../../helpers/scraper.js';

const shop = inject('shop');
let api: ReturnType<typeof createScraperApi>;
let customerToken: string;
let adminToken: string;
let header: string[];
let rows: string[][];
/** SKUs of this file's own products: other test files change the shared shop's products meanwhile. */
let ownSkus: string[];

type ImportAnswer = ProductCsvPlan & { applied: number; message?: string };

/** The product as the shop's public route answers it. */
const shopProduct = async (id: string) =>
  (
    (await (await fetch(`${shop.url}/api/products/${id}`)).json()) as {
      product: { id: string; selling_price: number; stock_quantity: number };
    }
  ).product;

beforeAll(async () => {
  adminToken = await signInSample(shop, 'admin');
  customerToken = await signInSample(shop, 'customer');
  api = createScraperApi(shop, adminToken);
  ownSkus = (await createTestProducts(shop, [{ stock: 7 }, { stock: 8 }, { stock: 9 }])).map((p) => p.sku);
  const response = await fetch(`${shop.url}/api/admin/products-csv`, {
    headers: { authorization: `Bearer ${adminToken}` },
  });
  expect(response.headers.get('content-type')).toContain('text/csv');
  const records = parseCsv(await response.text());
  header = records[0]!.fields;
  rows = records.slice(1).map((record) => record.fields);
});

/** One of this file's own (active) products, by its export row. */
const activeRow = (offset: number) => rows.find((row) => row[header.indexOf('sku')] === ownSkus[offset])!;
const col = (name: string) => header.indexOf(name);

describe('the CSV export', () => {
  it('lists every product with the documented columns', () => {
    expect(header).toEqual([
      'sku',
      'name',
      'base_price',
      'selling_price',
      'stock_quantity',
      'stock_at_export',
      'is_active',
      'category',
      'brand',
      'product_type',
    ]);
    expect(rows.length).toBeGreaterThan(100);
  });
});

describe('the CSV import', () => {
  it('reports a dry run without writing anything', async () => {
    const row = activeRow(0);
    const csv = writeCsv([
      ['sku', 'selling_price', 'stock_quantity', 'stock_at_export'],
      [row[col('sku')]!, 4321, row[col('stock_quantity')]!, row[col('stock_at_export')]!],
      ['NO-SUCH-SKU', 1, 1, 1],
      [activeRow(1)[col('sku')]!, 'cheap', -2, activeRow(1)[col('stock_at_export')]!],
    ]);

    const answer = await api.call<ImportAnswer>('POST', '/api/admin/products-csv', { csv });

    expect(answer.status).toBe(200);
    expect(answer.body.applied).toBe(0);
    expect(answer.body.changes).toEqual([
      expect.objectContaining({
        line: 2,
        sku: row[col('sku')],
        changes: [{ field: 'selling_price', before: Number(row[col('selling_price')]), after: 4321 }],
      }),
    ]);
    expect(answer.body.errors).toEqual([
      { line: 3, field: 'sku', message: 'no product has this SKU' },
      { line: 4, field: 'selling_price', message: 'must be a price of 0 or more' },
      { line: 4, field: 'stock_quantity', message: 'must be a whole number of 0 or more' },
    ]);
    const id = answer.body.changes[0]!.productId;
    expect((await shopProduct(id)).selling_price).toBe(Number(row[col('selling_price')]));
  });

  it('refuses to apply a file with errors, naming the csv field, and writes nothing', async () => {
    const row = activeRow(2);
    const csv = writeCsv([
      ['sku', 'selling_price'],
      [row[col('sku')]!, 999],
      ['NO-SUCH-SKU', 1],
    ]);
    const answer = await api.call<ImportAnswer>('POST', '/api/admin/products-csv', { csv, apply: true });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toMatch(/^csv: /);
  });

  it('applies the changes so the shop shows them within the freshness bound, and records them in the product history', async () => {
    const row = activeRow(0);
    const csv = writeCsv([
      ['sku', 'selling_price', 'stock_quantity', 'stock_at_export'],
      [row[col('sku')]!, 4321, 17, row[col('stock_at_export')]!],
    ]);

    const answer = await api.call<ImportAnswer>('POST', '/api/admin/products-csv', { csv, apply: true });

    expect(answer.status).toBe(200);
    expect(answer.body.applied).toBe(1);
    const id = answer.body.changes[0]!.productId;
    // Warm containers look at the change log at most once per check interval.
    await expect
      .poll(() => shopProduct(id), { timeout: 10 * CATALOGUE_FRESHNESS.checkIntervalMs, interval: 100 })
      .toMatchObject({ selling_price: 4321, stock_quantity: 17 });
    const entry = await waitForHistoryEntry(shop, adminToken, id, (e) => e.cause === 'csv');
    expect(entry.by).toBe(shop.sampleAccounts.admin.email);
    expect(entry.changes).toContainEqual({
      field: 'selling_price',
      before: Number(row[col('selling_price')]),
      after: 4321,
    });
  });

  it('never puts sold stock back: a re-uploaded older export shows a conflict and leaves the stock', async () => {
    // The morning's export of this product, edited to change its price and keep its stock.
    const row = activeRow(1);
    const exported = Number(row[col('stock_at_export')]);
    const oldFile = writeCsv([
      header,
      header.map((name) => (name === 'selling_price' ? 5555 : row[col(name)]!)),
    ]);
    // In the afternoon a guest buys one.
    const id = (await api.call<ImportAnswer>('POST', '/api/admin/products-csv', { csv: oldFile })).body
      .changes[0]!.productId;
    const guest = createShopClient(shop, { guestId: newGuestId() });
    expect((await guest.add(id, 1)).status).toBe(200);
    const session = await guest.saveCheckout();
    const order = await guest.placeOrder(session.body.checkout_session.id);
    expect(order.status).toBe(201);
    expect((await readProduct(shop, id))?.stock_quantity).toBe(exported - 1);

    const dryRun = await api.call<ImportAnswer>('POST', '/api/admin/products-csv', { csv: oldFile });

    expect(dryRun.status).toBe(200);
    expect(dryRun.body.errors).toEqual([]);
    expect(dryRun.body.changes).toEqual([]);
    expect(dryRun.body.conflicts).toEqual([
      { line: 2, sku: row[col('sku')], productId: id, exported, current: exported - 1, proposed: exported },
    ]);
    const applied = await api.call<ImportAnswer>('POST', '/api/admin/products-csv', {
      csv: oldFile,
      apply: true,
    });
    expect(applied.status).toBe(200);
    expect(applied.body.applied).toBe(0);
    expect(await readProduct(shop, id)).toMatchObject({
      stock_quantity: exported - 1,
      selling_price: Number(row[col('selling_price')]),
    });
  });

  it('refuses a quote that is never closed with the line, and a customer', async () => {
    const bad = await api.call<{ message: string }>('POST', '/api/admin/products-csv', { csv: 'sku\n"open' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('csv: line 2: a quoted field is never closed');
    const refused = await api.call('POST', '/api/admin/products-csv', { csv: 'sku\n' }, customerToken);
    expect(refused.status).toBe(403);
  });
});

/**
 * Staff correct what a product is ("Search that understands what shoppers mean": product types). A
 * product whose name reads as a dock is a laptop: staff set its type in the product form (API) or
 * the CSV, search then finds it for "laptop" (warm containers through the change log, cold ones
 * through the card index, which carries the type), and clearing it goes back to reading the name.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, inject, it } from 'vitest';
import type { AdminProduct } from '../../functions/core/admin/product-form.js';
import type { ProductCsvPlan } from '../../functions/core/admin/product-csv.js';
import { createCatalogueSearch } from '../../functions/core/catalogue/catalogue-search.js';
import { catalogueQuerySchema } from '../../functions/core/catalogue/catalogue-query.js';
import { parseCsv, writeCsv } from '../../functions/core/csv/csv.js';
import { signInSample } from '../helpers/cognito.js';
import { callWithToken } from '../helpers/bearer-call.js';

const shop = inject('shop');
const token = await signInSample(shop, 'admin');

const call = <T = { message: string; product: AdminProduct }>(method: string, path: string, body?: unknown) =>
  callWithToken<T>(shop, token, method, path, body);

/** The ids the shop's search answers for `query` (the first 100). */
async function searchIds(query: string): Promise<string[]> {
  const response = await fetch(`${shop.url}/api/products?search=${encodeURIComponent(query)}&limit=100`);
  return ((await response.json()) as { products: { id: string }[] }).products.map((p) => p.id);
}

/** Waits (up to 10 s) until the shop's search agrees: the warm catalogue reads the change log each second. */
async function expectFound(query: string, id: string, found: boolean) {
  await expect.poll(async () => (await searchIds(query)).includes(id), { timeout: 10_000 }).toBe(found);
}

/** A product with no category whose name says "dock", made through the product form's route. */
async function createDockNamedProduct() {
  const tag = randomUUID().slice(0, 6);
  const body = {
    name: `Vanta ${tag} Dock Edition`,
    sku: `VANTA-${tag}`,
    selling_price: '250000',
    stock_quantity: '4',
    is_active: true,
  };
  const created = await call('POST', '/api/admin/products', body);
  expect(created.status).toBe(201);
  return { body, product: created.body.product };
}

describe("a product's type set by staff", () => {
  it('changes what search finds for a type word, and clearing it reads the name again', async () => {
    const { body, product } = await createDockNamedProduct();
    expect(product).not.toHaveProperty('product_type');
    await expectFound('dock', product.id, true);
    expect(await searchIds('laptop')).not.toContain(product.id);

    const set = await call('PUT', `/api/admin/products/${product.id}`, { ...body, product_type: 'laptop' });
    expect(set.status).toBe(200);
    expect(set.body.product.product_type).toBe('laptop');
    await expectFound('laptop', product.id, true);

    const cleared = await call('PUT', `/api/admin/products/${product.id}`, { ...body, product_type: '' });
    expect(cleared.body.product).not.toHaveProperty('product_type');
    await expectFound('laptop', product.id, false);
  });

  it('answers 400 naming the field for a type that is not one of the list', async () => {
    const { body, product } = await createDockNamedProduct();
    const refused = await call('PUT', `/api/admin/products/${product.id}`, {
      ...body,
      product_type: 'spaceship',
    });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toMatch(/^product_type: must be one of the product types/);
  });

  it('reaches a cold container through the card index, which carries the type', async () => {
    const { body, product } = await createDockNamedProduct();
    await call('PUT', `/api/admin/products/${product.id}`, { ...body, product_type: 'laptop' });
    Object.assign(process.env, shop.functionEnv);
    const reads = await import('../../functions/data/catalogue-reads.js');
    const cards = await reads.listProductCards();
    expect(cards.find((card) => card.id === product.id)?.product_type).toBe('laptop');
    // The search a cold container builds from those cards alone.
    const cache = await import('../../functions/data/catalogue-cache.js');
    const snapshots = await import('../../functions/data/catalogue-snapshot.js');
    await snapshots.discardCatalogueSnapshot();
    cache.resetCatalogueCache();
    const { index } = await cache.getCatalogue();
    const found = index.query(
      catalogueQuerySchema.parse({ search: 'laptop', limit: 100 }),
      createCatalogueSearch,
    );
    expect(found.items.map((card) => card.id)).toContain(product.id);
  });

  it('is set and cleared by the CSV import, and the export shows it', async () => {
    const { product } = await createDockNamedProduct();
    const csv = writeCsv([
      ['sku', 'product_type'],
      [product.sku, 'Tablet'],
    ]);
    const bad = await call<ProductCsvPlan>('POST', '/api/admin/products-csv', {
      csv: writeCsv([
        ['sku', 'product_type'],
        [product.sku, 'tablets please'],
      ]),
    });
    expect(bad.body.errors).toEqual([
      { line: 2, field: 'product_type', message: expect.stringMatching(/^must be blank or one of laptop, /) },
    ]);
    const applied = await call<ProductCsvPlan & { applied: number }>('POST', '/api/admin/products-csv', {
      csv,
      apply: true,
    });
    expect(applied.body.applied).toBe(1);
    await expectFound('tablet', product.id, true);
    const exported = parseCsv((await call<string>('GET', '/api/admin/products-csv')).body);
    const header = exported[0]!.fields;
    const row = exported.find((record) => record.fields[0] === product.sku)!.fields;
    expect(row[header.indexOf('product_type')]).toBe('tablet');
  });
});

/**
 * No write path makes a product sellable at 0 ("Staff at human speed" 7: a "call for price" item
 * became a J$0 product a guest bought). The product form and API, the CSV import and the importer's
 * writes (publish and import runs) all refuse an active product without a selling price above 0,
 * naming the product, and write nothing for it; inactive at 0 stays allowed (the importer's "no
 * price" items wait there for staff).
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, inject, it } from 'vitest';
import type { AdminProduct } from '../../../functions/core/admin/product-form.js';
import type { ProductCsvPlan } from '../../../functions/core/admin/product-csv.js';
import { runActor, stampChange } from '../../../functions/core/catalogue/product-history.js';
import { writeCsv } from '../../../functions/core/csv/csv.js';
import { createTestProducts, readProduct } from '../../helpers/cart-api.js';
import { signInSample } from '../../helpers/cognito.js';
import { callWithToken } from '../../helpers/bearer-call.js';

const shop = inject('shop');
const token = await signInSample(shop, 'admin');

const call = <T = { message: string; product: AdminProduct }>(method: string, path: string, body?: unknown) =>
  callWithToken<T>(shop, token, method, path, body);

const refusal = (name: string) =>
  `${name} cannot be active without a selling price above 0. Enter its price, or leave it inactive.`;

/** A "call for price" product as the importer leaves it: inactive, at 0. */
async function createCallForPriceProduct(): Promise<{ id: string; name: string; sku: string }> {
  const name = `Call For Price Switch ${randomUUID().slice(0, 6)}`;
  const [product] = await createTestProducts(shop, [{ stock: 4, price: 0, name, active: false }]);
  return product!;
}

describe('the product form and API', () => {
  it('refuses to create an active product at 0, naming it, and creates nothing', async () => {
    const name = `Free Laptop ${randomUUID().slice(0, 6)}`;
    const sku = `FREE-${randomUUID().slice(0, 8)}`;
    const answer = await call('POST', '/api/admin/products', {
      name,
      sku,
      selling_price: '0',
      stock_quantity: '3',
      is_active: true,
    });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe(`selling_price: ${refusal(name)}`);
    const search = await call<{ products: unknown[] }>('GET', `/api/admin/products?search=${sku}&status=all`);
    expect(search.body.products).toEqual([]);
  });

  it('refuses to make a "call for price" product active without a price, and keeps it inactive', async () => {
    const product = await createCallForPriceProduct();
    const answer = await call('PUT', `/api/admin/products/${product.id}`, {
      name: product.name,
      sku: product.sku,
      selling_price: '0',
      stock_quantity: '4',
      is_active: true,
    });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toContain(refusal(product.name));
    expect((await readProduct(shop, product.id))?.is_active).toBe(false);

    const priced = await call('PUT', `/api/admin/products/${product.id}`, {
      name: product.name,
      sku: product.sku,
      selling_price: '12995',
      stock_quantity: '4',
      is_active: true,
    });
    expect(priced.status).toBe(200);
    expect(priced.body.product).toMatchObject({ is_active: true, selling_price: 12995 });
  });
});

describe('the CSV import', () => {
  it('lists the row as an error in the dry run and refuses to apply it, naming the product', async () => {
    const product = await createCallForPriceProduct();
    const csv = writeCsv([
      ['sku', 'is_active'],
      [product.sku, 'true'],
    ]);
    const dryRun = await call<ProductCsvPlan>('POST', '/api/admin/products-csv', { csv });
    expect(dryRun.status).toBe(200);
    expect(dryRun.body.errors).toEqual([{ line: 2, field: 'is_active', message: refusal(product.name) }]);
    expect(dryRun.body.changes).toEqual([]);

    const apply = await call('POST', '/api/admin/products-csv', { csv, apply: true });
    expect(apply.status).toBe(400);
    expect((await readProduct(shop, product.id))?.is_active).toBe(false);
  });
});

describe("the importer's writes (publish and import runs)", () => {
  it('refuses an active product at 0 on its own, naming it, and writes the rest of the batch', async () => {
    Object.assign(process.env, shop.functionEnv);
    const { writeImportedProducts } = await import('../../../functions/data/catalogue-import.js');
    const [template] = await createTestProducts(shop, [{ stock: 2, active: false }]);
    const makeWrite = (name: string, price: number) => {
      const id = randomUUID();
      return {
        isNew: true,
        product: {
          ...template!,
          id,
          name,
          sku: `IMP-${id.slice(0, 8)}`,
          selling_price: price,
          base_price: price,
          is_active: true,
          source_url: `https://store.example/${id}`,
        },
      };
    };
    const free = makeWrite(`Imported Call For Price ${randomUUID().slice(0, 6)}`, 0);
    const priced = makeWrite(`Imported Priced Router ${randomUUID().slice(0, 6)}`, 8995);

    const outcome = await writeImportedProducts(
      [free, priced],
      stampChange('import', runActor('import', 'test')),
    );

    expect(outcome.errors).toEqual([refusal(free.product.name)]);
    expect(outcome.written.map((write) => write.product.id)).toEqual([priced.product.id]);
    expect(await readProduct(shop, free.product.id)).toBeUndefined();
    expect((await readProduct(shop, priced.product.id))?.is_active).toBe(true);
  });
});

describe('every other product write', () => {
  it('is refused at the table write itself', async () => {
    await expect(createTestProducts(shop, [{ stock: 1, price: 0, active: true }])).rejects.toThrow(
      /cannot be active without a selling price above 0/,
    );
  });
});

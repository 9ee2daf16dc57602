/**
 * The admin product routes against the embedded stack: create, edit and delete with every rule of the
 * product form, unique SKUs, the inventory quick update and image uploads, each seen by the shop.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { AdminProductRow, InventoryStats } from '../../../functions/core/admin/inventory.js';
import type { AdminProduct } from '../../../functions/core/admin/product-form.js';
import { signIn } from '../../helpers/cognito.js';
import { callWithToken } from '../../helpers/bearer-call.js';

const shop = inject('shop');
let token: string;

beforeAll(async () => {
  const { admin } = shop.sampleAccounts;
  token = (await signIn(shop, admin.email, admin.password)).idToken;
});

const call = <T = Record<string, unknown>>(method: string, path: string, body?: unknown) =>
  callWithToken<T>(shop, token, method, path, body);

const uniqueSku = () => `SHG-${randomUUID().slice(0, 8).toUpperCase()}`;

async function createProduct(fields: Record<string, unknown> = {}): Promise<AdminProduct> {
  const { status, body } = await call<{ product: AdminProduct }>('POST', '/api/admin/products', {
    name: `Admin Test Laptop ${randomUUID().slice(0, 6)}`,
    sku: uniqueSku(),
    selling_price: '150000',
    base_price: '120000',
    cost_price: '100000',
    stock_quantity: '5',
    ...fields,
  });
  expect(status).toBe(201);
  return body.product;
}

describe('admin products', () => {
  it('creates a product with derived slug and markup that the shop shows at once', async () => {
    const product = await createProduct({ name: 'Zebra ZD421 Label Printer!', features: ['Fast', '  '] });

    expect(product.slug).toBe('zebra-zd421-label-printer');
    // Over cost: (150,000 - 100,000) / 100,000.
    expect(product.markup_percentage).toBe(50);
    expect(product.features).toEqual(['Fast']);
    expect(product.low_stock_threshold).toBe(10);
    const shopView = await fetch(`${shop.url}/api/products/${product.id}`);
    expect(shopView.status).toBe(200);
    expect(((await shopView.json()) as { product: object }).product).not.toHaveProperty('cost_price');
  });

  it('refuses a missing name, SKU, selling price or stock with a 400', async () => {
    const { status, body } = await call('POST', '/api/admin/products', {
      name: 'x',
      sku: ' ',
      selling_price: 1,
      stock_quantity: 1,
    });
    expect(status).toBe(400);
    expect(body.message).toBe('sku: SKU is required.');
  });

  it('turns an invalid price or stock into 0 and an invalid threshold into 10', async () => {
    const product = await createProduct({
      // Inactive: an active product at 0 is refused (sellable-price.test.ts).
      is_active: false,
      selling_price: 'abc',
      stock_quantity: 'lots',
      low_stock_threshold: '?',
    });
    expect(product).toMatchObject({ selling_price: 0, stock_quantity: 0, low_stock_threshold: 10 });
  });

  it('refuses a SKU another product holds, case-insensitively, with a clear 409', async () => {
    const first = await createProduct();
    const { status, body } = await call('POST', '/api/admin/products', {
      name: 'Copy',
      sku: first.sku.toLowerCase(),
      selling_price: 1,
      stock_quantity: 1,
    });
    expect(status).toBe(409);
    expect(body.message).toBe(
      `SKU ${first.sku.toLowerCase()} is already used by another product. Please choose another SKU.`,
    );
  });

  it('edits a product: the shop sees the new price, and a changed SKU frees the old one', async () => {
    const product = await createProduct();
    const newSku = uniqueSku();

    const { status, body } = await call<{ product: AdminProduct }>(
      'PUT',
      `/api/admin/products/${product.id}`,
      {
        ...product,
        sku: newSku,
        selling_price: 99_995,
      },
    );

    expect(status).toBe(200);
    expect(body.product.created_at).toBe(product.created_at);
    const detail = (await (await fetch(`${shop.url}/api/products/${product.id}`)).json()) as {
      product: { selling_price: number };
    };
    expect(detail.product.selling_price).toBe(99_995);
    const reuse = await createProduct({ sku: product.sku });
    expect(reuse.sku).toBe(product.sku);
    const clash = await call('PUT', `/api/admin/products/${reuse.id}`, { ...reuse, sku: newSku });
    expect(clash.status).toBe(409);
  });

  it('hides a deactivated product from the shop but keeps it in the admin list', async () => {
    const product = await createProduct();
    await call('PUT', `/api/admin/products/${product.id}`, { ...product, is_active: false });

    expect((await fetch(`${shop.url}/api/products/${product.id}`)).status).toBe(404);
    const { body } = await call<{ products: AdminProductRow[] }>(
      'GET',
      `/api/admin/products?status=inactive&search=${encodeURIComponent(product.sku)}`,
    );
    expect(body.products.map((p) => p.id)).toEqual([product.id]);
  });

  it('deletes a product, freeing its SKU', async () => {
    const product = await createProduct();

    expect((await call('DELETE', `/api/admin/products/${product.id}`)).status).toBe(204);

    expect((await call('GET', `/api/admin/products/${product.id}`)).status).toBe(404);
    expect((await fetch(`${shop.url}/api/products/${product.id}`)).status).toBe(404);
    expect((await call('DELETE', `/api/admin/products/${product.id}`)).status).toBe(404);
    await createProduct({ sku: product.sku });
  });

  it('lists newest first with paging and searches by name or SKU', async () => {
    const product = await createProduct();
    const first = await call<{ products: AdminProductRow[]; total: number }>(
      'GET',
      '/api/admin/products?limit=5',
    );
    expect(first.body.products).toHaveLength(5);
    const dates = first.body.products.map((p) => p.created_at);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(first.body.products[0]).not.toHaveProperty('cost_price');

    const bySku = await call<{ products: AdminProductRow[] }>(
      'GET',
      `/api/admin/products?search=${product.sku}`,
    );
    expect(bySku.body.products[0]?.id).toBe(product.id);
    expect((await call('GET', '/api/admin/products?status=bogus')).status).toBe(400);
  });

  it('answers the dashboard figures from the server', async () => {
    const before = (await call<InventoryStats>('GET', '/api/admin/stats')).body;
    await createProduct({ selling_price: 10, stock_quantity: 3 });
    const after = (await call<InventoryStats>('GET', '/api/admin/stats')).body;
    expect(after.total_products).toBe(before.total_products + 1);
    expect(after.low_stock).toBe(before.low_stock + 1);
    expect(after.inventory_value).toBeCloseTo(before.inventory_value + 30, 2);
  });
});

describe('inventory quick update', () => {
  it('goes down to zero and refuses below zero with a 409', async () => {
    const product = await createProduct({ stock_quantity: 1 });
    const adjust = (delta: number) => call('POST', `/api/admin/products/${product.id}/stock`, { delta });

    expect((await adjust(-1)).body).toEqual({ id: product.id, stock_quantity: 0 });
    const refused = await adjust(-1);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('Stock cannot go below zero.');
    expect((await adjust(10)).body.stock_quantity).toBe(10);
    expect((await adjust(5)).status).toBe(400);
    expect((await call('POST', '/api/admin/products/no-such-product/stock', { delta: 1 })).status).toBe(404);
  });

  it('is atomic: concurrent decrements never oversell', async () => {
    const product = await createProduct({ stock_quantity: 3 });

    const results = await Promise.all(
      Array.from({ length: 6 }, () => call('POST', `/api/admin/products/${product.id}/stock`, { delta: -1 })),
    );

    expect(results.filter((r) => r.status === 200)).toHaveLength(3);
    expect(results.filter((r) => r.status !== 200).every((r) => r.status === 409)).toBe(true);
    const { body } = await call<{ product: AdminProduct }>('GET', `/api/admin/products/${product.id}`);
    expect(body.product.stock_quantity).toBe(0);
  });
});

describe('image uploads', () => {
  it('uploads through a presigned POST and serves the image at its public URL', async () => {
    const bytes = Buffer.from('\x89PNG\r\n\x1a\nadmin-test-image');
    const ticket = await call<{
      url: string;
      fields: Record<string, string>;
      public_url: string;
      key: string;
    }>('POST', '/api/admin/images', {
      content_type: 'image/png',
      size: bytes.length,
      file_name: 'photo.png',
    });
    expect(ticket.status).toBe(200);
    expect(ticket.body.key).toMatch(/^tmp\/[0-9a-f-]{36}\.png$/);
    expect(ticket.body.public_url).toBe(`/images/${ticket.body.key}`);

    const form = new FormData();
    for (const [name, value] of Object.entries(ticket.body.fields)) form.append(name, value);
    form.append('file', new Blob([bytes], { type: 'image/png' }), 'photo.png');
    const upload = await fetch(ticket.body.url, { method: 'POST', body: form });
    expect(upload.status).toBeLessThan(300);

    const served = await fetch(`${shop.url}${ticket.body.public_url}`);
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer())).toEqual(bytes);
  });

  it('refuses other types and files above the size limit', async () => {
    expect((await call('POST', '/api/admin/images', { content_type: 'text/html', size: 10 })).status).toBe(
      400,
    );
    expect((await call('POST', '/api/admin/images', { content_type: 'image/png', size: 50e6 })).status).toBe(
      400,
    );
  });
});

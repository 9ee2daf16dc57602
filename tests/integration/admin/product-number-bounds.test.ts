/** Numbers beyond any real product in the admin product form: a 400 naming the field, never stored. */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { signIn } from '../../helpers/cognito.js';

const shop = inject('shop');
let token: string;

beforeAll(async () => {
  const { admin } = shop.sampleAccounts;
  token = (await signIn(shop, admin.email, admin.password)).idToken;
});

async function save(method: string, path: string, fields: Record<string, unknown>) {
  const response = await fetch(`${shop.url}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      name: `Bounds Test ${randomUUID().slice(0, 6)}`,
      sku: `BND-${randomUUID().slice(0, 8)}`,
      selling_price: 1_000,
      stock_quantity: 1,
      ...fields,
    }),
  });
  return { status: response.status, body: (await response.json()) as { message: string } };
}

describe('admin product numbers', () => {
  it.each([
    ['selling_price', 1e21],
    ['base_price', 1e21],
    ['cost_price', '1e300'],
    ['stock_quantity', 1e16],
    ['low_stock_threshold', 1e16],
    ['weight', 1e300],
  ])('refuses %s %s with a 400 naming it', async (field, value) => {
    const { status, body } = await save('POST', '/api/admin/products', { [field]: value });

    expect(status).toBe(400);
    expect(body.message).toMatch(new RegExp(`^${field}: must be at most`));
  });

  it.each([
    ['weight', 1e-320],
    ['weight', 0.0004],
  ])('refuses %s %s, lighter than a gram, with a 400 naming it', async (field, value) => {
    const { status, body } = await save('POST', '/api/admin/products', { [field]: value });

    expect(status).toBe(400);
    expect(body.message).toBe(`${field}: must be at least 0.001 kg`);
  });

  it('refuses the same on an edit and leaves the product as it was', async () => {
    const created = await save('POST', '/api/admin/products', { selling_price: 2_500 });
    expect(created.status).toBe(201);
    const { product } = created.body as unknown as { product: { id: string; sku: string; name: string } };

    const edit = await save('PUT', `/api/admin/products/${product.id}`, {
      name: product.name,
      sku: product.sku,
      selling_price: 100_000_001,
    });

    expect(edit.status).toBe(400);
    const shopView = (await (await fetch(`${shop.url}/api/products/${product.id}`)).json()) as {
      product: { selling_price: number };
    };
    expect(shopView.product.selling_price).toBe(2_500);
  });

  it('takes the highest allowed price and stock', async () => {
    const { status } = await save('POST', '/api/admin/products', {
      selling_price: 100_000_000,
      stock_quantity: 1_000_000,
      weight: 25.5,
    });
    expect(status).toBe(201);
  });
});

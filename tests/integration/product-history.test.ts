/**
 * The stock and price history on the embedded stack: staff writes, orders and cancellations reach
 * the product's history from the table's stream (the local poller and the history consumer), each
 * with who or what made it, before and after; staff page through it and export it as CSV.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { AdminProduct } from '../../functions/core/admin/product-form.js';
import { parseCsv } from '../../functions/core/csv/csv.js';
import { createShopClient, createTestProducts, newGuestId, type ShopClient } from '../helpers/cart-api.js';
import { signIn } from '../helpers/cognito.js';
import { readHistory, waitForHistoryEntry } from '../helpers/product-history.js';

const shop = inject('shop');
const adminEmail = shop.sampleAccounts.admin.email;
let adminToken: string;
let staff: ShopClient;

beforeAll(async () => {
  adminToken = (await signIn(shop, adminEmail, shop.sampleAccounts.admin.password)).idToken;
  staff = createShopClient(shop, { idToken: adminToken });
});

const stockChange = (before: number, after: number) => ({ field: 'stock_quantity', before, after });

async function placeGuestOrder(productId: string, quantity: number) {
  const client = createShopClient(shop, { guestId: newGuestId() });
  expect((await client.add(productId, quantity)).status).toBe(200);
  const session = (await client.saveCheckout()).body.checkout_session;
  const placed = await client.placeOrder(session.id, randomUUID(), 'bank_transfer');
  expect(placed.status).toBe(201);
  return placed.body.order;
}

describe('product history', () => {
  it('records a quick stock update and a form edit with the staff member, before and after', async () => {
    const [product] = await createTestProducts(shop, [{ stock: 5, price: 4_000 }]);
    const id = product!.id;

    expect((await staff.call('POST', `/api/admin/products/${id}/stock`, { delta: 10 })).status).toBe(200);
    const quick = await waitForHistoryEntry(shop, adminToken, id, (e) => e.cause === 'quick-update');
    expect(quick).toMatchObject({ by: adminEmail, changes: [stockChange(5, 15)] });

    const { body } = await staff.call<{ product: AdminProduct }>('GET', `/api/admin/products/${id}`);
    const edited = await staff.call('PUT', `/api/admin/products/${id}`, {
      ...body.product,
      selling_price: 3_750,
    });
    expect(edited.status).toBe(200);
    const edit = await waitForHistoryEntry(shop, adminToken, id, (e) => e.cause === 'form-edit');
    expect(edit.by).toBe(adminEmail);
    expect(edit.changes).toEqual([{ field: 'selling_price', before: 4_000, after: 3_750 }]);
  });

  it('records an order and its cancellation with the order number', async () => {
    const [product] = await createTestProducts(shop, [{ stock: 4 }]);
    const order = await placeGuestOrder(product!.id, 3);

    const placed = await waitForHistoryEntry(shop, adminToken, product!.id, (e) => e.cause === 'order');
    expect(placed).toMatchObject({ by: `order ${order.order_number}`, changes: [stockChange(4, 1)] });

    const cancelled = await staff.call('POST', `/api/admin/orders/${order.order_number}/cancel`);
    expect(cancelled.status).toBe(200);
    const returned = await waitForHistoryEntry(
      shop,
      adminToken,
      product!.id,
      (e) => e.cause === 'cancellation',
    );
    expect(returned).toMatchObject({ by: `order ${order.order_number}`, changes: [stockChange(1, 4)] });
  });

  it('pages newest first and exports every change as CSV', async () => {
    const [product] = await createTestProducts(shop, [{ stock: 1 }]);
    const id = product!.id;
    for (const delta of [1, 10, -1]) {
      expect((await staff.call('POST', `/api/admin/products/${id}/stock`, { delta })).status).toBe(200);
    }
    // The last write's entry is there once the stream caught up with all of them.
    await waitForHistoryEntry(shop, adminToken, id, (e) => e.changes[0]?.after === 11);

    const first = await readHistory(shop, adminToken, id, '?limit=2');
    expect(first.status).toBe(200);
    expect(first.body.entries.map((e) => e.changes[0])).toEqual([stockChange(12, 11), stockChange(2, 12)]);
    expect(first.body.cursor).not.toBeNull();
    const second = await readHistory(
      shop,
      adminToken,
      id,
      `?limit=2&cursor=${encodeURIComponent(first.body.cursor!)}`,
    );
    expect(second.body.entries.map((e) => e.cause)).toEqual(['quick-update', 'create']);
    expect(second.body.entries[0]!.changes).toEqual([stockChange(1, 2)]);

    const response = await fetch(`${shop.url}/api/admin/products/${id}/history/csv`, {
      headers: { authorization: `Bearer ${adminToken}` },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/csv/);
    const [header, ...rows] = parseCsv(await response.text()).map((record) => record.fields);
    expect(header).toEqual(['at', 'by', 'cause', 'field', 'before', 'after']);
    const stockRows = rows.filter((row) => row[3] === 'stock_quantity').map((row) => row.slice(1));
    expect(stockRows).toEqual([
      [adminEmail, 'quick-update', 'stock_quantity', '12', '11'],
      [adminEmail, 'quick-update', 'stock_quantity', '2', '12'],
      [adminEmail, 'quick-update', 'stock_quantity', '1', '2'],
      ['test setup', 'create', 'stock_quantity', '', '1'],
    ]);
  });

  it('is for staff only, and refuses a cursor it did not give, naming it', async () => {
    const [product] = await createTestProducts(shop, [{ stock: 1 }]);
    const customer = await signIn(
      shop,
      shop.sampleAccounts.customer.email,
      shop.sampleAccounts.customer.password,
    );
    expect((await readHistory(shop, customer.idToken, product!.id)).status).toBe(403);
    const csv = await fetch(`${shop.url}/api/admin/products/${product!.id}/history/csv`);
    expect(csv.status).toBe(401);
    const bad = await staff.call<{ message: string }>(
      'GET',
      `/api/admin/products/${product!.id}/history?cursor=product%23x`,
    );
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/^cursor/);
  });
});

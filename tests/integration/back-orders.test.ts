/**
 * A product the distributor sells on back-order ("Available to order within 20 days"), imported from
 * the fixture store by the real state machine, then bought as a shopper buys it: added to the cart at
 * 0 stock, ordered, the order's mail naming the wait; its stock is never counted down nor given back.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { MAX_BACK_ORDER_QUANTITY } from '../../functions/core/catalogue/back-order.js';
import { startLinksStore, type LinksStore } from '../fixtures/stores/links-store.js';
import { checkoutBody, createShopClient, newGuestId, readProduct } from '../helpers/cart-api.js';
import { signIn } from '../helpers/cognito.js';
import { waitForMail } from '../helpers/mailbox.js';
import { createScraperApi, createTableClient } from '../helpers/scraper.js';

const shop = inject('shop');
const table = createTableClient(shop);
const wait = 'Available to order: expected wait 20 days';
let store: LinksStore;
let adminToken: string;

beforeAll(async () => {
  store = await startLinksStore();
  adminToken = (await signIn(shop, shop.sampleAccounts.admin.email, shop.sampleAccounts.admin.password))
    .idToken;
});

afterAll(async () => {
  await store?.close();
});

describe('a back-order imported from a store', () => {
  it('is sold to order with its wait: added to the cart and ordered at 0 stock, the mail naming the wait', async () => {
    await table.resetScrapeLock();
    const api = createScraperApi(shop, adminToken);
    const started = await api.start({ url: `${store.url}/item/epson-l3250`, activeOnImport: true });
    expect(started.status, JSON.stringify(started.body)).toBe(202);
    const run = await api.waitForRun(started.body.id);
    expect(run.status, run.message).toBe('succeeded');

    const stored = await table.getProductBySku('C11CJ67303');
    expect(stored).toMatchObject({
      name: 'Epson EcoTank L3250',
      stock_quantity: 0,
      stock_status: 'to-order',
      order_lead_time: '20 days',
      is_active: true,
    });
    const id = stored!.id;

    // The shop's product page says it.
    const page = await fetch(`${shop.url}/api/products/${id}`);
    expect(page.status).toBe(200);
    expect(await page.json()).toMatchObject({
      product: { stock_status: 'to-order', order_lead_time: '20 days' },
    });

    const email = `backorder-${randomUUID()}@example.com`;
    const client = createShopClient(shop, { guestId: newGuestId() });
    const added = await client.add(id, 2);
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    expect(added.body.cart.lines[0]).toMatchObject({ quantity: 2, back_order_wait: wait });
    // Up to the back-order allowance, and the cart says why.
    const raised = await client.setQuantity(id, 25);
    expect(raised.body.cart.lines[0]!.quantity).toBe(MAX_BACK_ORDER_QUANTITY);
    expect(raised.body.cart.notice).toBe(
      `Epson EcoTank L3250 is available to order, up to ${MAX_BACK_ORDER_QUANTITY} at a time, so your cart holds ${MAX_BACK_ORDER_QUANTITY}.`,
    );
    await client.setQuantity(id, 2);

    const base = checkoutBody();
    const session = (await client.saveCheckout({ ...base, customer_info: { ...base.customer_info, email } }))
      .body.checkout_session;
    const placed = await client.placeOrder(session.id);
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    const order = placed.body.order;
    expect(order.lines[0]).toMatchObject({ quantity: 2, back_order: { lead_time: '20 days' } });

    const [received] = await waitForMail(shop.url, email, (m) => m.subject.includes(order.order_number));
    expect(received!.text).toContain('Epson EcoTank L3250');
    expect(received!.text).toContain(wait);

    // Nothing was taken from stock, and a cancellation gives nothing back.
    expect(await readProduct(shop, id)).toMatchObject({ stock_quantity: 0, stock_status: 'to-order' });
    const staff = createShopClient(shop, { idToken: adminToken });
    const cancelled = await staff.call('POST', `/api/admin/orders/${order.order_number}/cancel`);
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect(await readProduct(shop, id)).toMatchObject({ stock_quantity: 0, stock_status: 'to-order' });
  });
});

/**
 * Back-in-stock alerts end to end on the embedded stack: a shopper signs up on an out-of-stock
 * product; whichever path brings stock back (staff, a store sync, a cancelled order), the product
 * write's stream record reaches the alert consumer, which mails each subscriber once through the
 * local SES, where the dev mailbox shows it. Sign-ups count against the public forms' rate limits.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { MailboxMessage } from '../../infra/local/mailbox.js';
import { SES_OUTAGE_PATH } from '../../infra/local/services/ses.js';
import { backInStockWords } from '../../functions/core/catalogue/back-in-stock-words.js';
import { ENQUIRY_LIMITS } from '../../functions/core/security-limits.js';
import { startMutableStore, type MutableStore } from '../fixtures/mutable-store/server.js';
import { createShopClient, createTestProducts, newGuestId, type ShopClient } from '../helpers/cart-api.js';
import { signIn } from '../helpers/cognito.js';
import { newLoopbackAddress, sendFrom } from '../helpers/enquiries.js';
import { createReviewApi } from '../helpers/import-review.js';
import { readMailboxOf, waitForMail } from '../helpers/mailbox.js';
import { waitForHistoryEntry } from '../helpers/product-history.js';
import { createTableClient } from '../helpers/scraper.js';

const shop = inject('shop');
const sesOutage = `${shop.functionEnv.AWS_ENDPOINT_URL_SESV2!}${SES_OUTAGE_PATH}`;
let adminToken: string;
let staff: ShopClient;
let store: MutableStore | undefined;

beforeAll(async () => {
  const { email, password } = shop.sampleAccounts.admin;
  adminToken = (await signIn(shop, email, password)).idToken;
  staff = createShopClient(shop, { idToken: adminToken });
});

afterAll(async () => {
  await store?.close();
});

const newAddress = () => `waiting-${randomUUID().slice(0, 8)}@example.com`;

async function signUp(productId: string, email: unknown) {
  const response = await fetch(`${shop.url}/api/products/${productId}/back-in-stock`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email }),
  });
  return { status: response.status, body: (await response.json()) as { message?: string; email?: string } };
}

const restock = (id: string, delta: number) =>
  staff.call('POST', `/api/admin/products/${id}/stock`, { delta });

const alertOf = (name: string) => (message: MailboxMessage) => message.subject === `Back in stock: ${name}`;

describe('back-in-stock alerts', () => {
  it('mail a guest once when staff restock, with the product link, and never again', async () => {
    const name = `Alert Router ${randomUUID().slice(0, 6)}`;
    const [product] = await createTestProducts(shop, [{ stock: 0, name }]);
    const email = newAddress();

    expect(await signUp(product!.id, email.toUpperCase())).toEqual({
      status: 200,
      body: { subscribed: true, email },
    });
    expect((await signUp(product!.id, email)).status).toBe(200);

    expect((await restock(product!.id, 1)).status).toBe(200);
    const [alert] = await waitForMail(shop.url, email, alertOf(name));
    expect(alert!.body).toContain(`${shop.url}/product/${product!.id}`);
    expect(alert!.text).toContain(`Good news: ${name} is back in stock.`);

    // Out and back again: the subscription ended with the first mail. A second address, signed up in
    // between, is the sign that the second restock has been through the consumer.
    expect((await restock(product!.id, -1)).status).toBe(200);
    const later = newAddress();
    expect((await signUp(product!.id, later)).status).toBe(200);
    expect((await restock(product!.id, 10)).status).toBe(200);
    await waitForMail(shop.url, later, alertOf(name));
    expect((await readMailboxOf(shop.url, email)).filter(alertOf(name))).toHaveLength(1);
  });

  it('refuse an address that is not one, a product in stock and an unknown product', async () => {
    const [product] = await createTestProducts(shop, [{ stock: 0 }]);
    const [inStock] = await createTestProducts(shop, [{ stock: 3 }]);
    const bad = await signUp(product!.id, 'not-an-address');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/^email/);
    expect((await signUp(inStock!.id, newAddress())).status).toBe(409);
    expect((await signUp(randomUUID(), newAddress())).status).toBe(404);
  });

  it(`refuse the sign-up beyond ${ENQUIRY_LIMITS.perAddress} from one address within the hour with a 429, and store nothing`, async () => {
    const name = `Limited Switch ${randomUUID().slice(0, 6)}`;
    const [first, limited] = await createTestProducts(shop, [
      { stock: 0, name: `Popular ${name}` },
      { stock: 0, name },
    ]);
    const email = newAddress();
    // From a new network address each time: only the sender's address is counted against them.
    const signUpFrom = (productId: string, address: string) =>
      sendFrom(shop.url, newLoopbackAddress(), 'POST', `/api/products/${productId}/back-in-stock`, {
        email: address,
      });
    const allowed = [];
    for (let index = 0; index < ENQUIRY_LIMITS.perAddress; index += 1) {
      allowed.push((await signUpFrom(first!.id, email)).status);
    }
    const refused = await signUpFrom(limited!.id, email);

    expect(allowed).toEqual(Array<number>(ENQUIRY_LIMITS.perAddress).fill(200));
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe(backInStockWords.tooManyRequests);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);

    // Back in stock: another subscriber's alert arrives, none to the refused address.
    const other = newAddress();
    expect((await signUpFrom(limited!.id, other)).status).toBe(200);
    expect((await restock(limited!.id, 1)).status).toBe(200);
    await waitForMail(shop.url, other, alertOf(name));
    expect((await readMailboxOf(shop.url, email)).filter(alertOf(name))).toEqual([]);
  });

  it('mail a subscriber when a cancelled order returns the last units', async () => {
    const name = `Alert Switch ${randomUUID().slice(0, 6)}`;
    const [product] = await createTestProducts(shop, [{ stock: 2, name }]);
    const buyer = createShopClient(shop, { guestId: newGuestId() });
    await buyer.add(product!.id, 2);
    const session = (await buyer.saveCheckout()).body.checkout_session;
    const placed = await buyer.placeOrder(session.id, randomUUID(), 'bank_transfer');
    expect(placed.status).toBe(201);
    const email = newAddress();
    expect((await signUp(product!.id, email)).status).toBe(200);

    const cancelled = await staff.call('POST', `/api/admin/orders/${placed.body.order.order_number}/cancel`);
    expect(cancelled.status).toBe(200);

    const alerts = await waitForMail(shop.url, email, alertOf(name));
    expect(alerts).toHaveLength(1);
  });

  it('mail a subscriber when a store sync finds the product in stock again, recorded against the run', async () => {
    const sku = `ALERT-${randomUUID().slice(0, 8).toUpperCase()}`;
    const name = `Alert Access Point ${sku}`;
    store = await startMutableStore([{ sku, name, price: 15_000, currency: 'JMD', inStock: false }]);
    const api = createReviewApi(shop, adminToken);
    const table = createTableClient(shop);
    const imported = await api.run(store.catalogueUrl, 'import', { activeOnImport: true });
    expect(imported.status).toBe('succeeded');
    const product = await table.getProductBySku(sku);
    expect(product).toMatchObject({ stock_quantity: 0 });
    const email = newAddress();
    expect((await signUp(product!.id, email)).status).toBe(200);

    store.products[0]!.inStock = true;
    const synced = await api.run(store.catalogueUrl, 'sync');
    expect(synced.status).toBe('succeeded');

    const [alert] = await waitForMail(shop.url, email, alertOf(name));
    expect(alert!.body).toContain(`/product/${product!.id}`);
    const entry = await waitForHistoryEntry(shop, adminToken, product!.id, (e) => e.cause === 'sync');
    expect(entry.by).toBe(`sync run ${synced.id}`);
    expect(entry.changes).toContainEqual({ field: 'stock_quantity', before: 0, after: 10 });
    const created = await waitForHistoryEntry(shop, adminToken, product!.id, (e) => e.cause === 'import');
    expect(created.by).toBe(`import run ${imported.id}`);
  });

  it('retry a send that failed, and still mail once', async () => {
    const name = `Alert Camera ${randomUUID().slice(0, 6)}`;
    const [product] = await createTestProducts(shop, [{ stock: 0, name }]);
    const email = newAddress();
    expect((await signUp(product!.id, email)).status).toBe(200);
    // An outage for this subscriber alone: other files' mails go on being sent meanwhile.
    const outage = `${sesOutage}?to=${encodeURIComponent(email)}`;
    const rejected = async () => ((await (await fetch(outage)).json()) as { rejected: number }).rejected;
    const before = await rejected();
    await fetch(outage, { method: 'POST' });
    try {
      expect((await restock(product!.id, 1)).status).toBe(200);
      const deadline = Date.now() + 20_000;
      while ((await rejected()) === before) {
        if (Date.now() > deadline) throw new Error('The alert was never tried during the outage.');
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(await readMailboxOf(shop.url, email)).toEqual([]);
    } finally {
      await fetch(outage, { method: 'DELETE' });
    }

    await waitForMail(shop.url, email, alertOf(name));
    // A later restock with a new subscriber comes through after any retry of the first batch.
    expect((await restock(product!.id, -1)).status).toBe(200);
    const later = newAddress();
    expect((await signUp(product!.id, later)).status).toBe(200);
    expect((await restock(product!.id, 1)).status).toBe(200);
    await waitForMail(shop.url, later, alertOf(name));
    expect((await readMailboxOf(shop.url, email)).filter(alertOf(name))).toHaveLength(1);
  });
});

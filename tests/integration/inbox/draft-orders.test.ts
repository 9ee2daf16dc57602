/**
 * Draft orders on the embedded stack: staff make a quote request into catalogue lines at stored
 * prices, edit and send it; the customer gets one mail through the local SES with a secret link,
 * opens it, and puts its lines in a cart through the cart's rules.
 */
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { CartView } from '../../../functions/core/cart/cart.js';
import type { InboxMessage } from '../../../functions/core/inbox/message.js';
import type { DraftOrderView, QuoteView } from '../../../functions/core/quotes/draft-order.js';
import type { Product } from '../../../functions/core/catalogue/product.js';
import type { TaxInvoice } from '../../../functions/core/orders/invoice.js';
import { createTestUser } from '../../helpers/admin-users.js';
import { makeEmail } from '../../helpers/accounts.js';
import {
  checkoutBody,
  createShopClient,
  createTestProducts,
  newGuestId,
  readProduct,
} from '../../helpers/cart-api.js';
import { signIn } from '../../helpers/cognito.js';
import { callInbox, quoteEnquiry, storeEnquiry } from '../../helpers/inbox.js';
import { waitForMail } from '../../helpers/mailbox.js';

const shop = inject('shop');

let adminToken: string;
let moderatorToken: string;
let laptop: Product;
let monitor: Product;
let retired: Product;

type Created = { draft_order: DraftOrderView; message?: string };
type Failure = { error: string; message: string };

beforeAll(async () => {
  const moderator = await createTestUser(shop, ['customer', 'moderator']);
  const { admin } = shop.sampleAccounts;
  const [a, m] = await Promise.all([
    signIn(shop, admin.email, admin.password),
    signIn(shop, moderator.email, moderator.password),
  ]);
  [adminToken, moderatorToken] = [a.idToken, m.idToken];
  const products = await createTestProducts(shop, [
    { stock: 20, price: 150_000, name: 'Quote Laptop' },
    { stock: 5, price: 42_000, name: 'Quote Monitor' },
    { stock: 5, price: 9_000, name: 'Quote Retired Dock', active: false },
  ]);
  [laptop, monitor, retired] = [products[0]!, products[1]!, products[2]!];
});

async function callAdmin<T>(token: string, method: string, path: string, body?: unknown) {
  const response = await fetch(`${shop.url}/api/admin${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as T };
}

async function getQuote(id: string, token: string) {
  const response = await fetch(`${shop.url}/api/quotes/${id}?token=${encodeURIComponent(token)}`);
  return { status: response.status, body: (await response.json()) as { quote: QuoteView } & Failure };
}

/** A quote request for the laptop, the monitor, an unknown and a retired SKU, made into a draft. */
async function createDraft(email = makeEmail('buyer')) {
  const message = await storeEnquiry(
    shop,
    quoteEnquiry(
      [
        { sku: laptop.sku.toLowerCase(), quantity: 10 },
        { sku: monitor.sku, quantity: 4 },
        { sku: 'NO-SUCH-SKU-1', quantity: 2 },
        { sku: retired.sku, quantity: 1 },
      ],
      email,
    ),
  );
  const created = await callAdmin<Created>(adminToken, 'POST', `/inbox/${message.id}/draft-order`);
  return { message, created, email };
}

/** Sends the draft and reads the quote link from the one mail the customer got. */
async function sendAndReadLink(draftId: string, email: string) {
  const sent = await callAdmin<Created>(adminToken, 'POST', `/draft-orders/${draftId}/send`);
  expect(sent.status).toBe(200);
  const [mail] = await waitForMail(shop.url, email, (m) => m.subject.includes('Your quote'));
  const link = /\/quote\/([0-9a-f-]{36})\?token=([A-Za-z0-9_-]+)/.exec(mail!.text ?? mail!.body);
  expect(link, 'the mail carries the quote link').not.toBeNull();
  return { id: link![1]!, token: link![2]!, mail: mail! };
}

describe('creating a draft order from a quote request', () => {
  it('resolves SKUs to active products at stored prices and lists the rest as not found', async () => {
    const { message, created } = await createDraft();
    expect(created.status).toBe(201);
    const draft = created.body.draft_order;
    expect(draft.status).toBe('draft');
    expect(draft.customer).toMatchObject({ company: 'Kingston Office Supplies Ltd', trn: '123456789' });
    expect(draft.lines.map((l) => [l.sku, l.quantity, l.price])).toEqual([
      [laptop.sku, 10, 150_000],
      [monitor.sku, 4, 42_000],
    ]);
    expect(draft.not_found_skus).toEqual(['NO-SUCH-SKU-1', retired.sku]);
    expect(draft.totals).toEqual({ subtotal: 1_668_000, gct: 250_200, shipping: 0, total: 1_918_200 });
    expect(draft).not.toHaveProperty('token');

    const linked = await callInbox<{ message: InboxMessage }>(shop, moderatorToken, 'GET', `/${message.id}`);
    expect(linked.body.message.draft_order_id).toBe(draft.id);
    const again = await callAdmin<Failure>(adminToken, 'POST', `/inbox/${message.id}/draft-order`);
    expect(again.status).toBe(409);
  });

  it('answers 400 with a clear message when no SKU is an active product', async () => {
    const message = await storeEnquiry(shop, quoteEnquiry([{ sku: 'NOPE-404', quantity: 1 }]));
    const created = await callAdmin<Failure>(adminToken, 'POST', `/inbox/${message.id}/draft-order`);
    expect(created.status).toBe(400);
    expect(created.body.message).toContain('NOPE-404');
  });

  it('refuses a moderator with 403, though a moderator may read the draft', async () => {
    const message = await storeEnquiry(shop, quoteEnquiry([{ sku: laptop.sku, quantity: 1 }]));
    const refused = await callAdmin<Failure>(moderatorToken, 'POST', `/inbox/${message.id}/draft-order`);
    expect(refused.status).toBe(403);
    const created = await callAdmin<Created>(adminToken, 'POST', `/inbox/${message.id}/draft-order`);
    const read = await callAdmin<Created>(
      moderatorToken,
      'GET',
      `/draft-orders/${created.body.draft_order.id}`,
    );
    expect(read.status).toBe(200);
    expect(read.body.draft_order.lines).toHaveLength(1);
  });
});

describe('editing a draft order', () => {
  it('changes quantities and removes lines, totals from the server', async () => {
    const { created } = await createDraft();
    const draft = created.body.draft_order;
    const edited = await callAdmin<Created>(adminToken, 'PATCH', `/draft-orders/${draft.id}`, {
      version: draft.version,
      lines: [{ product_id: monitor.id, quantity: 2 }],
    });
    expect(edited.status).toBe(200);
    expect(edited.body.draft_order.lines.map((l) => [l.sku, l.quantity])).toEqual([[monitor.sku, 2]]);
    expect(edited.body.draft_order.totals).toEqual({
      subtotal: 84_000,
      gct: 12_600,
      shipping: 0,
      total: 96_600,
    });
  });

  it('answers 400 naming the field for a bad quantity, and 409 for a stale version', async () => {
    const { created } = await createDraft();
    const draft = created.body.draft_order;
    const bad = await callAdmin<Failure>(adminToken, 'PATCH', `/draft-orders/${draft.id}`, {
      version: draft.version,
      lines: [{ product_id: laptop.id, quantity: 0 }],
    });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/^lines\.0\.quantity: /);
    const stranger = await callAdmin<Failure>(adminToken, 'PATCH', `/draft-orders/${draft.id}`, {
      version: draft.version,
      lines: [{ product_id: retired.id, quantity: 1 }],
    });
    expect(stranger.status).toBe(400);
    expect(stranger.body.message).toMatch(/^lines\.0\.product_id: /);
    const stale = await callAdmin<Failure>(adminToken, 'PATCH', `/draft-orders/${draft.id}`, {
      version: draft.version + 5,
      lines: [{ product_id: laptop.id, quantity: 1 }],
    });
    expect(stale.status).toBe(409);
  });
});

describe('sending a draft order and following its link', () => {
  it('mails the customer once with the link, records it in the thread, and opens only with the token', async () => {
    const { message, created, email } = await createDraft();
    const draft = created.body.draft_order;
    const before = await getQuote(draft.id, 'x'.repeat(32));
    expect(before.status).toBe(404);

    const { id, token, mail } = await sendAndReadLink(draft.id, email);
    expect(id).toBe(draft.id);
    expect(mail.text).toContain('Quote Laptop');
    const mails = await waitForMail(shop.url, email, (m) => m.subject.includes('Your quote'));
    expect(mails).toHaveLength(1);

    const opened = await getQuote(id, token);
    expect(opened.status).toBe(200);
    expect(opened.body.quote.lines.map((l) => [l.sku, l.quantity, l.price])).toEqual([
      [laptop.sku, 10, 150_000],
      [monitor.sku, 4, 42_000],
    ]);
    expect(opened.body.quote.status).toBe('sent');
    expect((await getQuote(id, `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`)).status).toBe(404);

    const thread = await callInbox<{ message: InboxMessage }>(shop, adminToken, 'GET', `/${message.id}`);
    expect(thread.body.message.thread.at(-1)).toMatchObject({ kind: 'reply', mail_status: 'sent' });
    expect(thread.body.message.status).toBe('answered');
  });

  it("puts exactly the quote's lines into a guest's cart and marks the draft accepted", async () => {
    const { created, email } = await createDraft();
    const { id, token } = await sendAndReadLink(created.body.draft_order.id, email);
    const guest = createShopClient(shop, { guestId: newGuestId() });

    const added = await guest.call<{ cart: CartView }>('POST', `/api/quotes/${id}/cart`, { token });
    expect(added.status).toBe(200);
    // Twice is the same cart: the link sets the quoted quantities, it does not add them again.
    await guest.call('POST', `/api/quotes/${id}/cart`, { token });
    const cart = (await guest.getCart()).body.cart;
    expect(cart.lines.map((l) => [l.product_id, l.quantity, l.price])).toEqual([
      [laptop.id, 10, 150_000],
      [monitor.id, 4, 42_000],
    ]);
    const read = await callAdmin<Created>(adminToken, 'GET', `/draft-orders/${id}`);
    expect(read.body.draft_order.status).toBe('accepted');
    expect(read.body.draft_order.accepted_at).toEqual(expect.any(String));
  });

  it("puts the lines into a signed-in customer's own cart through the /api/me route", async () => {
    const { created, email } = await createDraft();
    const { id, token } = await sendAndReadLink(created.body.draft_order.id, email);
    const customer = await createTestUser(shop, ['customer']);
    const { idToken } = await signIn(shop, customer.email, customer.password);
    const client = createShopClient(shop, { idToken });

    const added = await client.call<{ cart: CartView }>('POST', `/api/me/quotes/${id}/cart`, { token });
    expect(added.status).toBe(200);
    const cart = (await client.getCart()).body.cart;
    expect(cart.lines.map((l) => [l.product_id, l.quantity])).toEqual([
      [laptop.id, 10],
      [monitor.id, 4],
    ]);
    expect(cart.subtotal).toBe(1_668_000);
  });

  it('refuses a wrong token and a missing one without touching the cart', async () => {
    const { created, email } = await createDraft();
    const { id } = await sendAndReadLink(created.body.draft_order.id, email);
    const guest = createShopClient(shop, { guestId: newGuestId() });
    const wrong = await guest.call<Failure>('POST', `/api/quotes/${id}/cart`, { token: 'y'.repeat(32) });
    expect(wrong.status).toBe(404);
    const missing = await guest.call<Failure>('POST', `/api/quotes/${id}/cart`, {});
    expect(missing.status).toBe(400);
    expect(missing.body.message).toMatch(/^token: /);
    expect((await guest.getCart()).body.cart.lines).toEqual([]);
  });
});

describe('a line price set by staff (a volume price)', () => {
  it('answers 400 naming the field for a bad price or reason, or one not below the shop price', async () => {
    const { created } = await createDraft();
    const draft = created.body.draft_order;
    const patch = (price_override: unknown) =>
      callAdmin<Failure>(adminToken, 'PATCH', `/draft-orders/${draft.id}`, {
        version: draft.version,
        lines: [{ product_id: laptop.id, quantity: 10, price_override }],
      });
    for (const [override, field] of [
      [{ price: 0, reason: 'Free' }, 'lines.0.price_override.price'],
      [{ price: -5, reason: 'Less' }, 'lines.0.price_override.price'],
      [{ price: 1.005, reason: 'Cents' }, 'lines.0.price_override.price'],
      [{ price: '120000', reason: 'Text' }, 'lines.0.price_override.price'],
      [{ price: 120_000, reason: '   ' }, 'lines.0.price_override.reason'],
      [{ price: 120_000 }, 'lines.0.price_override.reason'],
      [{ price: 120_000, reason: 'x', by: 'someone else' }, 'lines.0.price_override'],
      [{ price: 150_000, reason: 'Same as the shop' }, 'lines.0.price_override.price'],
    ] as const) {
      const answer = await patch(override);
      expect(answer.status, JSON.stringify(override)).toBe(400);
      expect(answer.body.message.startsWith(`${field}: `), answer.body.message).toBe(true);
    }
    const unchanged = await callAdmin<Created>(adminToken, 'GET', `/draft-orders/${draft.id}`);
    expect(unchanged.body.draft_order.version).toBe(draft.version);
  });

  it('is recorded with who and why, and the buyer pays it at checkout, on the invoice and in the mails', async () => {
    const { created, email } = await createDraft();
    const draft = created.body.draft_order;
    const edited = await callAdmin<Created>(adminToken, 'PATCH', `/draft-orders/${draft.id}`, {
      version: draft.version,
      lines: [
        {
          product_id: laptop.id,
          quantity: 3,
          price_override: { price: 135_000, reason: 'Volume price agreed' },
        },
        { product_id: monitor.id, quantity: 1 },
      ],
    });
    expect(edited.status).toBe(200);
    const line = edited.body.draft_order.lines[0]!;
    expect(line).toMatchObject({ price: 135_000, list_price: 150_000, line_total: 405_000 });
    expect(line.price_override).toMatchObject({
      price: 135_000,
      reason: 'Volume price agreed',
      by: shop.sampleAccounts.admin.email,
    });
    expect(edited.body.draft_order.totals.subtotal).toBe(447_000);
    // A moderator (who may not set prices) is refused.
    const byModerator = await callAdmin<Failure>(moderatorToken, 'PATCH', `/draft-orders/${draft.id}`, {
      version: edited.body.draft_order.version,
      lines: [{ product_id: laptop.id, quantity: 3, price_override: { price: 1, reason: 'x' } }],
    });
    expect(byModerator.status).toBe(403);

    const { id, token, mail } = await sendAndReadLink(draft.id, email);
    expect(mail.text).toContain('$135,000');
    expect(mail.text).not.toContain('$150,000');
    const opened = await getQuote(id, token);
    expect(opened.body.quote.lines[0]).toMatchObject({ price: 135_000, list_price: 150_000 });
    expect(opened.body.quote.lines[0]).not.toHaveProperty('price_override');

    const guest = createShopClient(shop, { guestId: newGuestId() });
    await guest.call('POST', `/api/quotes/${id}/cart`, { token });
    const cart = (await guest.getCart()).body.cart;
    expect(cart.lines.map((l) => [l.product_id, l.price, l.line_total])).toEqual([
      [laptop.id, 135_000, 405_000],
      [monitor.id, 42_000, 42_000],
    ]);
    const session = await guest.saveCheckout(
      checkoutBody({ customer_info: { ...checkoutBody().customer_info, email } }),
    );
    expect(session.status).toBe(201);
    expect(session.body.summary.subtotal).toBe(447_000);
    const stockBefore = (await readProduct(shop, laptop.id))!.stock_quantity;
    const placed = await guest.placeOrder(session.body.checkout_session.id, undefined, 'bank_transfer', {
      expected_total: session.body.summary.total,
    });
    expect(placed.status, placed.body.message).toBe(201);
    const order = placed.body.order;
    expect(order.lines.map((l) => [l.product_id, l.price, l.line_total])).toEqual([
      [laptop.id, 135_000, 405_000],
      [monitor.id, 42_000, 42_000],
    ]);
    expect(order.subtotal).toBe(447_000);
    expect((await readProduct(shop, laptop.id))!.stock_quantity).toBe(stockBefore - 3);

    const invoice = await guest.call<{ invoice: TaxInvoice }>(
      'GET',
      `/api/orders/${order.order_number}/invoice?email=${encodeURIComponent(email)}`,
    );
    expect(invoice.status).toBe(200);
    expect(invoice.body.invoice.lines[0]).toMatchObject({ unit_price: 135_000, line_total: 405_000 });
    const [received] = await waitForMail(shop.url, email, (m) => m.subject.includes(order.order_number));
    expect(received!.text).toContain('$135,000');
    expect(received!.text).not.toContain('$150,000');
  });

  it('holds for the quoted quantity only: more units in the cart are at the shop price', async () => {
    const { created, email } = await createDraft();
    const draft = created.body.draft_order;
    await callAdmin<Created>(adminToken, 'PATCH', `/draft-orders/${draft.id}`, {
      version: draft.version,
      lines: [
        { product_id: laptop.id, quantity: 2, price_override: { price: 140_000, reason: 'Two for the lab' } },
      ],
    });
    const { id, token } = await sendAndReadLink(draft.id, email);
    const guest = createShopClient(shop, { guestId: newGuestId() });
    await guest.call('POST', `/api/quotes/${id}/cart`, { token });
    expect((await guest.getCart()).body.cart.lines[0]).toMatchObject({ quantity: 2, price: 140_000 });
    const more = await guest.setQuantity(laptop.id, 3);
    expect(more.body.cart.lines[0]).toMatchObject({ quantity: 3, price: 150_000 });
    const back = await guest.setQuantity(laptop.id, 1);
    expect(back.body.cart.lines[0]).toMatchObject({ quantity: 1, price: 140_000 });
  });
});

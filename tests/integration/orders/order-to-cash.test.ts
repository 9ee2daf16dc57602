/**
 * Order to cash against the embedded stack: pickup or delivery priced by the server, payment tracked
 * apart from fulfilment, proofs uploaded to the private bucket and checked, staff's payment actions,
 * and the tax invoice.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { TaxInvoice } from '../../../functions/core/orders/invoice.js';
import type { OrderView } from '../../../functions/core/orders/order.js';
import {
  checkoutBody,
  createShopClient,
  createTestProducts,
  newGuestId,
  pickupCheckoutBody,
  purchaseOrderFields,
  readProduct,
  type ErrorBody,
  type ShopClient,
} from '../../helpers/cart-api.js';
import { signIn } from '../../helpers/cognito.js';
import {
  samplePdf,
  uploadProof,
  uploadToTicket,
  type UploadTicket,
} from '../../helpers/payment-documents.js';

const shop = inject('shop');
const guest = () => createShopClient(shop, { guestId: newGuestId() });
let admin: ShopClient;
let customer: ShopClient;

beforeAll(async () => {
  const accounts = shop.sampleAccounts;
  admin = createShopClient(shop, {
    idToken: (await signIn(shop, accounts.admin.email, accounts.admin.password)).idToken,
  });
  customer = createShopClient(shop, {
    idToken: (await signIn(shop, accounts.customer.email, accounts.customer.password)).idToken,
  });
});

/** A guest with one product of the given price in the cart and a saved checkout session. */
async function readyToOrder(session: unknown = checkoutBody(), price = 4_000, stock = 5) {
  const [product] = await createTestProducts(shop, [{ stock, price }]);
  const client = guest();
  await client.add(product!.id, 1);
  const saved = await client.saveCheckout(session);
  expect(saved.status).toBe(201);
  return { client, product: product!, session: saved.body.checkout_session, summary: saved.body.summary };
}

async function placed(client: ShopClient, sessionId: string, method = 'bank_transfer', extra = {}) {
  const answer = await client.placeOrder(sessionId, randomUUID(), method, extra);
  expect(answer.status).toBe(201);
  return answer.body.order;
}

const pdf = samplePdf;
const upload = uploadToTicket;

describe('pickup or delivery', () => {
  it('takes a pickup order without an address, free, paid in cash at pickup', async () => {
    const { client, session, summary } = await readyToOrder(pickupCheckoutBody());
    expect(session.shipping_address).toBeNull();
    expect(summary).toEqual({ subtotal: 4_000, gct: 600, shipping: 0, total: 4_600 });

    const order = await placed(client, session.id, 'cash_in_store');

    expect(order).toMatchObject({
      shipping: 0,
      total: 4_600,
      shipping_address: null,
      fulfilment: { method: 'pickup', fee: 0, lead_time: expect.stringContaining('held for 7 days') },
      payment_status: 'awaiting_payment',
      payment_status_label: 'Awaiting payment at pickup',
      payment_due_at: null,
      payment_instructions: { heading: 'Pay at pickup' },
    });
  });

  it('prices express delivery by parish and gives the bank details with the order number', async () => {
    const address = {
      street: '4 Gloucester Ave',
      city: 'Montego Bay',
      parish: 'St James',
      country: 'Jamaica',
    };
    const { client, session, summary } = await readyToOrder(
      checkoutBody({
        shipping_address: address,
        billing_address: address,
        fulfilment: { method: 'delivery', parish: 'St James', speed: 'express' },
      }),
      20_000,
    );
    expect(summary.shipping).toBe(3_500);

    const order = await placed(client, session.id);

    expect(order.fulfilment).toEqual({
      method: 'delivery',
      parish: 'St James',
      speed: 'express',
      fee: 3_500,
      lead_time: '1-2 business days',
    });
    expect(order.total).toBe(20_000 + 3_000 + 3_500);
    expect(order.payment_instructions.details).toContainEqual({
      label: 'Payment reference',
      value: order.order_number,
    });
    const due = Date.parse(order.payment_due_at!) - Date.parse(order.created_at);
    expect(due).toBe(3 * 24 * 60 * 60 * 1000);
  });

  it('refuses cash in store for a delivery, naming the field, and keeps the stock', async () => {
    const { client, session, product } = await readyToOrder();
    const answer = await client.placeOrder(session.id, randomUUID(), 'cash_in_store');
    expect(answer.status).toBe(400);
    expect(answer.body.message).toMatch(/^payment_method: /);
    expect((await readProduct(shop, product.id))!.stock_quantity).toBe(5);
  });
});

describe('purchase orders and TRN', () => {
  it('refuses an invalid TRN with the field named and writes nothing', async () => {
    const { client, session, product } = await readyToOrder();
    const answer = await client.placeOrder(session.id, randomUUID(), 'purchase_order', {
      purchase_order: { ...purchaseOrderFields.purchase_order, trn: '12345' },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe('purchase_order.trn: must be a 9-digit TRN');
    expect((await readProduct(shop, product.id))!.stock_quantity).toBe(5);
    expect((await client.getCart()).body.cart.item_count).toBe(1);
  });

  it('records the company, TRN and PO number, and the TRN as the buyer’s', async () => {
    const { client, session } = await readyToOrder();
    const order = await placed(client, session.id, 'purchase_order', purchaseOrderFields);
    expect(order.purchase_order).toEqual({
      company_name: 'Caribbean Office Supplies Ltd',
      trn: '123456789',
      po_number: 'PO-2026-0042',
      document: null,
    });
    expect(order.buyer_trn).toBe('123456789');
  });
});

describe('a price changed since the summary', () => {
  it('answers 409 with the new total and places nothing', async () => {
    const { client, session, summary, product } = await readyToOrder();
    Object.assign(process.env, shop.functionEnv);
    const { saveProduct } = await import('../../../functions/data/catalogue-writes.js');
    await saveProduct(
      { ...product, selling_price: 4_500, updated_at: new Date().toISOString() },
      { by: 'test', cause: 'form-edit' },
    );

    const answer = await client.placeOrder(session.id, randomUUID(), 'bank_transfer', {
      expected_total: summary.total,
    });

    expect(answer.status).toBe(409);
    expect(answer.body).toMatchObject({ error: 'PriceChanged', total: 4_500 * 1.15 + 1_500 });
    expect((await readProduct(shop, product.id))!.stock_quantity).toBe(5);
    const confirmed = await client.placeOrder(session.id, randomUUID(), 'bank_transfer', {
      expected_total: 4_500 * 1.15 + 1_500,
    });
    expect(confirmed.status).toBe(201);
  });
});

describe('a cart changed since the summary', () => {
  it('answers 409 CartChanged when another tab added a line, places nothing, then places the confirmed cart', async () => {
    const { client, product, session, summary } = await readyToOrder();
    const [other] = await createTestProducts(shop, [{ stock: 5, price: 1_000 }]);
    // Another tab adds a product after this one's summary showed a single line.
    await client.add(other!.id, 1);

    const shown = [{ product_id: product.id, quantity: 1 }];
    const answer = await client.placeOrder(session.id, randomUUID(), 'bank_transfer', {
      expected_total: summary.total,
      expected_lines: shown,
    });

    expect(answer.status).toBe(409);
    expect(answer.body).toMatchObject({
      error: 'CartChanged',
      message: expect.stringMatching(/cart changed/),
    });
    expect((await readProduct(shop, product.id))!.stock_quantity).toBe(5);
    expect((await readProduct(shop, other!.id))!.stock_quantity).toBe(5);

    const both = [...shown, { product_id: other!.id, quantity: 1 }];
    const order = await placed(client, session.id, 'bank_transfer', {
      expected_total: 5_000 * 1.15 + 1_500,
      expected_lines: both,
    });
    expect(order.lines.map((line) => line.product_id).sort()).toEqual([product.id, other!.id].sort());
  });
});

describe('proof of payment', () => {
  it('uploads to the private bucket, shows it to staff through a short link, and staff mark it paid', async () => {
    const { client, session } = await readyToOrder();
    const order = await placed(client, session.id);

    const confirmed = await uploadProof(client, order.order_number);

    expect(confirmed.status).toBe(200);
    expect(confirmed.body.order.payment_proof).toMatchObject({
      content_type: 'application/pdf',
      file_name: 'transfer.pdf',
      file_key: expect.stringMatching(new RegExp(`^payment-proofs/${order.order_number}/`)),
    });
    expect(confirmed.body.order.payment_events.map((event) => event.kind)).toEqual(['proof_uploaded']);
    // Never public: not under the shop's /images.
    const key = confirmed.body.order.payment_proof!.file_key;
    expect((await fetch(`${shop.url}/images/${key}`)).status).toBe(404);

    const view = await admin.call<{ order: OrderView & { payment_proof_url: string } }>(
      'GET',
      `/api/admin/orders/${order.order_number}`,
    );
    const file = await fetch(view.body.order.payment_proof_url);
    expect(Buffer.from(await file.arrayBuffer())).toEqual(pdf);

    const paid = await admin.call<{ order: OrderView }>(
      'POST',
      `/api/admin/orders/${order.order_number}/payment/paid`,
    );
    expect(paid.status).toBe(200);
    expect(paid.body.order).toMatchObject({ payment_status: 'paid', payment_status_label: 'Paid' });
    expect(paid.body.order.payment_events.at(-1)).toMatchObject({
      kind: 'paid',
      by: shop.sampleAccounts.admin.email,
    });
    expect((await admin.call('POST', `/api/admin/orders/${order.order_number}/payment/paid`)).status).toBe(
      409,
    );

    const refunded = await admin.call<{ order: OrderView }>(
      'POST',
      `/api/admin/orders/${order.order_number}/payment/refund`,
      { reason: 'Returned unopened' },
    );
    expect(refunded.body.order.payment_status).toBe('refunded');
  });

  it('lets a guest who knows the e-mail upload, and nobody else', async () => {
    const { client, session } = await readyToOrder();
    const order = await placed(client, session.id);
    const path = `/api/orders/${order.order_number}/documents/uploads`;
    const request = { kind: 'payment_proof', content_type: 'application/pdf', file_name: 'a.pdf', size: 100 };

    const stranger = await guest().call<ErrorBody>('POST', path, request);
    expect(stranger.status).toBe(404);
    const wrongEmail = await guest().call<ErrorBody>('POST', path, {
      ...request,
      email: 'someone@example.com',
    });
    expect(wrongEmail.status).toBe(404);
    const signedInStranger = await customer.call(
      'POST',
      `/api/me/orders/${order.order_number}/documents/uploads`,
      request,
    );
    expect(signedInStranger.status).toBe(404);

    const byEmail = await guest().call('POST', path, { ...request, email: 'Shanice.Brown@example.com' });
    expect(byEmail.status).toBe(200);
  });

  it('refuses a file over 5 MB or of another type before signing, naming the field', async () => {
    const { client, session } = await readyToOrder();
    const order = await placed(client, session.id);
    const path = `/api/orders/${order.order_number}/documents/uploads`;

    const large = await client.call<ErrorBody>('POST', path, {
      kind: 'payment_proof',
      content_type: 'application/pdf',
      file_name: 'big.pdf',
      size: 5 * 1024 * 1024 + 1,
    });
    expect(large.status).toBe(400);
    expect(large.body.message).toBe('size: must be at most 5 MB');

    const gif = await client.call<ErrorBody>('POST', path, {
      kind: 'payment_proof',
      content_type: 'image/gif',
      file_name: 'proof.gif',
      size: 100,
    });
    expect(gif.status).toBe(400);
    expect(gif.body.message).toMatch(/^content_type: /);
  });

  it('refuses a file whose bytes are not what it claimed, deletes it and leaves the order as it was', async () => {
    const { client, session } = await readyToOrder();
    const order = await placed(client, session.id);

    const answer = await uploadProof(
      client,
      order.order_number,
      Buffer.from('GIF89a not a pdf'),
      'application/pdf',
    );

    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe('file: must be a PDF, JPEG or PNG file');
    const after = await client.call<{ order: OrderView }>('GET', `/api/orders/${order.order_number}`);
    expect(after.body.order.payment_proof).toBeNull();
    expect(after.body.order.payment_events).toEqual([]);
  });

  it('refuses a key of another order', async () => {
    const first = await readyToOrder();
    const mine = await placed(first.client, first.session.id);
    const other = await readyToOrder();
    const theirs = await placed(other.client, other.session.id);
    const ticket = await other.client.call<UploadTicket>(
      'POST',
      `/api/orders/${theirs.order_number}/documents/uploads`,
      {
        kind: 'payment_proof',
        content_type: 'application/pdf',
        file_name: 'a.pdf',
        size: pdf.length,
      },
    );
    await upload(ticket.body, pdf, 'application/pdf');

    const answer = await first.client.call<ErrorBody>('POST', `/api/orders/${mine.order_number}/documents`, {
      kind: 'payment_proof',
      key: ticket.body.key,
      file_name: 'a.pdf',
    });

    expect(answer.status).toBe(400);
    expect(answer.body.message).toMatch(/^key: /);
  });

  it('lets staff reject a proof with a reason; the order keeps awaiting payment', async () => {
    const { client, session } = await readyToOrder();
    const order = await placed(client, session.id);
    await uploadProof(client, order.order_number);
    const path = `/api/admin/orders/${order.order_number}/payment/reject`;

    const noReason = await admin.call<ErrorBody>('POST', path, { reason: ' ' });
    expect(noReason.status).toBe(400);
    expect(noReason.body.message).toMatch(/^reason: /);

    const rejected = await admin.call<{ order: OrderView }>('POST', path, {
      reason: 'The amount is JMD 4,000 short.',
    });
    expect(rejected.body.order.payment_status).toBe('awaiting_payment');
    expect(rejected.body.order.payment_events.at(-1)).toMatchObject({
      kind: 'rejected',
      reason: 'The amount is JMD 4,000 short.',
    });
  });

  it('keeps the payment actions for staff', async () => {
    const { client, session } = await readyToOrder();
    const order = await placed(client, session.id);
    const answer = await customer.call('POST', `/api/admin/orders/${order.order_number}/payment/paid`);
    expect(answer.status).toBe(403);
    expect((await guest().call('POST', `/api/admin/orders/${order.order_number}/payment/paid`)).status).toBe(
      401,
    );
  });
});

describe('tax invoice', () => {
  it('has what a GCT tax invoice needs, for the owner, by e-mail and for staff', async () => {
    const { client, session } = await readyToOrder(checkoutBody(), 4_000);
    const order = await placed(client, session.id, 'bank_transfer', { buyer_trn: '111-222-333' });

    const own = await client.call<{ invoice: TaxInvoice }>(
      'GET',
      `/api/orders/${order.order_number}/invoice`,
    );

    expect(own.status).toBe(200);
    expect(own.body.invoice).toMatchObject({
      title: 'Tax Invoice',
      currency: 'JMD',
      seller: { trn: expect.stringMatching(/^\d{9}$/), gct_registration_number: expect.any(String) },
      buyer: { name: 'Shanice Brown', trn: '111222333' },
      lines: [{ quantity: 1, unit_price: 4_000, line_total: 4_000 }],
      subtotal: 4_000,
      gct_rate_percent: 15,
      gct: 600,
      shipping: 1_500,
      total: 6_100,
    });
    const byEmail = await guest().call(
      'GET',
      `/api/orders/${order.order_number}/invoice?email=${encodeURIComponent('shanice.brown@example.com')}`,
    );
    expect(byEmail.status).toBe(200);
    expect((await guest().call('GET', `/api/orders/${order.order_number}/invoice`)).status).toBe(404);
    expect((await admin.call('GET', `/api/admin/orders/${order.order_number}/invoice`)).status).toBe(200);
  });
});

describe('last address', () => {
  it('offers a signed-in customer the address of their last checkout', async () => {
    const address = { street: '9 Hope Road', city: 'Kingston', parish: 'St Andrew', country: 'Jamaica' };
    const [product] = await createTestProducts(shop, [{ stock: 5 }]);
    await customer.add(product!.id, 1);
    await customer.saveCheckout(checkoutBody({ shipping_address: address, billing_address: address }));

    const answer = await customer.call<{ shipping_address: unknown }>('GET', '/api/me/addresses');

    expect(answer.body.shipping_address).toMatchObject(address);
  });
});

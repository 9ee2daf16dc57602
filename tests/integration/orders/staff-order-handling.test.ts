/**
 * Staff handling orders on the embedded stack: told by mail when a proof of payment arrives, every
 * proof listed and openable, the "proof received" filter, unpaid orders moving on only with a reason
 * kept on the history, and pickup orders with their own steps and mails.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, inject, it } from 'vitest';
import { LOCAL_MAIL } from '../../../infra/local/config.js';
import type { OrderView } from '../../../functions/core/orders/order.js';
import {
  checkoutBody,
  createShopClient,
  createTestProducts,
  newGuestId,
  type ErrorBody,
} from '../../helpers/cart-api.js';
import { createStaff } from '../../helpers/business.js';
import { readMailboxOf, waitForMail } from '../../helpers/mailbox.js';
import { samplePdf, uploadProof } from '../../helpers/payment-documents.js';

const shop = inject('shop');
const staff = await createStaff(shop);

type ProofLink = { file_name: string; uploaded_at: string; url: string };
type AdminOrder = OrderView & { payment_proof_links: ProofLink[] };

/** A guest's order of one product, by bank transfer (delivered) or paid in cash at pickup. */
async function placeOrder(kind: 'delivery' | 'pickup' = 'delivery') {
  const [product] = await createTestProducts(shop, [{ stock: 5, price: 4_000 }]);
  const client = createShopClient(shop, { guestId: newGuestId() });
  await client.add(product!.id, 1);
  const email = `staff-${randomUUID()}@example.com`;
  const base = checkoutBody();
  const customer_info = { ...base.customer_info, email };
  const body =
    kind === 'pickup'
      ? { customer_info, notes: '', fulfilment: { method: 'pickup' } }
      : { ...base, customer_info };
  const session = (await client.saveCheckout(body)).body.checkout_session;
  const placed = await client.placeOrder(
    session.id,
    randomUUID(),
    kind === 'pickup' ? 'cash_in_store' : 'bank_transfer',
  );
  expect(placed.status).toBe(201);
  return { client, email, order: placed.body.order };
}

const advance = (orderNumber: string, body?: unknown) =>
  staff.call<{ order: OrderView } & ErrorBody>('POST', `/api/admin/orders/${orderNumber}/advance`, body);

const listProofsToCheck = async (search: string) =>
  (await staff.call<{ orders: OrderView[] }>('GET', `/api/admin/orders?proof=received&search=${search}`)).body
    .orders;

describe('a proof of payment', () => {
  it('mails staff at each upload, lists every proof for staff, and marks the order in the list', async () => {
    const { client, order } = await placeOrder();
    const about = (m: { subject: string }) =>
      m.subject === `Proof of payment received for order ${order.order_number}`;
    expect(await listProofsToCheck(order.order_number)).toEqual([]);

    expect((await uploadProof(client, order.order_number)).status).toBe(200);
    const [first] = await waitForMail(shop.url, LOCAL_MAIL.staff, about);
    expect(first!.text).toContain(
      `The customer uploaded a proof of payment for order ${order.order_number}.`,
    );
    expect((await listProofsToCheck(order.order_number)).map((o) => o.order_number)).toEqual([
      order.order_number,
    ]);

    expect((await uploadProof(client, order.order_number)).status).toBe(200);
    await waitForMail(shop.url, LOCAL_MAIL.staff, about, (messages) => messages.length === 2);

    const view = await staff.call<{ order: AdminOrder }>('GET', `/api/admin/orders/${order.order_number}`);
    const links = view.body.order.payment_proof_links;
    expect(links).toHaveLength(2);
    expect(links.map((link) => link.file_name)).toEqual(['transfer.pdf', 'transfer.pdf']);
    for (const link of links) {
      const file = await fetch(link.url);
      expect(Buffer.from(await file.arrayBuffer())).toEqual(samplePdf);
    }

    // Rejected, the proof no longer waits for staff.
    const rejected = await staff.call('POST', `/api/admin/orders/${order.order_number}/payment/reject`, {
      reason: 'The slip is blurred.',
    });
    expect(rejected.status).toBe(200);
    expect(await listProofsToCheck(order.order_number)).toEqual([]);
    expect(
      (await readMailboxOf(shop.url, LOCAL_MAIL.staff)).filter(about),
      'no staff mail for a rejection',
    ).toHaveLength(2);
  });
});

describe('moving an unpaid order on', () => {
  it('is refused without a reason, and with one the reason and who are kept on the history', async () => {
    const { order } = await placeOrder();

    const refused = await advance(order.order_number, { status: 'processed' });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(
      `reason: order ${order.order_number} is not paid (Awaiting payment); give the reason it moves to Processed before payment.`,
    );
    expect((await advance(order.order_number)).status).toBe(400);

    const moved = await advance(order.order_number, {
      status: 'processed',
      reason: 'Transfer seen on the bank statement',
    });
    expect(moved.status).toBe(200);
    expect(moved.body.order.status_history.at(-1)).toMatchObject({
      status: 'processed',
      by: shop.sampleAccounts.admin.email,
      reason: 'Transfer seen on the bank statement',
    });
  });

  it('says "Not paid", not "Awaiting payment", once an unpaid order is cancelled', async () => {
    const { order } = await placeOrder();
    const cancelled = await staff.call<{ order: OrderView }>(
      'POST',
      `/api/admin/orders/${order.order_number}/cancel`,
    );
    expect(cancelled.body.order.payment_status_label).toBe('Not paid');
  });
});

describe('a pickup order', () => {
  it('is made ready for pickup and collected, with its own mails, and is never in transit', async () => {
    const { email, order } = await placeOrder('pickup');

    expect((await advance(order.order_number, { status: 'processed' })).status).toBe(200);
    const transit = await advance(order.order_number, { status: 'in_transit' });
    expect(transit.status).toBe(409);
    expect(transit.body.message).toBe(
      `Order ${order.order_number} is a pickup order: In Transit is not one of its steps. Its next step is Ready for pickup.`,
    );

    expect((await advance(order.order_number, { status: 'ready_for_pickup' })).body.order.status).toBe(
      'ready_for_pickup',
    );
    const [ready] = await waitForMail(
      shop.url,
      email,
      (m) => m.subject === `Order ${order.order_number} is ready for pickup`,
    );
    expect(ready!.text).toContain('is ready for pickup at our store in Portmore, St Catherine.');

    // Cash is taken at the counter first: then it is collected without a reason.
    expect((await advance(order.order_number, { status: 'collected' })).status).toBe(400);
    expect((await staff.call('POST', `/api/admin/orders/${order.order_number}/payment/paid`)).status).toBe(
      200,
    );
    expect((await advance(order.order_number, { status: 'collected' })).body.order.status).toBe('collected');
    await waitForMail(shop.url, email, (m) => m.subject === `Order ${order.order_number} is collected`);

    const mails = await readMailboxOf(shop.url, email);
    expect(mails.map((m) => m.subject).join(' | ')).not.toMatch(/in transit/);
    expect(mails.map((m) => m.text).join(' | ')).not.toMatch(/on its way/);
  });
});

describe('an order number staff open that no order has', () => {
  it('is a 404 saying so, on the order page and for each of the five actions, without asking for an e-mail', async () => {
    const missing = 'SHG-ZZZZ-ZZZZ';
    const calls = [
      staff.call<ErrorBody>('GET', `/api/admin/orders/${missing}`),
      staff.call<ErrorBody>('GET', `/api/admin/orders/${missing}/invoice`),
      staff.call<ErrorBody>('POST', `/api/admin/orders/${missing}/payment/paid`),
      staff.call<ErrorBody>('POST', `/api/admin/orders/${missing}/payment/refund`, {}),
      staff.call<ErrorBody>('POST', `/api/admin/orders/${missing}/payment/reject`, { reason: 'Unreadable' }),
      staff.call<ErrorBody>('POST', `/api/admin/orders/${missing}/advance`),
      staff.call<ErrorBody>('POST', `/api/admin/orders/${missing}/cancel`),
    ];
    for (const answer of await Promise.all(calls)) {
      expect(answer.status).toBe(404);
      expect(answer.body.message).toBe('There is no order with that number.');
    }
  });
});

/**
 * Order e-mails end to end on the embedded stack: an order write, DynamoDB Local's stream, the local
 * poller, the mail handler, the local SES, and the dev mailbox where the shopper's mail lands.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { LOCAL_MAIL, LOCAL_SHOP_SETTINGS } from '../../infra/local/config.js';
import { SES_OUTAGE_PATH } from '../../infra/local/services/ses.js';
import { checkoutBody, createShopClient, createTestProducts, newGuestId } from '../helpers/cart-api.js';
import { signIn, type Tokens } from '../helpers/cognito.js';
import { readMailboxOf, waitForMail } from '../helpers/mailbox.js';
import { uploadProof } from '../helpers/payment-documents.js';

const shop = inject('shop');
const sesEndpoint = shop.functionEnv.AWS_ENDPOINT_URL_SESV2!;

/** A guest with an address of their own places a bank-transfer order of two products. */
async function placeOrder(email = `shopper-${randomUUID()}@example.com`) {
  const [laptop, mouse] = await createTestProducts(shop, [
    { stock: 5, price: 4_000, name: `Mail Laptop ${randomUUID().slice(0, 6)}` },
    { stock: 5, price: 1_250, name: `Mail Mouse ${randomUUID().slice(0, 6)}` },
  ]);
  const client = createShopClient(shop, { guestId: newGuestId() });
  await client.add(laptop!.id, 2);
  await client.add(mouse!.id, 1);
  const base = checkoutBody();
  const session = (await client.saveCheckout({ ...base, customer_info: { ...base.customer_info, email } }))
    .body.checkout_session;
  const placed = await client.placeOrder(session.id);
  expect(placed.status).toBe(201);
  return { client, email, order: placed.body.order };
}

const about = (orderNumber: string) => (message: { subject: string }) =>
  message.subject.includes(orderNumber);

describe('order e-mails', () => {
  let admin: Tokens;

  beforeAll(async () => {
    admin = await signIn(shop, shop.sampleAccounts.admin.email, shop.sampleAccounts.admin.password);
  });

  it('send one confirmation with the bank details to the shopper and one new-order mail to staff', async () => {
    const { email, order } = await placeOrder();

    const [received] = await waitForMail(shop.url, email, about(order.order_number));
    const [staff] = await waitForMail(shop.url, LOCAL_MAIL.staff, about(order.order_number));

    expect(received!.subject).toBe(`We received your order ${order.order_number}`);
    expect(received!.text).toContain(LOCAL_SHOP_SETTINGS.bankDetails.account_number);
    expect(received!.text).toContain(
      `Please use your order number ${order.order_number} as the payment reference.`,
    );
    // 2 x 4,000 + 1,250 = 9,250; GCT 1,387.50; the total as the shop writes it.
    expect(received!.text).toContain('Mail Laptop');
    expect(received!.text).toMatch(/\$1,388/);
    expect(received!.body).toContain(`${shop.url}/order/${order.order_number}`);
    expect(received!.body).toContain(`${shop.url}/orders/${order.order_number}/invoice`);
    expect(staff!.subject).toBe(`New order ${order.order_number}`);
    expect(staff!.text).toContain(email);

    // A later mail of the same order has come through the stream after them: still one of each.
    const staffToken = { authorization: `Bearer ${admin.idToken}` };
    const advanced = await fetch(`${shop.url}/api/admin/orders/${order.order_number}/advance`, {
      method: 'POST',
      headers: { ...staffToken, 'content-type': 'application/json' },
      body: JSON.stringify({ status: 'processed', reason: 'Paid in cash at the counter' }),
    });
    expect(advanced.status).toBe(200);
    const [processed] = await waitForMail(
      shop.url,
      email,
      (m) => m.subject === `Order ${order.order_number} is processed`,
    );
    expect(processed!.text).toContain('packed');
    const shopperMails = (await readMailboxOf(shop.url, email)).map((m) => m.subject);
    expect(shopperMails.sort()).toEqual(
      [`Order ${order.order_number} is processed`, `We received your order ${order.order_number}`].sort(),
    );
    expect((await readMailboxOf(shop.url, LOCAL_MAIL.staff)).filter(about(order.order_number))).toHaveLength(
      1,
    );
  });

  it('tell the shopper when a proof is not accepted, with the reason, and when the payment arrives', async () => {
    const { client, email, order } = await placeOrder();
    await waitForMail(shop.url, email, about(order.order_number));
    const staff = createShopClient(shop, { idToken: admin.idToken });
    const payment = (action: string, body?: unknown) =>
      staff.call('POST', `/api/admin/orders/${order.order_number}/payment/${action}`, body);

    expect((await uploadProof(client, order.order_number)).status).toBe(200);
    expect((await payment('reject', { reason: 'The amount on the slip is JMD 900.' })).status).toBe(200);
    const [rejected] = await waitForMail(shop.url, email, (m) =>
      m.subject.startsWith('Your proof of payment'),
    );
    expect(rejected!.subject).toBe(`Your proof of payment for order ${order.order_number} was not accepted`);
    expect(rejected!.text).toContain('Reason: The amount on the slip is JMD 900.');

    expect((await uploadProof(client, order.order_number)).status).toBe(200);
    expect((await payment('paid')).status).toBe(200);
    const [paid] = await waitForMail(
      shop.url,
      email,
      (m) => m.subject === `Payment received for order ${order.order_number}`,
    );
    expect(paid!.text).toContain('We received your payment');
    // Two uploads and a payment later, still the one rejection mail.
    expect(
      (await readMailboxOf(shop.url, email)).filter((m) => m.subject.startsWith('Your proof')),
    ).toHaveLength(1);
  });

  it('retry a send that failed, without a second order or a second mail', async () => {
    // An outage for this shopper's address alone: other files' mails go on being sent meanwhile.
    const email = `shopper-${randomUUID()}@example.com`;
    const outage = `${sesEndpoint}${SES_OUTAGE_PATH}?to=${encodeURIComponent(email)}`;
    const before = ((await (await fetch(outage)).json()) as { rejected: number }).rejected;
    await fetch(outage, { method: 'POST' });
    let orderNumber: string;
    try {
      ({
        order: { order_number: orderNumber },
      } = await placeOrder(email));
      // SES refused at least one send of this order's mails.
      const deadline = Date.now() + 20_000;
      while (((await (await fetch(outage)).json()) as { rejected: number }).rejected === before) {
        if (Date.now() > deadline) throw new Error('The mailer never tried to send during the outage.');
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(await readMailboxOf(shop.url, email)).toEqual([]);
    } finally {
      await fetch(outage, { method: 'DELETE' });
    }

    await waitForMail(shop.url, email, about(orderNumber));
    await waitForMail(shop.url, LOCAL_MAIL.staff, about(orderNumber));
    // A later change's mail comes after any retry of the first batch.
    await fetch(`${shop.url}/api/admin/orders/${orderNumber}/advance`, {
      method: 'POST',
      headers: { authorization: `Bearer ${admin.idToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ status: 'processed', reason: 'Paid in cash at the counter' }),
    });
    await waitForMail(shop.url, email, (m) => m.subject === `Order ${orderNumber} is processed`);

    expect(
      (await readMailboxOf(shop.url, email)).filter((m) => m.subject.startsWith('We received')),
    ).toHaveLength(1);
    expect((await readMailboxOf(shop.url, LOCAL_MAIL.staff)).filter(about(orderNumber))).toHaveLength(1);
    const listed = (await (
      await fetch(`${shop.url}/api/admin/orders?search=${encodeURIComponent(email)}`, {
        headers: { authorization: `Bearer ${admin.idToken}` },
      })
    ).json()) as { orders: { order_number: string }[] };
    expect(listed.orders.map((o) => o.order_number)).toEqual([orderNumber]);
  });
});

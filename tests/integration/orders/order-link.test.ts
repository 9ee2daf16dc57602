/**
 * The link in an order's e-mails, against the embedded stack: the token the confirmation mail
 * carries opens the order, its tax invoice and the proof upload without the guest session that
 * placed it (another device); a wrong token, another order's token and an expired one open nothing.
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
  type ErrorBody,
  type ShopClient,
} from '../../helpers/cart-api.js';
import { waitForMail } from '../../helpers/mailbox.js';
import { uploadProof } from '../../helpers/payment-documents.js';

const shop = inject('shop');
/** Another device: no guest session, no sign-in; only what the link carries. */
let anotherDevice: ShopClient;

beforeAll(() => {
  anotherDevice = createShopClient(shop, {});
});

/** A guest's bank-transfer order and the token of the link in its confirmation mail. */
async function orderWithMailedLink() {
  const email = `link-${randomUUID()}@example.com`;
  const [product] = await createTestProducts(shop, [{ stock: 5, price: 3_000 }]);
  const client = createShopClient(shop, { guestId: newGuestId() });
  await client.add(product!.id, 1);
  const base = checkoutBody();
  const session = (await client.saveCheckout({ ...base, customer_info: { ...base.customer_info, email } }))
    .body.checkout_session;
  const placed = await client.placeOrder(session.id);
  expect(placed.status).toBe(201);
  const number = placed.body.order.order_number;
  const [mail] = await waitForMail(shop.url, email, (m) => m.subject.includes(number));
  const link = new RegExp(`${shop.url}/order/${number}\\?token=([A-Za-z0-9_-]+)`).exec(mail!.text ?? '');
  expect(link, 'the mail links the order page with a token').not.toBeNull();
  return { number, token: link![1]!, email };
}

const readOrder = (number: string, token: string) =>
  anotherDevice.call<{ order: OrderView } & ErrorBody>(
    'GET',
    `/api/orders/${number}?token=${encodeURIComponent(token)}`,
  );
const readInvoice = (number: string, token: string) =>
  anotherDevice.call<{ invoice: TaxInvoice } & ErrorBody>(
    'GET',
    `/api/orders/${number}/invoice?token=${encodeURIComponent(token)}`,
  );
const askUpload = (number: string, token: string) =>
  anotherDevice.call<ErrorBody>('POST', `/api/orders/${number}/documents/uploads`, {
    kind: 'payment_proof',
    content_type: 'application/pdf',
    file_name: 'transfer.pdf',
    size: 100,
    token,
  });

/** Moves the order's link expiry, as time passing would. */
async function expireLink(number: string) {
  Object.assign(process.env, shop.functionEnv);
  const { documentClient, getTableName } = await import('../../../functions/data/dynamo-client.js');
  const { keys } = await import('../../../functions/data/keys.js');
  const { UpdateCommand } = await import('@aws-sdk/lib-dynamodb');
  await documentClient.send(
    new UpdateCommand({
      TableName: getTableName(),
      Key: keys.order(number),
      UpdateExpression: 'SET #link.expires_at = :past',
      ExpressionAttributeNames: { '#link': 'link' },
      ExpressionAttributeValues: { ':past': new Date(Date.now() - 60_000).toISOString() },
    }),
  );
}

describe('the order link in the e-mails', () => {
  let first: Awaited<ReturnType<typeof orderWithMailedLink>>;
  let second: Awaited<ReturnType<typeof orderWithMailedLink>>;

  beforeAll(async () => {
    [first, second] = await Promise.all([orderWithMailedLink(), orderWithMailedLink()]);
  });

  it('opens the order, its invoice and the proof upload on another device, and never shows its secret', async () => {
    const read = await readOrder(first.number, first.token);
    expect(read.status).toBe(200);
    expect(read.body.order).toMatchObject({ order_number: first.number, payment_status: 'awaiting_payment' });
    expect(JSON.stringify(read.body)).not.toContain(first.token);

    const invoice = await readInvoice(first.number, first.token);
    expect(invoice.status).toBe(200);
    expect(invoice.body.invoice.order_number).toBe(first.number);

    const uploaded = await uploadProof(anotherDevice, first.number, undefined, undefined, {
      token: first.token,
    });
    expect(uploaded.status).toBe(200);
    expect(uploaded.body.order.payment_proof).toMatchObject({ file_name: 'transfer.pdf' });
    expect(uploaded.body.order.payment_events.map((event) => event.kind)).toEqual(['proof_uploaded']);
  });

  it('opens nothing with a wrong token, in the same words as a missing order link', async () => {
    // Well formed, but not this order's: another random secret of the same shape.
    const wrong = randomUUID().replaceAll('-', '');

    for (const answer of [
      await readOrder(first.number, wrong),
      await readInvoice(first.number, wrong),
      await askUpload(first.number, wrong),
    ]) {
      expect(answer.status).toBe(404);
      expect(answer.body.message).toBe('This order link is not valid.');
    }
    // Not a token at all: named as a bad field, not looked up.
    const malformed = await readOrder(first.number, 'not a token');
    expect(malformed.status).toBe(400);
    expect(malformed.body.message).toContain('must be the token from the order e-mail.');
  });

  it('never opens one order with the token of another', async () => {
    for (const answer of [
      await readOrder(second.number, first.token),
      await readInvoice(second.number, first.token),
      await askUpload(second.number, first.token),
      await readOrder(first.number, second.token),
    ]) {
      expect(answer.status).toBe(404);
    }
    expect((await readOrder(second.number, second.token)).status).toBe(200);
  });

  it('says an expired link has expired (410) and opens nothing with it', async () => {
    await expireLink(second.number);

    for (const answer of [
      await readOrder(second.number, second.token),
      await readInvoice(second.number, second.token),
      await askUpload(second.number, second.token),
    ]) {
      expect(answer.status).toBe(410);
      expect(answer.body.message).toBe('This order link has expired.');
    }
    // The track-order way (number and e-mail) still finds it.
    const byEmail = await anotherDevice.call<{ invoice: TaxInvoice }>(
      'GET',
      `/api/orders/${second.number}/invoice?email=${encodeURIComponent(second.email)}`,
    );
    expect(byEmail.status).toBe(200);
  });

  it('opens nothing for another device without the token (the old links in mails did this)', async () => {
    const noToken = await anotherDevice.call<ErrorBody>('GET', `/api/orders/${first.number}`);
    expect(noToken.status).toBe(404);
  });
});

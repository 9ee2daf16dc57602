/**
 * The staff queue on the embedded stack: the admin list's "proof received" filter lists exactly the
 * orders whose proof waits for staff, and drops each one the write that settles it (rejected, paid,
 * cancelled); it reads the queue's sparse index, not every order; and the fill command puts orders
 * written before the queue existed into it (and takes out any it no longer needs).
 */
import { randomUUID } from 'node:crypto';
import { BatchWriteCommand, GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, inject, it } from 'vitest';
import type { OrderView } from '../../../functions/core/orders/order.js';
import { hasProofToCheck } from '../../../functions/core/orders/payment.js';
import { documentClient, getTableName } from '../../../functions/data/dynamo-client.js';
import { keys } from '../../../functions/data/keys.js';
import { listOrders } from '../../../functions/data/orders.js';
import { fillStaffQueue } from '../../../functions/services/orders/fill-staff-queue.js';
import { checkoutBody, createShopClient, createTestProducts, newGuestId } from '../../helpers/cart-api.js';
import { createStaff } from '../../helpers/business.js';
import { uploadProof } from '../../helpers/payment-documents.js';

const shop = inject('shop');
const staff = await createStaff(shop);

/** A guest's bank-transfer order of one product, by an e-mail carrying `tag` (what staff search by). */
async function placeOrder(tag: string) {
  const [product] = await createTestProducts(shop, [{ stock: 5, price: 2_500 }]);
  const client = createShopClient(shop, { guestId: newGuestId() });
  await client.add(product!.id, 1);
  const base = checkoutBody();
  const customer_info = { ...base.customer_info, email: `${tag}-${randomUUID()}@example.com` };
  const session = (await client.saveCheckout({ ...base, customer_info })).body.checkout_session;
  const placed = await client.placeOrder(session.id, randomUUID(), 'bank_transfer');
  expect(placed.status).toBe(201);
  return { client, order: placed.body.order as OrderView };
}

const proofsToCheck = async (tag: string) => {
  const listed = await staff.call<{ orders: OrderView[] }>(
    'GET',
    `/api/admin/orders?proof=received&search=${tag}&limit=100`,
  );
  expect(listed.status).toBe(200);
  return listed.body.orders.map((order) => order.order_number);
};

const storedItem = async (orderNumber: string) =>
  (await documentClient.send(new GetCommand({ TableName: getTableName(), Key: keys.order(orderNumber) })))
    .Item!;

describe('the "proof received" filter', () => {
  it('lists exactly the orders whose proof waits, and drops each once staff act on it', async () => {
    const tag = `queue${randomUUID().slice(0, 8)}`;
    const [a, b, c, untouched] = [
      await placeOrder(tag),
      await placeOrder(tag),
      await placeOrder(tag),
      await placeOrder(tag),
    ];
    expect(await proofsToCheck(tag)).toEqual([]);
    for (const { client, order } of [a, b, c]) {
      expect((await uploadProof(client, order.order_number)).status).toBe(200);
    }
    // Newest first, as the whole list; the order without a proof is not in it.
    expect(await proofsToCheck(tag)).toEqual([
      c.order.order_number,
      b.order.order_number,
      a.order.order_number,
    ]);
    expect((await storedItem(untouched.order.order_number)).gsi4pk).toBeUndefined();

    const reject = await staff.call('POST', `/api/admin/orders/${a.order.order_number}/payment/reject`, {
      reason: 'The slip is blurred.',
    });
    expect(reject.status).toBe(200);
    expect(await proofsToCheck(tag)).toEqual([c.order.order_number, b.order.order_number]);

    expect((await staff.call('POST', `/api/admin/orders/${b.order.order_number}/payment/paid`)).status).toBe(
      200,
    );
    expect(await proofsToCheck(tag)).toEqual([c.order.order_number]);

    expect((await staff.call('POST', `/api/admin/orders/${c.order.order_number}/cancel`)).status).toBe(200);
    expect(await proofsToCheck(tag)).toEqual([]);

    // A new proof after a rejection puts the order back.
    expect((await uploadProof(a.client, a.order.order_number)).status).toBe(200);
    expect(await proofsToCheck(tag)).toEqual([a.order.order_number]);
    for (const { order } of [b, c, untouched]) {
      const item = await storedItem(order.order_number);
      expect(item.gsi4pk, order.order_number).toBeUndefined();
      expect(item.needs_staff, order.order_number).toBeUndefined();
    }
  });

  it('reads only the orders in the queue, however many orders there are', async () => {
    const tag = `many${randomUUID().slice(0, 8)}`;
    const waiting = await placeOrder(tag);
    expect((await uploadProof(waiting.client, waiting.order.order_number)).status).toBe(200);
    // 300 more orders that need nobody: copies of a placed order under new numbers.
    const template = await storedItem((await placeOrder(tag)).order.order_number);
    const copies = Array.from({ length: 300 }, (_, index) => {
      const number = `${template.order_number as string}-${index}`;
      return {
        ...template,
        ...keys.order(number),
        ...keys.orderList(template.created_at as string, number),
        order_number: number,
      };
    });
    for (let start = 0; start < copies.length; start += 25) {
      await documentClient.send(
        new BatchWriteCommand({
          RequestItems: {
            [getTableName()]: copies.slice(start, start + 25).map((Item) => ({ PutRequest: { Item } })),
          },
        }),
      );
    }

    const fromQueue = await listOrders({ limit: 25, needs: ['proof_received'], matches: hasProofToCheck });
    expect(fromQueue.orders.map((order) => order.order_number)).toContain(waiting.order.order_number);
    expect(fromQueue.orders.every(hasProofToCheck)).toBe(true);
    // Only what the queue holds, in one page: the orders needing staff for any reason (other test
    // files' card reviews too, on this shared table), never the 300 that need nobody.
    expect(fromQueue.read).toBeGreaterThanOrEqual(fromQueue.orders.length);
    expect(fromQueue.read).toBeLessThan(copies.length / 3);
    expect(fromQueue.cursor).toBeNull();
    // The whole order list, filtered as before the queue, reads past every order placed since.
    const walked = await listOrders({ limit: 25, matches: hasProofToCheck });
    expect(walked.read).toBeGreaterThan(300);
  });
});

describe('filling the staff queue', () => {
  it('puts orders written before the queue into it, and takes out those that need nobody', async () => {
    const tag = `fill${randomUUID().slice(0, 8)}`;
    const waiting = await placeOrder(tag);
    expect((await uploadProof(waiting.client, waiting.order.order_number)).status).toBe(200);
    const idle = await placeOrder(tag);
    // As written before the deploy that added the queue: no queue attributes on the waiting order,
    // and a stale entry on one that needs nobody.
    await documentClient.send(
      new UpdateCommand({
        TableName: getTableName(),
        Key: keys.order(waiting.order.order_number),
        UpdateExpression: 'REMOVE gsi4pk, gsi4sk, needs_staff',
      }),
    );
    await documentClient.send(
      new UpdateCommand({
        TableName: getTableName(),
        Key: keys.order(idle.order.order_number),
        UpdateExpression: 'SET gsi4pk = :pk, gsi4sk = :sk, needs_staff = :needs',
        ExpressionAttributeValues: {
          ':pk': 'needs-staff',
          ':sk': keys.orderList(idle.order.created_at, idle.order.order_number).gsi3sk,
          ':needs': ['proof_received'],
        },
      }),
    );
    expect(await proofsToCheck(tag)).toEqual([]);
    const updatedAt = (await storedItem(waiting.order.order_number)).updated_at;

    const filled = await fillStaffQueue();
    expect(filled.orders).toBeGreaterThanOrEqual(2);
    expect(await proofsToCheck(tag)).toEqual([waiting.order.order_number]);
    expect((await storedItem(idle.order.order_number)).gsi4pk).toBeUndefined();
    // The fill changes nothing of the order itself.
    expect((await storedItem(waiting.order.order_number)).updated_at).toBe(updatedAt);
  });
});

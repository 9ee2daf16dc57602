/**
 * Stream consumers report partial batch failures: a batch with one poisoned record sends the other
 * records' mails once, answers only the poisoned record as failed, and a retry from it (as Lambda and
 * the local poller do) sends nothing twice. The orders of the batch live only in the event, so the
 * shop's own stream poller never sees them.
 */
import { randomUUID } from 'node:crypto';
import { marshall } from '@aws-sdk/util-dynamodb';
import type { DynamoDBRecord, DynamoDBStreamEvent } from 'aws-lambda';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { checkoutBody, createShopClient, createTestProducts, newGuestId } from '../helpers/cart-api.js';
import { lambdaContext } from '../helpers/http-event.js';
import { readMailboxOf, waitForMail } from '../helpers/mailbox.js';

const shop = inject('shop');

/** A stored order placed through the API, read back as the table holds it. */
async function storedOrder(): Promise<Record<string, unknown>> {
  const [product] = await createTestProducts(shop, [
    { stock: 5, price: 2_000, name: `Batch ${randomUUID().slice(0, 6)}` },
  ]);
  const client = createShopClient(shop, { guestId: newGuestId() });
  await client.add(product!.id, 1);
  const session = (await client.saveCheckout(checkoutBody())).body.checkout_session;
  const placed = await client.placeOrder(session.id);
  expect(placed.status).toBe(201);
  const { documentClient, getTableName } = await import('../../functions/data/dynamo-client.js');
  const { keys } = await import('../../functions/data/keys.js');
  const { GetCommand } = await import('@aws-sdk/lib-dynamodb');
  const { Item } = await documentClient.send(
    new GetCommand({ TableName: getTableName(), Key: keys.order(placed.body.order.order_number as string) }),
  );
  return Item!;
}

let sequence = 100;
function insertRecord(item: Record<string, unknown>): DynamoDBRecord {
  sequence += 1;
  return {
    eventID: randomUUID(),
    eventName: 'INSERT',
    eventSource: 'aws:dynamodb',
    dynamodb: {
      SequenceNumber: String(sequence),
      Keys: marshall({ pk: item.pk, sk: item.sk }) as never,
      NewImage: marshall(item, { removeUndefinedValues: true, convertClassInstanceToMap: true }) as never,
      StreamViewType: 'NEW_AND_OLD_IMAGES',
    },
  };
}

/** A copy of `order` under a number and an e-mail of its own, as if another shopper had placed it. */
function anotherOrder(order: Record<string, unknown>, label: string) {
  const number = `SHG-${randomUUID().slice(0, 4).toUpperCase()}-${label}`;
  const email = `batch-${label.toLowerCase()}-${randomUUID().slice(0, 6)}@example.com`;
  return {
    email,
    number,
    item: {
      ...order,
      pk: `order#${number.toLowerCase()}`,
      order_number: number,
      customer_info: { ...(order.customer_info as object), email },
    },
  };
}

describe('stream consumers with a poisoned record', () => {
  beforeAll(() => {
    Object.assign(process.env, shop.functionEnv);
  });

  it('send the other records’ mails once and report only the poisoned record', async () => {
    const order = await storedOrder();
    const first = anotherOrder(order, 'AAAA');
    const last = anotherOrder(order, 'CCCC');
    const poisoned = insertRecord({
      ...order,
      pk: 'order#shg-pois-oned',
      order_number: 'SHG-POIS-ONED',
      customer_info: null,
    });
    const records = [insertRecord(first.item), poisoned, insertRecord(last.item)];
    const { handler } = await import('../../functions/handlers/events/send-order-mail.js');

    const answer = await handler(
      { Records: records } satisfies DynamoDBStreamEvent,
      lambdaContext('order-mail'),
    );
    expect(answer).toEqual({ batchItemFailures: [{ itemIdentifier: poisoned.dynamodb!.SequenceNumber }] });
    await waitForMail(shop.url, first.email, (m) => m.subject.includes(first.number));
    await waitForMail(shop.url, last.email, (m) => m.subject.includes(last.number));

    // Lambda retries from the first failed record: the poisoned one and the one after it.
    const retried = await handler({ Records: records.slice(1) }, lambdaContext('order-mail'));
    expect(retried).toEqual({ batchItemFailures: [{ itemIdentifier: poisoned.dynamodb!.SequenceNumber }] });
    expect(await readMailboxOf(shop.url, first.email)).toHaveLength(1);
    expect(await readMailboxOf(shop.url, last.email)).toHaveLength(1);
  });
});

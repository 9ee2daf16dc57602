/**
 * The payment lapse on the local Step Functions: a new bank-transfer order starts its execution from
 * the table's stream; when due, an unpaid order is cancelled with its stock returned, a paid one is
 * left alone. The executions here are started with a due time seconds away, through the same machine.
 */
import { randomUUID } from 'node:crypto';
import { DescribeExecutionCommand, SFNClient, StartExecutionCommand } from '@aws-sdk/client-sfn';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { OrderView } from '../../../functions/core/orders/order.js';
import { ENV } from '../../../functions/shared/env.js';
import {
  createShopClient,
  createTestProducts,
  newGuestId,
  readProduct,
  type ShopClient,
} from '../../helpers/cart-api.js';
import { signIn } from '../../helpers/cognito.js';
import { waitForHistoryEntry } from '../../helpers/product-history.js';

const shop = inject('shop');
const machineArn = shop.functionEnv[ENV.paymentLapseStateMachineArn]!;
const executionArn = (name: string) => `${machineArn.replace(':stateMachine:', ':execution:')}:${name}`;
const sfn = new SFNClient({
  region: shop.functionEnv.AWS_REGION,
  endpoint: shop.functionEnv.AWS_ENDPOINT_URL_SFN,
  credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
});
let admin: ShopClient;
let adminToken: string;

beforeAll(async () => {
  const { email, password } = shop.sampleAccounts.admin;
  adminToken = (await signIn(shop, email, password)).idToken;
  admin = createShopClient(shop, { idToken: adminToken });
});

async function bankTransferOrder(quantity: number) {
  const [product] = await createTestProducts(shop, [{ stock: 10 }]);
  const client = createShopClient(shop, { guestId: newGuestId() });
  await client.add(product!.id, quantity);
  const session = (await client.saveCheckout()).body.checkout_session;
  const placed = await client.placeOrder(session.id, randomUUID(), 'bank_transfer');
  expect(placed.status).toBe(201);
  return { client, product: product!, order: placed.body.order };
}

async function describeWhenPresent(arn: string, until: (status: string) => boolean, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      const answer = await sfn.send(new DescribeExecutionCommand({ executionArn: arn }));
      if (until(answer.status!)) return answer;
    } catch (error) {
      if ((error as Error).name !== 'ExecutionDoesNotExist') throw error;
    }
    if (Date.now() > deadline) throw new Error(`Execution ${arn} did not get there in time`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** Runs the lapse machine for an order, due two seconds from now, and waits for its end. */
async function lapseSoon(orderNumber: string) {
  const name = `${orderNumber}-soon-${randomUUID().slice(0, 8)}`;
  await sfn.send(
    new StartExecutionCommand({
      stateMachineArn: machineArn,
      name,
      input: JSON.stringify({
        order_number: orderNumber,
        due_at: new Date(Date.now() + 2_000).toISOString(),
      }),
    }),
  );
  const done = await describeWhenPresent(executionArn(name), (status) => status !== 'RUNNING');
  expect(done.status).toBe('SUCCEEDED');
  return JSON.parse(done.output!) as { outcome: string };
}

describe('payment lapse', () => {
  it('starts a waiting execution for each new bank-transfer order', async () => {
    const { order } = await bankTransferOrder(1);
    const running = await describeWhenPresent(executionArn(order.order_number), () => true);
    expect(running.status).toBe('RUNNING');
    expect(JSON.parse(running.input!)).toEqual({
      order_number: order.order_number,
      due_at: order.payment_due_at,
    });
  });

  it('lapses an unpaid order when due: cancelled, payment lapsed, stock returned', async () => {
    const { client, product, order } = await bankTransferOrder(3);
    expect((await readProduct(shop, product.id))!.stock_quantity).toBe(7);

    expect(await lapseSoon(order.order_number)).toMatchObject({ outcome: 'lapsed' });

    const after = (await client.call<{ order: OrderView }>('GET', `/api/orders/${order.order_number}`)).body
      .order;
    expect(after).toMatchObject({
      status: 'cancelled',
      payment_status: 'lapsed',
      payment_status_label: 'Lapsed',
    });
    expect(after.payment_events.map((event) => event.kind)).toEqual(['lapsed']);
    expect((await readProduct(shop, product.id))!.stock_quantity).toBe(10);
    const returned = await waitForHistoryEntry(shop, adminToken, product.id, (e) => e.cause === 'lapse');
    expect(returned).toMatchObject({
      by: `order ${order.order_number}`,
      changes: [{ field: 'stock_quantity', before: 7, after: 10 }],
    });
    // A second run finds nothing to do and returns no stock twice.
    expect(await lapseSoon(order.order_number)).toMatchObject({ outcome: 'left-alone' });
    expect((await readProduct(shop, product.id))!.stock_quantity).toBe(10);
  });

  it('leaves a paid order alone', async () => {
    const { client, product, order } = await bankTransferOrder(2);
    expect((await admin.call('POST', `/api/admin/orders/${order.order_number}/payment/paid`)).status).toBe(
      200,
    );

    expect(await lapseSoon(order.order_number)).toMatchObject({ outcome: 'left-alone' });

    const after = (await client.call<{ order: OrderView }>('GET', `/api/orders/${order.order_number}`)).body
      .order;
    expect(after).toMatchObject({ status: 'confirmed', payment_status: 'paid' });
    expect((await readProduct(shop, product.id))!.stock_quantity).toBe(8);
  });
});

/**
 * The time to pay of a buyer's order above their spending limit runs from the company admin's
 * approval, not from placing: while the order awaits approval it has no "pay by" date and no payment
 * lapse execution (it cannot lapse before the admin decides); approving it sets its due time from
 * that moment and starts its lapse, through the real stream consumer and the local Step Functions;
 * a declined order never lapses.
 */
import { DescribeExecutionCommand, SFNClient } from '@aws-sdk/client-sfn';
import { describe, expect, inject, it } from 'vitest';
import type { OrderView } from '../../../functions/core/orders/order.js';
import { ENV } from '../../../functions/shared/env.js';
import { toShopDay } from '../../../functions/core/shop-time.js';
import { waitForEmail } from '../../helpers/accounts.js';
import { createStaff, placeOrderAwaitingApproval, type Customer } from '../../helpers/business.js';
import type { ShopClient } from '../../helpers/cart-api.js';

const shop = inject('shop');
const machineArn = shop.functionEnv[ENV.paymentLapseStateMachineArn]!;
const executionArn = (name: string) => `${machineArn.replace(':stateMachine:', ':execution:')}:${name}`;
const lapseDays = Number(shop.functionEnv[ENV.paymentLapseDays]);
const sfn = new SFNClient({
  region: shop.functionEnv.AWS_REGION,
  endpoint: shop.functionEnv.AWS_ENDPOINT_URL_SFN,
  credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
});
const staff = await createStaff(shop);

/** The order's lapse execution, or undefined when there is none. */
async function findExecution(orderNumber: string) {
  try {
    return await sfn.send(new DescribeExecutionCommand({ executionArn: executionArn(orderNumber) }));
  } catch (error) {
    if ((error as Error).name === 'ExecutionDoesNotExist') return undefined;
    throw error;
  }
}

async function waitForExecution(orderNumber: string, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = await findExecution(orderNumber);
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`No lapse execution for ${orderNumber}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** A buyer (per-order limit 50,000) with a bank-transfer order of 69,000 awaiting the admin's approval. */
const bankTransferAwaitingApproval = () => placeOrderAwaitingApproval(shop, staff, 'bank_transfer');

const decide = (client: ShopClient, companyId: string, orderNumber: string, decision: string) =>
  client.call('POST', `/api/me/business/${companyId}/approvals/${orderNumber}`, { decision });

const readOrder = async (buyer: Customer, orderNumber: string) =>
  (await buyer.client.call<{ order: OrderView }>('GET', `/api/me/orders/${orderNumber}`)).body.order;

const payByNote = (order: OrderView) =>
  order.payment_instructions.notes.find((note) => note.startsWith('Unpaid orders are cancelled'));

describe('the time to pay of an order awaiting approval', () => {
  it('starts at the approval: no due date and no lapse while it waits, then due lapse-days after approving', async () => {
    const { admin, companyId, buyer, order } = await bankTransferAwaitingApproval();
    expect(order.payment_due_at).toBeNull();
    expect(payByNote(order)).toBeUndefined();
    // The admin's request mail went out: the stream has seen the new order.
    await waitForEmail(shop.url, admin.user.email, (mail) =>
      mail.subject.includes(`Order ${order.order_number} awaits your approval`),
    );

    expect((await decide(admin.client, companyId, order.order_number, 'approve')).status).toBe(200);

    const approved = await readOrder(buyer, order.order_number);
    const approvedAt = approved.status_history.find((entry) => entry.status === 'confirmed')!.at;
    const due = new Date(Date.parse(approvedAt) + lapseDays * 86_400_000).toISOString();
    expect(approved).toMatchObject({ status: 'confirmed', payment_due_at: due });
    expect(payByNote(approved)).toContain(toShopDay(due));
    const execution = await waitForExecution(order.order_number);
    expect(execution.status).toBe('RUNNING');
    expect(JSON.parse(execution.input!)).toEqual({ order_number: order.order_number, due_at: due });
  });

  it('never starts for a declined order', async () => {
    const { admin, companyId, buyer, order } = await bankTransferAwaitingApproval();

    expect((await decide(admin.client, companyId, order.order_number, 'decline')).status).toBe(200);

    // The decline's mail went out: the stream has delivered both the placing and the decline.
    await waitForEmail(shop.url, order.customer_info.email, (mail) =>
      mail.subject.includes(`Order ${order.order_number} was declined`),
    );
    expect(await findExecution(order.order_number)).toBeUndefined();
    expect((await readOrder(buyer, order.order_number)).payment_due_at).toBeNull();
  });
});

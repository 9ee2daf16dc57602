/**
 * Staff moving a card order's money at the PowerTranz stand-in of the running shop: the authorised
 * amount is captured when the order leaves the shop (a capture the gateway refuses or does not
 * answer refuses the move and changes nothing), a paid order cancelled before capture is voided,
 * and a captured one is refunded in parts that never add up to more than was captured, also when
 * two staff members refund at the same moment. Each step is kept on the order with the gateway's
 * answer.
 */
import { randomUUID } from 'node:crypto';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { OrderView } from '../../../functions/core/orders/order.js';
import { cardPaymentMessages } from '../../../functions/core/payments/card-attempts.js';
import { staffOrderMessages } from '../../../functions/core/orders/staff-transitions.js';
import { paymentMessages } from '../../../functions/core/orders/payment-messages.js';
import {
  createShopClient,
  createTestProducts,
  newGuestId,
  readProduct,
  type ShopClient,
} from '../../helpers/cart-api.js';
import { payWithCard, placeCardOrder, postCardResponse } from '../../helpers/card-payments.js';
import { signIn } from '../../helpers/cognito.js';
import { waitForMail } from '../../helpers/mailbox.js';
import { formatPrice } from '../../../functions/core/format-price.js';
import { armGatewayFault, TEST_CARD } from '../../helpers/powertranz.js';
import type { PowerTranzFaultRequest } from '../../../infra/local/services/powertranz.js';
import { CARD_PAYMENT, needsCardReview } from '../../../functions/core/payments/card-attempts.js';
import { documentClient, getTableName } from '../../../functions/data/dynamo-client.js';
import { keys } from '../../../functions/data/keys.js';
import { reconcileCardPayments } from '../../../functions/services/payments/reconcile-card-payments.js';

const shop = inject('shop');
const gatewayUrl = () => shop.functionEnv.POWERTRANZ_BASE_URL!;

const stock = 10;
let admin: ShopClient;

beforeAll(async () => {
  // The reconciler runs here, as its scheduled function would, against the shop's table and gateway.
  Object.assign(globalThis.process.env, shop.functionEnv);
  const { email, password } = shop.sampleAccounts.admin;
  admin = createShopClient(shop, { idToken: (await signIn(shop, email, password)).idToken });
});

/** A card order the shopper paid (authorised) through the hosted page. */
async function paidCardOrder() {
  const { client, product, order } = await placeCardOrder(shop, stock);
  const { started, response } = await payWithCard(
    shop,
    client,
    order.order_number,
    TEST_CARD.frictionlessApprove,
  );
  expect((await postCardResponse(shop, response)).status).toBe(200);
  const paid = await readOrder(order.order_number);
  expect(paid.payment_status).toBe('paid');
  return { order: paid, product, transactionIdentifier: started.attempt_id };
}

/** The stand-in answers this order's next `endpoint` call with `fault` (after `delayMs` for a time-out). */
const armFault = (
  order: { order_number: string },
  fault: PowerTranzFaultRequest['fault'],
  endpoint: PowerTranzFaultRequest['endpoint'],
  delayMs?: number,
) => armGatewayFault(gatewayUrl(), { fault, endpoint, orderIdentifier: order.order_number, delayMs });

async function readOrder(orderNumber: string) {
  const answer = await admin.call<{ order: OrderView }>('GET', `/api/admin/orders/${orderNumber}`);
  expect(answer.status).toBe(200);
  return answer.body.order;
}

const advance = (orderNumber: string) =>
  admin.call<{ order: OrderView; message?: string }>('POST', `/api/admin/orders/${orderNumber}/advance`, {});

const refund = (orderNumber: string, body: Record<string, unknown>) =>
  admin.call<{ order: OrderView; message?: string }>(
    'POST',
    `/api/admin/orders/${orderNumber}/payment/refund`,
    body,
  );

/** Moves the order up to the step before it leaves the shop (Processed). */
async function process(orderNumber: string) {
  const answer = await advance(orderNumber);
  expect(answer.status).toBe(200);
  expect(answer.body.order.status).toBe('processed');
}

/** Moves a processed order out of the shop (In Transit, or Ready for pickup then Collected). */
async function dispatch(orderNumber: string) {
  let answer = await advance(orderNumber);
  if (answer.body.order?.status === 'ready_for_pickup') answer = await advance(orderNumber);
  return answer;
}

/** Staff cancel the order (a void at the gateway before capture). */
const cancelOrder = (orderNumber: string) =>
  admin.call<{ order: OrderView; message?: string }>('POST', `/api/admin/orders/${orderNumber}/cancel`, {});

async function gatewayView(transactionIdentifier: string) {
  const answer = await fetch(`${gatewayUrl()}/local/transactions/${transactionIdentifier}`);
  return (await answer.json()) as {
    approved: boolean;
    voided: boolean;
    capturedCents: number;
    refundedCents: number;
    history: { endpoint: string }[];
  };
}

/** How many times the gateway was asked to `endpoint` for this transaction. */
const gatewayCalls = async (transactionIdentifier: string, endpoint: string) =>
  (await gatewayView(transactionIdentifier)).history.filter((call) => call.endpoint === endpoint).length;

const cents = (amount: number) => Math.round(amount * 100);
const steps = (order: OrderView) =>
  Object.values(order.card_payment?.steps ?? {}).sort((a, b) => a.at.localeCompare(b.at));

describe('staff and card payments', () => {
  it('captures the authorised total when the order leaves the shop, with the gateway answer on the order', async () => {
    const { order, transactionIdentifier } = await paidCardOrder();
    await process(order.order_number);
    expect((await gatewayView(transactionIdentifier)).capturedCents).toBe(0);

    const moved = await dispatch(order.order_number);
    expect(moved.status).toBe(200);
    expect(['in_transit', 'collected']).toContain(moved.body.order.status);
    expect(moved.body.order.card_payment).toMatchObject({ captured: order.total, refunded: 0 });
    expect(steps(moved.body.order)).toEqual([
      expect.objectContaining({
        kind: 'capture',
        amount: order.total,
        state: 'approved',
        iso_response_code: '00',
        by: shop.sampleAccounts.admin.email,
      }),
    ]);
    expect((await gatewayView(transactionIdentifier)).capturedCents).toBe(cents(order.total));
  });

  it('refuses the move when the gateway does not answer the capture, and captures once the reconciler finds it was not received', async () => {
    const { order, transactionIdentifier } = await paidCardOrder();
    await process(order.order_number);
    await armFault(order, 'http-500', 'capture');

    const refused = await dispatch(order.order_number);
    expect(refused.status).toBe(503);
    expect(refused.body.message).toBe(cardPaymentMessages.stepUnknown);
    const unchanged = await readOrder(order.order_number);
    expect(unchanged.status).toBe('processed');
    expect(unchanged.card_payment).toMatchObject({ captured: 0 });
    const [[stepId, pending]] = Object.entries(unchanged.card_payment!.steps) as [[string, unknown]];
    expect(pending).toMatchObject({ kind: 'capture', state: 'pending' });
    expect((await gatewayView(transactionIdentifier)).capturedCents).toBe(0);

    // Until it is known, no second capture starts.
    const again = await dispatch(order.order_number);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(cardPaymentMessages.stepPending);

    const settled = await reconcileCardPayments(new Date(Date.now() + 6 * 60_000));
    expect(settled.settled_steps).toContain(`${order.order_number}/${stepId}`);
    const released = await readOrder(order.order_number);
    expect(released.card_payment!.steps[stepId]).toMatchObject({
      state: 'refused',
      response_message: cardPaymentMessages.notReceived,
    });

    // Now the same click captures and moves it.
    expect((await dispatch(order.order_number)).status).toBe(200);
    expect((await gatewayView(transactionIdentifier)).capturedCents).toBe(cents(order.total));
  });

  it('voids the authorisation when a paid order is cancelled before capture, and returns the stock', async () => {
    const { order, product, transactionIdentifier } = await paidCardOrder();
    expect((await readProduct(shop, product.id))!.stock_quantity).toBe(stock - 2);

    const cancelled = await admin.call<{ order: OrderView }>(
      'POST',
      `/api/admin/orders/${order.order_number}/cancel`,
      {},
    );
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.order).toMatchObject({ status: 'cancelled', payment_status: 'refunded' });
    expect(cancelled.body.order.card_payment?.voided_at).toEqual(expect.any(String));
    expect(steps(cancelled.body.order)).toEqual([
      expect.objectContaining({ kind: 'void', state: 'approved', iso_response_code: '00' }),
    ]);
    expect(cancelled.body.order.payment_events.at(-1)).toMatchObject({
      kind: 'refunded',
      reason: cardPaymentMessages.voided,
    });
    expect((await gatewayView(transactionIdentifier)).voided).toBe(true);
    expect((await readProduct(shop, product.id))!.stock_quantity).toBe(stock);
  });

  it('refunds two parts and refuses a third that would pass what was captured', async () => {
    const { order, transactionIdentifier } = await paidCardOrder();
    await process(order.order_number);
    expect((await dispatch(order.order_number)).status).toBe(200);
    const first = 1_000;
    const second = order.total - first - 500;

    const one = await refund(order.order_number, { amount: first });
    expect(one.status).toBe(200);
    expect(one.body.order).toMatchObject({ payment_status: 'paid', card_payment: { refunded: first } });
    const two = await refund(order.order_number, { amount: second, reason: 'Returned a unit' });
    expect(two.status).toBe(200);
    expect(cents(two.body.order.card_payment!.refunded)).toBe(cents(first + second));

    const three = await refund(order.order_number, { amount: 500.01 });
    expect(three.status).toBe(409);
    expect(three.body.message).toBe(cardPaymentMessages.refundTooLarge);
    expect((await gatewayView(transactionIdentifier)).refundedCents).toBe(cents(first + second));

    // The rest, without an amount, completes the refund.
    const rest = await refund(order.order_number, {});
    expect(rest.status).toBe(200);
    expect(rest.body.order.payment_status).toBe('refunded');
    expect(steps(rest.body.order).map((step) => [step.kind, step.amount, step.state])).toEqual([
      ['capture', order.total, 'approved'],
      ['refund', first, 'approved'],
      ['refund', second, 'approved'],
      ['refund', 500, 'approved'],
    ]);
    expect((await gatewayView(transactionIdentifier)).refundedCents).toBe(cents(order.total));

    // The shopper gets one "refund issued" mail per refund, with its amount.
    const mails = await waitForMail(
      shop.url,
      order.customer_info.email,
      (m) => m.subject === `Refund issued for order ${order.order_number}`,
      (messages) => messages.length >= 3,
    );
    expect(mails).toHaveLength(3);
    for (const amount of [first, second, 500]) {
      expect(mails.some((mail) => mail.text?.includes(`We refunded ${formatPrice(amount)} of order`))).toBe(
        true,
      );
    }
  });

  it('refunds once when two staff members refund at the same moment and only one fits', async () => {
    const { order, transactionIdentifier } = await paidCardOrder();
    await process(order.order_number);
    expect((await dispatch(order.order_number)).status).toBe(200);
    const amount = Math.round(order.total * 60) / 100;

    const answers = await Promise.all([
      refund(order.order_number, { amount }),
      refund(order.order_number, { amount }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect([staffOrderMessages.changedMeanwhile, cardPaymentMessages.refundTooLarge]).toContain(
      answers.find((answer) => answer.status === 409)!.body.message,
    );
    const after = await readOrder(order.order_number);
    expect(cents(after.card_payment!.refunded)).toBe(cents(amount));
    expect(steps(after).filter((step) => step.kind === 'refund')).toHaveLength(1);
    expect((await gatewayView(transactionIdentifier)).refundedCents).toBe(cents(amount));
  });

  it('asks the gateway for one capture when two staff members dispatch the order at the same moment', async () => {
    const { order, transactionIdentifier } = await paidCardOrder();
    await process(order.order_number);
    const pickup = order.fulfilment.method === 'pickup';
    if (pickup) expect((await advance(order.order_number)).status).toBe(200);
    const leave = pickup ? 'collected' : 'in_transit';

    const answers = await Promise.all([
      admin.call<{ order: OrderView; message?: string }>(
        'POST',
        `/api/admin/orders/${order.order_number}/advance`,
        { status: leave },
      ),
      admin.call<{ order: OrderView; message?: string }>(
        'POST',
        `/api/admin/orders/${order.order_number}/advance`,
        { status: leave },
      ),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const after = await readOrder(order.order_number);
    expect(after.status).toBe(leave);
    expect(steps(after)).toEqual([expect.objectContaining({ kind: 'capture', state: 'approved' })]);
    expect(await gatewayCalls(transactionIdentifier, 'capture')).toBe(1);
  });

  it('refuses a part refund of an order not paid by card, naming the field', async () => {
    const [product] = await createTestProducts(shop, [{ stock, price: 5_000 }]);
    const client = createShopClient(shop, { guestId: newGuestId() });
    await client.add(product!.id, 1);
    const session = (await client.saveCheckout()).body.checkout_session;
    const placed = await client.placeOrder(session.id, randomUUID(), 'bank_transfer');
    const number = placed.body.order.order_number;
    expect((await admin.call('POST', `/api/admin/orders/${number}/payment/paid`, {})).status).toBe(200);
    const refused = await refund(number, { amount: 100 });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(paymentMessages.partRefundCardOnly);
    expect((await refund(number, { amount: 'ten' })).status).toBe(400);
  });
});

describe('steps the gateway approved but the shop did not record', () => {
  // The gateway's answer arrives after the shop stopped waiting: what a function timing out or
  // crashing between the call and the write leaves behind.
  const pastTheShopsWait = CARD_PAYMENT.gatewayTimeoutMs + 1_000;
  const later = () => new Date(Date.now() + 6 * 60_000);

  it(
    'records a capture the gateway approved unanswered exactly once, from the reconciler',
    { timeout: 90_000 },
    async () => {
      const { order, transactionIdentifier } = await paidCardOrder();
      await process(order.order_number);
      await armFault(order, 'timeout', 'capture', pastTheShopsWait);

      const lost = await dispatch(order.order_number);
      expect(lost.status).toBe(503);
      expect(lost.body.message).toBe(cardPaymentMessages.stepUnknown);
      expect((await gatewayView(transactionIdentifier)).capturedCents).toBe(cents(order.total));
      const unrecorded = await readOrder(order.order_number);
      expect(unrecorded).toMatchObject({ status: 'processed', card_payment: { captured: 0 } });
      const [stepId] = Object.keys(unrecorded.card_payment!.steps);

      // Too young to settle: its answer may still be on the way.
      expect((await reconcileCardPayments(new Date())).settled_steps).not.toContain(
        `${order.order_number}/${stepId}`,
      );
      expect((await reconcileCardPayments(later())).settled_steps).toContain(
        `${order.order_number}/${stepId}`,
      );
      const recorded = await readOrder(order.order_number);
      expect(recorded.card_payment).toMatchObject({ captured: order.total, refunded: 0 });
      expect(steps(recorded)).toEqual([
        expect.objectContaining({ kind: 'capture', state: 'approved', iso_response_code: '00' }),
      ]);

      // A second run changes nothing.
      expect((await reconcileCardPayments(later())).settled_steps).not.toContain(
        `${order.order_number}/${stepId}`,
      );
      expect(await readOrder(order.order_number)).toEqual(recorded);

      // The order then leaves the shop without a second capture.
      const moved = await dispatch(order.order_number);
      expect(moved.status).toBe(200);
      expect(steps(moved.body.order)).toHaveLength(1);
      expect((await gatewayView(transactionIdentifier)).capturedCents).toBe(cents(order.total));
    },
  );

  it(
    'records a void the gateway approved unanswered once, and the cancel then goes through',
    { timeout: 90_000 },
    async () => {
      const { order, transactionIdentifier } = await paidCardOrder();
      await armFault(order, 'timeout', 'void', pastTheShopsWait);
      const cancel = () => cancelOrder(order.order_number);

      const lost = await cancel();
      expect(lost.status).toBe(503);
      expect((await gatewayView(transactionIdentifier)).voided).toBe(true);
      expect(await readOrder(order.order_number)).toMatchObject({
        status: order.status,
        payment_status: 'paid',
      });

      await reconcileCardPayments(later());
      await reconcileCardPayments(later());
      const recorded = await readOrder(order.order_number);
      expect(recorded.payment_status).toBe('refunded');
      expect(recorded.card_payment!.voided_at).toEqual(expect.any(String));
      expect(recorded.payment_events.filter((event) => event.kind === 'refunded')).toHaveLength(1);

      const cancelled = await cancel();
      expect(cancelled.status).toBe(200);
      expect(cancelled.body.order.status).toBe('cancelled');
      expect(steps(cancelled.body.order)).toHaveLength(1);
    },
  );

  it(
    'records a capture the gateway applied but answered with a 500: pending for staff, then captured once by the reconciler',
    { timeout: 90_000 },
    async () => {
      const { order, transactionIdentifier } = await paidCardOrder();
      await process(order.order_number);
      await armFault(order, 'http-500-applied', 'capture');

      const lost = await dispatch(order.order_number);
      expect(lost.status).toBe(503);
      expect(lost.body.message).toBe(cardPaymentMessages.stepUnknown);
      expect((await gatewayView(transactionIdentifier)).capturedCents).toBe(cents(order.total));
      // Staff see the capture on the order, waiting for the bank, and in "needs review" once stuck.
      const unrecorded = await readOrder(order.order_number);
      expect(unrecorded).toMatchObject({ status: 'processed', card_payment: { captured: 0 } });
      const [[stepId, pending]] = Object.entries(unrecorded.card_payment!.steps) as [[string, unknown]];
      expect(pending).toMatchObject({ kind: 'capture', state: 'pending', amount: order.total });
      expect(unrecorded.card_payment!.pending_step).toBe(stepId);
      expect(needsCardReview(unrecorded, later())).toBe(true);
      const blocked = await dispatch(order.order_number);
      expect(blocked.status).toBe(409);
      expect(blocked.body.message).toBe(cardPaymentMessages.stepPending);

      const runs = [await reconcileCardPayments(later()), await reconcileCardPayments(later())];
      expect(runs.map((run) => run.settled_steps.includes(`${order.order_number}/${stepId}`))).toEqual([
        true,
        false,
      ]);
      const recorded = await readOrder(order.order_number);
      expect(recorded.card_payment).toMatchObject({ captured: order.total, refunded: 0 });
      expect(recorded.card_payment!.pending_step).toBeUndefined();
      expect(steps(recorded)).toEqual([
        expect.objectContaining({ kind: 'capture', state: 'approved', iso_response_code: '00' }),
      ]);
      expect(needsCardReview(recorded, later())).toBe(false);

      // The order then leaves the shop without asking the gateway again.
      const moved = await dispatch(order.order_number);
      expect(moved.status).toBe(200);
      expect(steps(moved.body.order)).toHaveLength(1);
      expect(await gatewayCalls(transactionIdentifier, 'capture')).toBe(1);
    },
  );

  it(
    'records a void the gateway applied but answered with a 500 once, and the cancel then goes through',
    { timeout: 90_000 },
    async () => {
      const { order, transactionIdentifier } = await paidCardOrder();
      await armFault(order, 'http-500-applied', 'void');
      const cancel = () => cancelOrder(order.order_number);

      const lost = await cancel();
      expect(lost.status).toBe(503);
      expect(lost.body.message).toBe(cardPaymentMessages.stepUnknown);
      expect((await gatewayView(transactionIdentifier)).voided).toBe(true);
      const unrecorded = await readOrder(order.order_number);
      expect(unrecorded).toMatchObject({ status: order.status, payment_status: 'paid' });
      expect(steps(unrecorded)).toEqual([expect.objectContaining({ kind: 'void', state: 'pending' })]);
      expect(needsCardReview(unrecorded, later())).toBe(true);

      await reconcileCardPayments(later());
      await reconcileCardPayments(later());
      const recorded = await readOrder(order.order_number);
      expect(recorded.payment_status).toBe('refunded');
      expect(recorded.card_payment!.voided_at).toEqual(expect.any(String));
      expect(steps(recorded)).toEqual([expect.objectContaining({ kind: 'void', state: 'approved' })]);
      expect(recorded.payment_events.filter((event) => event.kind === 'refunded')).toHaveLength(1);

      const cancelled = await cancel();
      expect(cancelled.status).toBe(200);
      expect(cancelled.body.order.status).toBe('cancelled');
      expect(steps(cancelled.body.order)).toHaveLength(1);
      expect(await gatewayCalls(transactionIdentifier, 'void')).toBe(1);
    },
  );

  it(
    'records a refund the gateway approved unanswered once, keeping it counted',
    { timeout: 90_000 },
    async () => {
      const { order, transactionIdentifier } = await paidCardOrder();
      await process(order.order_number);
      expect((await dispatch(order.order_number)).status).toBe(200);
      await armFault(order, 'timeout', 'refund', pastTheShopsWait);

      const lost = await refund(order.order_number, { amount: 1_000 });
      expect(lost.status).toBe(503);
      expect(lost.body.message).toBe(cardPaymentMessages.refundUnknown);
      expect((await gatewayView(transactionIdentifier)).refundedCents).toBe(cents(1_000));

      await reconcileCardPayments(later());
      await reconcileCardPayments(later());
      const recorded = await readOrder(order.order_number);
      expect(recorded.card_payment!.refunded).toBe(1_000);
      expect(steps(recorded).filter((step) => step.kind === 'refund')).toEqual([
        expect.objectContaining({ state: 'approved', iso_response_code: '00', amount: 1_000 }),
      ]);
    },
  );
});

describe('staff settle a refund the gateway did not answer', () => {
  const settle = (orderNumber: string, stepId: string, body: unknown) =>
    admin.call<{ order: OrderView; message?: string }>(
      'POST',
      `/api/admin/orders/${orderNumber}/card-steps/${stepId}/settle`,
      body,
    );

  /** A dispatched card order with a refund of `amount` the gateway answered with `fault`. */
  async function unansweredRefund(fault: 'http-500' | 'malformed-json', amount?: number) {
    const paid = await paidCardOrder();
    await process(paid.order.order_number);
    expect((await dispatch(paid.order.order_number)).status).toBe(200);
    await armFault(paid.order, fault, 'refund');
    const refused = await refund(paid.order.order_number, amount === undefined ? {} : { amount });
    expect(refused.status).toBe(503);
    expect(refused.body.message).toBe(cardPaymentMessages.refundUnknown);
    const order = await readOrder(paid.order.order_number);
    const [stepId] = Object.entries(order.card_payment!.steps).find(([, step]) => step.kind === 'refund')!;
    return { ...paid, order, stepId };
  }

  it('gives the amount back when staff find the refund did not go through, once, with who and when', async () => {
    const { order, stepId, transactionIdentifier } = await unansweredRefund('http-500', 1_000);
    expect(order.card_payment).toMatchObject({ refunded: 1_000 });
    expect(order.card_payment!.steps[stepId]).toMatchObject({ state: 'unknown', amount: 1_000 });
    expect((await gatewayView(transactionIdentifier)).refundedCents).toBe(0);
    // Unanswered, it waits in the staff's "card needs review" list (the staff queue's index).
    const needingReview = async () =>
      (
        await admin.call<{ orders: OrderView[] }>(
          'GET',
          `/api/admin/orders?card=needs_review&search=${order.order_number}`,
        )
      ).body.orders.map((listed) => listed.order_number);
    expect(await needingReview()).toEqual([order.order_number]);

    const settled = await settle(order.order_number, stepId, { outcome: 'did_not_go_through' });
    expect(settled.status).toBe(200);
    expect(await needingReview()).toEqual([]);
    expect(settled.body.order.card_payment!.refunded).toBe(0);
    expect(settled.body.order.card_payment!.steps[stepId]).toMatchObject({
      state: 'refused',
      settled: {
        by: shop.sampleAccounts.admin.email,
        at: expect.any(String),
        outcome: 'did_not_go_through',
      },
    });
    expect(settled.body.order.payment_status).toBe('paid');

    // Settled once: a second settle (another staff member, a second click) changes nothing.
    const again = await settle(order.order_number, stepId, { outcome: 'went_through' });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(cardPaymentMessages.alreadySettled('refund'));
    expect((await readOrder(order.order_number)).card_payment!.refunded).toBe(0);

    // The amount may be refunded again.
    expect((await refund(order.order_number, { amount: 1_000 })).status).toBe(200);
    expect((await gatewayView(transactionIdentifier)).refundedCents).toBe(cents(1_000));
  });

  it('keeps the refund when it went through, marks a complete refund refunded and mails the shopper', async () => {
    const { order, stepId, transactionIdentifier } = await unansweredRefund('malformed-json');
    // The gateway refunded it all; only its answer was lost.
    expect((await gatewayView(transactionIdentifier)).refundedCents).toBe(cents(order.total));
    expect(order.payment_status).toBe('paid');

    const settled = await settle(order.order_number, stepId, { outcome: 'went_through' });
    expect(settled.status).toBe(200);
    expect(settled.body.order).toMatchObject({
      payment_status: 'refunded',
      card_payment: { refunded: order.total },
    });
    expect(settled.body.order.card_payment!.steps[stepId]).toMatchObject({
      state: 'approved',
      settled: { by: shop.sampleAccounts.admin.email, outcome: 'went_through' },
    });
    expect(settled.body.order.payment_events.at(-1)).toMatchObject({ kind: 'refunded' });
    await waitForMail(
      shop.url,
      order.customer_info.email,
      (m) => m.subject === `Refund issued for order ${order.order_number}`,
    );
  });

  it('settles once when two staff members settle at the same moment', async () => {
    const { order, stepId } = await unansweredRefund('http-500', 2_000);
    const answers = await Promise.all([
      settle(order.order_number, stepId, { outcome: 'did_not_go_through' }),
      settle(order.order_number, stepId, { outcome: 'did_not_go_through' }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect((await readOrder(order.order_number)).card_payment!.refunded).toBe(0);
  });

  it('refuses bad input with a 4xx naming the field, and steps already answered', async () => {
    const { order, stepId } = await unansweredRefund('http-500', 500);
    const wrongOutcome = await settle(order.order_number, stepId, { outcome: 'yes' });
    expect(wrongOutcome.status).toBe(400);
    expect(wrongOutcome.body.message).toContain('outcome');
    const noOutcome = await settle(order.order_number, stepId, {});
    expect(noOutcome.status).toBe(400);
    expect(noOutcome.body.message).toContain('outcome');
    const badStep = await settle(order.order_number, 'not-a-step', { outcome: 'went_through' });
    expect(badStep.status).toBe(400);
    expect(badStep.body.message).toContain('stepId');
    const unknownStep = await settle(order.order_number, randomUUID(), { outcome: 'went_through' });
    expect(unknownStep.status).toBe(404);
    expect(unknownStep.body.message).toBe(cardPaymentMessages.stepNotFound);
    const [captureId] = Object.entries(order.card_payment!.steps).find(
      ([, step]) => step.kind === 'capture',
    )!;
    const capture = await settle(order.order_number, captureId, { outcome: 'went_through' });
    expect(capture.status).toBe(409);
    expect(capture.body.message).toBe(cardPaymentMessages.alreadySettled('capture'));

    // Only staff: a guest is refused, and nothing changed.
    const guest = createShopClient(shop, { guestId: newGuestId() });
    const refused = await guest.call(
      'POST',
      `/api/admin/orders/${order.order_number}/card-steps/${stepId}/settle`,
      { outcome: 'did_not_go_through' },
    );
    expect([401, 403]).toContain(refused.status);
    const after = await readOrder(order.order_number);
    expect(after.card_payment!.steps[stepId]!.state).toBe('unknown');
    expect(after.card_payment!.refunded).toBe(500);
  });
});

describe('staff settle a capture or void the gateway did not answer', () => {
  const settle = (orderNumber: string, stepId: string, body: unknown) =>
    admin.call<{ order: OrderView; message?: string }>(
      'POST',
      `/api/admin/orders/${orderNumber}/card-steps/${stepId}/settle`,
      body,
    );

  /** The step as if started `minutes` ago: past the reconciler's wait, whose inquiry did not settle it. */
  const startedAgo = (orderNumber: string, stepId: string, minutes: number) =>
    documentClient.send(
      new UpdateCommand({
        TableName: getTableName(),
        Key: keys.order(orderNumber),
        UpdateExpression: 'SET card_payment.steps.#step.#at = :at',
        ExpressionAttributeNames: { '#step': stepId, '#at': 'at' },
        ExpressionAttributeValues: { ':at': new Date(Date.now() - minutes * 60_000).toISOString() },
      }),
    );

  const pendingStepOf = (order: OrderView, kind: 'capture' | 'void') =>
    Object.entries(order.card_payment!.steps).find(([, step]) => step.kind === kind)!;

  it('records a capture that went through once, so the order leaves the shop without a second capture', async () => {
    const { order, transactionIdentifier } = await paidCardOrder();
    await process(order.order_number);
    // The gateway captured; its answer was lost.
    await armFault(order, 'http-500-applied', 'capture');
    expect((await dispatch(order.order_number)).status).toBe(503);
    const held = await readOrder(order.order_number);
    const [stepId, step] = pendingStepOf(held, 'capture');
    expect(step.state).toBe('pending');
    expect(held.card_payment!.pending_step).toBe(stepId);

    // Its answer may still come: too soon to settle by hand.
    const early = await settle(order.order_number, stepId, { outcome: 'went_through' });
    expect(early.status).toBe(409);
    expect(early.body.message).toBe(cardPaymentMessages.stepInFlight('capture', 5));

    await startedAgo(order.order_number, stepId, 6);
    const answers = await Promise.all([
      settle(order.order_number, stepId, { outcome: 'went_through' }),
      settle(order.order_number, stepId, { outcome: 'went_through' }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const settled = await readOrder(order.order_number);
    expect(settled.card_payment).toMatchObject({ captured: order.total, refunded: 0 });
    expect(settled.card_payment!.pending_step).toBeUndefined();
    expect(settled.card_payment!.steps[stepId]).toMatchObject({
      state: 'approved',
      settled: { by: shop.sampleAccounts.admin.email, outcome: 'went_through', at: expect.any(String) },
    });
    expect(needsCardReview(settled, new Date(Date.now() + 6 * 60_000))).toBe(false);

    const moved = await dispatch(order.order_number);
    expect(moved.status).toBe(200);
    expect(moved.body.order.status).not.toBe('processed');
    expect(await gatewayCalls(transactionIdentifier, 'capture')).toBe(1);
    expect((await gatewayView(transactionIdentifier)).capturedCents).toBe(cents(order.total));
  });

  it('frees an order whose void did not go through, and the next cancel voids it', async () => {
    const { order, product, transactionIdentifier } = await paidCardOrder();
    await armFault(order, 'http-500', 'void');
    expect((await cancelOrder(order.order_number)).status).toBe(503);
    const held = await readOrder(order.order_number);
    expect(held.status).not.toBe('cancelled');
    const [stepId] = pendingStepOf(held, 'void');
    expect((await cancelOrder(order.order_number)).body.message).toBe(cardPaymentMessages.stepPending);

    await startedAgo(order.order_number, stepId, 6);
    const settled = await settle(order.order_number, stepId, { outcome: 'did_not_go_through' });
    expect(settled.status).toBe(200);
    expect(settled.body.order.payment_status).toBe('paid');
    expect(settled.body.order.card_payment!.pending_step).toBeUndefined();
    expect(settled.body.order.card_payment!.steps[stepId]).toMatchObject({
      state: 'refused',
      settled: { outcome: 'did_not_go_through' },
    });

    const cancelled = await cancelOrder(order.order_number);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.order.status).toBe('cancelled');
    expect((await gatewayView(transactionIdentifier)).voided).toBe(true);
    expect((await readProduct(shop, product.id))!.stock_quantity).toBe(stock);
  });
});

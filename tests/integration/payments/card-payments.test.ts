/**
 * Paying an order by card, end to end against the PowerTranz stand-in of the running shop: the order
 * page starts a payment (the stored total, a new TransactionIdentifier per attempt), the hosted page
 * takes the card, its `Response` reaches the shop's MerchantResponseUrl, and the shop completes the
 * payment with the gateway itself. No order is paid without an approved answer; one order is never
 * approved twice; a forged or reused `Response` changes nothing.
 */
import { randomUUID } from 'node:crypto';
import { DescribeExecutionCommand, SFNClient, StartExecutionCommand } from '@aws-sdk/client-sfn';
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { OrderView } from '../../../functions/core/orders/order.js';
import type { ShopperOrderView } from '../../../functions/core/orders/order-progress.js';
import { staffNeedsOf } from '../../../functions/core/orders/staff-needs.js';
import {
  CARD_PAYMENT,
  cardAttemptMessages,
  cardPaymentMessages,
  describeDecline,
} from '../../../functions/core/payments/card-attempts.js';
import {
  cardResponseUrl,
  openCardFrame,
  payWithCard,
  placeCardOrder,
  postCardResponse,
  startCardPayment as startPayment,
} from '../../helpers/card-payments.js';
import {
  createShopClient,
  createTestProducts,
  newGuestId,
  readProduct,
  type ShopClient,
} from '../../helpers/cart-api.js';
import { armGatewayFault, payOnHostedPage, TEST_CARD } from '../../helpers/powertranz.js';
import { signIn } from '../../helpers/cognito.js';
import { readMailboxOf, waitForMail } from '../../helpers/mailbox.js';
import type { MailboxMessage } from '../../../infra/local/mailbox.js';
import { ENV } from '../../../functions/shared/env.js';
import { claimCardAttempt, listOpenCardAttempts } from '../../../functions/data/card-payments.js';
import { documentClient, getTableName } from '../../../functions/data/dynamo-client.js';
import { keys } from '../../../functions/data/keys.js';
import { getOrder } from '../../../functions/data/orders.js';
import { reconcileCardPayments } from '../../../functions/services/payments/reconcile-card-payments.js';

const shop = inject('shop');
const gatewayUrl = () => shop.functionEnv.POWERTRANZ_BASE_URL!;
const responseUrl = () => cardResponseUrl(shop);

beforeAll(() => {
  // The reconciler runs here, as its scheduled function would, against the shop's table.
  Object.assign(process.env, shop.functionEnv);
});

const cardOrder = (stock?: number) => placeCardOrder(shop, stock);
const postResponse = (response: Record<string, unknown>) => postCardResponse(shop, response);
const payWith = (client: ShopClient, orderNumber: string, card: string, password?: string) =>
  payWithCard(shop, client, orderNumber, card, password);

async function readOrder(client: ShopClient, orderNumber: string) {
  return (await client.call<{ order: ShopperOrderView }>('GET', `/api/orders/${orderNumber}`)).body.order;
}

/**
 * Two card attempts on the order that never reach an answer: `stuck`, a completion that stopped
 * between the gateway's answer and the write (the process died), and `lost`, whose completion the
 * gateway answered with `fault`.
 */
async function stuckAndLostAttempts(
  client: ShopClient,
  orderNumber: string,
  fault: Parameters<typeof armGatewayFault>[1]['fault'],
) {
  const stuck = await payWith(client, orderNumber, TEST_CARD.frictionlessApprove);
  expect(
    await claimCardAttempt(orderNumber, stuck.started.attempt_id, ['started'], new Date().toISOString()),
  ).toBe(true);
  const lost = await payWith(client, orderNumber, TEST_CARD.frictionlessApprove);
  await armGatewayFault(gatewayUrl(), { fault, endpoint: 'payment', orderIdentifier: orderNumber });
  await postResponse(lost.response);
  return { stuck, lost };
}

const paymentReceived = (order: { order_number: string }) => (message: MailboxMessage) =>
  message.subject === `Payment received for order ${order.order_number}`;

/**
 * A mail's subject and text with what differs between two test orders left out: the order's number,
 * the order link's token and the test product's name and SKU.
 */
const sameMailAs = (mail: MailboxMessage, orderNumber: string) => ({
  subject: mail.subject.replaceAll(orderNumber, 'N'),
  text: mail.text
    ?.replaceAll(orderNumber, 'N')
    .replace(/token=[\w.-]+/g, 'token=T')
    .replace(/\b(Test Product |TEST-)[0-9a-f]{8}\b/g, '$1X'),
});

/** The "payment received" mail of another card order, paid by an approved `spi/payment` answer. */
async function paymentMailOfApprovedAnswer() {
  const { client, order } = await cardOrder();
  const { response } = await payWith(client, order.order_number, TEST_CARD.frictionlessApprove);
  expect((await postResponse(response)).status).toBe(200);
  const [mail] = await waitForMail(shop.url, order.customer_info.email, paymentReceived(order));
  return sameMailAs(mail!, order.order_number);
}

async function gatewayView(transactionIdentifier: string) {
  const answer = await fetch(`${gatewayUrl()}/local/transactions/${transactionIdentifier}`);
  return (await answer.json()) as { approved: boolean; voided: boolean; amountCents: number };
}

/** The flags of a `sandbox` directive in an answer's CSP (null without one). */
/** Starting the card payment answers 503 with the shop's words, and the order stays payable by card. */
async function expectStartUnavailable(client: ShopClient, orderNumber: string): Promise<void> {
  const answer = await client.call<{ message: string }>(
    'POST',
    `/api/orders/${orderNumber}/card-payment`,
    {},
  );
  expect(answer.status).toBe(503);
  expect(answer.body.message).toBe(cardPaymentMessages.gatewayUnavailable);
  expect((await readOrder(client, orderNumber)).card!.can_pay).toBe(true);
}

function sandboxOf(headers: Headers): string[] | null {
  const directive = (headers.get('content-security-policy') ?? '')
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .find(([name]) => name === 'sandbox');
  return directive ? directive.slice(1) : null;
}

describe('card payments', () => {
  it("serves the payment frame's page once, its scripts running in a sandbox off the shop's origin", async () => {
    const { client, order } = await cardOrder();
    const started = await client.call<Record<string, string>>(
      'POST',
      `/api/orders/${order.order_number}/card-payment`,
      {},
    );
    expect(started.status).toBe(201);
    // The page gets the frame's address, never the gateway's HTML to put in a srcdoc.
    expect(Object.keys(started.body).sort()).toEqual(['attempt_id', 'frame_path']);
    expect(started.body.frame_path).toBe(`/api/payments/card/frame/${started.body.attempt_id}`);

    const frame = await openCardFrame(shop, started.body.frame_path!);
    expect(frame.status).toBe(200);
    expect(frame.headers.get('content-type')).toContain('text/html');
    // The gateway's RedirectData: its form to the hosted page, sent by an inline script.
    expect(frame.text).toContain(`action="${gatewayUrl()}/hpp/`);
    expect(frame.text).toMatch(/<script>[^<]*\.submit\(\)/);
    expect(sandboxOf(frame.headers)?.sort()).toEqual([
      'allow-forms',
      'allow-scripts',
      'allow-top-navigation-by-user-activation',
    ]);
    expect(frame.headers.get('content-security-policy')).toContain("frame-ancestors 'self'");
    expect(frame.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(frame.headers.get('cache-control')).toBe('no-store');

    // Single-use: a reload or a copied address gets a short page, not the gateway's form again.
    const again = await openCardFrame(shop, started.body.frame_path!);
    expect(again.status).toBe(404);
    expect(again.text).toContain('This payment page has closed');
    expect(again.text).not.toContain('/hpp/');
    expect(sandboxOf(again.headers)).not.toBeNull();

    const unknown = await openCardFrame(shop, `/api/payments/card/frame/${randomUUID()}`);
    expect(unknown.status).toBe(404);
    const garbled = await openCardFrame(shop, '/api/payments/card/frame/not-an-attempt');
    expect(garbled.status).toBe(400);
    expect(garbled.text).toContain('attemptId');
  });

  it('places a card order holding its stock, payable by card within 30 minutes', async () => {
    const { order, product } = await cardOrder();
    expect(order).toMatchObject({ payment_method: 'card', payment_status: 'awaiting_payment' });
    expect(Date.parse(order.payment_due_at!) - Date.parse(order.created_at)).toBe(30 * 60_000);
    expect((await readProduct(shop, product.id))!.stock_quantity).toBe(8);
  });

  it.each([
    ['frictionless', TEST_CARD.frictionlessApprove, 'Visa', '0071'],
    ['challenged Visa', TEST_CARD.challengeApprove, 'Visa', '0006'],
    ['challenged Mastercard', TEST_CARD.challengeApproveMastercard, 'MasterCard', '0031'],
  ])('marks the order paid for an approved %s card, with the stored total', async (_, card, brand, last4) => {
    const { client, order } = await cardOrder();
    const { started, response } = await payWith(client, order.order_number, card);
    const answer = await postResponse(response);
    expect(answer.status).toBe(200);
    expect(answer.text).toContain(`/order/${order.order_number}`);
    // The answer shows inside the shop's payment frame: the shop's own pages may frame it, no one else.
    expect(answer.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(answer.headers.get('content-security-policy')).toContain("frame-ancestors 'self'");
    // The frame allows same-origin for the gateway's pages: this page is kept off the shop's origin.
    expect(sandboxOf(answer.headers)).toEqual(['allow-top-navigation-by-user-activation']);

    const paid = await readOrder(client, order.order_number);
    expect(paid).toMatchObject({
      payment_status: 'paid',
      card_payment: {
        transaction_identifier: started.attempt_id,
        amount: order.total,
        card_brand: brand,
        card_last_four: last4,
      },
      card: { can_pay: false, latest: { id: started.attempt_id, state: 'approved', message: null } },
    });
    expect(paid.payment_events.map((event) => event.kind)).toEqual(['paid']);
    expect(paid.progress.title).toBe('Paid');
    expect(JSON.stringify(paid)).not.toContain(card);
    expect((await gatewayView(started.attempt_id)).amountCents).toBe(Math.round(order.total * 100));
  });

  it.each([
    ['3-D Secure failed', TEST_CARD.authenticationFails, undefined, '12'],
    ['a wrong challenge password', TEST_CARD.challengeApprove, 'wrong', '12'],
    ['declined', TEST_CARD.declined, undefined, '05'],
    ['issuer unavailable', TEST_CARD.issuerInoperative, undefined, '91'],
  ])(
    'leaves the order unpaid with plain words when %s, and a new attempt can pay',
    async (_, card, password, code) => {
      const { client, order } = await cardOrder();
      const first = await payWith(client, order.order_number, card, password);
      expect((await postResponse(first.response)).status).toBe(200);

      const unpaid = await readOrder(client, order.order_number);
      expect(unpaid).toMatchObject({
        payment_status: 'awaiting_payment',
        card_payment: null,
        card: {
          can_pay: true,
          latest: { id: first.started.attempt_id, state: 'declined', message: describeDecline(code) },
        },
      });
      expect(unpaid.payment_events).toEqual([]);

      const second = await payWith(client, order.order_number, TEST_CARD.frictionlessApprove);
      expect(second.started.attempt_id).not.toBe(first.started.attempt_id);
      expect((await postResponse(second.response)).status).toBe(200);
      expect(await readOrder(client, order.order_number)).toMatchObject({
        payment_status: 'paid',
        card: { latest: { id: second.started.attempt_id, state: 'approved' } },
      });
    },
  );

  it('tells the declined shopper what to do', () => {
    expect(describeDecline('05')).toBe(cardPaymentMessages.declined);
  });

  it('ignores a forged Response claiming "00": only the gateway says approved', async () => {
    const { client, order } = await cardOrder();
    const { response } = await payWith(client, order.order_number, TEST_CARD.declined);
    const forged = { ...response, Approved: true, IsoResponseCode: '00', ResponseMessage: 'Approved' };
    expect((await postResponse(forged)).status).toBe(200);
    expect(await readOrder(client, order.order_number)).toMatchObject({
      payment_status: 'awaiting_payment',
      card: { latest: { state: 'declined' } },
    });
  });

  it('refuses a Response before the hosted page was completed, and nothing is paid', async () => {
    const { client, order } = await cardOrder();
    const started = await startPayment(shop, client, order.order_number);
    const spiToken = /hpp\/([^"/]+)/.exec(started.redirect_data)![1]!;
    const answer = await postResponse({ SpiToken: spiToken, Approved: true, IsoResponseCode: '00' });
    expect(answer.status).toBeGreaterThanOrEqual(400);
    expect(answer.status).toBeLessThan(500);
    expect((await readOrder(client, order.order_number)).payment_status).toBe('awaiting_payment');
  });

  it('answers 404 to an unknown token and 409 to a reused one', async () => {
    expect((await postResponse({ SpiToken: 'not-a-token', IsoResponseCode: '00' })).status).toBe(404);
    const { client, order } = await cardOrder();
    const { response } = await payWith(client, order.order_number, TEST_CARD.frictionlessApprove);
    expect((await postResponse(response)).status).toBe(200);
    const again = await postResponse(response);
    expect(again.status).toBe(409);
    expect((await readOrder(client, order.order_number)).payment_events).toHaveLength(1);
  });

  it('answers 400 naming the field to a post without a readable Response', async () => {
    const empty = await fetch(responseUrl(), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'Other=1',
    });
    expect(empty.status).toBe(400);
    expect(await empty.text()).toContain('Response');
    const garbled = await fetch(responseUrl(), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ Response: '{not json' }),
    });
    expect(garbled.status).toBe(400);
  });

  it('completes once when the same Response arrives twice at once', async () => {
    const { client, order } = await cardOrder();
    const { response } = await payWith(client, order.order_number, TEST_CARD.frictionlessApprove);
    const answers = await Promise.all([postResponse(response), postResponse(response)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const paid = await readOrder(client, order.order_number);
    expect(paid.payment_status).toBe('paid');
    expect(paid.payment_events).toHaveLength(1);
  });

  it('approves one of two tabs paying at once and voids the other authorisation', async () => {
    const { client, order } = await cardOrder();
    const tabA = await payWith(client, order.order_number, TEST_CARD.frictionlessApprove);
    const tabB = await payWith(client, order.order_number, TEST_CARD.challengeApproveMastercard);
    const answers = await Promise.all([postResponse(tabA.response), postResponse(tabB.response)]);
    expect(answers.map((a) => a.status)).toEqual([200, 200]);

    const paid = await readOrder(client, order.order_number);
    expect(paid.payment_status).toBe('paid');
    expect(paid.payment_events).toHaveLength(1);
    const winner = paid.card_payment!.transaction_identifier;
    const loser = winner === tabA.started.attempt_id ? tabB.started.attempt_id : tabA.started.attempt_id;
    expect(await gatewayView(loser)).toMatchObject({ approved: true, voided: true });
    expect(await gatewayView(winner)).toMatchObject({ approved: true, voided: false });
  });

  it('links a guest paying from Track Order on another device to the order page there, once paid', async () => {
    const { order } = await cardOrder();
    const email = order.customer_info.email;
    // Another device: no guest session of the order, only its number and e-mail (Track Order).
    const device = createShopClient(shop, { guestId: newGuestId() });
    const pay = async (card: string) => {
      const started = await startPayment(shop, device, order.order_number, { email });
      const hosted = await payOnHostedPage(started.redirect_data, card);
      const page = await postResponse(hosted.response);
      expect(page.status).toBe(200);
      expect(page.text).toContain('Payment sent');
      return /<a href="([^"]+)"/.exec(page.text)![1]!.replaceAll('&amp;', '&');
    };
    // Declined: the page gives nothing more than the number and e-mail did.
    expect(await pay(TEST_CARD.declined)).toBe(`/order/${order.order_number}`);

    const href = await pay(TEST_CARD.frictionlessApprove);
    const link = new URL(href, shop.url);
    expect(link.pathname).toBe(`/order/${order.order_number}`);
    const token = link.searchParams.get('token');
    expect(token).toBeTruthy();
    // The order page's read on that device, as the page the link opens makes it.
    expect((await device.call('GET', `/api/orders/${order.order_number}`)).status).toBe(404);
    const opened = await device.call<{ order: ShopperOrderView }>(
      'GET',
      `/api/orders/${order.order_number}?token=${encodeURIComponent(token!)}`,
    );
    expect(opened.status).toBe(200);
    expect(opened.body.order.payment_status).toBe('paid');
  });

  it('refuses to start a payment of a paid order', async () => {
    const { client, order } = await cardOrder();
    const { response } = await payWith(client, order.order_number, TEST_CARD.frictionlessApprove);
    await postResponse(response);
    const again = await client.call('POST', `/api/orders/${order.order_number}/card-payment`, {});
    expect(again.status).toBe(409);
  });

  it("refuses to start a card payment of another person's order or another method's", async () => {
    const { order } = await cardOrder();
    const stranger = createShopClient(shop, { guestId: newGuestId() });
    expect((await stranger.call('POST', `/api/orders/${order.order_number}/card-payment`, {})).status).toBe(
      404,
    );

    const [product] = await createTestProducts(shop, [{ stock: 5 }]);
    const transfer = createShopClient(shop, { guestId: newGuestId() });
    await transfer.add(product!.id, 1);
    const session = (await transfer.saveCheckout()).body.checkout_session;
    const placed = await transfer.placeOrder(session.id, randomUUID(), 'bank_transfer');
    const refused = await transfer.call<{ message: string }>(
      'POST',
      `/api/orders/${placed.body.order.order_number}/card-payment`,
      {},
    );
    expect(refused.status).toBe(400);
  });

  describe('gateway faults: never paid without an approved answer', () => {
    it('answers 503 with words when the gateway fails to start, and the order stays payable', async () => {
      const { client, order } = await cardOrder();
      await armGatewayFault(gatewayUrl(), {
        fault: 'http-500',
        endpoint: 'auth',
        orderIdentifier: order.order_number,
      });
      await expectStartUnavailable(client, order.order_number);
    });

    it(
      'answers a start the gateway is too slow for with words, before the route times out',
      { timeout: 60_000 },
      async () => {
        const { client, order } = await cardOrder();
        // Longer than the shop's wait: the shop's own client gives up, not the route (a bare 503).
        await armGatewayFault(gatewayUrl(), {
          fault: 'timeout',
          endpoint: 'auth',
          orderIdentifier: order.order_number,
          delayMs: CARD_PAYMENT.gatewayTimeoutMs + 5_000,
        });
        await expectStartUnavailable(client, order.order_number);
      },
    );

    it.each([['http-500'], ['malformed-json']] as const)(
      'leaves the attempt unknown for the reconciler when the completion answers %s',
      async (fault) => {
        const { client, order } = await cardOrder();
        const { started, response } = await payWith(
          client,
          order.order_number,
          TEST_CARD.frictionlessApprove,
        );
        await armGatewayFault(gatewayUrl(), {
          fault,
          endpoint: 'payment',
          orderIdentifier: order.order_number,
        });
        expect((await postResponse(response)).status).toBe(200);
        expect(await readOrder(client, order.order_number)).toMatchObject({
          payment_status: 'awaiting_payment',
          card: { latest: { id: started.attempt_id, state: 'unknown', message: expect.any(String) } },
        });
      },
    );

    it('leaves the attempt unknown when the completion times out', { timeout: 60_000 }, async () => {
      const { client, order } = await cardOrder();
      const { response } = await payWith(client, order.order_number, TEST_CARD.frictionlessApprove);
      await armGatewayFault(gatewayUrl(), {
        fault: 'timeout',
        endpoint: 'payment',
        orderIdentifier: order.order_number,
        delayMs: CARD_PAYMENT.gatewayTimeoutMs + 5_000,
      });
      expect((await postResponse(response)).status).toBe(200);
      expect((await readOrder(client, order.order_number)).card!.latest!.state).toBe('unknown');
      expect((await readOrder(client, order.order_number)).payment_status).toBe('awaiting_payment');
    });

    it('pays once when the gateway answers late', async () => {
      const { client, order } = await cardOrder();
      const { response } = await payWith(client, order.order_number, TEST_CARD.frictionlessApprove);
      await armGatewayFault(gatewayUrl(), {
        fault: 'late',
        endpoint: 'payment',
        orderIdentifier: order.order_number,
        delayMs: 2_000,
      });
      expect((await postResponse(response)).status).toBe(200);
      expect((await readOrder(client, order.order_number)).payment_status).toBe('paid');
    });

    it('pays once when the hosted page posts the Response twice', async () => {
      const { client, order } = await cardOrder();
      const started = await startPayment(shop, client, order.order_number);
      await armGatewayFault(gatewayUrl(), {
        fault: 'duplicate-response',
        endpoint: 'hpp',
        orderIdentifier: order.order_number,
      });
      // The stand-in posts the Response itself before handing it to the browser, which posts it again.
      const hosted = await payOnHostedPage(started.redirect_data, TEST_CARD.frictionlessApprove);
      expect((await postResponse(hosted.response)).status).toBe(409);
      const paid = await readOrder(client, order.order_number);
      expect(paid.payment_status).toBe('paid');
      expect(paid.payment_events).toHaveLength(1);
    });
  });

  describe('lapse and reconciliation', () => {
    const machineArn = () => shop.functionEnv[ENV.paymentLapseStateMachineArn]!;
    const sfn = () =>
      new SFNClient({
        region: shop.functionEnv.AWS_REGION,
        endpoint: shop.functionEnv.AWS_ENDPOINT_URL_SFN,
        credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
      });

    /** Runs the lapse machine for the order now (its real wait is 30 minutes) and waits for its end. */
    async function lapseNow(orderNumber: string) {
      const name = `${orderNumber}-now-${randomUUID().slice(0, 8)}`;
      const client = sfn();
      await client.send(
        new StartExecutionCommand({
          stateMachineArn: machineArn(),
          name,
          input: JSON.stringify({ order_number: orderNumber, due_at: new Date().toISOString() }),
        }),
      );
      const executionArn = `${machineArn().replace(':stateMachine:', ':execution:')}:${name}`;
      await expect
        .poll(async () => (await client.send(new DescribeExecutionCommand({ executionArn }))).status, {
          timeout: 20_000,
        })
        .toBe('SUCCEEDED');
    }

    it('starts the lapse of a new card order, due 30 minutes after placing', async () => {
      const { order } = await cardOrder();
      const executionArn = `${machineArn().replace(':stateMachine:', ':execution:')}:${order.order_number}`;
      await expect
        .poll(
          async () => {
            try {
              return JSON.parse(
                (await sfn().send(new DescribeExecutionCommand({ executionArn }))).input!,
              ) as unknown;
            } catch {
              return undefined;
            }
          },
          { timeout: 20_000 },
        )
        .toEqual({ order_number: order.order_number, due_at: order.payment_due_at });
    });

    it('returns the stock of an unpaid card order, and voids an approval that arrives after', async () => {
      const { client, order, product } = await cardOrder();
      const { started, response } = await payWith(client, order.order_number, TEST_CARD.frictionlessApprove);
      await lapseNow(order.order_number);
      expect((await readProduct(shop, product.id))!.stock_quantity).toBe(10);

      expect((await postResponse(response)).status).toBe(200);
      const lapsed = await readOrder(client, order.order_number);
      expect(lapsed).toMatchObject({
        status: 'cancelled',
        payment_status: 'lapsed',
        card_payment: null,
        card: { can_pay: false, latest: { state: 'voided' } },
      });
      expect(await gatewayView(started.attempt_id)).toMatchObject({ approved: true, voided: true });
    });

    it('hands attempts left unknown or stopped mid-way to staff as needs review, never paid', async () => {
      const { client, order } = await cardOrder();
      const { stuck, lost } = await stuckAndLostAttempts(client, order.order_number, 'malformed-json');

      // Soon after, only the unknown one is handed over; the stuck one may still be finishing.
      const early = await reconcileCardPayments(new Date());
      expect(early.needs_review).toContain(`${order.order_number}/${lost.started.attempt_id}`);
      expect(early.needs_review).not.toContain(`${order.order_number}/${stuck.started.attempt_id}`);
      const later = await reconcileCardPayments(new Date(Date.now() + 6 * 60_000));
      expect(later.needs_review).toEqual([`${order.order_number}/${stuck.started.attempt_id}`]);

      const reviewed = await readOrder(client, order.order_number);
      expect(reviewed.payment_status).toBe('awaiting_payment');
      expect(reviewed.card!.latest!.message).toBe(cardAttemptMessages.unconfirmed);

      const { email, password } = shop.sampleAccounts.admin;
      const admin = createShopClient(shop, { idToken: (await signIn(shop, email, password)).idToken });
      const listed = await admin.call<{ orders: OrderView[] }>(
        'GET',
        '/api/admin/orders?card=needs_review&limit=100',
      );
      expect(listed.status).toBe(200);
      const found = listed.body.orders.find((o) => o.order_number === order.order_number);
      expect(
        Object.values(found!.card_attempts!)
          .map((a) => a.state)
          .sort(),
      ).toEqual(['needs_review', 'needs_review']);
      expect(
        listed.body.orders.every((o) =>
          Object.values(o.card_attempts ?? {}).some((a) => a.state === 'needs_review'),
        ),
      ).toBe(true);
    });

    it('lets staff settle attempts needing review from the portal: approved pays once, not paid closes it, and the order leaves the queue', async () => {
      const { client, order } = await cardOrder();
      const { stuck, lost } = await stuckAndLostAttempts(client, order.order_number, 'malformed-json');
      await reconcileCardPayments(new Date(Date.now() + 6 * 60_000));
      expect(staffNeedsOf((await getOrder(order.order_number))!)).toContain('card_review');

      const { email, password } = shop.sampleAccounts.admin;
      const admin = createShopClient(shop, { idToken: (await signIn(shop, email, password)).idToken });
      const settle = (attemptId: string, body: Record<string, unknown>, as: ShopClient = admin) =>
        as.call<{ order: OrderView; message?: string }>(
          'POST',
          `/api/admin/orders/${order.order_number}/card-attempts/${attemptId}/settle`,
          body,
        );

      // Only staff may, and only with what the portal showed.
      const customer = shop.sampleAccounts.customer;
      const shopper = createShopClient(shop, {
        idToken: (await signIn(shop, customer.email, customer.password)).idToken,
      });
      expect((await settle(lost.started.attempt_id, { outcome: 'not_paid' }, shopper)).status).toBe(403);
      const noCode = await settle(stuck.started.attempt_id, { outcome: 'approved_in_portal' });
      expect(noCode.status).toBe(400);
      expect(JSON.stringify(noCode.body)).toContain('authorization_code');
      const badOutcome = await settle(stuck.started.attempt_id, { outcome: 'paid' });
      expect(badOutcome.status).toBe(400);
      expect(JSON.stringify(badOutcome.body)).toContain('outcome');
      expect((await settle(randomUUID(), { outcome: 'not_paid' })).status).toBe(404);

      // Not paid: the attempt is closed as failed; the order stays unpaid, payable again, and still
      // needs staff for the other attempt.
      const closed = await settle(lost.started.attempt_id, { outcome: 'not_paid' });
      expect(closed.status).toBe(200);
      expect(closed.body.order.card_attempts![lost.started.attempt_id]).toMatchObject({
        state: 'declined',
        settled: { by: email, outcome: 'not_paid' },
      });
      expect(closed.body.order.payment_status).toBe('awaiting_payment');
      expect((await readOrder(client, order.order_number)).card!.can_pay).toBe(true);
      expect(staffNeedsOf((await getOrder(order.order_number))!)).toContain('card_review');
      expect((await settle(lost.started.attempt_id, { outcome: 'not_paid' })).status).toBe(409);

      // Approved in the portal, by two staff at once: it counts once, as an approved answer would.
      const answers = await Promise.all([
        settle(stuck.started.attempt_id, { outcome: 'approved_in_portal', authorization_code: 'A1B2C3' }),
        settle(stuck.started.attempt_id, { outcome: 'approved_in_portal', authorization_code: 'A1B2C3' }),
      ]);
      expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
      const paid = await readOrder(client, order.order_number);
      expect(paid).toMatchObject({
        payment_status: 'paid',
        card_payment: {
          transaction_identifier: stuck.started.attempt_id,
          authorization_code: 'A1B2C3',
          amount: order.total,
          captured: 0,
        },
        // The attempt the shopper reads is the approved one, not the later attempt that was declined.
        card: {
          can_pay: false,
          latest: { id: stuck.started.attempt_id, state: 'approved', message: null },
        },
      });
      expect(paid.payment_events.map((event) => event.kind)).toEqual(['paid']);
      const settled = (await getOrder(order.order_number))!;
      expect(settled.card_attempts![stuck.started.attempt_id]).toMatchObject({
        state: 'approved',
        iso_response_code: '00',
        settled: { by: email, outcome: 'approved_in_portal' },
      });

      // The shopper gets the mail an approved answer sends, once though two staff pressed at once: a
      // later mail of the order (moving it on) comes through the stream after any second one would.
      const [mail] = await waitForMail(shop.url, order.customer_info.email, paymentReceived(order));
      expect(await paymentMailOfApprovedAnswer()).toEqual(sameMailAs(mail!, order.order_number));
      expect((await admin.call('POST', `/api/admin/orders/${order.order_number}/advance`, {})).status).toBe(
        200,
      );
      await waitForMail(
        shop.url,
        order.customer_info.email,
        (m) => m.subject === `Order ${order.order_number} is processed`,
      );
      expect(
        (await readMailboxOf(shop.url, order.customer_info.email)).filter(paymentReceived(order)),
      ).toHaveLength(1);

      // Nothing about the order needs staff any more: it leaves the queue and the filter.
      expect(staffNeedsOf(settled)).toEqual([]);
      const item = await documentClient.send(
        new GetCommand({ TableName: getTableName(), Key: keys.order(order.order_number) }),
      );
      expect(item.Item).not.toHaveProperty('needs_staff');
      expect(item.Item).not.toHaveProperty('gsi4pk');
      const listed = await admin.call<{ orders: OrderView[] }>(
        'GET',
        '/api/admin/orders?card=needs_review&limit=100',
      );
      expect(listed.body.orders.map((o) => o.order_number)).not.toContain(order.order_number);
    });

    it('hands over attempts started days after the order was placed (approved late, or paid again)', async () => {
      const { client, order } = await cardOrder();
      // The order as the order list's index sees one placed three days ago: a business order the
      // company admin approved today, whose time to pay starts now.
      const placedAt = new Date(Date.now() - 3 * 86_400_000).toISOString();
      await documentClient.send(
        new UpdateCommand({
          TableName: getTableName(),
          Key: keys.order(order.order_number),
          UpdateExpression: 'SET gsi3sk = :sk',
          ExpressionAttributeValues: { ':sk': keys.orderList(placedAt, order.order_number).gsi3sk },
        }),
      );
      const { stuck, lost } = await stuckAndLostAttempts(client, order.order_number, 'http-500');
      expect((await readOrder(client, order.order_number)).card!.latest!.state).toBe('unknown');

      const early = await reconcileCardPayments(new Date());
      expect(early.needs_review).toContain(`${order.order_number}/${lost.started.attempt_id}`);
      const later = await reconcileCardPayments(new Date(Date.now() + 6 * 60_000));
      expect(later.needs_review).toContain(`${order.order_number}/${stuck.started.attempt_id}`);
      const reviewed = await getOrder(order.order_number);
      expect(Object.values(reviewed!.card_attempts ?? {}).map((a) => a.state)).toEqual([
        'needs_review',
        'needs_review',
      ]);
      // Handed over, they are no longer open.
      expect((await listOpenCardAttempts()).map((m) => m.order_number)).not.toContain(order.order_number);
    });
  });
});

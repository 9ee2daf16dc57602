/**
 * The PowerTranz stand-in speaks the gateway's SPI wire format with its published test cards, so the
 * shop's card payments can be built and tested against it exactly as against the real gateway.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCAL_POWERTRANZ } from '../../../infra/local/config.js';
import { getFreePorts } from '../../../infra/local/free-ports.js';
import { startPowerTranz, type PowerTranzService } from '../../../infra/local/services/powertranz.js';
import { armGatewayFault, authRequest, payOnHostedPage, TEST_CARD } from '../../helpers/powertranz.js';

let gateway: PowerTranzService;
const credentials = {
  'PowerTranz-PowerTranzId': LOCAL_POWERTRANZ.merchantId,
  'PowerTranz-PowerTranzPassword': LOCAL_POWERTRANZ.password,
};

async function call(path: string, body: unknown, headers: Record<string, string> = credentials) {
  const response = await fetch(`${gateway.endpoint}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json; charset=utf-8', ...headers },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: JSON.parse(text) as Record<string, unknown> };
}

/** Authorises `amount` with `card` through the hosted page; answers the `/spi/payment` result. */
async function authorise(card: string, amount = 6319.5, challengePassword?: string) {
  const request = authRequest({ TotalAmount: amount });
  const started = await call('/api/spi/auth', request);
  expect(started.body).toMatchObject({ IsoResponseCode: 'SP4', Approved: false });
  const { response } = await payOnHostedPage(started.body.RedirectData as string, card, {
    challengePassword,
  });
  expect(response).toMatchObject({ IsoResponseCode: 'HP0', SpiToken: started.body.SpiToken });
  const payment = await call('/api/spi/payment', started.body.SpiToken, {});
  return {
    id: request.TransactionIdentifier as string,
    token: started.body.SpiToken as string,
    payment: payment.body,
  };
}

beforeAll(async () => {
  const { powertranz: port } = await getFreePorts();
  gateway = await startPowerTranz({ port, ...LOCAL_POWERTRANZ, onUnexpectedExit: () => undefined });
});
afterAll(() => gateway.stop());

describe('PowerTranz stand-in', () => {
  it('answers alive and refuses wrong credentials', async () => {
    expect((await fetch(`${gateway.endpoint}/api/alive`)).status).toBe(200);
    const refused = await call('/api/spi/auth', authRequest(), { 'PowerTranz-PowerTranzId': 'x' });
    expect(refused.status).toBe(401);
  });

  it('names the field of a bad request', async () => {
    const refused = await call('/api/spi/auth', authRequest({ TotalAmount: 10.005 }));
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.body.Errors)).toContain('TotalAmount');
  });

  it.each([
    [TEST_CARD.frictionlessApprove, '00', true],
    [TEST_CARD.challengeApprove, '00', true],
    [TEST_CARD.challengeApproveMastercard, '00', true],
    [TEST_CARD.authenticationFails, '12', false],
    [TEST_CARD.declined, '05', false],
    [TEST_CARD.issuerInoperative, '91', false],
  ])('card %s completes with %s', async (card, code, approved) => {
    const { payment } = await authorise(card);
    expect(payment).toMatchObject({ IsoResponseCode: code, Approved: approved, TransactionType: 1 });
    if (approved)
      expect(payment).toMatchObject({ AuthorizationCode: expect.any(String), CardSuffix: card.slice(-4) });
  });

  it('fails 3-D Secure with a wrong challenge password', async () => {
    const { payment } = await authorise(TEST_CARD.challengeApprove, 100, 'wrong');
    expect(payment).toMatchObject({ IsoResponseCode: '12', Approved: false });
  });

  it('uses an SpiToken once', async () => {
    const { token } = await authorise(TEST_CARD.frictionlessApprove);
    const again = await call('/api/spi/payment', token, {});
    expect(again.status).toBe(400);
    expect(JSON.stringify(again.body)).toContain('already been used');
  });

  it('captures part of an authorisation once, refunds up to the capture, never more', async () => {
    const { id } = await authorise(TEST_CARD.frictionlessApprove, 1000);
    expect((await call('/api/capture', { TransactionIdentifier: id, TotalAmount: 1200 })).body.Approved).toBe(
      false,
    );
    expect((await call('/api/capture', { TransactionIdentifier: id, TotalAmount: 800 })).body).toMatchObject({
      Approved: true,
      IsoResponseCode: '00',
    });
    expect((await call('/api/capture', { TransactionIdentifier: id, TotalAmount: 100 })).body.Approved).toBe(
      false,
    );
    const refund = (amount: number) =>
      call('/api/refund', {
        Refund: true,
        TransactionIdentifier: id,
        TotalAmount: amount,
        CurrencyCode: '388',
      });
    expect((await refund(300)).body.Approved).toBe(true);
    expect((await refund(500)).body.Approved).toBe(true);
    expect((await refund(0.01)).body).toMatchObject({ Approved: false, IsoResponseCode: '12' });
    expect((await call('/api/void', { TransactionIdentifier: id })).body.Approved).toBe(false);
  });

  it('voids an authorisation before capture, and then refuses to capture it', async () => {
    const { id } = await authorise(TEST_CARD.frictionlessApprove, 500);
    expect((await call('/api/void', { TransactionIdentifier: id })).body.Approved).toBe(true);
    expect((await call('/api/capture', { TransactionIdentifier: id, TotalAmount: 500 })).body.Approved).toBe(
      false,
    );
  });

  it('switches faults on: a 500 does nothing, a malformed answer still authorises', async () => {
    const orderIdentifier = 'SHG-FAULT-0001';
    await armGatewayFault(gateway.endpoint, { fault: 'http-500', endpoint: 'auth', orderIdentifier });
    expect((await call('/api/spi/auth', authRequest({ OrderIdentifier: orderIdentifier }))).status).toBe(500);
    expect((await call('/api/spi/auth', authRequest({ OrderIdentifier: orderIdentifier }))).status).toBe(200);

    const request = authRequest({ OrderIdentifier: orderIdentifier });
    const started = await call('/api/spi/auth', request);
    await payOnHostedPage(started.body.RedirectData as string, TEST_CARD.frictionlessApprove);
    await armGatewayFault(gateway.endpoint, {
      fault: 'malformed-json',
      endpoint: 'payment',
      orderIdentifier,
    });
    const garbled = await fetch(`${gateway.endpoint}/api/spi/payment`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(started.body.SpiToken),
    });
    await expect(garbled.json()).rejects.toThrow();
    const view = await fetch(
      `${gateway.endpoint}/local/transactions/${request.TransactionIdentifier as string}`,
    );
    expect(await view.json()).toMatchObject({ approved: true });
  });

  it('switches on a 500 after the call was applied: the capture or void is done though the caller got a 500', async () => {
    const captured = await authorise(TEST_CARD.frictionlessApprove, 700);
    await armGatewayFault(gateway.endpoint, {
      fault: 'http-500-applied',
      endpoint: 'capture',
      transactionIdentifier: captured.id,
    });
    expect(
      (await call('/api/capture', { TransactionIdentifier: captured.id, TotalAmount: 700 })).status,
    ).toBe(500);
    const view = await fetch(`${gateway.endpoint}/local/transactions/${captured.id}`);
    expect(await view.json()).toMatchObject({ capturedCents: 70_000 });

    const voided = await authorise(TEST_CARD.frictionlessApprove, 700);
    await armGatewayFault(gateway.endpoint, {
      fault: 'http-500-applied',
      endpoint: 'void',
      transactionIdentifier: voided.id,
    });
    expect((await call('/api/void', { TransactionIdentifier: voided.id })).status).toBe(500);
    const after = await fetch(`${gateway.endpoint}/local/transactions/${voided.id}`);
    expect(await after.json()).toMatchObject({ voided: true });
  });

  it("gives a fault armed for one order to that order's calls only, whoever calls first", async () => {
    const [a, b] = ['SHG-FAULT-000A', 'SHG-FAULT-000B'];
    const start = async (orderIdentifier: string) => {
      const request = authRequest({ OrderIdentifier: orderIdentifier, TotalAmount: 100 });
      const started = await call('/api/spi/auth', request);
      expect(started.status).toBe(200);
      await payOnHostedPage(started.body.RedirectData as string, TEST_CARD.frictionlessApprove);
      return { id: request.TransactionIdentifier as string, token: started.body.SpiToken as string };
    };
    const capture = (id: string) => call('/api/capture', { TransactionIdentifier: id, TotalAmount: 100 });

    // The start (OrderIdentifier), the completion (SpiToken) and a capture (TransactionIdentifier).
    await armGatewayFault(gateway.endpoint, { fault: 'http-500', endpoint: 'auth', orderIdentifier: a });
    await armGatewayFault(gateway.endpoint, { fault: 'http-500', endpoint: 'payment', orderIdentifier: a });
    await armGatewayFault(gateway.endpoint, { fault: 'http-500', endpoint: 'capture', orderIdentifier: a });
    const other = await start(b);
    expect((await call('/api/spi/payment', other.token, {})).body).toMatchObject({ Approved: true });
    expect((await capture(other.id)).body).toMatchObject({ Approved: true });

    expect((await call('/api/spi/auth', authRequest({ OrderIdentifier: a }))).status).toBe(500);
    const own = await start(a);
    expect((await call('/api/spi/payment', own.token, {})).status).toBe(500);
    expect((await call('/api/spi/payment', own.token, {})).body).toMatchObject({ Approved: true });
    expect((await capture(own.id)).status).toBe(500);
    expect((await capture(own.id)).body).toMatchObject({ Approved: true });
  });

  it('gives a fault armed for one transaction to no other attempt of its order', async () => {
    const first = authRequest({ OrderIdentifier: 'SHG-FAULT-000C' });
    const second = authRequest({ OrderIdentifier: 'SHG-FAULT-000C' });
    await armGatewayFault(gateway.endpoint, {
      fault: 'http-500',
      transactionIdentifier: first.TransactionIdentifier as string,
    });
    expect((await call('/api/spi/auth', second)).status).toBe(200);
    expect((await call('/api/spi/auth', first)).status).toBe(500);
  });

  it('refuses a fault armed for no order or transaction: it would go to whoever calls next', async () => {
    const refused = await call('/local/faults', { fault: 'http-500', endpoint: 'auth' }, {});
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.body.Errors)).toContain('orderIdentifier');
    expect((await call('/api/spi/auth', authRequest())).status).toBe(200);
  });
});

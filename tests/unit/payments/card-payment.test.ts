import { describe, expect, it } from 'vitest';
import {
  assertCanCapture,
  assertCanRefund,
  assertCanSettleCardStep,
  isCardStepToSettle,
  buildAuthRequest,
  isApproved,
  merchantResponseSchema,
  toCardAuthorisation,
  toGatewayAmount,
  isCardAttemptOpen,
} from '../../../functions/core/payments/card-payment.js';
import {
  cardPaymentMessages,
  cardAttemptMessages,
  describeCardPayment,
  describeDecline,
  findAttemptsToReconcile,
  needsCardReview,
  type CardAttempt,
} from '../../../functions/core/payments/card-attempts.js';

const order = {
  order_number: 'SHG-7K4M-2Q9P',
  total: 205839.15,
  customer_info: { firstName: 'Shanice', lastName: 'Brown', email: 's@example.com', phone: '876-555-0188' },
  billing_address: { street: '12 Port Henderson Road', city: 'Portmore', parish: 'St Catherine' },
};
const attempt = {
  transactionIdentifier: '40511888-ad35-4bba-8dcb-214f493e185c',
  merchantResponseUrl: 'https://shop.example.com/api/payments/card/response',
  hostedPage: { pageSet: 'PTZ/storefront', pageName: 'card-payment' },
};

describe('card payment', () => {
  it('asks the gateway for the stored total in JMD with 3-D Secure and the hosted page', () => {
    const body = buildAuthRequest(order, attempt);
    expect(body).toMatchObject({
      TransactionIdentifier: attempt.transactionIdentifier,
      TotalAmount: 205839.15,
      CurrencyCode: '388',
      ThreeDSecure: true,
      OrderIdentifier: 'SHG-7K4M-2Q9P',
      AddressMatch: false,
      BillingAddress: { Line1: '12 Port Henderson Road', State: 'St Catherine', CountryCode: '388' },
      ExtendedData: {
        MerchantResponseUrl: attempt.merchantResponseUrl,
        ThreeDSecure: { ChallengeIndicator: '01' },
        HostedPage: { PageSet: 'PTZ/storefront', PageName: 'card-payment' },
      },
    });
  });

  it('never sends a zero or negative amount', () => {
    expect(() => toGatewayAmount(0)).toThrow();
    expect(toGatewayAmount(10.005)).toBe(10.01);
  });

  it('counts only "00" with Approved as approved', () => {
    expect(isApproved({ Approved: true, IsoResponseCode: '00' })).toBe(true);
    expect(isApproved({ Approved: true, IsoResponseCode: 'HP0' })).toBe(false);
    expect(isApproved({ Approved: false, IsoResponseCode: '00' })).toBe(false);
  });

  it('tells the shopper in plain words what to do after a decline', () => {
    expect(describeDecline('05')).toBe(cardPaymentMessages.declined);
    expect(describeDecline('12')).toBe(cardPaymentMessages.notAuthenticated);
    expect(describeDecline('91')).toBe(cardPaymentMessages.issuerUnavailable);
  });

  it('keeps no card number, only a four-digit suffix', () => {
    const kept = toCardAuthorisation({
      Approved: true,
      IsoResponseCode: '00',
      CardBrand: 'Visa',
      CardSuffix: '4012000000020071',
      AuthorizationCode: '123456',
    });
    expect(kept).toEqual({
      authorization_code: '123456',
      rrn: null,
      card_brand: 'Visa',
      card_last_four: null,
    });
  });

  it('reads only the SpiToken of the browser-posted Response', () => {
    expect(
      merchantResponseSchema.parse({ SpiToken: 'abc', Approved: true, IsoResponseCode: '00' }).SpiToken,
    ).toBe('abc');
    expect(() => merchantResponseSchema.parse({ Approved: true })).toThrow();
  });

  it('captures at most what was authorised, once', () => {
    expect(() => assertCanCapture({ authorised: 1000, captured: 0 }, 1000.01)).toThrow(
      cardPaymentMessages.captureTooLarge,
    );
    expect(() => assertCanCapture({ authorised: 1000, captured: 900 }, 100)).toThrow(
      cardPaymentMessages.alreadyCaptured,
    );
    expect(() => assertCanCapture({ authorised: 1000, captured: 0 }, 900)).not.toThrow();
  });

  it('refunds add up to at most the capture, to the cent', () => {
    expect(() => assertCanRefund({ captured: 0, refunded: 0 }, 1)).toThrow(cardPaymentMessages.notCaptured);
    expect(() => assertCanRefund({ captured: 900.1, refunded: 400.05 }, 500.05)).not.toThrow();
    expect(() => assertCanRefund({ captured: 900.1, refunded: 400.05 }, 500.06)).toThrow(
      cardPaymentMessages.refundTooLarge,
    );
  });
});

describe('card payment attempts', () => {
  const attempt = (
    id: string,
    state: CardAttempt['state'],
    startedAt: string,
    code: string | null = null,
  ) => ({
    transaction_identifier: id,
    started_at: startedAt,
    state,
    iso_response_code: code,
    completed_at: null,
  });
  const order = (attempts: CardAttempt[], payment_status = 'awaiting_payment') => ({
    payment_method: 'card',
    payment_status,
    status: 'confirmed',
    card_attempts: Object.fromEntries(attempts.map((a) => [a.transaction_identifier, a])),
  });

  it('tells the shopper the latest attempt in plain words, and lets a new one start', () => {
    const status = describeCardPayment(
      order([
        attempt('a', 'declined', '2026-11-26T10:00:00.000Z', '05'),
        attempt('b', 'declined', '2026-11-26T10:05:00.000Z', '12'),
      ]),
    );
    expect(status).toEqual({
      can_pay: true,
      latest: { id: 'b', state: 'declined', message: cardPaymentMessages.notAuthenticated },
    });
  });

  it('tells the shopper of the approved attempt once staff approve it, not of a later declined one', () => {
    const status = describeCardPayment(
      order(
        [
          attempt('a', 'approved', '2026-11-26T10:00:00.000Z', '00'),
          attempt('b', 'declined', '2026-11-26T10:05:00.000Z', '05'),
        ],
        'paid',
      ),
    );
    expect(status).toEqual({ can_pay: false, latest: { id: 'a', state: 'approved', message: null } });
  });

  it('tells the shopper the bank is being asked, and offers no new payment meanwhile', () => {
    const status = describeCardPayment(
      order([
        attempt('a', 'declined', '2026-11-26T10:00:00.000Z', '05'),
        attempt('b', 'completing', '2026-11-26T10:05:00.000Z'),
      ]),
    );
    expect(status).toEqual({
      can_pay: false,
      latest: { id: 'b', state: 'completing', message: cardAttemptMessages.confirming },
    });
  });

  it('lists for review a card step left pending past the reconciler wait, or unanswered', () => {
    const now = new Date('2026-11-26T10:10:00.000Z');
    const withStep = (state: string, at: string) => ({
      card_attempts: {},
      card_payment: { steps: { s: { state, at } } },
    });
    expect(needsCardReview(withStep('pending', '2026-11-26T10:04:00.000Z'), now)).toBe(true);
    expect(needsCardReview(withStep('pending', '2026-11-26T10:06:00.000Z'), now)).toBe(false);
    expect(needsCardReview(withStep('unknown', '2026-11-26T10:09:00.000Z'), now)).toBe(true);
    expect(needsCardReview(withStep('approved', '2026-11-26T09:00:00.000Z'), now)).toBe(false);
    expect(needsCardReview({ card_attempts: {}, card_payment: null }, now)).toBe(false);
  });

  it('offers no payment of a paid order and none for other methods', () => {
    expect(describeCardPayment(order([], 'paid'))?.can_pay).toBe(false);
    expect(describeCardPayment({ ...order([]), payment_method: 'bank_transfer' })).toBeNull();
  });

  it('reconciles unknown attempts at once and completing ones only once stuck', () => {
    const now = new Date('2026-11-26T10:10:00.000Z');
    const found = findAttemptsToReconcile(
      order([
        attempt('unknown', 'unknown', '2026-11-26T10:09:00.000Z'),
        attempt('stuck', 'completing', '2026-11-26T10:04:00.000Z'),
        attempt('busy', 'completing', '2026-11-26T10:08:00.000Z'),
        attempt('declined', 'declined', '2026-11-26T09:00:00.000Z'),
      ]),
      now,
    );
    expect(found.map((a) => a.transaction_identifier).sort()).toEqual(['stuck', 'unknown']);
  });

  it('keeps an attempt open until it is settled, or too old to be completed', () => {
    const now = new Date('2026-11-26T10:10:00.000Z');
    const open = (state: CardAttempt['state'], startedAt: string) =>
      isCardAttemptOpen(attempt('a', state, startedAt), now);
    // Days after its order was placed does not matter: only the attempt's own start.
    expect(open('unknown', '2026-11-20T10:00:00.000Z')).toBe(true);
    expect(open('completing', '2026-11-20T10:00:00.000Z')).toBe(true);
    expect(open('started', '2026-11-26T10:00:00.000Z')).toBe(true);
    // Its token expired and the stuck wait passed: nobody can complete it any more.
    expect(open('started', '2026-11-26T09:59:59.000Z')).toBe(false);
    for (const settled of ['approved', 'declined', 'voided', 'needs_review'] as const) {
      expect(open(settled, '2026-11-26T10:09:00.000Z')).toBe(false);
    }
  });
});

describe('settling a card step by hand', () => {
  const now = new Date('2026-11-26T12:00:00Z');
  const refund = {
    kind: 'refund' as const,
    amount: 1_000,
    at: '2026-11-26T11:59:00Z',
    by: 'staff@example.com',
    state: 'unknown' as const,
    iso_response_code: null,
    response_message: null,
  };

  it('settles a refund the gateway did not answer', () => {
    expect(assertCanSettleCardStep(refund, now)).toBe(refund);
  });

  it('waits for a pending refund that may still be answered, then settles it', () => {
    const pending = { ...refund, state: 'pending' as const };
    expect(() => assertCanSettleCardStep(pending, now)).toThrow(
      cardPaymentMessages.stepInFlight('refund', 5),
    );
    expect(assertCanSettleCardStep({ ...pending, at: '2026-11-26T11:54:59Z' }, now)).toMatchObject({
      state: 'pending',
    });
  });

  it('refuses a missing step and a settled one', () => {
    expect(() => assertCanSettleCardStep(undefined, now)).toThrow(cardPaymentMessages.stepNotFound);
    expect(() => assertCanSettleCardStep({ ...refund, state: 'approved' }, now)).toThrow(
      cardPaymentMessages.alreadySettled('refund'),
    );
    expect(() => assertCanSettleCardStep({ ...refund, state: 'refused' }, now)).toThrow(
      cardPaymentMessages.alreadySettled('refund'),
    );
    expect(() => assertCanSettleCardStep({ ...refund, kind: 'capture', state: 'approved' }, now)).toThrow(
      cardPaymentMessages.alreadySettled('capture'),
    );
  });

  it('settles a capture or void left pending once the reconciler had its minutes, not before', () => {
    for (const kind of ['capture', 'void'] as const) {
      const pending = { ...refund, kind, state: 'pending' as const };
      expect(() => assertCanSettleCardStep(pending, now)).toThrow(cardPaymentMessages.stepInFlight(kind, 5));
      expect(isCardStepToSettle(pending, now)).toBe(false);
      const stuck = { ...pending, at: '2026-11-26T11:54:59Z' };
      expect(assertCanSettleCardStep(stuck, now)).toBe(stuck);
      expect(isCardStepToSettle(stuck, now)).toBe(true);
      expect(isCardStepToSettle({ ...stuck, state: 'approved' }, now)).toBe(false);
    }
    // A refund without an answer is offered at once: its amount is held meanwhile.
    expect(isCardStepToSettle(refund, now)).toBe(true);
    expect(isCardStepToSettle({ ...refund, state: 'pending' }, now)).toBe(true);
  });
});

/**
 * Card payments through PowerTranz's SPI API with its hosted page: what the shop sends (always the
 * stored order's total, never a browser's figure), how it reads the gateway's answers (which it
 * parses, never trusts), what a shopper is told about a decline, and the money rules staff act under
 * (capture at most what was authorised, refunds never more than was captured).
 */
import * as z from 'zod';
import { RuleViolation } from '../rule-violation.js';

/** ISO 4217 numeric code of the Jamaican dollar, as PowerTranz takes currencies. */
export const JMD_CURRENCY_CODE = '388';
/** ISO 3166 numeric code of Jamaica, for the billing address. */
const JAMAICA_COUNTRY_CODE = '388';

export const CARD_PAYMENT = {
  /** Minutes an unpaid card order holds its stock before the lapse releases it. */
  lapseMinutes: 30,
  /** 3-D Secure challenge window: 4 is 600 x 400, which fits a phone held upright and a desktop. */
  challengeWindowSize: 4,
  /** "01": no preference; the issuer decides whether to challenge. */
  challengeIndicator: '01',
  /** How long the shop waits for the gateway before it calls the attempt unknown. */
  gatewayTimeoutMs: 20_000,
} as const;

/** How long PowerTranz accepts an SpiToken: the hosted page must be done within it. */
export const SPI_TOKEN_LIFETIME_MS = 5 * 60_000;

/** The ISO response code of an approved payment, capture, void or refund. */
const APPROVED_CODE = '00';
/** SPI preprocessing complete: the hosted page may be shown. */
const SPI_READY_CODE = 'SP4';

export interface CardOrder {
  order_number: string;
  total: number;
  customer_info: { firstName: string; lastName: string; email: string; phone: string };
  billing_address?: { street: string; city: string; parish: string } | null;
  shipping_address?: { street: string; city: string; parish: string } | null;
}

export interface HostedPageSettings {
  pageSet: string;
  pageName: string;
}

/** Two decimals, as the gateway takes amounts; rounding here means a total of cents is never altered. */
export function toGatewayAmount(amount: number): number {
  if (!Number.isFinite(amount) || amount <= 0) {
    throw new RuleViolation('invalid', 'An amount to charge must be more than zero.');
  }
  return Math.round(amount * 100) / 100;
}

/** The body of `POST /api/spi/auth` for `order`: its stored total and its billing details. */
export function buildAuthRequest(
  order: CardOrder,
  attempt: { transactionIdentifier: string; merchantResponseUrl: string; hostedPage: HostedPageSettings },
): Record<string, unknown> {
  const address = order.billing_address ?? order.shipping_address;
  const customer = order.customer_info;
  return {
    TransactionIdentifier: attempt.transactionIdentifier,
    TotalAmount: toGatewayAmount(order.total),
    CurrencyCode: JMD_CURRENCY_CODE,
    ThreeDSecure: true,
    OrderIdentifier: order.order_number,
    AddressMatch: false,
    BillingAddress: {
      FirstName: customer.firstName,
      LastName: customer.lastName,
      ...(address ? { Line1: address.street, City: address.city, State: address.parish } : {}),
      CountryCode: JAMAICA_COUNTRY_CODE,
      EmailAddress: customer.email,
      PhoneNumber: customer.phone,
    },
    ExtendedData: {
      MerchantResponseUrl: attempt.merchantResponseUrl,
      ThreeDSecure: {
        ChallengeWindowSize: CARD_PAYMENT.challengeWindowSize,
        ChallengeIndicator: CARD_PAYMENT.challengeIndicator,
      },
      HostedPage: { PageSet: attempt.hostedPage.pageSet, PageName: attempt.hostedPage.pageName },
    },
  };
}

/** The fields of an SP4 answer the shop needs: the hosted page's HTML and the single-use token. */
export const spiStartAnswerSchema = z.looseObject({
  IsoResponseCode: z.string(),
  ResponseMessage: z.string().optional(),
  SpiToken: z.string().min(1).optional(),
  RedirectData: z.string().min(1).optional(),
});

/** A financial answer (payment, capture, void, refund). Extra fields are kept out of storage. */
export const gatewayAnswerSchema = z.looseObject({
  Approved: z.boolean(),
  IsoResponseCode: z.string(),
  ResponseMessage: z.string().optional(),
  TransactionIdentifier: z.string().optional(),
  TotalAmount: z.number().optional(),
  AuthorizationCode: z.string().optional(),
  RRN: z.string().optional(),
  CardBrand: z.string().optional(),
  CardSuffix: z.string().optional(),
});
export type GatewayAnswer = z.infer<typeof gatewayAnswerSchema>;

/**
 * The `Response` form field the hosted page posts to the MerchantResponseUrl. It comes through the
 * shopper's browser, so the shop reads nothing from it but which stored attempt it names.
 */
export const merchantResponseSchema = z.looseObject({ SpiToken: z.string().min(1).max(200) });

export function isSpiReady(answer: z.infer<typeof spiStartAnswerSchema>): boolean {
  return answer.IsoResponseCode === SPI_READY_CODE && !!answer.SpiToken && !!answer.RedirectData;
}

export function isApproved(answer: Pick<GatewayAnswer, 'Approved' | 'IsoResponseCode'>): boolean {
  return answer.Approved && answer.IsoResponseCode === APPROVED_CODE;
}

/** What is kept of an approved payment: never the card number, CVV or expiry. */
export interface CardAuthorisation {
  authorization_code: string | null;
  rrn: string | null;
  card_brand: string | null;
  card_last_four: string | null;
}

export function toCardAuthorisation(answer: GatewayAnswer): CardAuthorisation {
  const lastFour = answer.CardSuffix && /^\d{4}$/.test(answer.CardSuffix) ? answer.CardSuffix : null;
  return {
    authorization_code: answer.AuthorizationCode ?? null,
    rrn: answer.RRN ?? null,
    card_brand: answer.CardBrand ?? null,
    card_last_four: lastFour,
  };
}

export const cardPaymentMessages = {
  declined: 'Your bank declined the card. Try another card or pay by bank transfer.',
  notAuthenticated:
    'Your bank could not confirm that it is you (3-D Secure). Try again, use another card or pay by bank transfer.',
  issuerUnavailable:
    'Your bank did not answer in time. Try again in a few minutes, use another card or pay by bank transfer.',
  gatewayUnavailable:
    'The card payment service is not answering. Your card has not been charged; try again in a few minutes or pay by bank transfer.',
  approved: 'Payment received. Thank you!',
  captureTooLarge: 'A capture cannot be more than the amount the card authorised.',
  refundTooLarge: 'The refunds would be more than was captured from the card.',
  notCaptured: 'Nothing has been captured from this card yet, so there is nothing to refund.',
  alreadyCaptured: 'This card payment has already been captured.',
} as const;

/** The plain words a shopper gets for a payment that was not approved, by the gateway's ISO code. */
export function describeDecline(isoResponseCode: string): string {
  if (isoResponseCode === '12' || isoResponseCode.startsWith('3D'))
    return cardPaymentMessages.notAuthenticated;
  if (['91', '96', '68', '19'].includes(isoResponseCode)) return cardPaymentMessages.issuerUnavailable;
  return cardPaymentMessages.declined;
}

/** Cents, so that sums of refunds are exact. */
const cents = (amount: number) => Math.round(amount * 100);

/** Staff capture at dispatch: at most what was authorised (less when a line was removed), once. */
export function assertCanCapture(payment: { authorised: number; captured: number }, amount: number): void {
  if (payment.captured > 0) throw new RuleViolation('conflict', cardPaymentMessages.alreadyCaptured);
  if (cents(amount) > cents(payment.authorised)) {
    throw new RuleViolation('invalid', cardPaymentMessages.captureTooLarge);
  }
  toGatewayAmount(amount);
}

/** After capture, refunds add up to at most what was captured. */
export function assertCanRefund(payment: { captured: number; refunded: number }, amount: number): void {
  if (payment.captured <= 0) throw new RuleViolation('conflict', cardPaymentMessages.notCaptured);
  toGatewayAmount(amount);
  if (cents(payment.refunded) + cents(amount) > cents(payment.captured)) {
    throw new RuleViolation('conflict', cardPaymentMessages.refundTooLarge);
  }
}

/**
 * One try at paying an order by card, kept on the order under its TransactionIdentifier before the
 * gateway is called: `started` (the hosted page is open), `completing` (the shop is asking the gateway
 * for the outcome), then `approved`, `declined`, `voided` (approved after another attempt had already
 * paid the order, or after it lapsed: the authorisation is released) or `unknown` (no readable answer:
 * the reconciler settles it). An attempt left in `completing` is one the shop stopped in the middle of.
 */
export const CARD_ATTEMPT_STATES = [
  'started',
  'completing',
  'approved',
  'declined',
  'voided',
  'unknown',
  'needs_review',
] as const;
export type CardAttemptState = (typeof CARD_ATTEMPT_STATES)[number];

export interface CardAttempt {
  transaction_identifier: string;
  started_at: string;
  state: CardAttemptState;
  /** The gateway's ISO code of the completion, once it answered. */
  iso_response_code: string | null;
  completed_at: string | null;
}

/** The approved authorisation of a paid card order: what staff capture, void or refund. */
export interface CardPaymentRecord extends CardAuthorisation {
  transaction_identifier: string;
  /** What the card authorised: the order's stored total. */
  amount: number;
  authorised_at: string;
}

/** The card part of an order item (absent on orders of other methods). */
export interface CardOrderFacts {
  payment_method: string;
  payment_status: string;
  status: string;
  card_attempts?: Record<string, CardAttempt>;
}

/** What the order page needs to know about paying by card. */
export interface CardPaymentStatus {
  /** The shopper may start a (new) payment now. */
  can_pay: boolean;
  /** The latest attempt: its id, state and, when it did not go through, what to do. */
  latest: { id: string; state: CardAttemptState; message: string | null } | null;
}

/** Still payable by card: a card order that awaits payment and is not cancelled. */
export function isCardPayable(order: CardOrderFacts): boolean {
  return (
    order.payment_method === 'card' &&
    order.payment_status === 'awaiting_payment' &&
    order.status !== 'cancelled'
  );
}

/** Refuses a new payment of an order that is not a card order awaiting payment. */
export function assertCanStartCardPayment(order: CardOrderFacts): void {
  if (order.payment_method !== 'card') throw new RuleViolation('invalid', cardAttemptMessages.notCardOrder);
  if (!isCardPayable(order)) throw new RuleViolation('conflict', cardAttemptMessages.notPayable);
}

export const cardAttemptMessages = {
  notCardOrder: 'This order is not paid by card.',
  notPayable: 'This order does not await a card payment any more. Reload the page to see where it stands.',
  unconfirmed:
    'We could not confirm your card payment yet. If your card was charged we confirm your order within a few minutes; otherwise try again.',
  unknownToken: 'This card payment is not known to the shop.',
  alreadyCompleted: 'This card payment has already been completed. Your order page shows where it stands.',
  expired: 'This card payment has expired. Start the payment again on your order page.',
} as const;

/** The latest attempt (by start time) and whether a new one may start. */
export function describeCardPayment(order: CardOrderFacts): CardPaymentStatus | null {
  if (order.payment_method !== 'card') return null;
  const attempts = Object.values(order.card_attempts ?? {}).sort((a, b) =>
    a.started_at.localeCompare(b.started_at),
  );
  const latest = attempts.at(-1);
  let message: string | null = null;
  if (latest?.state === 'declined') message = describeDecline(latest.iso_response_code ?? '');
  if (latest?.state === 'unknown' || latest?.state === 'needs_review')
    message = cardAttemptMessages.unconfirmed;
  return {
    can_pay: isCardPayable(order),
    latest: latest ? { id: latest.transaction_identifier, state: latest.state, message } : null,
  };
}

/**
 * The MerchantResponseUrl's form body: the `Response` field, JSON. Only its SpiToken is read; every
 * other field (a claimed "00", an amount) is ignored, since it came through the shopper's browser.
 */
export const merchantResponseFormSchema = z.object({
  Response: z
    .string('is required')
    .min(1, 'is required')
    .max(20_000, 'is too long')
    .transform((text, context) => {
      try {
        return JSON.parse(text) as unknown;
      } catch {
        context.addIssue({ code: 'custom', message: 'must be JSON' });
        return z.NEVER;
      }
    })
    .pipe(merchantResponseSchema),
});

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/**
 * What the MerchantResponseUrl answers inside the payment frame: the order page, which follows the
 * payment by itself, closes the frame; the link takes the whole window there otherwise.
 */
export function renderCardReturnPage(orderNumber: string): string {
  const href = `/order/${encodeURIComponent(orderNumber)}`;
  return `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Payment sent</title></head><body style="font-family:system-ui,sans-serif;padding:16px"><h1 style="font-size:1.25rem">Payment sent</h1><p>Your order page shows whether your bank approved it.</p><p><a href="${escapeHtml(href)}" target="_top">Back to order ${escapeHtml(orderNumber)}</a></p></body></html>`;
}

/**
 * Minutes after which an attempt still `completing` is taken as stopped in the middle (the gateway's
 * answer takes at most `gatewayTimeoutMs`), and the reconciler's look-back: attempts start within the
 * card lapse of their order's placing, so a day covers every open one.
 */
export const CARD_RECONCILE = {
  stuckAfterMinutes: 5,
  everyMinutes: 5,
  lookBackHours: 24,
} as const;

/**
 * The attempts the reconciler settles: `unknown` ones (no readable answer) and `completing` ones older
 * than `stuckAfterMinutes`. PowerTranz's SPI API has no documented call that reports a transaction's
 * outcome by its identifier, and the SpiToken is single-use, so the shop cannot ask again: such an
 * attempt goes to staff as "needs review" (they look it up in the PowerTranz merchant portal).
 */
export function findAttemptsToReconcile(
  order: Pick<CardOrderFacts, 'card_attempts'>,
  now: Date,
): CardAttempt[] {
  const stuckBefore = now.getTime() - CARD_RECONCILE.stuckAfterMinutes * 60_000;
  return Object.values(order.card_attempts ?? {}).filter(
    (attempt) =>
      attempt.state === 'unknown' ||
      (attempt.state === 'completing' && Date.parse(attempt.started_at) < stuckBefore),
  );
}

/** Does a card attempt of this order wait for staff to look it up at the gateway? */
export function needsCardReview(order: Pick<CardOrderFacts, 'card_attempts'>): boolean {
  return Object.values(order.card_attempts ?? {}).some((attempt) => attempt.state === 'needs_review');
}

/**
 * A card payment as the order sees it: its attempts and their states, what the shopper is told, and
 * which attempts staff must review. No zod and no gateway wire format here, so every order route can
 * read a card order without bundling the gateway's schemas (card-payment.ts).
 */
import { canTakePayment, requireApprovedForPayment } from '../orders/payable.js';
import { RuleViolation } from '../rule-violation.js';
import type { CardAttemptOutcome, CardGatewayStep } from './card-payment.js';

type CardStepKind = CardGatewayStep['kind'];

/**
 * The card routes' time, from one budget: a route that calls the gateway reads its credentials at
 * first use, makes at most two gateway calls (completing a payment, then voiding a surplus approval)
 * and then writes the answer, all within its function's timeout, which stays under API Gateway's
 * 29 s integration cap. So a slow gateway is cut by the shop's own client (the step is then checked
 * by the reconciler and the person is told so), never by the route (a bare 5xx, the step left
 * pending with nobody told).
 */
const GATEWAY_TIMEOUT_MS = 8_000;
const SECRET_READ_TIMEOUT_MS = 2_000;
const GATEWAY_CALLS_PER_ROUTE = 2;
/** Room after the last gateway call for the conditional write(s) and the answer. */
const WRITE_ROOM_MS = 6_000;

export const CARD_PAYMENT = {
  /** Minutes an unpaid card order holds its stock before the lapse releases it. */
  lapseMinutes: 30,
  /** 3-D Secure challenge window: 4 is 600 x 400, which fits a phone held upright and a desktop. */
  challengeWindowSize: 4,
  /** "01": no preference; the issuer decides whether to challenge. */
  challengeIndicator: '01',
  /** How long the shop waits for one gateway call before it calls the outcome unknown. */
  gatewayTimeoutMs: GATEWAY_TIMEOUT_MS,
  /** How long the shop waits for the gateway's credentials (the secrets extension, on loopback). */
  secretReadTimeoutMs: SECRET_READ_TIMEOUT_MS,
  /** The timeout of the functions of the routes that call the gateway (24 s; API Gateway's cap: 29 s). */
  routeTimeoutSeconds:
    (SECRET_READ_TIMEOUT_MS + GATEWAY_CALLS_PER_ROUTE * GATEWAY_TIMEOUT_MS + WRITE_ROOM_MS) / 1_000,
} as const;

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
  captureRefused: (answer: string) =>
    `The card gateway refused the capture (${answer}), so the order has not moved. Check the payment in the PowerTranz merchant portal.`,
  voidRefused: (answer: string) =>
    `The card gateway refused to void the authorisation (${answer}), so the order is not cancelled.`,
  refundRefused: (answer: string) => `The card gateway refused the refund (${answer}); nothing was refunded.`,
  voided: 'Card authorisation voided: the card was not charged.',
  staffGatewayUnavailable:
    'The card payment service is not answering, so nothing was changed. Try again in a few minutes.',
  stepUnknown:
    'The card payment service did not answer, so it is not yet known whether this went through. The shop asks the gateway within a few minutes and records its answer; try again then.',
  notReceived: 'The card gateway never received it, so nothing was done.',
  stepPending:
    'A capture or void of this card payment is still being checked with the card gateway. Try again in a few minutes.',
  refundUnknown:
    'The card payment service did not answer, so it is not known whether the refund went through. It is kept as pending: check it in the PowerTranz merchant portal before refunding again.',
  stepNotFound: 'This order has no such card payment step.',
  alreadySettled: (step: CardStepKind) =>
    `This ${step} is no longer waiting to be settled (it was settled meanwhile). Reload the order to see where it stands.`,
  stepInFlight: (step: CardStepKind, minutes: number) =>
    `This ${step} may still be on its way to the card gateway. Settle it when it is ${minutes} minutes old.`,
} as const;

/** Moving a paid card order to one of these captures it: the goods leave the shop. */
const CARD_CAPTURE_STATUSES: readonly string[] = ['in_transit', 'collected'];

interface CardMoneyFacts {
  payment_method: string;
  payment_status: string;
  card_payment?: { captured: number; voided_at: string | null } | null;
}

/** Does moving the order to `next` capture its authorisation (paid by card, not yet captured)? */
export function isCardCaptureDue(order: CardMoneyFacts, next: string): boolean {
  return (
    CARD_CAPTURE_STATUSES.includes(next) &&
    order.payment_method === 'card' &&
    order.payment_status === 'paid' &&
    !!order.card_payment &&
    order.card_payment.captured === 0 &&
    !order.card_payment.voided_at
  );
}

/** Does cancelling the order void its authorisation (paid by card, nothing captured)? */
export function isCardVoidDue(order: CardMoneyFacts): boolean {
  return (
    order.payment_method === 'card' &&
    order.payment_status === 'paid' &&
    !!order.card_payment &&
    order.card_payment.captured === 0 &&
    !order.card_payment.voided_at
  );
}

/** The plain words a shopper gets for a payment that was not approved, by the gateway's ISO code. */
export function describeDecline(isoResponseCode: string): string {
  if (isoResponseCode === '12' || isoResponseCode.startsWith('3D'))
    return cardPaymentMessages.notAuthenticated;
  if (['91', '96', '68', '19'].includes(isoResponseCode)) return cardPaymentMessages.issuerUnavailable;
  return cardPaymentMessages.declined;
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
  /** Who settled it from the PowerTranz portal, when, and what they found. */
  settled?: { by: string; at: string; outcome: CardAttemptOutcome };
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
  /**
   * The approved attempt, else the latest: its id, state and, when it did not go through, what to do.
   */
  latest: { id: string; state: CardAttemptState; message: string | null } | null;
}

/** Still payable by card: a card order that can take a payment (`canTakePayment`). */
export function isCardPayable(order: CardOrderFacts): boolean {
  return order.payment_method === 'card' && canTakePayment(order);
}

/**
 * Refuses a new payment of an order that is not a card order awaiting payment, or that still waits
 * for its company admin's approval (said as such).
 */
export function assertCanStartCardPayment(order: CardOrderFacts): void {
  if (order.payment_method !== 'card') throw new RuleViolation('invalid', cardAttemptMessages.notCardOrder);
  requireApprovedForPayment(order);
  if (!isCardPayable(order)) throw new RuleViolation('conflict', cardAttemptMessages.notPayable);
}

export const cardAttemptMessages = {
  notCardOrder: 'This order is not paid by card.',
  notPayable: 'This order does not await a card payment any more. Reload the page to see where it stands.',
  confirming:
    'We are confirming your card payment with your bank. This page shows the result as soon as it answers.',
  unconfirmed:
    'We could not confirm your card payment yet. If your card was charged we confirm your order within a few minutes; otherwise try again.',
  unknownToken: 'This card payment is not known to the shop.',
  alreadyCompleted: 'This card payment has already been completed. Your order page shows where it stands.',
  expired: 'This card payment has expired. Start the payment again on your order page.',
} as const;

/**
 * The attempt the shopper reads and whether a new one may start. That is the approved attempt when
 * there is one (it paid the order; at most one is, a later approval being voided), even when a later
 * attempt was declined meanwhile (staff approving an earlier one from the portal); otherwise the
 * latest by start time.
 */
export function describeCardPayment(order: CardOrderFacts): CardPaymentStatus | null {
  if (order.payment_method !== 'card') return null;
  const attempts = Object.values(order.card_attempts ?? {}).sort((a, b) =>
    a.started_at.localeCompare(b.started_at),
  );
  const latest = attempts.find((attempt) => attempt.state === 'approved') ?? attempts.at(-1);
  let message: string | null = null;
  if (latest?.state === 'declined') message = describeDecline(latest.iso_response_code ?? '');
  if (latest?.state === 'unknown' || latest?.state === 'needs_review')
    message = cardAttemptMessages.unconfirmed;
  // The shop is asking the gateway about this attempt: no new one is offered until it has answered
  // (or the reconciler hands a stuck one to staff, when "Try again" comes back).
  const confirming = latest?.state === 'completing';
  if (confirming) message = cardAttemptMessages.confirming;
  return {
    can_pay: isCardPayable(order) && !confirming,
    latest: latest ? { id: latest.transaction_identifier, state: latest.state, message } : null,
  };
}

/**
 * Minutes after which an attempt still `completing` is taken as stopped in the middle (the gateway's
 * answer takes at most `gatewayTimeoutMs`). The reconciler finds open attempts by their own marker,
 * not by their order's placing: an attempt can start days after it (a business order's time to pay
 * starts at its approval).
 */
export const CARD_RECONCILE = {
  stuckAfterMinutes: 5,
  everyMinutes: 5,
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

/**
 * Does this card order need staff's eye: an attempt handed to them to look up at the gateway, a
 * refund the gateway did not answer, or a capture, void or refund still pending after the
 * reconciler's wait (the bank has not answered its status inquiry either)?
 */
export function needsCardReview(
  order: Pick<CardOrderFacts, 'card_attempts'> & {
    card_payment?: { steps?: Record<string, { state: string; at: string }> } | null;
  },
  now = new Date(),
): boolean {
  const stuckBefore = now.getTime() - CARD_RECONCILE.stuckAfterMinutes * 60_000;
  return (
    Object.values(order.card_attempts ?? {}).some((attempt) => attempt.state === 'needs_review') ||
    Object.values(order.card_payment?.steps ?? {}).some(
      (step) => step.state === 'unknown' || (step.state === 'pending' && Date.parse(step.at) < stuckBefore),
    )
  );
}

/** The latest instant a `Date` holds: every pending step is past its wait then. */
const END_OF_TIME = /* @__PURE__ */ new Date(8.64e15);

/**
 * May this card order need staff's eye without another write: it needs it now, or a step is pending,
 * which needs it once the reconciler's wait is over, by time alone (`needsCardReview` at the end of
 * time). The staff queue holds such orders from the write that makes them so; its list then asks
 * `needsCardReview` with the time of reading.
 */
export function mayNeedCardReview(order: Parameters<typeof needsCardReview>[0]): boolean {
  return needsCardReview(order, END_OF_TIME);
}

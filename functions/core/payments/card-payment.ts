/**
 * Card payments through PowerTranz's SPI API with its hosted page: what the shop sends (always the
 * stored order's total, never a browser's figure), how it reads the gateway's answers (which it
 * parses, never trusts), what a shopper is told about a decline, and the money rules staff act under
 * (capture at most what was authorised, refunds never more than was captured).
 */
import * as z from 'zod';
import { orderPagePath, type OrderLink } from '../orders/order-link.js';
import { orderNumberSchema } from '../orders/order.js';
import { RuleViolation } from '../rule-violation.js';
import {
  CARD_PAYMENT,
  CARD_RECONCILE,
  cardPaymentMessages,
  type CardAttempt,
  type CardAttemptState,
} from './card-attempts.js';

/** ISO 4217 numeric code of the Jamaican dollar, as PowerTranz takes currencies. */
export const JMD_CURRENCY_CODE = '388';
/** ISO 3166 numeric code of Jamaica, for the billing address. */
const JAMAICA_COUNTRY_CODE = '388';

/** How long PowerTranz accepts an SpiToken: the hosted page must be done within it. */
export const SPI_TOKEN_LIFETIME_MS = 5 * 60_000;

/**
 * May this attempt still need the reconciler: not settled, and not a `started` one too old to be
 * completed (a completion refuses an expired token, so such an attempt stays `started` for good).
 */
export function isCardAttemptOpen(attempt: Pick<CardAttempt, 'state' | 'started_at'>, now: Date): boolean {
  if (attempt.state === 'completing' || attempt.state === 'unknown') return true;
  const abandonedBefore = now.getTime() - SPI_TOKEN_LIFETIME_MS - CARD_RECONCILE.stuckAfterMinutes * 60_000;
  return attempt.state === 'started' && Date.parse(attempt.started_at) >= abandonedBefore;
}

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
 * The status inquiry's answer (data/powertranz-gateway.ts, inquireTransaction): the authorisation with
 * every capture, void and refund the gateway received for it, each under the step's own identifier
 * (`ExternalIdentifier`) with the answer it gave.
 */
export const gatewayInquirySchema = z.looseObject({
  Adjustments: z.array(
    z.looseObject({
      ExternalIdentifier: z.string().nullish(),
      Approved: z.boolean(),
      IsoResponseCode: z.string(),
      ResponseMessage: z.string().optional(),
    }),
  ),
});
export type GatewayInquiry = z.infer<typeof gatewayInquirySchema>;

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

/** Cents, so that sums of refunds are exact. */
const cents = (amount: number) => Math.round(amount * 100);

/** Staff capture at dispatch: at most what was authorised (less when a line was removed), once. */
export function assertCanCapture(
  payment: { authorised: number; captured: number; pending_step?: string },
  amount: number,
): void {
  assertNoStepPending(payment);
  if (payment.captured > 0) throw new RuleViolation('conflict', cardPaymentMessages.alreadyCaptured);
  if (cents(amount) > cents(payment.authorised)) {
    throw new RuleViolation('invalid', cardPaymentMessages.captureTooLarge);
  }
  toGatewayAmount(amount);
}

/** A capture or void still being settled with the gateway blocks the next one. */
export function assertNoStepPending(payment: { pending_step?: string }): void {
  if (payment.pending_step) throw new RuleViolation('conflict', cardPaymentMessages.stepPending);
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
 * One thing staff did with the authorisation at the gateway, with the gateway's answer: a capture
 * (at dispatch or hand-over), a void (at cancel) or a refund. A refund is written `pending` before
 * the gateway is asked (its amount already counted in `refunded`), then settled.
 */
export interface CardGatewayStep {
  kind: 'capture' | 'void' | 'refund';
  amount: number;
  at: string;
  by: string;
  state: 'pending' | 'approved' | 'refused' | 'unknown';
  iso_response_code: string | null;
  response_message: string | null;
  /** A step the gateway did not answer, settled by staff after checking the PowerTranz portal. */
  settled?: { by: string; at: string; outcome: CardStepOutcome };
}

/** What staff found in the PowerTranz portal for a capture, void or refund the gateway did not answer. */
const CARD_STEP_OUTCOMES = ['went_through', 'did_not_go_through'] as const;
export type CardStepOutcome = (typeof CARD_STEP_OUTCOMES)[number];

export const settleCardStepSchema = z.strictObject({
  outcome: z.enum(CARD_STEP_OUTCOMES, `must be one of ${CARD_STEP_OUTCOMES.join(', ')}`),
});

/** What staff found in the PowerTranz portal for an attempt handed to them ("needs review"). */
const CARD_ATTEMPT_OUTCOMES = ['approved_in_portal', 'not_paid'] as const;
export type CardAttemptOutcome = (typeof CARD_ATTEMPT_OUTCOMES)[number];

/** The states of an attempt staff may settle from the portal: no answer the shop could read. */
const CARD_ATTEMPT_STATES_TO_SETTLE: readonly CardAttemptState[] = ['unknown', 'needs_review'];

/** What staff are told when settling an attempt needing review (staff routes only). */
export const cardAttemptSettleMessages = {
  notFound: 'This order has no such card payment attempt.',
  notToSettle:
    'This card payment attempt is no longer waiting for review (it was settled meanwhile). Reload the order to see where it stands.',
  approvedTooLate:
    'This order no longer awaits payment (it was paid another way, or cancelled), so the approval was not recorded. Void the authorisation in the PowerTranz merchant portal.',
} as const;

/** May staff settle this attempt from the portal (its outcome was never read from the gateway)? */
export const isCardAttemptToSettle = (attempt: Pick<CardAttempt, 'state'>) =>
  CARD_ATTEMPT_STATES_TO_SETTLE.includes(attempt.state);

/** The attempt staff may settle, or the rule it breaks (none such, or settled meanwhile). */
export function assertCanSettleCardAttempt(attempt: CardAttempt | undefined): CardAttempt {
  if (!attempt) throw new RuleViolation('not-found', cardAttemptSettleMessages.notFound);
  if (!isCardAttemptToSettle(attempt))
    throw new RuleViolation('conflict', cardAttemptSettleMessages.notToSettle);
  return attempt;
}

/**
 * What staff record for a card attempt handed to them, after finding its TransactionIdentifier in
 * the PowerTranz portal: approved there (with the authorisation code the portal shows) or not paid.
 */
export const settleCardAttemptSchema = z
  .strictObject({
    outcome: z.enum(CARD_ATTEMPT_OUTCOMES, `must be one of ${CARD_ATTEMPT_OUTCOMES.join(', ')}`),
    authorization_code: z
      .string('must be text')
      .trim()
      .max(12, 'is too long')
      .regex(/^[A-Za-z0-9]*$/, 'must be letters and digits, as the portal shows it')
      .optional(),
  })
  .superRefine((body, context) => {
    if (body.outcome === 'approved_in_portal' && !body.authorization_code)
      context.addIssue({
        code: 'custom',
        path: ['authorization_code'],
        message: 'is required: type the authorisation code the PowerTranz portal shows',
      });
  });
export type SettleCardAttempt = z.infer<typeof settleCardAttemptSchema>;

/** An attempt of an order's card payment: the order's number and the attempt's TransactionIdentifier. */
export const cardAttemptParamsSchema = z.object({
  orderNumber: orderNumberSchema,
  attemptId: z.uuid('must be a payment attempt'),
});

/** A step of an order's card payment: the order's number and the step's id. */
export const cardStepParamsSchema = z.object({
  orderNumber: orderNumberSchema,
  stepId: z.uuid('must be a card step id'),
});

/**
 * Minutes after which a step still `pending` is taken as stopped in the middle (the shop waits
 * `gatewayTimeoutMs` at most for the gateway), so staff may settle it: before that, the gateway's
 * answer may still come and settle it itself. The reconciler asks the gateway about it from then on
 * too (`CARD_RECONCILE.stuckAfterMinutes`); whichever settles it first wins, the other changes nothing.
 */
const PENDING_STEP_SETTLE_AFTER_MINUTES = CARD_RECONCILE.stuckAfterMinutes;

/**
 * May staff settle this step by hand? A refund the gateway did not answer (`unknown`), or any
 * capture, void or refund left `pending` longer than a gateway call can take (a capture or void left
 * so holds the order: no dispatch, hand-over or cancel until it is settled). Throws what staff are
 * told otherwise.
 */
export function assertCanSettleCardStep(step: CardGatewayStep | undefined, now: Date): CardGatewayStep {
  if (!step) throw new RuleViolation('not-found', cardPaymentMessages.stepNotFound);
  if (step.state === 'unknown') return step;
  if (step.state !== 'pending') {
    throw new RuleViolation('conflict', cardPaymentMessages.alreadySettled(step.kind));
  }
  if (!isPendingLongEnough(step, now)) {
    throw new RuleViolation(
      'conflict',
      cardPaymentMessages.stepInFlight(step.kind, PENDING_STEP_SETTLE_AFTER_MINUTES),
    );
  }
  return step;
}

const isPendingLongEnough = (step: CardGatewayStep, now: Date) =>
  now.getTime() - Date.parse(step.at) >= PENDING_STEP_SETTLE_AFTER_MINUTES * 60_000;

/**
 * Does this step wait for staff to settle it (no answer from the gateway)? A refund at once (its
 * amount is kept counted meanwhile); a capture or void once the reconciler's minutes have passed,
 * since until then its answer or the gateway's inquiry normally settles it.
 */
export function isCardStepToSettle(step: CardGatewayStep, now: Date): boolean {
  if (step.state !== 'unknown' && step.state !== 'pending') return false;
  return step.kind === 'refund' || step.state === 'unknown' || isPendingLongEnough(step, now);
}

/** The approved authorisation of a paid card order: what staff capture, void or refund. */
export interface CardPaymentRecord extends CardAuthorisation {
  transaction_identifier: string;
  /** What the card authorised: the order's stored total. */
  amount: number;
  authorised_at: string;
  /** What staff captured (0 until dispatch or hand-over). */
  captured: number;
  /** The refunds approved or still pending at the gateway; never more than `captured`. */
  refunded: number;
  /** When the authorisation was voided (the order was cancelled before capture). */
  voided_at: string | null;
  /** Every capture, void and refund by its own id, with the gateway's answer. */
  steps: Record<string, CardGatewayStep>;
  /**
   * The capture or void asked of the gateway and not yet settled (its step id): no other capture or
   * void starts until the reconciler or the answer settles it.
   */
  pending_step?: string;
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
 * payment by itself, closes the frame; the link takes the whole window there otherwise. Given the
 * order's link (a payment that went through), the link opens the order page as the order's e-mails
 * do, on any device: a guest who paid from Track Order on another device has no session there.
 */
export function renderCardReturnPage(orderNumber: string, link?: Pick<OrderLink, 'token'> | null): string {
  const href = orderPagePath(orderNumber, link);
  return `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Payment sent</title></head><body style="font-family:system-ui,sans-serif;padding:16px"><h1 style="font-size:1.25rem">Payment sent</h1><p>Your order page shows whether your bank approved it.</p><p><a href="${escapeHtml(href)}" target="_top">Back to order ${escapeHtml(orderNumber)}</a></p></body></html>`;
}

/**
 * The payment frame's own address: the shop serves the gateway's RedirectData there, found by the
 * attempt, once, with a CSP `sandbox` of its own (never as the shop's origin), so its scripts run.
 */
export const CARD_FRAME_PATH_PREFIX = '/api/payments/card/frame/';
export const cardFramePath = (attemptId: string) =>
  `${CARD_FRAME_PATH_PREFIX}${encodeURIComponent(attemptId)}`;

/** The frame route's path parameter: an attempt's TransactionIdentifier (a UUID the shop made). */
export const cardFrameParamsSchema = z.object({
  attemptId: z.uuid('must be a payment attempt'),
});

/** What the frame shows when its address was used already or is too old (a reload, a stale tab). */
export function renderCardFrameGonePage(): string {
  return `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Payment page closed</title></head><body style="font-family:system-ui,sans-serif;padding:16px"><h1 style="font-size:1.25rem">This payment page has closed</h1><p>Close it and choose &quot;Try again&quot; on your order page to pay by card.</p></body></html>`;
}

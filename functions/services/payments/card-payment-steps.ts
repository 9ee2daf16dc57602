/**
 * What staff do with a card order's money at the gateway, each step kept on the order with the
 * gateway's answer (`card_payment.steps`):
 * - every step is written `pending` under its own id (sent as the gateway's ExternalIdentifier)
 *   BEFORE the gateway is asked, in a conditional write, then settled with the answer in another
 *   (data/card-payments.ts); a step left without an answer (no answer, or the function stopped
 *   between the call and the write) is settled by the reconciler, which asks the gateway about it
 *   (reconcile-card-payments.ts), so an approved capture, void or refund is recorded exactly once;
 * - capture, when the order moves to dispatch or hand-over: a refusal or no answer refuses the move.
 *   An approved capture is recorded before the status moves, so a move that then loses a race (409)
 *   is retried without capturing twice; while a capture or void is unsettled, no other starts;
 * - void, when a paid order is cancelled before capture: the payment is no longer held (refunded)
 *   before the cancel is written;
 * - refund, all that is left or part: the refunded total is raised with the pending step,
 *   conditional on the total as read (reserveCardRefund), so two staff clicking at once never both
 *   refund; a refusal gives the amount back, no answer keeps it counted (unknown) until the
 *   reconciler or staff (from the PowerTranz portal) settle it.
 */
import { randomUUID } from 'node:crypto';
import type { Order } from '../../core/orders/order.js';
import { staffOrderMessages } from '../../core/orders/staff-transitions.js';
import {
  assertCanCapture,
  assertCanRefund,
  assertNoStepPending,
  isApproved,
  JMD_CURRENCY_CODE,
  toGatewayAmount,
  type CardGatewayStep,
  type CardPaymentRecord,
  type GatewayAnswer,
} from '../../core/payments/card-payment.js';
import { cardAttemptMessages, cardPaymentMessages } from '../../core/payments/card-attempts.js';
import { RuleViolation } from '../../core/rule-violation.js';
import { reserveCardRefund, reserveCardStep, writeCardStepAnswer } from '../../data/card-payments.js';
import { capturePayment, refundPayment, voidPayment } from '../../data/powertranz-gateway.js';

function requireCardPayment(order: Order): CardPaymentRecord {
  if (!order.card_payment) throw new RuleViolation('invalid', cardAttemptMessages.notCardOrder);
  return order.card_payment;
}

/** The gateway's answer in words for staff: its code and message. */
const describeAnswer = (answer: GatewayAnswer) =>
  [answer.IsoResponseCode, answer.ResponseMessage].filter(Boolean).join(' ');

function pendingStep(kind: CardGatewayStep['kind'], amount: number, by: string): CardGatewayStep {
  return {
    kind,
    amount,
    at: new Date().toISOString(),
    by,
    state: 'pending',
    iso_response_code: null,
    response_message: null,
  };
}

/** What the gateway answered about a step (its own answer, or what its status inquiry reports). */
export interface StepVerdict {
  approved: boolean;
  iso_response_code: string | null;
  response_message: string | null;
  /** Staff's settlement, when they settled it from the PowerTranz portal instead of the gateway. */
  settled?: NonNullable<CardGatewayStep['settled']>;
}

const verdictOf = (answer: GatewayAnswer): StepVerdict => ({
  approved: isApproved(answer),
  iso_response_code: answer.IsoResponseCode,
  response_message: answer.ResponseMessage ?? null,
});

/**
 * Records the gateway's verdict on pending step `stepId` of `order`, once; `completesRefunds` says
 * whether an approved refund brings the refunds up to the capture (the payment is then refunded,
 * for `refundReason`). False when it was settled already.
 */
export function recordStepVerdict(
  order: Pick<Order, 'order_number'>,
  stepId: string,
  step: CardGatewayStep,
  verdict: StepVerdict,
  completesRefunds: boolean,
  refundReason: string | null = null,
): Promise<boolean> {
  const at = new Date().toISOString();
  const event =
    step.kind === 'void'
      ? { kind: 'refunded' as const, at, by: step.by, reason: cardPaymentMessages.voided }
      : step.kind === 'refund' && completesRefunds
        ? { kind: 'refunded' as const, at, by: step.by, reason: refundReason }
        : null;
  return writeCardStepAnswer(
    order.order_number,
    stepId,
    {
      kind: step.kind,
      state: verdict.approved ? 'approved' : 'refused',
      amount: step.amount,
      iso_response_code: verdict.iso_response_code,
      response_message: verdict.response_message,
      at,
      ...(verdict.settled ? { settled: verdict.settled } : {}),
    },
    event,
  );
}

/**
 * Asks the gateway for a reserved step: its answer, or null when none came (the step stays for the
 * reconciler). A request the gateway refused itself did nothing: the step is settled refused.
 */
async function askForStep(
  order: Order,
  stepId: string,
  step: CardGatewayStep,
  call: () => Promise<GatewayAnswer>,
): Promise<GatewayAnswer | null> {
  try {
    return await call();
  } catch (error) {
    if (!(error instanceof RuleViolation)) throw error;
    if (error.kind === 'unavailable') return null;
    const refused = { approved: false, iso_response_code: null, response_message: error.message };
    await recordStepVerdict(order, stepId, step, refused, false);
    throw error;
  }
}

/** Reserves a capture or void step, asks the gateway, records its answer; the answer. */
async function captureOrVoid(
  order: Order,
  step: CardGatewayStep,
  call: (stepId: string) => Promise<GatewayAnswer>,
): Promise<GatewayAnswer> {
  const stepId = randomUUID();
  if (!(await reserveCardStep(order.order_number, stepId, step))) {
    throw new RuleViolation('conflict', staffOrderMessages.changedMeanwhile);
  }
  const answer = await askForStep(order, stepId, step, () => call(stepId));
  if (!answer) throw new RuleViolation('unavailable', cardPaymentMessages.stepUnknown);
  await recordStepVerdict(order, stepId, step, verdictOf(answer), false);
  return answer;
}

/** Captures the order's stored total (at most what was authorised) before it leaves the shop. */
export async function captureCardPayment(order: Order, by: string): Promise<void> {
  const payment = requireCardPayment(order);
  const amount = toGatewayAmount(order.total);
  assertCanCapture({ ...payment, authorised: payment.amount }, amount);
  const answer = await captureOrVoid(order, pendingStep('capture', amount, by), (stepId) =>
    capturePayment(payment.transaction_identifier, amount, stepId),
  );
  if (!isApproved(answer)) {
    throw new RuleViolation('conflict', cardPaymentMessages.captureRefused(describeAnswer(answer)));
  }
}

/** Voids the authorisation of a paid order cancelled before capture. */
export async function voidCardPayment(order: Order, by: string): Promise<void> {
  const payment = requireCardPayment(order);
  assertNoStepPending(payment);
  const answer = await captureOrVoid(order, pendingStep('void', payment.amount, by), (stepId) =>
    voidPayment(payment.transaction_identifier, stepId),
  );
  if (!isApproved(answer)) {
    throw new RuleViolation('conflict', cardPaymentMessages.voidRefused(describeAnswer(answer)));
  }
}

/** Refunds `amount` (absent: all that is left of the capture) of a captured card payment. */
export async function refundCardPayment(
  order: Order,
  input: { amount: number | null; reason: string | null },
  by: string,
): Promise<void> {
  const { amount, reason } = input;
  const payment = requireCardPayment(order);
  const refund = toGatewayAmount(amount ?? payment.captured - payment.refunded);
  assertCanRefund(payment, refund);
  const stepId = randomUUID();
  const pending = pendingStep('refund', refund, by);
  if (!(await reserveCardRefund(order.order_number, stepId, pending, payment.refunded))) {
    throw new RuleViolation('conflict', staffOrderMessages.changedMeanwhile);
  }
  const answer = await askForStep(order, stepId, pending, () =>
    refundPayment(payment.transaction_identifier, refund, JMD_CURRENCY_CODE, stepId),
  );
  if (!answer) {
    await writeCardStepAnswer(
      order.order_number,
      stepId,
      { ...pending, state: 'unknown', at: new Date().toISOString() },
      null,
    );
    throw new RuleViolation('unavailable', cardPaymentMessages.refundUnknown);
  }
  const complete = Math.round((payment.refunded + refund) * 100) === Math.round(payment.captured * 100);
  const verdict = verdictOf(answer);
  if (!verdict.approved) {
    await recordStepVerdict(order, stepId, pending, verdict, false);
    throw new RuleViolation('conflict', cardPaymentMessages.refundRefused(describeAnswer(answer)));
  }
  await recordStepVerdict(order, stepId, pending, verdict, complete, reason);
}

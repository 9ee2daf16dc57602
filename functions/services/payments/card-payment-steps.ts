/**
 * What staff do with a card order's money at the gateway, each step kept on the order with the
 * gateway's answer (`card_payment.steps`):
 * - capture, when the order moves to dispatch or hand-over: the gateway first; a refusal or no answer
 *   refuses the move and writes nothing. An approved capture is recorded before the status moves, so
 *   a move that then loses a race (409) is retried without capturing twice;
 * - void, when a paid order is cancelled before capture: the gateway first, then the payment is no
 *   longer held (refunded) before the cancel is written;
 * - refund, all that is left or part: the refunded total is raised with a pending step BEFORE the
 *   gateway is asked, conditional on the total as read (data/card-payments.ts, reserveCardRefund),
 *   so two staff clicking at once never both refund; a refusal gives the amount back, no answer
 *   keeps it counted (pending) until staff check the PowerTranz portal.
 */
import { randomUUID } from 'node:crypto';
import type { Order } from '../../core/orders/order.js';
import { staffOrderMessages } from '../../core/orders/staff-transitions.js';
import {
  assertCanCapture,
  assertCanRefund,
  isApproved,
  JMD_CURRENCY_CODE,
  toGatewayAmount,
  type CardGatewayStep,
  type CardPaymentRecord,
  type GatewayAnswer,
} from '../../core/payments/card-payment.js';
import { cardAttemptMessages, cardPaymentMessages } from '../../core/payments/card-attempts.js';
import { RuleViolation } from '../../core/rule-violation.js';
import {
  recordCardCapture,
  recordCardVoid,
  reserveCardRefund,
  settleCardRefund,
} from '../../data/card-payments.js';
import { capturePayment, refundPayment, voidPayment } from '../../data/powertranz-gateway.js';
import { logger } from '../../shared/powertools.js';

function requireCardPayment(order: Order): CardPaymentRecord {
  if (!order.card_payment) throw new RuleViolation('invalid', cardAttemptMessages.notCardOrder);
  return order.card_payment;
}

/** The gateway's answer in words for staff: its code and message. */
const describeAnswer = (answer: GatewayAnswer) =>
  [answer.IsoResponseCode, answer.ResponseMessage].filter(Boolean).join(' ');

/** Asks the gateway; staff words when it does not answer (what it refused itself stays a 400). */
async function ask(call: () => Promise<GatewayAnswer>): Promise<GatewayAnswer> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof RuleViolation && error.kind === 'unavailable') {
      throw new RuleViolation('unavailable', cardPaymentMessages.staffGatewayUnavailable);
    }
    throw error;
  }
}

function step(kind: CardGatewayStep['kind'], amount: number, by: string, answer: GatewayAnswer | null) {
  return {
    kind,
    amount,
    at: new Date().toISOString(),
    by,
    state: answer ? 'approved' : 'pending',
    iso_response_code: answer?.IsoResponseCode ?? null,
    response_message: answer?.ResponseMessage ?? null,
  } satisfies CardGatewayStep;
}

/** Captures the order's stored total (at most what was authorised) before it leaves the shop. */
export async function captureCardPayment(order: Order, by: string): Promise<void> {
  const payment = requireCardPayment(order);
  const amount = toGatewayAmount(order.total);
  assertCanCapture({ authorised: payment.amount, captured: payment.captured }, amount);
  const answer = await ask(() => capturePayment(payment.transaction_identifier, amount));
  if (!isApproved(answer)) {
    throw new RuleViolation('conflict', cardPaymentMessages.captureRefused(describeAnswer(answer)));
  }
  if (!(await recordCardCapture(order.order_number, randomUUID(), step('capture', amount, by, answer)))) {
    logger.error('An approved capture could not be recorded', {
      orderNumber: order.order_number,
      transactionIdentifier: payment.transaction_identifier,
    });
    throw new RuleViolation('conflict', staffOrderMessages.changedMeanwhile);
  }
}

/** Voids the authorisation of a paid order cancelled before capture. */
export async function voidCardPayment(order: Order, by: string): Promise<void> {
  const payment = requireCardPayment(order);
  const answer = await ask(() => voidPayment(payment.transaction_identifier));
  if (!isApproved(answer)) {
    throw new RuleViolation('conflict', cardPaymentMessages.voidRefused(describeAnswer(answer)));
  }
  const voided = step('void', payment.amount, by, answer);
  const event = { kind: 'refunded' as const, at: voided.at, by, reason: cardPaymentMessages.voided };
  if (!(await recordCardVoid(order.order_number, randomUUID(), voided, event))) {
    logger.error('An approved void could not be recorded', {
      orderNumber: order.order_number,
      transactionIdentifier: payment.transaction_identifier,
    });
    throw new RuleViolation('conflict', staffOrderMessages.changedMeanwhile);
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
  const pending = step('refund', refund, by, null);
  if (!(await reserveCardRefund(order.order_number, stepId, pending, payment.refunded))) {
    throw new RuleViolation('conflict', staffOrderMessages.changedMeanwhile);
  }
  let answer: GatewayAnswer;
  try {
    answer = await refundPayment(payment.transaction_identifier, refund, JMD_CURRENCY_CODE);
  } catch (error) {
    if (!(error instanceof RuleViolation)) throw error;
    if (error.kind === 'unavailable') {
      await settleCardRefund(order.order_number, stepId, { ...unanswered('unknown'), amount: refund }, null);
      throw new RuleViolation('unavailable', cardPaymentMessages.refundUnknown);
    }
    // The gateway refused the request itself: nothing was refunded.
    await settleCardRefund(order.order_number, stepId, { ...unanswered('refused'), amount: refund }, null);
    throw error;
  }
  if (!isApproved(answer)) {
    await settleCardRefund(
      order.order_number,
      stepId,
      {
        state: 'refused',
        iso_response_code: answer.IsoResponseCode,
        response_message: answer.ResponseMessage ?? null,
        amount: refund,
      },
      null,
    );
    throw new RuleViolation('conflict', cardPaymentMessages.refundRefused(describeAnswer(answer)));
  }
  const complete = Math.round((payment.refunded + refund) * 100) === Math.round(payment.captured * 100);
  await settleCardRefund(
    order.order_number,
    stepId,
    {
      state: 'approved',
      iso_response_code: answer.IsoResponseCode,
      response_message: answer.ResponseMessage ?? null,
      amount: refund,
    },
    complete ? { kind: 'refunded', at: new Date().toISOString(), by, reason } : null,
  );
}

const unanswered = (state: 'unknown' | 'refused') => ({
  state,
  iso_response_code: null,
  response_message: null,
});

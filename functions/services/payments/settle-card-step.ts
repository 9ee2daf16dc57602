/**
 * Staff settle a card step the gateway did not answer, after looking the transaction up in the
 * PowerTranz merchant portal; recorded on the step with who and when (data/card-payments.ts).
 * - A refund (kept pending and counted): "went through" keeps it counted as approved (the shopper
 *   gets the "refund issued" mail, and a refund that completes the capture marks the payment
 *   refunded); "did not go through" gives its amount back, so it can be refunded again.
 * - A capture or void left pending past the reconciler's minutes (the gateway's inquiry did not
 *   settle it), which holds the order: settled as the gateway's own answer would have been, so a
 *   capture that went through is not asked again at dispatch, a void that went through lets the
 *   cancel finish without voiding again, and one that did not go through is asked again next time.
 * Each is one conditional write: two staff settling at once, or staff and a late answer, settle once.
 */
import type { Order } from '../../core/orders/order.js';
import { staffOrderMessages } from '../../core/orders/staff-transitions.js';
import { cardAttemptMessages } from '../../core/payments/card-attempts.js';
import {
  assertCanSettleCardStep,
  type CardGatewayStep,
  type CardStepOutcome,
} from '../../core/payments/card-payment.js';
import { RuleViolation } from '../../core/rule-violation.js';
import { writeStaffRefundSettlement } from '../../data/card-payments.js';
import { getStaffOrder } from '../orders/get-staff-order.js';
import { recordStepVerdict } from './card-payment-steps.js';

const cents = (amount: number) => Math.round(amount * 100);

/** Settles step `stepId` of the order's card payment for staff member `by`; the order afterwards. */
export async function settleCardStep(
  orderNumber: string,
  stepId: string,
  outcome: CardStepOutcome,
  by: string,
): Promise<Order> {
  const order = await getStaffOrder(orderNumber);
  const payment = order.card_payment;
  if (!payment) throw new RuleViolation('invalid', cardAttemptMessages.notCardOrder);
  const now = new Date();
  const step = assertCanSettleCardStep(
    Object.hasOwn(payment.steps, stepId) ? payment.steps[stepId] : undefined,
    now,
  );
  const settled = { by, at: now.toISOString(), outcome };
  const written =
    step.kind === 'refund'
      ? await settleRefund(order, stepId, step, settled)
      : await recordStepVerdict(
          order,
          stepId,
          step,
          { approved: outcome === 'went_through', iso_response_code: null, response_message: null, settled },
          false,
        );
  if (!written) throw new RuleViolation('conflict', staffOrderMessages.changedMeanwhile);
  return getStaffOrder(order.order_number);
}

function settleRefund(
  order: Order,
  stepId: string,
  step: CardGatewayStep,
  settled: NonNullable<CardGatewayStep['settled']>,
): Promise<boolean> {
  const payment = order.card_payment!;
  const wentThrough = settled.outcome === 'went_through';
  const refundedAfter = wentThrough ? payment.refunded : (cents(payment.refunded) - cents(step.amount)) / 100;
  const completes =
    wentThrough && order.payment_status === 'paid' && cents(refundedAfter) === cents(payment.captured);
  return writeStaffRefundSettlement(
    order.order_number,
    stepId,
    {
      from: step.state,
      state: wentThrough ? 'approved' : 'refused',
      refundedBefore: payment.refunded,
      refundedAfter,
      settled,
    },
    completes ? { kind: 'refunded', at: settled.at, by: settled.by, reason: null } : null,
  );
}

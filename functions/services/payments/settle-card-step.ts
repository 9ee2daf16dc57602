/**
 * Staff settle a card refund the gateway did not answer (kept pending and counted), after looking
 * the transaction up in the PowerTranz merchant portal: "went through" keeps it counted as approved
 * (the shopper gets the "refund issued" mail, and a refund that completes the capture marks the
 * payment refunded); "did not go through" gives its amount back, so it can be refunded again. One
 * conditional write, recorded on the step with who and when (data/card-payments.ts).
 */
import type { Order } from '../../core/orders/order.js';
import { staffOrderMessages } from '../../core/orders/staff-transitions.js';
import { cardAttemptMessages } from '../../core/payments/card-attempts.js';
import { assertCanSettleCardStep, type CardStepOutcome } from '../../core/payments/card-payment.js';
import { RuleViolation } from '../../core/rule-violation.js';
import { writeStaffRefundSettlement } from '../../data/card-payments.js';
import { getStaffOrder } from '../orders/get-staff-order.js';

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
  const wentThrough = outcome === 'went_through';
  const refundedAfter = wentThrough ? payment.refunded : (cents(payment.refunded) - cents(step.amount)) / 100;
  const at = now.toISOString();
  const completes =
    wentThrough && order.payment_status === 'paid' && cents(refundedAfter) === cents(payment.captured);
  const written = await writeStaffRefundSettlement(
    order.order_number,
    stepId,
    {
      from: step.state,
      state: wentThrough ? 'approved' : 'refused',
      refundedBefore: payment.refunded,
      refundedAfter,
      settled: { by, at, outcome },
    },
    completes ? { kind: 'refunded', at, by, reason: null } : null,
  );
  if (!written) throw new RuleViolation('conflict', staffOrderMessages.changedMeanwhile);
  return getStaffOrder(order.order_number);
}

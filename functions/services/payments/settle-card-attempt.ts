/**
 * Staff settle a card attempt handed to them ("needs review": the gateway's answer to its completion
 * was lost, or the completion stopped), after finding its TransactionIdentifier in the PowerTranz
 * merchant portal (the SPI has no outcome inquiry and the SpiToken is single-use):
 * - "Approved in the portal" (with the portal's authorisation code) marks the order paid exactly as
 *   an approved `spi/payment` answer does (the authorisation kept for capture at dispatch, a `paid`
 *   event, the "payment received" mail), in one conditional write, so it counts once;
 * - "Not paid" closes the attempt as declined: the order stays unpaid and can be paid again.
 * Either takes the order out of the staff queue when nothing else keeps it there.
 */
import type { Order } from '../../core/orders/order.js';
import { staffOrderMessages } from '../../core/orders/staff-transitions.js';
import { cardAttemptMessages } from '../../core/payments/card-attempts.js';
import {
  assertCanSettleCardAttempt,
  cardAttemptSettleMessages,
  isCardAttemptToSettle,
  type SettleCardAttempt,
} from '../../core/payments/card-payment.js';
import { RuleViolation } from '../../core/rule-violation.js';
import { writeStaffCardApproval, writeStaffCardAttemptNotPaid } from '../../data/card-payments.js';
import { getStaffOrder } from '../orders/get-staff-order.js';

/** Settles attempt `attemptId` of the order for staff member `by`; the order afterwards. */
export async function settleCardAttempt(
  orderNumber: string,
  attemptId: string,
  settlement: SettleCardAttempt,
  by: string,
): Promise<Order> {
  const order = await getStaffOrder(orderNumber);
  if (order.payment_method !== 'card') throw new RuleViolation('invalid', cardAttemptMessages.notCardOrder);
  const attempts = order.card_attempts ?? {};
  const attempt = assertCanSettleCardAttempt(
    Object.hasOwn(attempts, attemptId) ? attempts[attemptId] : undefined,
  );
  const at = new Date().toISOString();
  const settled = { by, at, outcome: settlement.outcome };
  if (settlement.outcome === 'not_paid') {
    if (!(await writeStaffCardAttemptNotPaid(order.order_number, attempt.transaction_identifier, settled)))
      throw new RuleViolation('conflict', cardAttemptSettleMessages.notToSettle);
    return getStaffOrder(order.order_number);
  }
  if (order.payment_status !== 'awaiting_payment' || order.status === 'cancelled')
    throw new RuleViolation('conflict', cardAttemptSettleMessages.approvedTooLate);
  const written = await writeStaffCardApproval(
    order.order_number,
    {
      authorization_code: settlement.authorization_code!,
      rrn: null,
      card_brand: null,
      card_last_four: null,
      transaction_identifier: attempt.transaction_identifier,
      amount: order.total,
      authorised_at: at,
      captured: 0,
      refunded: 0,
      voided_at: null,
      steps: {},
    },
    { kind: 'paid', at, by, reason: null },
    settled,
  );
  if (!written) {
    // Read again to say why: settled by someone else, or paid or cancelled meanwhile.
    const now = await getStaffOrder(order.order_number);
    const still = now.card_attempts?.[attemptId];
    if (!still || !isCardAttemptToSettle(still))
      throw new RuleViolation('conflict', cardAttemptSettleMessages.notToSettle);
    if (now.payment_status !== 'awaiting_payment' || now.status === 'cancelled')
      throw new RuleViolation('conflict', cardAttemptSettleMessages.approvedTooLate);
    throw new RuleViolation('conflict', staffOrderMessages.changedMeanwhile);
  }
  return getStaffOrder(order.order_number);
}

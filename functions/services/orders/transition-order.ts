/**
 * A staff member changes an order from its page: the order as stored now, the transition's rule
 * (core/orders/staff-transitions.ts), then one conditional write, so a second click, a second staff
 * member or the payment lapse racing it never wins twice (409). Cancelling returns the stock of the
 * products that still exist, in the same transaction. A card order's money moves at the gateway
 * first (services/payments/card-payment-steps.ts): captured when it leaves the shop, voided when a
 * paid order is cancelled before capture, refunded in full or in part.
 */
import {
  planStaffTransition,
  staffOrderMessages,
  type StaffTransition,
} from '../../core/orders/staff-transitions.js';
import type { Order } from '../../core/orders/order.js';
import { isCardCaptureDue, isCardVoidDue } from '../../core/payments/card-attempts.js';
import { RuleViolation } from '../../core/rule-violation.js';
import { getCartProducts } from '../../data/carts.js';
import { writePaymentChange } from '../../data/order-payments.js';
import { writeCancelledOrder, writeOrderStatus } from '../../data/orders.js';
import { getStaffOrder } from './get-staff-order.js';
import { captureCardPayment, refundCardPayment, voidCardPayment } from '../payments/card-payment-steps.js';

const refundReason = (transition: StaffTransition) =>
  transition.kind === 'refund' ? transition.reason : null;

/** Applies `transition` for staff member `by`; the order as it stands afterwards. */
export async function transitionOrder(
  orderNumber: string,
  transition: StaffTransition,
  by: string,
): Promise<Order> {
  const order = await getStaffOrder(orderNumber);
  const now = new Date();
  const plan = planStaffTransition(order, transition, { by, at: now.toISOString() });
  let written: boolean;
  if (plan.write === 'card-refund') {
    await refundCardPayment(order, { amount: plan.amount, reason: refundReason(transition) }, by);
    written = true;
  } else if (plan.write === 'payment') {
    const { write: _payment, ...change } = plan;
    written = await writePaymentChange({ orderNumber: order.order_number, ...change });
  } else if (plan.write === 'status') {
    if (isCardCaptureDue(order, plan.next)) await captureCardPayment(order, by);
    written = await writeOrderStatus(order, plan.next, now, plan.note);
  } else {
    if (isCardVoidDue(order)) await voidCardPayment(order, by);
    const existing = await getCartProducts(order.lines.map((line) => line.product_id));
    written = await writeCancelledOrder(order, new Set(existing.keys()));
  }
  if (!written) throw new RuleViolation('conflict', staffOrderMessages.changedMeanwhile);
  return getStaffOrder(order.order_number);
}

/**
 * Staff moving an order along its flow: only to the next step of the flow that fits how the order
 * reaches the shopper (a pickup order is made ready and collected, never in transit), and an order
 * that is not paid moves on only with a reason, kept on its status history.
 */
import * as z from 'zod';
import { PAYMENT } from './payment-limits.js';
import { orderMessages } from '../cart/cart-messages.js';
import { RuleViolation } from '../rule-violation.js';
import {
  getNextStatus,
  getOrderFlow,
  ORDER_STATUS_LABELS,
  ORDER_STATUSES,
  type Order,
  type OrderStatus,
} from './order.js';
import { getPaymentStatusLabel } from './payment.js';

const METHOD_WORDS = { pickup: 'a pickup order', delivery: 'a delivery order' } as const;

/** What the server says when a move is refused, in one place. */
const transitionMessages = {
  notInFlow: (orderNumber: string, target: string, method: keyof typeof METHOD_WORDS, next: string) =>
    `Order ${orderNumber} is ${METHOD_WORDS[method]}: ${target} is not one of its steps. Its next step is ${next}.`,
  notNext: (orderNumber: string, current: string, target: string, next: string) =>
    `Order ${orderNumber} is ${current}: it moves to ${next} next, not ${target}.`,
  reasonRequired: (orderNumber: string, payment: string, next: string) =>
    `reason: order ${orderNumber} is not paid (${payment}); give the reason it moves to ${next} before payment.`,
  reasonTooLong: `reason: must be at most ${PAYMENT.maxRejectReasonLength} characters`,
} as const;

/**
 * Body of "advance an order": the status the staff member chose (the one the admin offered; absent,
 * the next step) and, for an order not yet paid, why it moves on anyway.
 */
export const advanceOrderSchema = z
  .strictObject({
    status: z.enum(ORDER_STATUSES, 'must be an order status').optional(),
    reason: z
      .string('must be text')
      .trim()
      .max(PAYMENT.maxRejectReasonLength, transitionMessages.reasonTooLong)
      .optional(),
  })
  .optional();
export type AdvanceOrderInput = z.output<typeof advanceOrderSchema>;

type TransitionFacts = Pick<
  Order,
  'order_number' | 'status' | 'fulfilment' | 'payment_status' | 'payment_method'
>;

/**
 * Does moving to `next` need a reason? Yes while the order is not paid, except that a cash order is
 * made ready for pickup before the shopper pays at the counter (collecting it still needs the
 * payment, or a reason).
 */
export function needsReasonToMove(
  order: Omit<TransitionFacts, 'order_number' | 'fulfilment'>,
  next: OrderStatus,
): boolean {
  if (order.payment_status === 'paid') return false;
  return !(
    order.payment_method === 'cash_in_store' &&
    order.payment_status === 'awaiting_payment' &&
    next !== 'collected'
  );
}

/**
 * Throws unless the order may move to `input.status` (or, absent, its next step): refused with a
 * conflict when that is not the next step of the order's own flow, and as invalid when the order is
 * not paid and no reason is given. Returns the status and the reason to record.
 */
export function requireTransition(
  order: TransitionFacts,
  input: AdvanceOrderInput,
): { next: OrderStatus; reason: string | null } {
  const method = order.fulfilment.method;
  const next = getNextStatus(order.status, method);
  const label = (status: OrderStatus) => ORDER_STATUS_LABELS[status];
  if (!next) throw new RuleViolation('conflict', orderMessages.cannotAdvance(label(order.status)));
  const target = input?.status ?? next;
  if (target !== next) {
    const message = getOrderFlow(method).includes(target)
      ? transitionMessages.notNext(order.order_number, label(order.status), label(target), label(next))
      : transitionMessages.notInFlow(order.order_number, label(target), method, label(next));
    throw new RuleViolation('conflict', message);
  }
  const reason = input?.reason ? input.reason : null;
  if (!reason && needsReasonToMove(order, next)) {
    throw new RuleViolation(
      'invalid',
      transitionMessages.reasonRequired(order.order_number, getPaymentStatusLabel(order), label(next)),
    );
  }
  return { next, reason };
}

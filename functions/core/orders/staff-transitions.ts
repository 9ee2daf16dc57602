/**
 * The five things staff do to an order from its page (mark it paid, refund it, reject its proof of
 * payment, move it one step along its flow, cancel it), each with its own rule, and what staff are
 * told when the order is not there or moved under them. The workflow that reads, checks and writes
 * them is services/orders/transition-order.ts.
 */
import { orderMessages } from '../cart/cart-messages.js';
import { RuleViolation } from '../rule-violation.js';
import { canCancel, ORDER_STATUS_LABELS, type Order, type OrderStatus } from './order.js';
import { requireTransition, type AdvanceOrderInput } from './order-transitions.js';
import { requireAwaitingPayment, requirePaid, requireProofToReject } from './payment-actions.js';
import { paymentMessages } from './payment-messages.js';
import { canStaffMarkPaid, type PaymentEvent, type PaymentStatus } from './payment.js';

/** What staff are told, in one place (they never gave an e-mail address, so none is mentioned). */
export const staffOrderMessages = {
  notFound: 'There is no order with that number.',
  changedMeanwhile: paymentMessages.changedMeanwhile,
} as const;

export type StaffTransition =
  | { kind: 'mark-paid' }
  | { kind: 'refund'; reason: string | null; amount: number | null }
  | { kind: 'reject-proof'; reason: string }
  | { kind: 'advance'; input: AdvanceOrderInput }
  | { kind: 'cancel' };

/** The one conditional write a transition makes (it fails when the order moved meanwhile). */
export type TransitionWrite =
  | { write: 'payment'; expected: PaymentStatus; next?: PaymentStatus; event: PaymentEvent }
  | { write: 'status'; next: OrderStatus; note: { by: string; reason: string | null } }
  | { write: 'cancel' }
  /** A card order is refunded at the gateway (services/payments/card-payment-steps.ts). */
  | { write: 'card-refund'; amount: number | null };

/**
 * Checks `transition` against the order as read (a refused one throws a RuleViolation: a conflict
 * naming the order's state, or invalid input) and returns the write it makes, done by `by` at `at`.
 */
export function planStaffTransition(
  order: Pick<
    Order,
    'order_number' | 'status' | 'fulfilment' | 'payment_status' | 'payment_method' | 'payment_proof'
  >,
  transition: StaffTransition,
  actor: { by: string; at: string },
): TransitionWrite {
  const event = (kind: PaymentEvent['kind'], reason: string | null): PaymentEvent => ({
    kind,
    at: actor.at,
    by: actor.by,
    reason,
  });
  switch (transition.kind) {
    case 'mark-paid':
      requireAwaitingPayment(order);
      // No card order is paid without the gateway's approved answer (services/payments), and an
      // order on account is paid by the company's payment recorded on its statement.
      if (!canStaffMarkPaid(order.payment_method)) {
        throw new RuleViolation(
          'conflict',
          order.payment_method === 'card'
            ? paymentMessages.cardPaidByGatewayOnly
            : paymentMessages.onAccountPaidByStatement,
        );
      }
      return { write: 'payment', expected: 'awaiting_payment', next: 'paid', event: event('paid', null) };
    case 'refund':
      requirePaid(order);
      if (order.payment_method === 'card') return { write: 'card-refund', amount: transition.amount };
      if (transition.amount !== null) throw new RuleViolation('invalid', paymentMessages.partRefundCardOnly);
      return {
        write: 'payment',
        expected: 'paid',
        next: 'refunded',
        event: event('refunded', transition.reason),
      };
    case 'reject-proof':
      requireProofToReject(order);
      return { write: 'payment', expected: 'awaiting_payment', event: event('rejected', transition.reason) };
    case 'advance': {
      const { next, reason } = requireTransition(order, transition.input);
      return { write: 'status', next, note: { by: actor.by, reason } };
    }
    case 'cancel':
      if (!canCancel(order.status)) {
        throw new RuleViolation('conflict', orderMessages.cannotCancel(ORDER_STATUS_LABELS[order.status]));
      }
      return { write: 'cancel' };
  }
}

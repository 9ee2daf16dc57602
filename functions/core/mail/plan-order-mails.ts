/**
 * Which e-mails a change to an order item calls for, decided from the item before and after the
 * change (the table stream's OldImage and NewImage), never inside the order request:
 * - placed (no item before): "order received" to the shopper and "new order" to staff;
 * - payment status becomes paid: "payment received";
 * - each new payment event of kind `rejected`: "proof not accepted" with its reason;
 * - each new payment event of kind `proof_uploaded`: "proof of payment received" to staff;
 * - status moves to processed, in transit, delivered, ready for pickup or collected: one mail each;
 * - status becomes cancelled: "order cancelled", or "order lapsed" when the payment status is lapsed;
 * - each card refund the gateway approved: "refund issued" with its amount;
 * - placed awaiting approval (above the buyer's spending limit): "approval requested" to the company
 *   admin as well; once decided, "approved" or "declined" (instead of "cancelled") to the buyer.
 *
 * Each planned mail has an id unique within its order (`kind`, or `kind#index` for per-event mails),
 * which the sender records once sent, so a stream record delivered twice sends nothing twice.
 */
import type { Order } from '../orders/order.js';

export const ORDER_MAIL_KINDS = [
  'order_received',
  'new_order',
  'payment_received',
  'proof_rejected',
  'status_processed',
  'status_in_transit',
  'status_delivered',
  'status_ready_for_pickup',
  'status_collected',
  'proof_received',
  'cancelled',
  'lapsed',
  'card_refunded',
  'approval_requested',
  'approval_approved',
  'approval_declined',
] as const;
export type OrderMailKind = (typeof ORDER_MAIL_KINDS)[number];

/** The fields of an order item the planner reads; the payment fields are absent on older orders. */
export type OrderMailFacts = Pick<Order, 'order_number' | 'status'> &
  Partial<Pick<Order, 'payment_status' | 'payment_events' | 'card_payment'>>;

export interface PlannedMail {
  /** Unique within the order: what the sender records once the mail is sent. */
  id: string;
  kind: OrderMailKind;
  /** `company_admin`: the admin of the company whose buyer's order waits for approval. */
  to: 'shopper' | 'staff' | 'company_admin';
  /** The rejection reason of a "proof not accepted" mail. */
  reason?: string;
  /** The amount of a "refund issued" mail. */
  amount?: number;
}

const STATUS_MAILS: Partial<Record<Order['status'], OrderMailKind>> = {
  processed: 'status_processed',
  in_transit: 'status_in_transit',
  delivered: 'status_delivered',
  ready_for_pickup: 'status_ready_for_pickup',
  collected: 'status_collected',
};

const mail = (kind: OrderMailKind, to: PlannedMail['to'] = 'shopper'): PlannedMail => ({
  id: kind,
  kind,
  to,
});

/** The mails a change calls for, in the order they should go out. */
export function planOrderMails(before: OrderMailFacts | undefined, after: OrderMailFacts): PlannedMail[] {
  if (!before) {
    const placed = [mail('order_received'), mail('new_order', 'staff')];
    return after.status === 'awaiting_approval'
      ? [...placed, mail('approval_requested', 'company_admin')]
      : placed;
  }

  const planned: PlannedMail[] = [];
  if (after.payment_status === 'paid' && before.payment_status !== 'paid')
    planned.push(mail('payment_received'));

  const earlierEvents = before.payment_events?.length ?? 0;
  (after.payment_events ?? []).forEach((event, index) => {
    if (index < earlierEvents) return;
    if (event.kind === 'proof_uploaded') {
      planned.push({ id: `proof_received#${index}`, kind: 'proof_received', to: 'staff' });
    }
    if (event.kind !== 'rejected') return;
    planned.push({
      id: `proof_rejected#${index}`,
      kind: 'proof_rejected',
      to: 'shopper',
      reason: event.reason ?? '',
    });
  });

  const refundsBefore = before.card_payment?.steps ?? {};
  Object.entries(after.card_payment?.steps ?? {}).forEach(([id, step]) => {
    if (step.kind !== 'refund' || step.state !== 'approved' || refundsBefore[id]?.state === 'approved')
      return;
    planned.push({ id: `card_refunded#${id}`, kind: 'card_refunded', to: 'shopper', amount: step.amount });
  });

  if (before.status === 'awaiting_approval' && after.status !== before.status) {
    planned.push(mail(after.status === 'cancelled' ? 'approval_declined' : 'approval_approved'));
  } else if (after.status !== before.status) {
    const statusMail = STATUS_MAILS[after.status];
    if (statusMail) planned.push(mail(statusMail));
    if (after.status === 'cancelled')
      planned.push(mail(after.payment_status === 'lapsed' ? 'lapsed' : 'cancelled'));
  }
  return planned;
}

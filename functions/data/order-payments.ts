/**
 * Payment changes of an order item: each is one conditional update that appends a payment event,
 * so two staff clicks (or a click racing the lapse) cannot both win, and keeps the order's place in
 * the staff queue in step (data/staff-queue.ts).
 */
import type { DocumentKind } from '../core/orders/payment-documents.js';
import type { PaymentEvent, PaymentStatus, StoredDocument } from '../core/orders/payment.js';
import { updateOrderInQueue } from './staff-queue.js';

interface PaymentChange {
  orderNumber: string;
  /** The change applies only while the order is at this payment status (and, awaiting payment, not cancelled). */
  expected: PaymentStatus;
  next?: PaymentStatus;
  event: PaymentEvent;
  /** A stored document to record with the event. */
  document?: { kind: DocumentKind; file: StoredDocument };
}

/** Applies the change; false when the order moved meanwhile (or does not exist). */
export async function writePaymentChange(change: PaymentChange): Promise<boolean> {
  const sets = ['payment_events = list_append(payment_events, :event)', 'updated_at = :now'];
  const names: Record<string, string> = {};
  const values: Record<string, unknown> = {
    ':event': [change.event],
    ':now': change.event.at,
    ':expected': change.expected,
  };
  const conditions = ['payment_status = :expected'];
  if (change.expected === 'awaiting_payment') {
    conditions.push('#status <> :cancelled');
    names['#status'] = 'status';
    values[':cancelled'] = 'cancelled';
  }
  if (change.next) {
    sets.push('payment_status = :next');
    values[':next'] = change.next;
  }
  if (change.document?.kind === 'payment_proof') {
    // The latest proof, and every proof kept in order so staff can open each one.
    sets.push(
      'payment_proof = :file',
      'payment_proofs = list_append(if_not_exists(payment_proofs, :none), :files)',
    );
    values[':file'] = change.document.file;
    values[':files'] = [change.document.file];
    values[':none'] = [];
  } else if (change.document?.kind === 'purchase_order') {
    sets.push('purchase_order.#document = :file');
    names['#document'] = 'document';
    values[':file'] = change.document.file;
    conditions.push('attribute_type(purchase_order, :map)');
    values[':map'] = 'M';
  }
  // A proof uploaded, rejected, or the order paid or lapsed moves it into or out of the staff queue.
  return updateOrderInQueue(
    change.orderNumber,
    {
      set: sets,
      condition: `attribute_exists(pk) AND ${conditions.join(' AND ')}`,
      names,
      values,
    },
    (order) => ({
      ...order,
      payment_status: change.next ?? order.payment_status,
      payment_events: [...order.payment_events, change.event],
    }),
  );
}

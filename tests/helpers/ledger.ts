/** Entries of a company's account ledger, for tests of statements, holds and reminders. */
import type { InvoiceEntry, PaymentEntry } from '../../functions/core/business/statement.js';

/** An invoice for an order on account; booked at midnight UTC of its due day unless `at` says when. */
export function ledgerInvoice(
  order: string,
  amount: number,
  dueOn: string,
  at = `${dueOn}T00:00:00.000Z`,
): InvoiceEntry {
  return { kind: 'invoice', at, order_number: order, amount, due_on: dueOn };
}

/** A payment staff recorded at `at`; its id is the time it was recorded. */
export function ledgerPayment(
  amount: number,
  at: string,
  method: PaymentEntry['method'],
  reference: string,
): PaymentEntry {
  return { kind: 'payment', at, id: `p-${at}`, amount, method, reference, recorded_by: 'staff@example.test' };
}

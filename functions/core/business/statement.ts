/**
 * A company's statement: its on-account invoices and the payments staff recorded, the balance, the
 * invoices still open and their ageing by days overdue. Payments settle only invoices whose order
 * may take a payment (`canTakePayment`: not one still waiting for the company admin's approval,
 * which can yet be declined), the one payable first first; what they do not settle is the company's
 * credit, which settles the next invoice that becomes payable.
 */
import { canTakePayment } from '../orders/payable.js';
import { toShopDayOf } from '../shop-time.js';
import { BUSINESS } from './company.js';

export interface InvoiceEntry {
  kind: 'invoice';
  at: string;
  order_number: string;
  amount: number;
  /**
   * Null while the order waits for its company admin's approval: its terms start at the approval,
   * which sets it (it is never overdue, reminded or held for before then).
   */
  due_on: string | null;
  /**
   * When the company admin approved it, for an order that waited for the approval (absent for one
   * placed within its buyer's limit, and for invoices approved before it was written): it is payable
   * from then.
   */
  approved_at?: string;
}

export interface PaymentEntry {
  kind: 'payment';
  at: string;
  id: string;
  amount: number;
  method: 'bank_transfer' | 'cheque';
  reference: string;
  recorded_by: string | null;
}

export type LedgerEntry = InvoiceEntry | PaymentEntry;

export interface OpenInvoice extends InvoiceEntry {
  outstanding: number;
  days_overdue: number;
}

export const AGEING_BUCKETS = ['current', '1_30', '31_60', '61_90', 'over_90'] as const;
export type AgeingBucket = (typeof AGEING_BUCKETS)[number];

export interface Statement {
  /** Invoiced less paid: the invoices awaiting approval count (they hold credit); below zero when paid ahead. */
  balance: number;
  /** Payments not settled against any invoice yet (paid ahead, or an order awaiting approval still unpaid). */
  credit: number;
  open_invoices: OpenInvoice[];
  payments: PaymentEntry[];
  ageing: Record<AgeingBucket, number>;
}

const toCents = (value: number) => Math.round(value * 100) / 100;

/** Whole days from the due date (a shop day) to the shop day `today`; 0 or less is not overdue (nor is no due date yet). */
function daysOverdue(dueOn: string | null, today: string): number {
  if (dueOn === null) return 0;
  return Math.round((Date.parse(today) - Date.parse(dueOn)) / 86_400_000);
}

/** The bucket of an invoice `days` overdue. */
export function getAgeingBucket(days: number): AgeingBucket {
  const [current, first, second, third] = BUSINESS.ageingBucketBounds;
  if (days <= current) return 'current';
  if (days <= first) return '1_30';
  if (days <= second) return '31_60';
  if (days <= third) return '61_90';
  return 'over_90';
}

/**
 * May a payment be put against this invoice? Only when its order may take one (`canTakePayment`).
 * An invoice is on the ledger only while its order on account is not cancelled (a cancel or a
 * decline withdraws it) and awaits the company's payment; its due date is null exactly while the
 * order waits for its company admin's approval (the approval writes it).
 */
function canInvoiceTakePayment(invoice: Pick<InvoiceEntry, 'due_on'>): boolean {
  return canTakePayment({
    status: invoice.due_on === null ? 'awaiting_approval' : 'confirmed',
    payment_status: 'awaiting_payment',
  });
}

/** When an invoice became payable: its approval, or its placing when it did not wait for one. */
const payableFrom = (invoice: InvoiceEntry) => invoice.approved_at ?? invoice.at;

/**
 * What the payments settle of each invoice: the payable invoices (`canInvoiceTakePayment`) in the
 * order they became payable, so an invoice approved later queues behind the ones already payable
 * and never takes the money of one already settled; the rest of the money is the company's credit.
 */
function allocatePayments(
  invoices: readonly InvoiceEntry[],
  paid: number,
): { settled: Map<InvoiceEntry, number>; credit: number } {
  const payable = invoices
    .filter(canInvoiceTakePayment)
    .toSorted((a, b) => payableFrom(a).localeCompare(payableFrom(b)) || a.at.localeCompare(b.at));
  const settled = new Map<InvoiceEntry, number>();
  let credit = toCents(paid);
  for (const invoice of payable) {
    const amount = Math.min(credit, invoice.amount);
    settled.set(invoice, amount);
    credit = toCents(credit - amount);
  }
  return { settled, credit };
}

/** The statement on `today` (a shop day or an instant): payments settle the payable invoices, first payable first. */
export function buildStatement(entries: readonly LedgerEntry[], today: string): Statement {
  const day = toShopDayOf(today);
  const invoices = entries
    .filter((entry): entry is InvoiceEntry => entry.kind === 'invoice')
    .toSorted((a, b) => a.at.localeCompare(b.at));
  const payments = entries
    .filter((entry): entry is PaymentEntry => entry.kind === 'payment')
    .toSorted((a, b) => a.at.localeCompare(b.at));
  const { settled, credit } = allocatePayments(
    invoices,
    payments.reduce((sum, payment) => sum + payment.amount, 0),
  );
  const open: OpenInvoice[] = [];
  for (const invoice of invoices) {
    const outstanding = toCents(invoice.amount - (settled.get(invoice) ?? 0));
    if (outstanding > 0)
      open.push({ ...invoice, outstanding, days_overdue: Math.max(0, daysOverdue(invoice.due_on, day)) });
  }
  const ageing = Object.fromEntries(AGEING_BUCKETS.map((bucket) => [bucket, 0])) as Record<
    AgeingBucket,
    number
  >;
  for (const invoice of open) {
    const bucket = getAgeingBucket(invoice.days_overdue);
    ageing[bucket] = toCents(ageing[bucket] + invoice.outstanding);
  }
  const invoiced = invoices.reduce((sum, invoice) => sum + invoice.amount, 0);
  const paid = payments.reduce((sum, payment) => sum + payment.amount, 0);
  return { balance: toCents(invoiced - paid), credit, open_invoices: open, payments, ageing };
}

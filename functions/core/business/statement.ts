/**
 * A company's statement: its on-account invoices and the payments staff recorded, the balance, the
 * invoices still open (payments settle the oldest invoice first) and their ageing by days overdue.
 */
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
  balance: number;
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

/** The statement on `today` (a shop day or an instant): payments settle the oldest invoices first. */
export function buildStatement(entries: readonly LedgerEntry[], today: string): Statement {
  const day = toShopDayOf(today);
  const invoices = entries
    .filter((entry): entry is InvoiceEntry => entry.kind === 'invoice')
    .toSorted((a, b) => a.at.localeCompare(b.at));
  const payments = entries
    .filter((entry): entry is PaymentEntry => entry.kind === 'payment')
    .toSorted((a, b) => a.at.localeCompare(b.at));
  let credit = payments.reduce((sum, payment) => sum + payment.amount, 0);
  const open: OpenInvoice[] = [];
  for (const invoice of invoices) {
    const settled = Math.min(credit, invoice.amount);
    credit = toCents(credit - settled);
    const outstanding = toCents(invoice.amount - settled);
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
  return { balance: toCents(invoiced - paid), open_invoices: open, payments, ageing };
}

/**
 * The daily account job's rules: which open invoices get a reminder (a few days before they fall due,
 * and once overdue) and when an account goes on hold (an invoice more than 30 days overdue). A hold
 * stops new on-account orders until it is lifted: an automatic hold by the payments that clear the
 * invoices over the line, a hold staff put on by staff. Days are Jamaica's (functions/core/shop-time.ts).
 */
import * as z from 'zod';
import { UTC_OFFSET_HOURS } from '../shop-time.js';
import type { OpenInvoice, Statement } from './statement.js';

export const ACCOUNT_JOB = {
  /** The reminder before the due date goes this many days before it (and on any day up to it). */
  reminderDaysBeforeDue: 3,
  /** An account with an invoice more than this many days overdue goes on hold. */
  holdAfterDaysOverdue: 30,
  /** The hour of Jamaica's day (UTC-5, no daylight saving) the job runs: before the working day. */
  runAtShopHour: 7,
} as const;

/** The UTC hour the daily job runs at (the EventBridge cron's and the local timer's one source). */
export const ACCOUNT_JOB_UTC_HOUR = (ACCOUNT_JOB.runAtShopHour - UTC_OFFSET_HOURS + 24) % 24;

export const REMINDER_STAGES = ['due_soon', 'overdue'] as const;
export type ReminderStage = (typeof REMINDER_STAGES)[number];

/** A reminder the job sent (its record makes it once per invoice and stage). */
export interface AccountReminder {
  company_id: string;
  order_number: string;
  stage: ReminderStage;
  due_on: string;
  outstanding: number;
  /** Where it is mailed: the company admin. */
  email: string;
  company_name: string;
  sent_at: string;
}

/** Why an account is on hold, and who put it on when. */
export interface CompanyHold {
  kind: 'automatic' | 'manual';
  reason: string;
  /** Staff's e-mail for a manual hold; null for the daily job's. */
  by: string | null;
  at: string;
  /** The invoices over the line (automatic holds) and what clears them. */
  invoices: { order_number: string; due_on: string; outstanding: number }[];
  amount_due: number;
}

/** Whole days from `today` to `dueOn` (both YYYY-MM-DD): 0 on the due day, negative once past. */
function daysUntil(dueOn: string, today: string): number {
  return Math.round((Date.parse(dueOn) - Date.parse(today)) / 86_400_000);
}

/** An open invoice with a due date: not one whose order still waits for its company admin's approval. */
type DatedInvoice = OpenInvoice & { due_on: string };
const isDated = (invoice: OpenInvoice): invoice is DatedInvoice => invoice.due_on !== null;

/**
 * The stage an open invoice is in on `today` (a shop day), or null when no reminder is due yet (nor
 * before it has a due date: its order waits for approval).
 */
export function getReminderStage(invoice: Pick<OpenInvoice, 'due_on'>, today: string): ReminderStage | null {
  if (invoice.due_on === null) return null;
  const days = daysUntil(invoice.due_on, today);
  if (days < 0) return 'overdue';
  if (days <= ACCOUNT_JOB.reminderDaysBeforeDue) return 'due_soon';
  return null;
}

/** `order#stage`: how a sent reminder is known. */
export const reminderId = (orderNumber: string, stage: ReminderStage) => `${orderNumber}#${stage}`;

/**
 * The reminders due on `today` that were not sent before (`sent` holds `reminderId`s): one per open
 * invoice, in its current stage. An invoice first seen already overdue gets only the overdue one.
 */
export function getRemindersDue(
  openInvoices: readonly OpenInvoice[],
  today: string,
  sent: ReadonlySet<string>,
): { invoice: DatedInvoice; stage: ReminderStage }[] {
  return openInvoices.filter(isDated).flatMap((invoice) => {
    const stage = getReminderStage(invoice, today);
    return stage && !sent.has(reminderId(invoice.order_number, stage)) ? [{ invoice, stage }] : [];
  });
}

/** The open invoices that put an account on hold on `today`: more than 30 days overdue. */
export function getInvoicesOverHoldLine(openInvoices: readonly OpenInvoice[], today: string): DatedInvoice[] {
  return openInvoices
    .filter(isDated)
    .filter((invoice) => -daysUntil(invoice.due_on, today) > ACCOUNT_JOB.holdAfterDaysOverdue);
}

/** The automatic hold the statement calls for on `today`, or null when no invoice is over the line. */
export function getAutomaticHold(statement: Statement, today: string, at: string): CompanyHold | null {
  const over = getInvoicesOverHoldLine(statement.open_invoices, today);
  if (over.length === 0) return null;
  return {
    kind: 'automatic',
    reason: `Invoice${over.length > 1 ? 's' : ''} ${over.map((i) => i.order_number).join(', ')} more than ${ACCOUNT_JOB.holdAfterDaysOverdue} days overdue`,
    by: null,
    at,
    invoices: over.map(({ order_number, due_on, outstanding }) => ({ order_number, due_on, outstanding })),
    amount_due: Math.round(over.reduce((sum, invoice) => sum + invoice.outstanding, 0) * 100) / 100,
  };
}

/**
 * Do the payments recorded clear an automatic hold on `today`? Every invoice it named is paid and no
 * other invoice is over the line now (staff's manual hold is never cleared by a payment).
 */
export function isHoldCleared(hold: CompanyHold, statement: Statement, today: string): boolean {
  if (hold.kind !== 'automatic') return false;
  const open = new Set(statement.open_invoices.map((invoice) => invoice.order_number));
  return (
    hold.invoices.every((invoice) => !open.has(invoice.order_number)) &&
    getInvoicesOverHoldLine(statement.open_invoices, today).length === 0
  );
}

/** Staff put an account on hold, or lift its hold, by hand: always with a reason. */
export const companyHoldSchema = z.strictObject({
  action: z.enum(['hold', 'lift'], 'must be hold or lift'),
  reason: z.string('is required').trim().min(1, 'is required').max(300, 'must be at most 300 characters'),
});

/** Staff's hold: no invoices to pay named; a payment never lifts it. */
export function buildManualHold(reason: string, by: string, at: string): CompanyHold {
  return { kind: 'manual', reason, by, at, invoices: [], amount_due: 0 };
}

import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_JOB,
  getAutomaticHold,
  isHoldCleared,
  getReminderStage,
  getRemindersDue,
  reminderId,
} from '../../../../functions/core/business/account-holds.js';
import { buildStatement, type LedgerEntry } from '../../../../functions/core/business/statement.js';
import { toShopDay } from '../../../../functions/core/shop-time.js';
import { ledgerInvoice, ledgerPayment } from '../../../helpers/ledger.js';

const invoice = (order: string, amount: number, dueOn: string): LedgerEntry =>
  ledgerInvoice(order, amount, dueOn, '2026-01-01T12:00:00.000Z');
const payment = (amount: number, at: string): LedgerEntry =>
  ledgerPayment(amount, at, 'bank_transfer', 'TRF');

describe('invoice reminders', () => {
  it(`reminds ${ACCOUNT_JOB.reminderDaysBeforeDue} days before the due date and up to it, and as overdue the day after`, () => {
    const due = { due_on: '2026-03-10' };
    expect(getReminderStage(due, '2026-03-06')).toBeNull();
    expect(getReminderStage(due, '2026-03-07')).toBe('due_soon');
    expect(getReminderStage(due, '2026-03-10')).toBe('due_soon');
    expect(getReminderStage(due, '2026-03-11')).toBe('overdue');
  });

  it('counts days on the Jamaica calendar: 11:30 pm in Kingston on the due day is not overdue yet', () => {
    // 2026-03-11T04:30Z is 23:30 on the 10th in Kingston (UTC-5).
    const today = toShopDay('2026-03-11T04:30:00.000Z');
    expect(today).toBe('2026-03-10');
    expect(getReminderStage({ due_on: '2026-03-10' }, today)).toBe('due_soon');
    expect(getReminderStage({ due_on: '2026-03-10' }, toShopDay('2026-03-11T05:00:00.000Z'))).toBe('overdue');
  });

  it('names each open invoice once per stage: not again once sent, and not for what is paid', () => {
    const today = '2026-03-11';
    const statement = buildStatement(
      [
        invoice('PAID', 500, '2026-03-01'),
        invoice('LATE', 1_000, '2026-03-10'),
        invoice('SOON', 2_000, '2026-03-13'),
        invoice('LATER', 3_000, '2026-03-20'),
        payment(500, '2026-03-02T15:00:00.000Z'),
      ],
      today,
    );
    const due = getRemindersDue(statement.open_invoices, today, new Set());
    expect(due.map(({ invoice: i, stage }) => [i.order_number, stage])).toEqual([
      ['LATE', 'overdue'],
      ['SOON', 'due_soon'],
    ]);
    const sent = new Set([reminderId('LATE', 'overdue'), reminderId('SOON', 'due_soon')]);
    expect(getRemindersDue(statement.open_invoices, today, sent)).toEqual([]);
    // The next stage of an invoice reminded before is still due.
    expect(
      getRemindersDue(statement.open_invoices, '2026-03-14', sent).map(({ invoice: i, stage }) =>
        reminderId(i.order_number, stage),
      ),
    ).toEqual(['SOON#overdue']);
  });
});

describe('automatic hold', () => {
  it(`applies only once an invoice is more than ${ACCOUNT_JOB.holdAfterDaysOverdue} days overdue`, () => {
    const entries = [invoice('A', 1_000, '2026-03-01'), invoice('B', 250.5, '2026-03-20')];
    // 30 days after 2026-03-01 is 2026-03-31: exactly 30 overdue, no hold yet.
    expect(getAutomaticHold(buildStatement(entries, '2026-03-31'), '2026-03-31', 'now')).toBeNull();
    const hold = getAutomaticHold(buildStatement(entries, '2026-04-01'), '2026-04-01', 'now');
    expect(hold).toMatchObject({
      kind: 'automatic',
      by: null,
      invoices: [{ order_number: 'A', due_on: '2026-03-01', outstanding: 1_000 }],
      amount_due: 1_000,
    });
    expect(hold!.reason).toContain('A');
    expect(hold!.reason).toContain('30 days overdue');
  });

  it('no longer applies when payments clear the invoices over the line, though later ones stay open', () => {
    const entries = [
      invoice('A', 1_000, '2026-03-01'),
      invoice('B', 400, '2026-04-15'),
      payment(1_000, '2026-04-05T14:00:00.000Z'),
    ];
    expect(getAutomaticHold(buildStatement(entries, '2026-04-10'), '2026-04-10', 'now')).toBeNull();
    const partly = [invoice('A', 1_000, '2026-03-01'), payment(999.99, '2026-04-05T14:00:00.000Z')];
    expect(getAutomaticHold(buildStatement(partly, '2026-04-10'), '2026-04-10', 'now')?.amount_due).toBe(
      0.01,
    );
  });
});

describe('lifting an automatic hold', () => {
  const entries = [invoice('A', 1_000, '2026-03-01'), invoice('B', 400, '2026-04-15')];
  const hold = getAutomaticHold(buildStatement(entries, '2026-04-05'), '2026-04-05', 'then')!;

  it('waits until every invoice it named is paid, not only what is overdue today', () => {
    const partly = [...entries, payment(999, '2026-04-06T14:00:00.000Z')];
    expect(isHoldCleared(hold, buildStatement(partly, '2026-04-06'), '2026-04-06')).toBe(false);
    // Even on a day A would not be over the line (a payment recorded with the clock earlier).
    expect(isHoldCleared(hold, buildStatement(partly, '2026-03-02'), '2026-03-02')).toBe(false);
    const paid = [...entries, payment(1_000, '2026-04-06T14:00:00.000Z')];
    expect(isHoldCleared(hold, buildStatement(paid, '2026-04-06'), '2026-04-06')).toBe(true);
  });

  it('stays while another invoice is over the line, and a manual hold is never lifted by a payment', () => {
    const paid = [...entries, payment(1_000, '2026-04-06T14:00:00.000Z')];
    expect(isHoldCleared(hold, buildStatement(paid, '2026-05-20'), '2026-05-20')).toBe(false);
    const manual = { ...hold, kind: 'manual' as const, by: 'staff@example.test' };
    expect(isHoldCleared(manual, buildStatement(paid, '2026-04-06'), '2026-04-06')).toBe(false);
  });
});

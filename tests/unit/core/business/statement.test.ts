import { describe, expect, it } from 'vitest';
import type { Company } from '../../../../functions/core/business/company.js';
import { getBuyerTerms } from '../../../../functions/core/business/company.js';
import { getGctTreatment, requireOnAccount } from '../../../../functions/core/business/order-terms.js';
import { buildStatement, type LedgerEntry } from '../../../../functions/core/business/statement.js';
import { ledgerInvoice, ledgerPayment } from '../../../helpers/ledger.js';

const invoice = ledgerInvoice;
const payment = (amount: number, at: string): LedgerEntry => ledgerPayment(amount, at, 'cheque', 'CHQ');

describe('company statement', () => {
  it('ages open invoices by days overdue: current, 1-30, 31-60, 61-90, over 90', () => {
    const today = '2026-06-30';
    const statement = buildStatement(
      [
        invoice('A', 100, '2026-07-15'),
        invoice('B', 200, '2026-06-30'),
        invoice('C', 300, '2026-06-29'),
        invoice('D', 400, '2026-05-31'),
        invoice('E', 500, '2026-05-01'),
        invoice('F', 600, '2026-04-01'),
        invoice('G', 700, '2026-03-01'),
      ],
      today,
    );
    expect(statement.ageing).toEqual({ current: 300, '1_30': 700, '31_60': 500, '61_90': 600, over_90: 700 });
    expect(statement.balance).toBe(2_800);
  });

  it('settles the oldest invoice first, leaving part of the next one open', () => {
    const statement = buildStatement(
      [
        invoice('B', 200, '2026-02-01'),
        invoice('A', 100, '2026-01-01'),
        payment(150, '2026-03-01T00:00:00Z'),
      ],
      '2026-03-02',
    );
    expect(statement.open_invoices.map((i) => [i.order_number, i.outstanding])).toEqual([['B', 150]]);
    expect(statement.balance).toBe(150);
  });

  it('puts nothing against an invoice awaiting approval: the rest is credit until it is approved', () => {
    const waiting: LedgerEntry = {
      kind: 'invoice',
      at: '2026-03-01T10:00:00Z',
      order_number: 'W',
      amount: 500,
      due_on: null,
    };
    const entries = [
      waiting,
      invoice('A', 100, '2026-04-01', '2026-03-02T10:00:00Z'),
      payment(300, '2026-03-03T00:00:00Z'),
    ];
    const paidAhead = buildStatement(entries, '2026-03-04');
    expect(paidAhead.open_invoices.map((i) => [i.order_number, i.outstanding])).toEqual([['W', 500]]);
    expect(paidAhead).toMatchObject({ balance: 300, credit: 200 });

    // Approved later, it queues behind A, which stays settled, and takes the credit.
    const approved = { ...waiting, due_on: '2026-04-04', approved_at: '2026-03-05T10:00:00Z' };
    const after = buildStatement([approved, ...entries.slice(1)], '2026-03-06');
    expect(after.open_invoices.map((i) => [i.order_number, i.outstanding])).toEqual([['W', 300]]);
    expect(after).toMatchObject({ balance: 300, credit: 0 });
  });
});

const company = (overrides: Partial<Company> = {}) =>
  ({
    id: 'c1',
    name: 'Ministry of Example',
    status: 'approved',
    payment_terms_days: 30,
    available_credit: 1_000,
    gct_exemption: null,
    ...overrides,
  }) as Company;

describe('GCT of a buyer', () => {
  const exemption = {
    reason: 'Government',
    reference: 'EX-9',
    expires_on: '2026-06-30',
    approved_by: null,
    approved_at: '',
  };

  it('is zero through the exemption expiry day, with reason and reference, and standard after', () => {
    expect(getGctTreatment(company({ gct_exemption: exemption }), 0.15, '2026-06-30T23:00:00Z')).toEqual({
      rate: 0,
      exemption: { reason: 'Government', reference: 'EX-9' },
    });
    expect(getGctTreatment(company({ gct_exemption: exemption }), 0.15, '2026-07-01').rate).toBe(0.15);
    expect(getGctTreatment(undefined, 0.15, '2026-07-01')).toEqual({ rate: 0.15, exemption: null });
  });

  it("runs through the expiry day on Jamaica's clock, not UTC's (an instant is read in Kingston)", () => {
    const exempt = company({ gct_exemption: exemption });
    // 22:00 on 30 June in Kingston is already 1 July in UTC: the letter's last day still runs.
    expect(getGctTreatment(exempt, 0.15, '2026-07-01T03:00:00Z').rate).toBe(0);
    expect(getGctTreatment(exempt, 0.15, '2026-07-01T04:59:59.999Z').rate).toBe(0);
    // Midnight in Kingston: the letter has expired.
    expect(getGctTreatment(exempt, 0.15, '2026-07-01T05:00:00Z')).toEqual({ rate: 0.15, exemption: null });
  });
});

describe('buying on account', () => {
  it('is due after the net days and refused above the available credit or without terms', () => {
    expect(requireOnAccount(company(), 1_000, '2026-01-10T12:00:00Z').due_on).toBe('2026-02-09');
    expect(() => requireOnAccount(company(), 1_000.01, '2026-01-10T12:00:00Z')).toThrow(/credit limit/);
    expect(() => requireOnAccount(company({ payment_terms_days: null }), 1, '2026-01-10')).toThrow(
      /no account terms/,
    );
    expect(() => requireOnAccount(company({ status: 'pending' }), 1, '2026-01-10')).toThrow(
      /no account terms/,
    );
  });
});

describe('company statement on Jamaica’s day', () => {
  // Kingston keeps UTC-5: 2026-06-30 runs from 05:00Z on the 30th to 05:00Z on 1 July.
  const entries = [invoice('DUE-TODAY', 100, '2026-06-30', '2026-06-01T15:00:00.000Z')];

  it('keeps an invoice due today current until Kingston’s midnight, though UTC has moved on', () => {
    for (const now of ['2026-06-30T05:00:00.000Z', '2026-07-01T00:30:00.000Z', '2026-07-01T04:59:59.999Z']) {
      const statement = buildStatement(entries, now);
      expect(statement.open_invoices[0]?.days_overdue, now).toBe(0);
      expect(statement.ageing.current, now).toBe(100);
    }
  });

  it('counts it a day overdue from Kingston’s midnight', () => {
    const statement = buildStatement(entries, '2026-07-01T05:00:00.000Z');
    expect(statement.open_invoices[0]?.days_overdue).toBe(1);
    expect(statement.ageing['1_30']).toBe(100);
  });

  it('does not count an invoice due on the 29th overdue at 22:00 that night in Kingston', () => {
    const statement = buildStatement(
      [invoice('DUE-29TH', 50, '2026-06-29', '2026-06-01T15:00:00.000Z')],
      '2026-06-30T03:00:00.000Z',
    );
    expect(statement.open_invoices[0]?.days_overdue).toBe(0);
  });

  it('reads a shop day as given', () => {
    expect(buildStatement(entries, '2026-07-01').open_invoices[0]?.days_overdue).toBe(1);
  });
});

describe('checkout terms of a company on hold', () => {
  it('offers no "Pay on account" and says why, in the words the server refuses such an order with', () => {
    const hold = {
      kind: 'automatic' as const,
      reason: 'Invoice JT-1 more than 30 days overdue',
      by: null,
      at: '2026-06-30T12:00:00.000Z',
      invoices: [],
      amount_due: 100,
    };
    const terms = getBuyerTerms(company({ hold }), 0.15, '2026-06-30T12:00:00.000Z');
    expect(terms.on_account_label).toBeNull();
    let refusal = '';
    try {
      requireOnAccount(company({ hold }), 10, '2026-06-30T12:00:00.000Z');
    } catch (error) {
      refusal = (error as Error).message;
    }
    expect(refusal).toContain(hold.reason);
    expect(terms.on_account_hold).toBe(refusal);
  });

  it('offers it under its label when not on hold', () => {
    const terms = getBuyerTerms(company(), 0.15, '2026-06-30T12:00:00.000Z');
    expect(terms).toMatchObject({ on_account_label: 'Pay on account (Net 30)', on_account_hold: null });
  });
});

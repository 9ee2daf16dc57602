import { describe, expect, it } from 'vitest';
import { getRemindersDue, getAutomaticHold } from '../../../../functions/core/business/account-holds.js';
import type { Company } from '../../../../functions/core/business/company.js';
import { requireOnAccount } from '../../../../functions/core/business/order-terms.js';
import { buildStatement } from '../../../../functions/core/business/statement.js';
import {
  describeOrderProgress,
  type OrderProgressFacts,
} from '../../../../functions/core/orders/order-progress.js';
import { canTakePayment } from '../../../../functions/core/orders/payable.js';
import { requireAwaitingPayment } from '../../../../functions/core/orders/payment-actions.js';
import { paymentMessages } from '../../../../functions/core/orders/payment-messages.js';
import { getPaymentInstructions, type PaymentMethod } from '../../../../functions/core/orders/payment.js';
import { planStaffTransition } from '../../../../functions/core/orders/staff-transitions.js';
import {
  assertCanStartCardPayment,
  describeCardPayment,
} from '../../../../functions/core/payments/card-attempts.js';
import { refusal } from '../../../helpers/rule-violations.js';

const placedAt = '2026-11-20T10:00:00.000Z';
const bank = {
  bank: 'NCB',
  branch: 'Half Way Tree',
  account_number: '123456789',
  account_type: 'Current',
  currency: 'JMD',
};

/** A delivery order of $69,000 by `method` waiting for its company admin's approval, changed by `overrides`. */
function waiting(method: PaymentMethod, overrides: Partial<OrderProgressFacts> = {}) {
  return {
    order_number: 'SHG-7K4M-2Q9P',
    status: 'awaiting_approval' as const,
    status_history: [{ status: 'awaiting_approval' as const, at: placedAt }],
    payment_method: method,
    payment_status: 'awaiting_payment' as const,
    payment_events: [],
    payment_proof: null,
    purchase_order: null,
    payment_due_at: null,
    approval: { company_id: 'c1', spending_limit: 50_000, admin_email: 'admin@example.com' },
    total: 69_000,
    fulfilment: {
      method: 'delivery' as const,
      parish: 'St Catherine',
      speed: 'standard' as const,
      fee: 0,
      lead_time: '2-4 business days',
    },
    card_attempts: {},
    created_at: placedAt,
    ...overrides,
  } satisfies OrderProgressFacts & Record<string, unknown>;
}

describe('taking a payment', () => {
  it('is open while the order awaits payment, never while it waits for approval, is cancelled or paid', () => {
    expect(canTakePayment({ status: 'confirmed', payment_status: 'awaiting_payment' })).toBe(true);
    expect(canTakePayment({ status: 'processed', payment_status: 'awaiting_payment' })).toBe(true);
    expect(canTakePayment({ status: 'awaiting_approval', payment_status: 'awaiting_payment' })).toBe(false);
    expect(canTakePayment({ status: 'cancelled', payment_status: 'awaiting_payment' })).toBe(false);
    expect(canTakePayment({ status: 'confirmed', payment_status: 'paid' })).toBe(false);
  });

  it('refuses a proof, staff marking it paid and a card payment while it waits, saying why (409)', () => {
    for (const run of [
      () => requireAwaitingPayment(waiting('bank_transfer')),
      () => planStaffTransition(waiting('bank_transfer'), { kind: 'mark-paid' }, { by: 's', at: placedAt }),
      () => assertCanStartCardPayment(waiting('card')),
    ]) {
      const refused = refusal(run);
      expect(refused.kind).toBe('conflict');
      expect(refused.message).toBe(paymentMessages.awaitingApproval);
    }
    expect(() => requireAwaitingPayment({ ...waiting('bank_transfer'), status: 'confirmed' })).not.toThrow();
    expect(() => assertCanStartCardPayment({ ...waiting('card'), status: 'confirmed' })).not.toThrow();
  });

  it('offers no way to pay while it waits: no bank details, no upload, no card button, only why', () => {
    const transfer = waiting('bank_transfer');
    expect(getPaymentInstructions(transfer, bank)).toMatchObject({
      heading: 'Pay by bank transfer',
      details: [],
      notes: [paymentMessages.awaitingApproval],
    });
    expect(describeOrderProgress(transfer).upload).toBeNull();
    expect(describeOrderProgress(waiting('purchase_order')).upload).toBeNull();
    expect(describeCardPayment(waiting('card'))).toEqual({ can_pay: false, latest: null });

    const approved = { ...transfer, status: 'confirmed' as const };
    expect(getPaymentInstructions(approved, bank).details).toContainEqual({
      label: 'Account number',
      value: '123456789',
    });
    expect(describeOrderProgress(approved).upload).toBe('payment_proof');
    expect(describeCardPayment({ ...waiting('card'), status: 'confirmed' })!.can_pay).toBe(true);
  });
});

describe('the due date of an on-account order awaiting approval', () => {
  const company = {
    id: 'c1',
    name: 'Acme Ltd',
    status: 'approved',
    payment_terms_days: 30,
    available_credit: 500_000,
    hold: null,
  } as unknown as Company;

  it('is not set before the approval, and counts its terms from the day they start', () => {
    expect(requireOnAccount(company, 69_000, null).due_on).toBeNull();
    expect(requireOnAccount(company, 69_000, '2026-11-25T15:00:00.000Z').due_on).toBe('2026-12-25');
  });

  it('is shown as none, and the invoice is never overdue, reminded or held for while it waits', () => {
    const invoice = { kind: 'invoice' as const, at: placedAt, order_number: 'SHG-7K4M-2Q9P', amount: 69_000 };
    const today = '2027-03-01';
    const statement = buildStatement([{ ...invoice, due_on: null }], today);
    expect(statement.open_invoices).toMatchObject([{ due_on: null, days_overdue: 0 }]);
    expect(statement.ageing.current).toBe(69_000);
    expect(getRemindersDue(statement.open_invoices, today, new Set())).toEqual([]);
    expect(getAutomaticHold(statement, today, `${today}T12:00:00.000Z`)).toBeNull();
    // Once dated, the same invoice is overdue and over the hold line.
    const dated = buildStatement([{ ...invoice, due_on: '2026-12-20' }], today);
    expect(getRemindersDue(dated.open_invoices, today, new Set())).toHaveLength(1);
    expect(getAutomaticHold(dated, today, `${today}T12:00:00.000Z`)).not.toBeNull();
  });
});

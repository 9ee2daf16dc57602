import { describe, expect, it } from 'vitest';
import {
  planStaffTransition,
  staffOrderMessages,
} from '../../../../functions/core/orders/staff-transitions.js';
import { paymentMessages } from '../../../../functions/core/orders/payment-messages.js';
import { refusal } from '../../../helpers/rule-violations.js';

type Facts = Parameters<typeof planStaffTransition>[0];

const order = (overrides: Partial<Facts> = {}): Facts => ({
  order_number: 'SHG-7K4M-2Q9P',
  status: 'confirmed',
  fulfilment: { method: 'delivery', parish: 'Kingston', speed: 'standard', fee: 0, lead_time: '' },
  payment_status: 'awaiting_payment',
  payment_method: 'bank_transfer',
  payment_proof: null,
  ...overrides,
});
const actor = { by: 'staff@example.com', at: '2026-11-26T10:00:00.000Z' };

describe('staff order transitions', () => {
  it('marks an order awaiting payment paid, recording who and when', () => {
    expect(planStaffTransition(order(), { kind: 'mark-paid' }, actor)).toEqual({
      write: 'payment',
      expected: 'awaiting_payment',
      next: 'paid',
      event: { kind: 'paid', at: actor.at, by: actor.by, reason: null },
    });
  });

  it("refuses to mark a card order paid by hand: only the gateway's approval pays it", () => {
    const refused = refusal(() =>
      planStaffTransition(order({ payment_method: 'card' }), { kind: 'mark-paid' }, actor),
    );
    expect(refused.kind).toBe('conflict');
    expect(refused.message).toMatch(/card gateway approves/);
  });

  it("refuses to mark an order on account paid by hand: the company's payment is recorded on its statement", () => {
    const refused = refusal(() =>
      planStaffTransition(order({ payment_method: 'on_account' }), { kind: 'mark-paid' }, actor),
    );
    expect(refused.kind).toBe('conflict');
    expect(refused.message).toMatch(/recording the company's payment on its statement/);
  });

  it('refuses to mark a paid order paid again', () => {
    const violation = refusal(() =>
      planStaffTransition(order({ payment_status: 'paid' }), { kind: 'mark-paid' }, actor),
    );
    expect(violation.kind).toBe('conflict');
  });

  it('refunds only a paid order, keeping the reason', () => {
    const paid = order({ payment_status: 'paid' });
    expect(
      planStaffTransition(paid, { kind: 'refund', reason: 'Returned', amount: null }, actor),
    ).toMatchObject({
      expected: 'paid',
      next: 'refunded',
      event: { kind: 'refunded', reason: 'Returned' },
    });
    expect(
      refusal(() => planStaffTransition(order(), { kind: 'refund', reason: null, amount: null }, actor)).kind,
    ).toBe('conflict');
  });

  it('rejects a proof only when there is one, leaving the payment status as it is', () => {
    const withProof = order({
      payment_proof: {
        file_key: 'k',
        file_name: 'proof.pdf',
        content_type: 'application/pdf',
        uploaded_at: actor.at,
      },
    });
    const plan = planStaffTransition(withProof, { kind: 'reject-proof', reason: 'Unreadable' }, actor);
    expect(plan).toMatchObject({ write: 'payment', expected: 'awaiting_payment' });
    expect(plan).not.toHaveProperty('next');
    expect(
      refusal(() => planStaffTransition(order(), { kind: 'reject-proof', reason: 'Unreadable' }, actor)).kind,
    ).toBe('conflict');
    // An order on account takes no proof: one uploaded before that rule is not rejected either.
    const onAccount = { ...withProof, payment_method: 'on_account' as const };
    const refused = refusal(() =>
      planStaffTransition(onAccount, { kind: 'reject-proof', reason: 'Unreadable' }, actor),
    );
    expect(refused).toMatchObject({ kind: 'conflict', message: paymentMessages.onAccountNoProof });
  });

  it('moves a paid order to its next step, and an unpaid one only with a reason', () => {
    expect(
      planStaffTransition(order({ payment_status: 'paid' }), { kind: 'advance', input: undefined }, actor),
    ).toEqual({ write: 'status', next: 'processed', note: { by: actor.by, reason: null } });
    expect(
      refusal(() => planStaffTransition(order(), { kind: 'advance', input: undefined }, actor)).kind,
    ).toBe('invalid');
  });

  it('cancels an order not yet delivered, and refuses a delivered one', () => {
    expect(planStaffTransition(order(), { kind: 'cancel' }, actor)).toEqual({ write: 'cancel' });
    expect(
      refusal(() => planStaffTransition(order({ status: 'delivered' }), { kind: 'cancel' }, actor)).kind,
    ).toBe('conflict');
  });

  it('tells staff about the order number, never about an e-mail address', () => {
    expect(staffOrderMessages.notFound).not.toMatch(/e-mail/i);
  });
});

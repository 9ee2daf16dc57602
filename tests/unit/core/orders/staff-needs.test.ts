/**
 * Why an order needs staff (core/orders/staff-needs.ts): the one rule every write that keeps the
 * staff queue reads, so a proof waiting and a card payment to review (now, or once a pending step's
 * wait is over) each put the order in the queue, and staff acting takes it out.
 */
import { describe, expect, it } from 'vitest';
import type { Order } from '../../../../functions/core/orders/order.js';
import type { PaymentEvent } from '../../../../functions/core/orders/payment.js';
import { staffNeedsOf } from '../../../../functions/core/orders/staff-needs.js';

const event = (kind: PaymentEvent['kind']): PaymentEvent => ({
  kind,
  at: '2026-11-26T10:00:00.000Z',
  by: null,
  reason: null,
});

type Facts = Parameters<typeof staffNeedsOf>[0];

const awaiting: Facts = {
  payment_status: 'awaiting_payment',
  status: 'confirmed',
  payment_events: [],
  card_attempts: {},
  card_payment: null,
};

const attempt = (state: NonNullable<Order['card_attempts']>[string]['state']) => ({
  transaction_identifier: 't',
  started_at: '2026-11-26T10:00:00.000Z',
  state,
  iso_response_code: null,
  completed_at: null,
});

const paidWithStep = (state: 'pending' | 'approved' | 'refused' | 'unknown'): Facts => ({
  ...awaiting,
  payment_status: 'paid',
  card_payment: {
    steps: {
      s: {
        kind: 'refund',
        amount: 100,
        at: '2026-11-26T10:00:00.000Z',
        by: 'staff@example.com',
        state,
        iso_response_code: null,
        response_message: null,
      },
    },
  } as unknown as Order['card_payment'],
});

describe('staffNeedsOf', () => {
  it('needs nobody for a new order', () => {
    expect(staffNeedsOf(awaiting)).toEqual([]);
  });

  it('waits for staff from a proof upload until it is rejected, paid or cancelled', () => {
    const uploaded = { ...awaiting, payment_events: [event('proof_uploaded')] };
    expect(staffNeedsOf(uploaded)).toEqual(['proof_received']);
    expect(
      staffNeedsOf({ ...uploaded, payment_events: [event('proof_uploaded'), event('rejected')] }),
    ).toEqual([]);
    expect(staffNeedsOf({ ...uploaded, payment_status: 'paid' })).toEqual([]);
    expect(staffNeedsOf({ ...uploaded, status: 'cancelled' })).toEqual([]);
    expect(staffNeedsOf({ ...uploaded, payment_status: 'lapsed' })).toEqual([]);
  });

  it('holds a card attempt handed to staff, and a step pending (reviewed once its wait is over) or unanswered', () => {
    expect(staffNeedsOf({ ...awaiting, card_attempts: { t: attempt('needs_review') } })).toEqual([
      'card_review',
    ]);
    expect(staffNeedsOf({ ...awaiting, card_attempts: { t: attempt('unknown') } })).toEqual([]);
    expect(staffNeedsOf(paidWithStep('pending'))).toEqual(['card_review']);
    expect(staffNeedsOf(paidWithStep('unknown'))).toEqual(['card_review']);
    expect(staffNeedsOf(paidWithStep('approved'))).toEqual([]);
    expect(staffNeedsOf(paidWithStep('refused'))).toEqual([]);
  });

  it('gives both reasons when both hold', () => {
    expect(
      staffNeedsOf({
        ...awaiting,
        payment_events: [event('proof_uploaded')],
        card_attempts: { t: attempt('needs_review') },
      }),
    ).toEqual(['proof_received', 'card_review']);
  });
});

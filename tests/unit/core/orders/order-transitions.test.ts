import { describe, expect, it } from 'vitest';
import { describeOrderProgress } from '../../../../functions/core/orders/order-progress.js';
import {
  canCancel,
  getNextStatus,
  listPaymentProofs,
  type Order,
} from '../../../../functions/core/orders/order.js';
import { requireTransition } from '../../../../functions/core/orders/order-transitions.js';
import {
  getPaymentBadge,
  getPaymentStatusLabel,
  hasProofToCheck,
  type PaymentEvent,
} from '../../../../functions/core/orders/payment.js';
import { RuleViolation } from '../../../../functions/core/rule-violation.js';

type Facts = Parameters<typeof requireTransition>[0];

const pickup = { method: 'pickup', parish: null, speed: null, fee: 0, lead_time: '' } as const;
const delivery = {
  method: 'delivery',
  parish: 'Kingston',
  speed: 'standard',
  fee: 0,
  lead_time: '',
} as const;

const order = (overrides: Partial<Facts> = {}): Facts => ({
  order_number: 'SHG-7K4M-2Q9P',
  status: 'confirmed',
  fulfilment: delivery,
  payment_status: 'paid',
  payment_method: 'bank_transfer',
  ...overrides,
});

const refusal = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    if (error instanceof RuleViolation) return { kind: error.kind, message: error.message };
    throw error;
  }
  throw new Error('expected a refusal');
};

const event = (kind: PaymentEvent['kind']): PaymentEvent => ({
  kind,
  at: '2026-11-23T10:00:00.000Z',
  by: null,
  reason: null,
});

describe('order flows', () => {
  it('take a pickup order through Ready for pickup to Collected, never In Transit', () => {
    expect(getNextStatus('processed', 'pickup')).toBe('ready_for_pickup');
    expect(getNextStatus('ready_for_pickup', 'pickup')).toBe('collected');
    expect(getNextStatus('collected', 'pickup')).toBeUndefined();
    expect(getNextStatus('processed', 'delivery')).toBe('in_transit');
  });

  it('do not cancel a collected order', () => {
    expect(canCancel('collected')).toBe(false);
    expect(canCancel('ready_for_pickup')).toBe(true);
  });

  it('give a pickup order a timeline of its own steps', () => {
    const { steps, state } = describeOrderProgress({
      order_number: 'SHG-7K4M-2Q9P',
      status: 'ready_for_pickup',
      status_history: [{ status: 'confirmed', at: 'a' }],
      payment_method: 'cash_in_store',
      payment_status: 'awaiting_payment',
      payment_events: [],
      payment_proof: null,
      purchase_order: null,
      total: 1000,
      fulfilment: pickup,
      created_at: 'a',
    });
    expect(state).toBe('ready_for_pickup');
    expect(steps.map((step) => step.label)).toEqual([
      'Confirmed',
      'Processed',
      'Ready for pickup',
      'Collected',
    ]);
  });
});

describe('moving an order on', () => {
  it('goes to the next step of a paid order without a reason', () => {
    expect(requireTransition(order(), undefined)).toEqual({ next: 'processed', reason: null });
    expect(
      requireTransition(order({ status: 'processed', fulfilment: pickup }), { status: 'ready_for_pickup' }),
    ).toEqual({ next: 'ready_for_pickup', reason: null });
  });

  it('refuses In Transit for a pickup order with a conflict naming why and the right step', () => {
    expect(
      refusal(() =>
        requireTransition(order({ status: 'processed', fulfilment: pickup }), { status: 'in_transit' }),
      ),
    ).toEqual({
      kind: 'conflict',
      message:
        'Order SHG-7K4M-2Q9P is a pickup order: In Transit is not one of its steps. Its next step is Ready for pickup.',
    });
    expect(
      refusal(() => requireTransition(order({ status: 'processed' }), { status: 'ready_for_pickup' })).kind,
    ).toBe('conflict');
  });

  it('refuses a skipped step or a step already taken', () => {
    expect(refusal(() => requireTransition(order(), { status: 'delivered' }))).toEqual({
      kind: 'conflict',
      message: 'Order SHG-7K4M-2Q9P is Confirmed: it moves to Processed next, not Delivered.',
    });
    expect(refusal(() => requireTransition(order({ status: 'delivered' }), undefined)).kind).toBe('conflict');
  });

  it('moves an unpaid bank transfer on only with a reason, which it returns to record', () => {
    const unpaid = order({ payment_status: 'awaiting_payment' });
    expect(refusal(() => requireTransition(unpaid, { status: 'processed' }))).toEqual({
      kind: 'invalid',
      message:
        'reason: order SHG-7K4M-2Q9P is not paid (Awaiting payment); give the reason it moves to Processed before payment.',
    });
    expect(refusal(() => requireTransition(unpaid, { status: 'processed', reason: '' })).kind).toBe(
      'invalid',
    );
    expect(requireTransition(unpaid, { status: 'processed', reason: 'Paid by cheque, cleared' })).toEqual({
      next: 'processed',
      reason: 'Paid by cheque, cleared',
    });
  });

  it('lets a cash pickup be made ready before it is paid, but not collected unpaid without a reason', () => {
    const cash = order({
      payment_status: 'awaiting_payment',
      payment_method: 'cash_in_store',
      fulfilment: pickup,
    });
    expect(requireTransition(cash, undefined).next).toBe('processed');
    expect(requireTransition({ ...cash, status: 'processed' }, undefined).next).toBe('ready_for_pickup');
    expect(refusal(() => requireTransition({ ...cash, status: 'ready_for_pickup' }, undefined)).kind).toBe(
      'invalid',
    );
  });

  it('asks a reason of an unpaid purchase order too', () => {
    const po = order({ payment_status: 'awaiting_payment', payment_method: 'purchase_order' });
    expect(refusal(() => requireTransition(po, undefined)).kind).toBe('invalid');
  });
});

describe('the payment badge', () => {
  const facts = {
    payment_status: 'awaiting_payment' as const,
    payment_method: 'bank_transfer' as const,
    status: 'confirmed',
    payment_events: [] as PaymentEvent[],
  };

  it('says "Proof received" while an uploaded proof waits to be checked', () => {
    const proof = { ...facts, payment_events: [event('proof_uploaded')] };
    expect(getPaymentBadge(facts)).toEqual({ kind: 'awaiting_payment', label: 'Awaiting payment' });
    expect(getPaymentBadge(proof)).toEqual({ kind: 'proof_received', label: 'Proof received' });
    expect(hasProofToCheck({ ...proof, payment_events: [event('proof_uploaded'), event('rejected')] })).toBe(
      false,
    );
    expect(
      hasProofToCheck({
        ...proof,
        payment_events: [event('proof_uploaded'), event('rejected'), event('proof_uploaded')],
      }),
    ).toBe(true);
  });

  it('no longer says "Awaiting payment" once the order is cancelled', () => {
    const cancelled = { ...facts, status: 'cancelled', payment_events: [event('proof_uploaded')] };
    expect(getPaymentBadge(cancelled)).toEqual({ kind: 'not_paid', label: 'Not paid' });
    expect(getPaymentStatusLabel(cancelled)).toBe('Not paid');
    expect(getPaymentBadge({ ...cancelled, payment_status: 'lapsed' })).toEqual({
      kind: 'lapsed',
      label: 'Lapsed',
    });
  });
});

describe('proofs of payment', () => {
  const proof = (name: string) => ({
    file_key: `payment-proofs/x/${name}`,
    content_type: 'application/pdf',
    file_name: name,
    uploaded_at: '2026-11-23T10:00:00.000Z',
  });

  it('are every one uploaded, or the latest alone on an older order', () => {
    const first = proof('first.pdf');
    const second = proof('second.pdf');
    expect(listPaymentProofs({ payment_proof: second, payment_proofs: [first, second] })).toEqual([
      first,
      second,
    ]);
    expect(listPaymentProofs({ payment_proof: second } as Pick<Order, 'payment_proof'>)).toEqual([second]);
    expect(listPaymentProofs({ payment_proof: null, payment_proofs: [] })).toEqual([]);
  });
});

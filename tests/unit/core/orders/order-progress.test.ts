import { describe, expect, it } from 'vitest';
import {
  describeOrderProgress,
  type OrderProgressFacts,
} from '../../../../functions/core/orders/order-progress.js';
import type { OrderStatus } from '../../../../functions/core/orders/order.js';
import type { PaymentEvent } from '../../../../functions/core/orders/payment.js';

const placedAt = '2026-11-20T10:00:00.000Z';

/** A bank-transfer delivery order of $27,600 just placed, changed by `overrides`. */
function order(overrides: Partial<OrderProgressFacts> = {}): OrderProgressFacts {
  return {
    order_number: 'SHG-7K4M-2Q9P',
    status: 'confirmed',
    status_history: [{ status: 'confirmed', at: placedAt }],
    payment_method: 'bank_transfer',
    payment_status: 'awaiting_payment',
    payment_events: [],
    payment_proof: null,
    purchase_order: null,
    total: 27_600,
    fulfilment: {
      method: 'delivery',
      parish: 'St Catherine',
      speed: 'standard',
      fee: 0,
      lead_time: '2-4 business days',
    },
    created_at: placedAt,
    ...overrides,
  };
}

const event = (kind: PaymentEvent['kind'], at: string, reason: string | null = null): PaymentEvent => ({
  kind,
  at,
  by: kind === 'proof_uploaded' ? null : 'staff@example.com',
  reason,
});
const proof = {
  file_key: 'payment-proofs/SHG-7K4M-2Q9P/x.pdf',
  content_type: 'application/pdf',
  file_name: 'transfer.pdf',
  uploaded_at: '2026-11-21T09:00:00.000Z',
};
/** The order moved along the flow to `status`, a day a step. */
const movedTo = (status: OrderStatus, base = order()) => {
  const flow: OrderStatus[] = ['confirmed', 'processed', 'in_transit', 'delivered'];
  const steps = flow.slice(0, flow.indexOf(status) + 1);
  return {
    ...base,
    status,
    status_history: steps.map((step, index) => ({ status: step, at: `2026-11-2${index + 2}T10:00:00.000Z` })),
  };
};
const paid = () =>
  order({
    payment_status: 'paid',
    payment_proof: proof,
    payment_events: [event('proof_uploaded', proof.uploaded_at), event('paid', '2026-11-21T15:00:00.000Z')],
  });
const steps = (facts: OrderProgressFacts) =>
  describeOrderProgress(facts).steps.map((step) => `${step.label}:${step.reached ? 'done' : 'pending'}`);

describe('where an order stands for its shopper', () => {
  it('says an unpaid bank transfer awaits payment, what to do, and that it is not yet confirmed', () => {
    const progress = describeOrderProgress(order());

    expect(progress).toMatchObject({
      state: 'awaiting_payment',
      title: 'Awaiting payment',
      upload: 'payment_proof',
    });
    expect(progress.messages).toEqual([
      'Transfer $27,600 to our bank account with SHG-7K4M-2Q9P as the payment reference, then upload your proof of payment. We confirm your order once the transfer arrives.',
    ]);
    expect(steps(order())).toEqual([
      'Order placed:done',
      'Confirmed:pending',
      'Processed:pending',
      'In Transit:pending',
      'Delivered:pending',
    ]);
  });

  it('says a proof received is being checked, names it, and still takes a new one', () => {
    const progress = describeOrderProgress(
      order({ payment_proof: proof, payment_events: [event('proof_uploaded', proof.uploaded_at)] }),
    );

    expect(progress.state).toBe('proof_received');
    expect(progress.title).toBe('Proof of payment received');
    expect(progress.messages[0]).toBe(
      'We have your proof of payment (transfer.pdf). Our team is checking it and confirms your order once the transfer arrives.',
    );
    expect(progress.received_document).toEqual({ file_name: 'transfer.pdf', uploaded_at: proof.uploaded_at });
    expect(progress.upload).toBe('payment_proof');
  });

  it('says a rejected proof was not accepted, why, and asks for a new one; a later upload is checked again', () => {
    const rejected = order({
      payment_proof: proof,
      payment_events: [
        event('proof_uploaded', proof.uploaded_at),
        event('rejected', '2026-11-21T10:00:00.000Z', 'Blurry slip'),
      ],
    });
    const progress = describeOrderProgress(rejected);
    expect(progress.state).toBe('proof_rejected');
    expect(progress.messages).toEqual([
      'We could not accept the proof of payment you uploaded.',
      'Reason: Blurry slip',
      'Please upload a new proof of payment, or contact us if you need help.',
    ]);
    expect(progress.received_document).toBeNull();

    const again = {
      ...rejected,
      payment_events: [...rejected.payment_events, event('proof_uploaded', '2026-11-21T11:00:00.000Z')],
    };
    expect(describeOrderProgress(again).state).toBe('proof_received');
  });

  it('says a paid transfer is paid and confirmed, with the confirmation on the timeline', () => {
    const progress = describeOrderProgress(paid());

    expect(progress).toMatchObject({
      state: 'paid',
      title: 'Paid',
      upload: null,
      lead_time: '2-4 business days',
    });
    expect(progress.steps[1]).toMatchObject({
      label: 'Confirmed',
      reached: true,
      at: '2026-11-21T15:00:00.000Z',
    });
  });

  it('follows the fulfilment once it moves: processed, in transit, delivered', () => {
    expect(describeOrderProgress(movedTo('processed', paid()))).toMatchObject({
      state: 'processing',
      title: 'Processed',
      messages: ['We have packed your order; it will be on its way soon.'],
    });
    expect(describeOrderProgress(movedTo('in_transit', paid()))).toMatchObject({
      state: 'shipped',
      title: 'In Transit',
      messages: ['Your order is on its way to you.'],
    });
    expect(steps(movedTo('in_transit', paid()))).toEqual([
      'Order placed:done',
      'Confirmed:done',
      'Processed:done',
      'In Transit:done',
      'Delivered:pending',
    ]);
  });

  it('promises no delivery time and thanks nobody for a new order once delivered', () => {
    const progress = describeOrderProgress(movedTo('delivered', paid()));

    expect(progress).toMatchObject({ state: 'delivered', title: 'Delivered', lead_time: null, upload: null });
    expect(progress.messages).toEqual(['Your order was delivered. Thank you for shopping with us!']);
  });

  it('says what is still to pay beside a step that went ahead of the payment', () => {
    const progress = describeOrderProgress(movedTo('processed'));
    expect(progress.messages).toEqual([
      'We have packed your order; it will be on its way soon.',
      'We have not yet received your transfer of $27,600.',
    ]);
    expect(progress.upload).toBe('payment_proof');
  });

  it('confirms a cash order at once and says to pay at pickup', () => {
    const cash = order({
      payment_method: 'cash_in_store',
      fulfilment: {
        method: 'pickup',
        parish: null,
        speed: null,
        fee: 0,
        lead_time: 'Ready for pickup; held for 7 days',
      },
    });
    const progress = describeOrderProgress(cash);

    expect(progress).toMatchObject({ state: 'confirmed', title: 'Confirmed', upload: null });
    expect(progress.messages).toEqual([
      'Pay $27,600 in cash at our store in Portmore, St Catherine, when you collect order SHG-7K4M-2Q9P.',
    ]);
    // A pickup order has its own steps: it is never in transit.
    expect(steps(cash)).toEqual([
      'Confirmed:done',
      'Processed:pending',
      'Ready for pickup:pending',
      'Collected:pending',
    ]);
    expect(describeOrderProgress(movedTo('ready_for_pickup', cash)).state).toBe('ready_for_pickup');
    expect(describeOrderProgress(movedTo('collected', cash)).messages[0]).toBe(
      'You collected your order. Thank you for shopping with us!',
    );
  });

  it('asks for the signed purchase order until it is on the order', () => {
    const purchaseOrder = {
      company_name: 'Caribbean Office Supplies Ltd',
      trn: '123456789',
      po_number: 'PO-42',
    };
    const withoutDocument = order({
      payment_method: 'purchase_order',
      purchase_order: { ...purchaseOrder, document: null },
    });
    expect(describeOrderProgress(withoutDocument)).toMatchObject({
      state: 'awaiting_payment',
      upload: 'purchase_order',
      received_document: null,
      messages: [
        'We invoice $27,600 to your company against purchase order PO-42.',
        'Please upload the signed purchase order.',
      ],
    });
    const withDocument = describeOrderProgress(
      order({ payment_method: 'purchase_order', purchase_order: { ...purchaseOrder, document: proof } }),
    );
    expect(withDocument.messages).toEqual([
      'We invoice $27,600 to your company against purchase order PO-42.',
    ]);
    expect(withDocument.received_document?.file_name).toBe('transfer.pdf');
  });

  it('says why an order was cancelled, offers no upload and no delivery time', () => {
    const lapsed = describeOrderProgress(
      order({
        status: 'cancelled',
        payment_status: 'lapsed',
        payment_events: [event('lapsed', '2026-11-23T10:00:00.000Z')],
      }),
    );
    expect(lapsed).toMatchObject({ state: 'cancelled', title: 'Cancelled', upload: null, lead_time: null });
    expect(lapsed.messages[0]).toMatch(/^We did not receive payment in time/);

    expect(describeOrderProgress(order({ status: 'cancelled' })).messages).toEqual([
      'This order was cancelled. If you did not expect this, please contact us.',
    ]);
    expect(
      describeOrderProgress({ ...paid(), status: 'cancelled', payment_status: 'refunded' }).messages,
    ).toEqual(['This order was cancelled and your payment refunded.']);
  });

  it('says a refunded order is refunded', () => {
    expect(
      describeOrderProgress({ ...movedTo('delivered', paid()), payment_status: 'refunded' }),
    ).toMatchObject({
      state: 'refunded',
      title: 'Refunded',
      upload: null,
    });
  });
});

import { describe, expect, it } from 'vitest';
import {
  checkoutSessionInputSchema,
  computeOrderTotals,
} from '../../../../functions/core/checkout/checkout.js';
import { describeFulfilment, listFulfilmentOptions } from '../../../../functions/core/checkout/fulfilment.js';
import { placeOrderSchema } from '../../../../functions/core/orders/order.js';
import {
  detectProofContentType,
  getLapseToStart,
  getPaymentDueAt,
  getPaymentInstructions,
  getPaymentStatusLabel,
  type BankDetails,
} from '../../../../functions/core/orders/payment.js';
import { trnSchema } from '../../../../functions/core/orders/payment-schemas.js';

const bank: BankDetails = {
  bank: 'National Commercial Bank',
  branch: 'Portmore',
  account_number: '123456789',
  account_type: 'Current',
  currency: 'JMD',
};

describe('order totals by fulfilment', () => {
  it('charges nothing for pickup in Portmore, whatever the subtotal', () => {
    expect(computeOrderTotals(2000, { method: 'pickup' })).toEqual({
      subtotal: 2000,
      gct: 300,
      shipping: 0,
      total: 2300,
    });
  });

  it('charges standard delivery up to 10,000 and nothing above it', () => {
    const kingston = { method: 'delivery', parish: 'Kingston', speed: 'standard' } as const;
    expect(computeOrderTotals(10_000, kingston).shipping).toBe(1500);
    expect(computeOrderTotals(10_000.01, kingston).shipping).toBe(0);
  });

  it('always charges express, more outside Kingston and St Andrew', () => {
    const express = (parish: 'St Andrew' | 'St James') =>
      computeOrderTotals(50_000, { method: 'delivery', parish, speed: 'express' }).shipping;
    expect(express('St Andrew')).toBeGreaterThan(0);
    expect(express('St James')).toBeGreaterThan(express('St Andrew'));
  });

  it('tells the lead time by parish and the pickup hold', () => {
    expect(
      describeFulfilment(500, { method: 'delivery', parish: 'St Andrew', speed: 'standard' }).lead_time,
    ).toBe('1-2 business days');
    expect(
      describeFulfilment(500, { method: 'delivery', parish: 'Hanover', speed: 'standard' }).lead_time,
    ).toBe('2-4 business days');
    expect(describeFulfilment(500, { method: 'pickup' }, 5)).toEqual({
      method: 'pickup',
      parish: null,
      speed: null,
      fee: 0,
      lead_time: 'Ready for pickup in Portmore, St Catherine; held for 5 days',
    });
  });

  it('lists pickup, standard and express for the picker with the same fees as the totals', () => {
    const options = listFulfilmentOptions(4000, 'Manchester');
    expect(options.map((option) => option.fee)).toEqual(
      options.map((option) => computeOrderTotals(4000, option.choice).shipping),
    );
    expect(options[0]!.label).toBe('Pickup in Portmore');
  });
});

describe('checkout session with a fulfilment choice', () => {
  const customer = { firstName: 'Ann', lastName: 'Lee', email: 'ann@example.com', phone: '876-555-0100' };
  const address = { street: '1 Main St', city: 'Kingston', parish: 'Kingston' };

  it('needs no address for pickup', () => {
    const parsed = checkoutSessionInputSchema.parse({
      customer_info: customer,
      fulfilment: { method: 'pickup' },
    });
    expect(parsed.shipping_address).toBeNull();
    expect(parsed.fulfilment).toEqual({ method: 'pickup' });
  });

  it('requires the shipping address for delivery, naming the field', () => {
    const result = checkoutSessionInputSchema.safeParse({
      customer_info: customer,
      fulfilment: { method: 'delivery', parish: 'Kingston' },
    });
    expect(result.error?.issues[0]).toMatchObject({
      path: ['shipping_address'],
      message: 'Please fill in all shipping address fields.',
    });
  });

  it('refuses a delivery parish other than the address', () => {
    const result = checkoutSessionInputSchema.safeParse({
      customer_info: customer,
      fulfilment: { method: 'delivery', parish: 'St James' },
      shipping_address: address,
      billing_address: address,
    });
    expect(result.error?.issues[0]?.path).toEqual(['fulfilment', 'parish']);
  });

  it('delivers at standard speed to the shipping parish when no choice is sent', () => {
    const parsed = checkoutSessionInputSchema.parse({
      customer_info: customer,
      shipping_address: address,
      billing_address: address,
    });
    expect(parsed.fulfilment).toEqual({ method: 'delivery', parish: 'Kingston', speed: 'standard' });
  });
});

describe('TRN', () => {
  it('accepts nine digits, with or without dashes, and stores the digits', () => {
    expect(trnSchema.parse('123-456-789')).toBe('123456789');
    expect(trnSchema.parse(' 123456789 ')).toBe('123456789');
  });

  it.each(['12345678', '1234567890', '12345678A', ''])('refuses %j', (value) => {
    expect(trnSchema.safeParse(value).error?.issues[0]?.message).toBe('must be a 9-digit TRN');
  });
});

describe('place order body', () => {
  const base = { checkout_session_id: '5f0c3f8e-8d1e-4d55-9f39-0d7a1c1f2b3a' };

  it('requires company, TRN and PO number for a purchase order', () => {
    const missing = placeOrderSchema.safeParse({ ...base, payment_method: 'purchase_order' });
    expect(missing.error?.issues[0]?.path).toEqual(['purchase_order']);
    const badTrn = placeOrderSchema.safeParse({
      ...base,
      payment_method: 'purchase_order',
      purchase_order: { company_name: 'Acme', trn: '12', po_number: 'PO-1' },
    });
    expect(badTrn.error?.issues[0]?.path).toEqual(['purchase_order', 'trn']);
  });

  it('takes an optional buyer TRN for the other methods', () => {
    expect(
      placeOrderSchema.parse({ ...base, payment_method: 'bank_transfer', buyer_trn: '123 456 789' })
        .buyer_trn,
    ).toBe('123456789');
    expect(placeOrderSchema.parse({ ...base, payment_method: 'cash_in_store' }).buyer_trn).toBeNull();
  });
});

describe('payment', () => {
  const order = {
    order_number: 'SHG-7K4M-2Q9P',
    total: 11500,
    payment_due_at: '2026-01-04T10:00:00.000Z',
    purchase_order: null,
  };

  it('gives the bank details with the order number as the reference for a bank transfer', () => {
    const instructions = getPaymentInstructions({ ...order, payment_method: 'bank_transfer' }, bank);
    expect(instructions.details).toContainEqual({ label: 'Payment reference', value: 'SHG-7K4M-2Q9P' });
    expect(instructions.details).toContainEqual({ label: 'Account number', value: '123456789' });
  });

  it("dates the bank transfer's deadline on Kingston's calendar, not UTC's", () => {
    // 02:00 UTC on the 28th is 9 pm on the 27th in Kingston: the order lapses that evening.
    const due = {
      ...order,
      payment_method: 'bank_transfer' as const,
      payment_due_at: '2026-11-28T02:00:00.000Z',
    };
    expect(getPaymentInstructions(due, bank).notes).toContain(
      'Unpaid orders are cancelled if payment has not reached us by 2026-11-27.',
    );
  });

  it('says pay at pickup for cash in store', () => {
    const instructions = getPaymentInstructions({ ...order, payment_method: 'cash_in_store' }, bank);
    expect(instructions.heading).toBe('Pay at pickup');
    expect(
      getPaymentStatusLabel({
        payment_status: 'awaiting_payment',
        payment_method: 'cash_in_store',
        status: 'confirmed',
      }),
    ).toBe('Awaiting payment at pickup');
  });

  it('sets a due date only for bank transfers', () => {
    expect(getPaymentDueAt('bank_transfer', '2026-01-01T10:00:00.000Z', 3)).toBe('2026-01-04T10:00:00.000Z');
    expect(getPaymentDueAt('cash_in_store', '2026-01-01T10:00:00.000Z', 3)).toBeNull();
  });

  it('starts the lapse at placing, or at the approval of an order that awaited it, and never while it waits', () => {
    const placedAt = '2026-01-01T10:00:00.000Z';
    const approvedAt = '2026-01-03T09:00:00.000Z';
    const waiting = {
      status: 'awaiting_approval',
      payment_status: 'awaiting_payment' as const,
      payment_due_at: null,
      created_at: placedAt,
      status_history: [{ status: 'awaiting_approval', at: placedAt }],
    };
    const approved = {
      ...waiting,
      status: 'confirmed',
      payment_due_at: getPaymentDueAt('card', approvedAt, 3),
      status_history: [...waiting.status_history, { status: 'confirmed', at: approvedAt }],
    };
    expect(getLapseToStart(undefined, waiting)).toBeNull();
    expect(getLapseToStart(waiting, approved)).toBe('2026-01-03T09:30:00.000Z');
    // A stage's short wait counts from the approval too.
    expect(getLapseToStart(waiting, approved, 5)).toBe('2026-01-03T09:00:05.000Z');
    expect(getLapseToStart(waiting, { ...approved, status: 'cancelled' })).toBeNull();
    expect(getLapseToStart(waiting, { ...approved, payment_status: 'paid' })).toBeNull();
    // A later change of the approved order starts nothing more.
    expect(getLapseToStart(approved, { ...approved, status: 'processed' })).toBeNull();

    const placed = {
      ...waiting,
      status: 'confirmed',
      payment_due_at: getPaymentDueAt('bank_transfer', placedAt, 3),
      status_history: [{ status: 'confirmed', at: placedAt }],
    };
    expect(getLapseToStart(undefined, placed)).toBe('2026-01-04T10:00:00.000Z');
    expect(getLapseToStart(undefined, placed, 5)).toBe('2026-01-01T10:00:05.000Z');
    expect(getLapseToStart(undefined, { ...placed, payment_due_at: null })).toBeNull();
  });

  it('recognises PDF, JPEG and PNG by their first bytes, nothing else', () => {
    expect(detectProofContentType(new TextEncoder().encode('%PDF-1.7'))).toBe('application/pdf');
    expect(detectProofContentType(Uint8Array.from([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg');
    expect(detectProofContentType(Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe(
      'image/png',
    );
    expect(detectProofContentType(new TextEncoder().encode('GIF89a'))).toBeUndefined();
  });
});

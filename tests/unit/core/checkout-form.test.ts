import { describe, expect, it } from 'vitest';
import {
  checkoutFieldIssues,
  checkoutSessionInputSchema,
  toCheckoutSessionInput,
  validateCheckoutForm,
  type CheckoutForm,
} from '../../../functions/core/checkout/checkout';
import { blankAddress, checkoutForm, shippingAddress } from '../../helpers/checkout-form.js';

const address = shippingAddress;
const form = (overrides: Partial<CheckoutForm> = {}): CheckoutForm =>
  checkoutForm({ fulfilment: { method: 'delivery', speed: 'standard' }, ...overrides });

describe('checkout phone', () => {
  it('accepts what people type for a Jamaican or international number', () => {
    for (const phone of ['876-555-0123', '(876) 555 0123', '1 876 555 0123', '+44 20 7946 0958']) {
      expect(
        validateCheckoutForm(form({ customer_info: { ...form().customer_info, phone } }), 1),
      ).toBeUndefined();
    }
  });

  it('refuses a number the shop cannot call, on the form and on the server', () => {
    const info = { ...form().customer_info, phone: '555-01' };

    expect(validateCheckoutForm(form({ customer_info: info }), 1)).toEqual({
      title: 'Invalid Phone',
      description: 'Please enter a valid phone number.',
    });
    const parsed = checkoutSessionInputSchema.safeParse(
      toCheckoutSessionInput(form({ customer_info: info })),
    );
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]).toMatchObject({
      path: ['customer_info', 'phone'],
      message: 'Please enter a valid phone number.',
    });
  });
});

describe('a local number without its area code', () => {
  it('is taken as 876 on the form and kept with it by the server', () => {
    const info = { ...form().customer_info, phone: '555-1234' };

    expect(validateCheckoutForm(form({ customer_info: info }), 1)).toBeUndefined();
    expect(checkoutFieldIssues(form({ customer_info: info }))).toEqual([]);
    const parsed = checkoutSessionInputSchema.parse(toCheckoutSessionInput(form({ customer_info: info })));
    expect(parsed.customer_info.phone).toBe('876-555-1234');
  });

  it('leaves a full number as typed', () => {
    const info = { ...form().customer_info, phone: ' (876) 555 0123 ' };
    const parsed = checkoutSessionInputSchema.parse(toCheckoutSessionInput(form({ customer_info: info })));
    expect(parsed.customer_info.phone).toBe('(876) 555 0123');
  });
});

describe('a field longer than it keeps', () => {
  it('names the field and its limit, on the form and on the server, instead of "fill in"', () => {
    const long = form({ shipping_address: { ...address, street: 'x'.repeat(600) } });

    expect(checkoutFieldIssues(long)).toEqual([
      { path: 'shipping_address.street', message: 'Street address can be at most 200 characters.' },
    ]);
    const parsed = checkoutSessionInputSchema.safeParse(toCheckoutSessionInput(long));
    expect(parsed.error?.issues[0]).toMatchObject({
      path: ['shipping_address', 'street'],
      message: 'Street address can be at most 200 characters.',
    });
    const notes = checkoutSessionInputSchema.safeParse(
      toCheckoutSessionInput(form({ notes: 'n'.repeat(2001) })),
    );
    expect(notes.error?.issues[0]?.message).toBe('Order notes can be at most 2,000 characters.');
  });
});

describe('checkout field messages', () => {
  it('names each field with the message the server gives', () => {
    const issues = checkoutFieldIssues(
      form({
        customer_info: { firstName: '', lastName: 'B', email: 'a@b', phone: '876-555-0123', company: '' },
        shipping_address: { ...address, city: ' ' },
      }),
    );

    expect(issues).toEqual([
      { path: 'customer_info.firstName', message: 'Please fill in all customer information fields.' },
      { path: 'customer_info.email', message: 'Please enter a valid email address.' },
      { path: 'shipping_address.city', message: 'Please fill in all shipping address fields.' },
    ]);
  });

  it('asks no address for pickup and checks billing only when it differs', () => {
    const pickup = form({
      fulfilment: { method: 'pickup', speed: 'standard' },
      shipping_address: blankAddress,
    });
    expect(checkoutFieldIssues(pickup)).toEqual([]);
    expect(validateCheckoutForm(pickup, 1)).toBeUndefined();

    const separateBilling = checkoutFieldIssues(form({ billing_same_as_shipping: false }));
    expect(separateBilling.map((issue) => issue.path)).toEqual([
      'billing_address.street',
      'billing_address.city',
      'billing_address.parish',
    ]);
  });
});

describe('the session body', () => {
  it('sends pickup without addresses and delivery to the shipping parish at the chosen speed', () => {
    const pickup = toCheckoutSessionInput(form({ fulfilment: { method: 'pickup', speed: 'standard' } }));
    expect(pickup).toMatchObject({
      fulfilment: { method: 'pickup' },
      shipping_address: null,
      billing_address: null,
    });
    expect(checkoutSessionInputSchema.safeParse(pickup).success).toBe(true);

    const express = toCheckoutSessionInput(form({ fulfilment: { method: 'delivery', speed: 'express' } }));
    expect(express.fulfilment).toEqual({ method: 'delivery', parish: 'St Catherine', speed: 'express' });
    expect(express.billing_address).toEqual(address);
    expect(checkoutSessionInputSchema.safeParse(express).success).toBe(true);
  });
});

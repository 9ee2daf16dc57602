import { describe, expect, it } from 'vitest';
import {
  addToCartLines,
  mergeCartLines,
  resolveCartOwner,
  setCartLineQuantity,
  toCartView,
  type CartProductFacts,
  type StoredCartLine,
} from '../../../functions/core/cart/cart.js';
import { computeOrderTotals, validateCheckoutForm } from '../../../functions/core/checkout/checkout.js';
import { ORDERS } from '../../../functions/core/orders/order-limits.js';
import { JAMAICA_PARISHES } from '../../../functions/core/checkout/parishes.js';
import {
  generateOrderNumber,
  getNextStatus,
  normalizeOrderNumber,
  orderNumberSchema,
} from '../../../functions/core/orders/order.js';
import { checkoutForm, shippingAddress } from '../../helpers/checkout-form.js';

const now = '2026-01-01T00:00:00.000Z';
const product = (overrides: Partial<CartProductFacts> = {}): CartProductFacts => ({
  id: 'p1',
  name: 'HP ProBook 450',
  sku: 'HP-450',
  images: ['/images/p1.png'],
  selling_price: 1000,
  stock_quantity: 5,
  is_active: true,
  ...overrides,
});
const line = (productId: string, quantity: number): StoredCartLine => ({
  product_id: productId,
  quantity,
  price: 1,
  added_at: now,
});

describe('cart', () => {
  it('raises the quantity of an existing line and prices it at the stored selling price', () => {
    const { lines } = addToCartLines([line('p1', 2)], product(), 2, now);
    expect(lines).toEqual([{ product_id: 'p1', quantity: 4, price: 1000, added_at: now }]);
  });

  it('caps the quantity by stock with a notice', () => {
    const change = addToCartLines([line('p1', 4)], product(), 3, now);
    expect(change.lines[0]!.quantity).toBe(5);
    expect(change.notice).toBe('Only 5 of HP ProBook 450 in stock, so your cart holds 5.');
  });

  it('refuses a missing, inactive or out-of-stock product', () => {
    expect(() => addToCartLines([], undefined, 1, now)).toThrow('Product not found');
    expect(() => addToCartLines([], product({ is_active: false }), 1, now)).toThrow('Product not found');
    expect(() => addToCartLines([], product({ stock_quantity: 0 }), 1, now)).toThrow('out of stock');
  });

  it('refuses a new line beyond what one order can hold', () => {
    const full = Array.from({ length: ORDERS.maxLinesPerOrder }, (_, i) => line(`x${i}`, 1));
    expect(() => addToCartLines(full, product(), 1, now)).toThrow(/up to 48 different products/);
  });

  it('ignores a quantity below 1', () => {
    expect(setCartLineQuantity([line('p1', 3)], product(), 'p1', 0).lines[0]!.quantity).toBe(3);
    expect(setCartLineQuantity([line('p1', 3)], product(), 'p1', 2).lines[0]!.quantity).toBe(2);
  });

  it('merges a guest cart: quantities added, capped by stock, unsold products dropped', () => {
    const products = new Map([
      ['p1', product()],
      ['p2', product({ id: 'p2', name: 'Dell Monitor', stock_quantity: 10 })],
      ['p3', product({ id: 'p3', is_active: false })],
    ]);
    const merged = mergeCartLines([line('p1', 3)], [line('p1', 4), line('p2', 2), line('p3', 1)], products);
    expect(merged.lines.map((l) => [l.product_id, l.quantity])).toEqual([
      ['p1', 5],
      ['p2', 2],
    ]);
    expect(merged.notice).toContain('HP ProBook 450');
  });

  it('shows lines with current public data, counts items and sums the subtotal', () => {
    const view = toCartView([line('p1', 2)], new Map([['p1', product()]]));
    expect(view).toEqual({
      lines: [
        {
          id: 'p1',
          product_id: 'p1',
          name: 'HP ProBook 450',
          price: 1000,
          quantity: 2,
          image_url: '/images/p1.png',
          sku: 'HP-450',
          line_total: 2000,
          stock_quantity: 5,
          max_quantity: 5,
        },
      ],
      item_count: 2,
      subtotal: 2000,
    });
  });

  it('takes the owner from the token or a well-formed guest id only', () => {
    expect(resolveCartOwner({ userId: 'sub-1', guestSessionId: 'guest_x' })).toEqual({
      kind: 'user',
      userId: 'sub-1',
    });
    const id = 'guest_0f8fad5b-d9cb-469f-a165-70867728950e';
    expect(resolveCartOwner({ userId: undefined, guestSessionId: id })).toEqual({
      kind: 'guest',
      sessionId: id,
    });
    expect(() => resolveCartOwner({ userId: undefined, guestSessionId: 'guest_1#user' })).toThrow();
    expect(() => resolveCartOwner({ userId: undefined, guestSessionId: undefined })).toThrow();
  });
});

describe('checkout', () => {
  const address = shippingAddress;
  const form = checkoutForm;

  it("says each validation message with its title, in the form's order", () => {
    expect(validateCheckoutForm(form(), 1)).toBeUndefined();
    expect(validateCheckoutForm(form({ customer_info: { ...form().customer_info, phone: ' ' } }), 1)).toEqual(
      {
        title: 'Missing Information',
        description: 'Please fill in all customer information fields.',
      },
    );
    expect(validateCheckoutForm(form({ shipping_address: { ...address, parish: '' } }), 1)?.title).toBe(
      'Missing Address',
    );
    expect(
      validateCheckoutForm(form({ customer_info: { ...form().customer_info, email: 'a@b' } }), 1),
    ).toEqual({
      title: 'Invalid Email',
      description: 'Please enter a valid email address.',
    });
    expect(validateCheckoutForm(form(), 0)).toEqual({
      title: 'Empty Cart',
      description: 'Your cart is empty. Please add items before checkout.',
    });
  });

  it('requires billing fields only when billing differs', () => {
    expect(validateCheckoutForm(form({ billing_same_as_shipping: false }), 1)?.description).toBe(
      'Please fill in all billing address fields.',
    );
  });

  it('adds GCT 15% and shipping 1500, free above 10,000', () => {
    const standard = { method: 'delivery', parish: 'St Catherine', speed: 'standard' } as const;
    expect(computeOrderTotals(8000, standard)).toEqual({
      subtotal: 8000,
      gct: 1200,
      shipping: 1500,
      total: 10700,
    });
    expect(computeOrderTotals(10000, standard).shipping).toBe(1500);
    expect(computeOrderTotals(10001, standard)).toEqual({
      subtotal: 10001,
      gct: 1500.15,
      shipping: 0,
      total: 11501.15,
    });
  });

  it('knows the 14 parishes', () => {
    expect(JAMAICA_PARISHES).toHaveLength(14);
  });
});

describe('orders', () => {
  it('draws readable order numbers without ambiguous characters', () => {
    let i = 0;
    const number = generateOrderNumber((max) => i++ % max);
    expect(number).toMatch(/^SHG-[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}$/);
    expect(ORDERS.orderNumberAlphabet).not.toMatch(/[01OIL]/);
  });

  it('reads order numbers as people type them', () => {
    expect(normalizeOrderNumber(' shg 7k4m 2q9p ')).toBe('SHG-7K4M-2Q9P');
    expect(orderNumberSchema.parse('7k4m2q9p')).toBe('SHG-7K4M-2Q9P');
    expect(orderNumberSchema.safeParse('SHG-0000-1111').success).toBe(false);
  });

  it('moves forward Confirmed, Processed, In Transit, Delivered and no further', () => {
    expect(getNextStatus('confirmed')).toBe('processed');
    expect(getNextStatus('processed')).toBe('in_transit');
    expect(getNextStatus('in_transit')).toBe('delivered');
    expect(getNextStatus('delivered')).toBeUndefined();
    expect(getNextStatus('cancelled')).toBeUndefined();
  });
});

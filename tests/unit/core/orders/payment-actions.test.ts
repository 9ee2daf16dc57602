import { describe, expect, it } from 'vitest';
import { refundSchema, typedRefundAmountSchema } from '../../../../functions/core/orders/payment-actions.js';

describe("staff's refund of a card order", () => {
  it('takes a part in whole cents, or none for what is left of the capture', () => {
    expect(refundSchema.parse({ amount: 2_500.25 })).toEqual({ amount: 2_500.25 });
    expect(refundSchema.parse({})).toEqual({});
  });

  it('refuses a part smaller than a cent or with a fraction of a cent, naming the amount', () => {
    for (const bad of [1e-7, 1e-200, 1e-320, 10.005]) {
      const result = refundSchema.safeParse({ amount: bad });
      expect(result.success, String(bad)).toBe(false);
      expect(result.error!.issues[0]).toMatchObject({ path: ['amount'], message: 'must be in whole cents' });
    }
  });

  it('reads the amount box as staff type it: thousands commas, a blank for all that is left', () => {
    expect(typedRefundAmountSchema.parse('1,000.50')).toBe(1000.5);
    expect(typedRefundAmountSchema.parse(' ')).toBeUndefined();
  });

  it("refuses a word or a fraction of a cent typed in the box with the route's message", () => {
    const message = (typed: string) => typedRefundAmountSchema.safeParse(typed).error?.issues[0]?.message;
    expect(message('ten')).toBe('must be a number');
    expect(message('J$500')).toBe('must be a number');
    expect(message('10.005')).toBe('must be in whole cents');
    expect(message('0')).toBe('must be more than zero');
  });
});

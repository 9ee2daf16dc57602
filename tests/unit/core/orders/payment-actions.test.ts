import { describe, expect, it } from 'vitest';
import { refundSchema } from '../../../../functions/core/orders/payment-actions.js';

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
});

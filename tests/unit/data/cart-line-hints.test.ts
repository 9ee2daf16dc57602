import { describe, expect, it } from 'vitest';
import { recallCartProductIds, rememberCartProductIds } from '../../../functions/data/cart-line-hints.js';

describe('cart line hints', () => {
  it('recalls the products a cart held, per owner, and forgets an emptied cart', () => {
    const guest = { kind: 'guest', sessionId: 'guest_hint-a' } as const;
    const user = { kind: 'user', userId: 'hint-a' } as const;
    rememberCartProductIds(guest, ['p1', 'p2']);
    rememberCartProductIds(user, ['p3']);

    expect(recallCartProductIds(guest)).toEqual(['p1', 'p2']);
    expect(recallCartProductIds(user)).toEqual(['p3']);
    expect(recallCartProductIds({ kind: 'guest', sessionId: 'guest_unknown' })).toEqual([]);

    rememberCartProductIds(guest, []);
    expect(recallCartProductIds(guest)).toEqual([]);
  });

  it('forgets the least recently written carts first, keeping at most 5,000', () => {
    const owner = (n: number) => ({ kind: 'guest', sessionId: `guest_lru-${n}` }) as const;
    for (let n = 0; n < 5_001; n += 1) rememberCartProductIds(owner(n), [`p${n}`]);

    expect(recallCartProductIds(owner(0))).toEqual([]);
    expect(recallCartProductIds(owner(1))).toEqual(['p1']);
    expect(recallCartProductIds(owner(5_000))).toEqual(['p5000']);
  });
});

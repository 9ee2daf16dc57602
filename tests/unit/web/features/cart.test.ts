import { describe, expect, it } from 'vitest';
import type { CartView } from '../../../../functions/core/cart/cart';
import { isShortLine } from '../../../../functions/core/cart/line-quantity';
import { ApiError } from '../../../../web/src/lib/api-client';
import {
  applyCartChange,
  getItemCount,
  parseTypedQuantity,
  shouldMergeGuestCart,
} from '../../../../web/src/features/cart/utils/cart-changes';
import { diffCartLines } from '../../../../web/src/features/cart/utils/cart-diff';
import { getChangedTotals, isCartChanged } from '../../../../web/src/features/cart/api/checkout';
import { createGuestSessionId, getGuestSessionId } from '../../../../web/src/lib/shopper-identity';

class MemoryStorage implements Storage {
  private items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  clear() {
    this.items.clear();
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
}

describe('guest session id', () => {
  it('is the word guest, an underscore and a random id', () => {
    expect(createGuestSessionId(() => 'abc')).toBe('guest_abc');
  });

  it('is kept under guest_session_id and reused', () => {
    const storage = new MemoryStorage();

    const first = getGuestSessionId(storage);

    expect(first).toMatch(/^guest_[0-9a-f-]{36}$/);
    expect(storage.getItem('guest_session_id')).toBe(first);
    expect(getGuestSessionId(storage)).toBe(first);
  });
});

function line(productId: string, quantity: number, price: number, stock: number) {
  return {
    id: productId,
    product_id: productId,
    name: `Product ${productId}`,
    price,
    quantity,
    image_url: null,
    sku: `SKU-${productId}`,
    line_total: price * quantity,
    stock_quantity: stock,
    max_quantity: stock,
  };
}

const cart: CartView = {
  lines: [line('a', 2, 1000, 30), line('b', 1, 500, 3)],
  item_count: 3,
  subtotal: 2500,
};

describe('cart lines', () => {
  // Adding, raising and capping quantities are the server's rules now (tests/unit/core/cart-orders-rules.test.ts).
  it('counts the items as the sum of the quantities', () => {
    expect(getItemCount([{ quantity: 2 }, { quantity: 3 }])).toBe(5);
  });
});

describe('a cart change shown before the server answers', () => {
  it('sets a typed quantity and recomputes the line, the count and the subtotal', () => {
    const shown = applyCartChange(cart, { kind: 'set', productId: 'a', quantity: 25 });

    expect(shown.lines[0]).toMatchObject({ quantity: 25, line_total: 25_000 });
    expect(shown.item_count).toBe(26);
    expect(shown.subtotal).toBe(25_500);
  });

  it('ignores a quantity below 1 and keeps a quantity within stock', () => {
    expect(applyCartChange(cart, { kind: 'set', productId: 'a', quantity: 0 })).toEqual(cart);
    expect(applyCartChange(cart, { kind: 'set', productId: 'b', quantity: 9 }).lines[1]?.quantity).toBe(3);
  });

  it('raises an existing line on add and leaves a new product to the server', () => {
    expect(applyCartChange(cart, { kind: 'add', productId: 'a', quantity: 3 }).item_count).toBe(6);
    expect(applyCartChange(cart, { kind: 'add', productId: 'c', quantity: 1 })).toEqual(cart);
  });

  it('removes a line and clears the cart', () => {
    expect(applyCartChange(cart, { kind: 'remove', productId: 'a' })).toEqual({
      lines: [cart.lines[1]],
      item_count: 1,
      subtotal: 500,
    });
    expect(applyCartChange(cart, { kind: 'clear' })).toEqual({ lines: [], item_count: 0, subtotal: 0 });
  });
});

describe('lines that sold out since they were added', () => {
  it('are the lines whose stock no longer covers their quantity', () => {
    const lines = [line('a', 2, 1000, 0), line('b', 5, 500, 3), line('c', 1, 100, 1)];

    expect(lines.filter(isShortLine).map((item) => item.product_id)).toEqual(['a', 'b']);
  });
});

describe('guest cart merge', () => {
  it('merges when a guest of this page signs in', () => {
    expect(shouldMergeGuestCart(true, true)).toBe(true);
  });

  it('does not merge for a restored session, a token refresh or a sign-out', () => {
    expect(shouldMergeGuestCart(false, true)).toBe(false);
    expect(shouldMergeGuestCart(true, false)).toBe(false);
    expect(shouldMergeGuestCart(false, false)).toBe(false);
  });
});

describe('a typed quantity', () => {
  it('takes a whole number of at least 1, as bulk buyers type it', () => {
    expect(parseTypedQuantity('25')).toBe(25);
    expect(parseTypedQuantity(' 3 ')).toBe(3);
  });

  it('ignores below 1 and anything not a whole number', () => {
    for (const text of ['0', '-2', '', '2.5', '1e3', 'ten']) expect(parseTypedQuantity(text)).toBeUndefined();
  });
});

describe('a total that changed before the order was placed', () => {
  const summary = { subtotal: 1000, gct: 150, shipping: 1500, total: 2650 };

  it('gives the new figures of the server refusal', () => {
    const refusal = new ApiError(409, 'PriceChanged', 'The total is now JMD 2,650.', {
      error: 'PriceChanged',
      message: 'The total is now JMD 2,650.',
      total: 2650,
      summary,
    });
    expect(getChangedTotals(refusal)).toEqual(summary);
  });

  it('is nothing for other refusals', () => {
    expect(getChangedTotals(new ApiError(409, 'Conflict', 'Not enough stock', { summary }))).toBeUndefined();
    expect(getChangedTotals(new Error('offline'))).toBeUndefined();
  });
});

describe('a cart changed since the summary (another tab)', () => {
  const line = (id: string, quantity: number, price = 1_000) => ({
    id,
    product_id: id,
    name: `Product ${id}`,
    price,
    quantity,
    line_total: price * quantity,
  });

  it('names every line added, removed, or with another quantity or price', () => {
    const seen = [line('a', 1), line('b', 2), line('c', 1)];
    const now = [line('a', 1, 1_200), line('b', 3), line('d', 1)];
    expect(diffCartLines(seen, now)).toEqual([
      { kind: 'price', name: 'Product a', from: 1_000, to: 1_200 },
      { kind: 'quantity', name: 'Product b', from: 2, to: 3 },
      { kind: 'added', name: 'Product d', quantity: 1 },
      { kind: 'removed', name: 'Product c', quantity: 1 },
    ]);
    expect(diffCartLines(seen, [...seen].reverse())).toEqual([]);
  });

  it("tells the server's CartChanged refusal from other conflicts", () => {
    expect(isCartChanged(new ApiError(409, 'CartChanged', 'Your cart changed'))).toBe(true);
    expect(isCartChanged(new ApiError(409, 'PriceChanged', 'A price changed'))).toBe(false);
    expect(isCartChanged(new Error('offline'))).toBe(false);
  });
});

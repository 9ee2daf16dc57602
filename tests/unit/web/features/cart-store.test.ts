import { describe, expect, it } from 'vitest';
import {
  addLine,
  createGuestSessionId,
  getGuestSessionId,
  getItemCount,
  parseCartLines,
  type CartProduct,
} from '../../../../web/src/features/cart/stores/cart-store';

const laptop: CartProduct = {
  id: 'p-1',
  name: 'Laptop',
  sku: 'SKU-1',
  selling_price: 1000,
  images: ['/images/products/p-1-1.svg'],
};

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

describe('cart lines', () => {
  it('adds a new line at the selling price', () => {
    const lines = addLine([], laptop, 2);

    expect(lines).toEqual([
      {
        id: 'p-1',
        product_id: 'p-1',
        name: 'Laptop',
        price: 1000,
        quantity: 2,
        image_url: '/images/products/p-1-1.svg',
        sku: 'SKU-1',
      },
    ]);
  });

  it('raises the quantity of a product already in the cart by the amount added', () => {
    const lines = addLine(addLine([], laptop, 2), laptop, 3);

    expect(lines).toHaveLength(1);
    expect(lines[0]?.quantity).toBe(5);
  });

  it('ignores a quantity below 1', () => {
    expect(addLine([], laptop, 0)).toEqual([]);
  });

  it('counts the items as the sum of the quantities', () => {
    const other = { ...laptop, id: 'p-2' };

    expect(getItemCount(addLine(addLine([], laptop, 2), other, 3))).toBe(5);
  });

  it('reads stored lines and drops malformed ones', () => {
    expect(parseCartLines(null)).toEqual([]);
    expect(parseCartLines('not json')).toEqual([]);
    expect(parseCartLines(JSON.stringify([{ product_id: 'x' }, ...addLine([], laptop, 1)]))).toHaveLength(1);
  });
});

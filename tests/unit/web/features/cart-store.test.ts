import { describe, expect, it } from 'vitest';
import {
  createGuestSessionId,
  getGuestSessionId,
  getItemCount,
  shouldMergeGuestCart,
} from '../../../../web/src/features/cart/stores/cart-store';

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
  // Adding, raising and capping quantities are the server's rules now (tests/unit/core/cart-orders-rules.test.ts).
  it('counts the items as the sum of the quantities', () => {
    expect(getItemCount([{ quantity: 2 }, { quantity: 3 }])).toBe(5);
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

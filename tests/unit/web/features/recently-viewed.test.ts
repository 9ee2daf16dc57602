import { describe, expect, it } from 'vitest';
import { PRODUCT_PAGE } from '../../../../functions/core/catalogue/catalogue-limits';
import {
  readRecentlyViewed,
  RECENTLY_VIEWED_KEY,
  rememberViewed,
} from '../../../../web/src/features/catalogue/utils/recently-viewed';

/** A browser's storage as the page sees it: strings by key. */
function memoryStorage(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
  };
}

describe('recently viewed products', () => {
  it('keeps the newest first, each product once', () => {
    const storage = memoryStorage();
    rememberViewed('a', storage);
    rememberViewed('b', storage);
    rememberViewed('a', storage);
    expect(readRecentlyViewed(storage)).toEqual(['a', 'b']);
  });

  it('forgets the oldest beyond the limit', () => {
    const storage = memoryStorage();
    const viewed = Array.from({ length: PRODUCT_PAGE.recentlyViewedLimit + 2 }, (_, i) => `p${i}`);
    for (const id of viewed) rememberViewed(id, storage);
    const kept = readRecentlyViewed(storage);
    expect(kept).toHaveLength(PRODUCT_PAGE.recentlyViewedLimit);
    expect(kept[0]).toBe(viewed.at(-1));
    expect(kept).not.toContain('p0');
  });

  it('reads garbage, another shape or no storage at all as an empty list', () => {
    expect(readRecentlyViewed(memoryStorage({ [RECENTLY_VIEWED_KEY]: '{not json' }))).toEqual([]);
    expect(readRecentlyViewed(memoryStorage({ [RECENTLY_VIEWED_KEY]: '{"a":1}' }))).toEqual([]);
    expect(readRecentlyViewed(memoryStorage({ [RECENTLY_VIEWED_KEY]: '["a",3,"",null,"b"]' }))).toEqual([
      'a',
      'b',
    ]);
    expect(readRecentlyViewed(undefined)).toEqual([]);
  });

  it('still answers the list when the storage refuses to keep it', () => {
    const full = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(rememberViewed('a', full)).toEqual(['a']);
  });
});

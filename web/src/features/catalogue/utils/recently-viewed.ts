/**
 * The products this browser viewed, newest first, kept in localStorage (ids only: prices and stock
 * are read fresh when shown). Storage that is blocked or full, or a value another version wrote,
 * only means an empty list: remembering is a convenience, never a reason for the page to fail.
 */
import { PRODUCT_PAGE } from '@core/catalogue/catalogue-limits';

export const RECENTLY_VIEWED_KEY = 'recently_viewed';

type IdStorage = Pick<Storage, 'getItem' | 'setItem'>;

function defaultStorage(): IdStorage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined;
  }
}

export function readRecentlyViewed(storage: IdStorage | undefined = defaultStorage()): string[] {
  try {
    const stored: unknown = JSON.parse(storage?.getItem(RECENTLY_VIEWED_KEY) ?? '[]');
    if (!Array.isArray(stored)) return [];
    const ids = stored.filter((id): id is string => typeof id === 'string' && id !== '');
    return [...new Set(ids)].slice(0, PRODUCT_PAGE.recentlyViewedLimit);
  } catch {
    return [];
  }
}

/** Puts a product first (once), keeping the newest few; answers the new list. */
export function rememberViewed(id: string, storage: IdStorage | undefined = defaultStorage()): string[] {
  const ids = [id, ...readRecentlyViewed(storage).filter((other) => other !== id)].slice(
    0,
    PRODUCT_PAGE.recentlyViewedLimit,
  );
  try {
    storage?.setItem(RECENTLY_VIEWED_KEY, JSON.stringify(ids));
  } catch {
    // Full or blocked storage: the list is simply not kept.
  }
  return ids;
}

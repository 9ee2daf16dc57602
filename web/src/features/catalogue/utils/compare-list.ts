/**
 * The products picked for comparison while browsing: at most four ids, kept in the browser
 * (localStorage) so the picks survive moving between pages; the comparison itself is the address
 * `/compare?ids=...`, which can be shared.
 */
import { useSyncExternalStore } from 'react';

export const MAX_COMPARE = 4;
const STORAGE_KEY = 'compare_ids';
const ID = /^[a-z0-9-]{1,64}$/;

const listeners = new Set<() => void>();
let cached: { raw: string | null; ids: string[] } | undefined;

/** Ids from `ids=a,b,c` or from storage: valid ones, once each, at most four. */
export function parseCompareIds(raw: string | null | undefined): string[] {
  return [...new Set((raw ?? '').split(',').filter((id) => ID.test(id)))].slice(0, MAX_COMPARE);
}

function read(): string[] {
  let raw: string | null = null;
  try {
    raw = window.localStorage.getItem(STORAGE_KEY);
  } catch {
    // Storage can be off (private modes): the picks then last as long as the page.
  }
  if (cached?.raw !== raw) cached = { raw, ids: parseCompareIds(raw) };
  return cached.ids;
}

function write(ids: string[]): void {
  try {
    window.localStorage.setItem(STORAGE_KEY, ids.join(','));
  } catch {
    cached = { raw: ids.join(','), ids };
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === STORAGE_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** `true` when added, `false` when the list was already full. */
export function toggleCompare(id: string): boolean {
  const ids = read();
  if (ids.includes(id)) {
    write(ids.filter((known) => known !== id));
    return true;
  }
  if (ids.length >= MAX_COMPARE) return false;
  write([...ids, id]);
  return true;
}

export function setCompareIds(ids: string[]): void {
  write(parseCompareIds(ids.join(',')));
}

export function useCompareIds(): string[] {
  return useSyncExternalStore(subscribe, read, () => []);
}

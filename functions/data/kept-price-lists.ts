/**
 * A warm container's copy of the price lists it prices at (issue 29), each kept whole under the
 * list's `version`: the buyers' catalogue answers (the price range, filter and orders at their list),
 * their product pages and the prices call all price from it. The list's header is kept until the
 * change log names the list (`change-log-watch.ts`: every write of a list gives its header a new
 * version in one transaction with an entry, after its entries are written), so staff's change shows
 * as soon as the catalogue's cards would show a product's; a new version reads the entries once per
 * container, after the header that names it (so none predates it), never per request.
 */
import { toPriceListSku, type PriceList, type PriceListEntry } from '../core/pricing/price-lists.js';
import { KEPT_DISPLAY_MAX_AGE_MS, KeptUntilChanged } from './change-log-watch.js';
import { getPriceList, readAllPriceListEntries } from './price-lists.js';

/** Lists kept at most (the least recently used goes first). */
const MAX_KEPT_LISTS = 100;

/** The header's version; a list written before versions existed is identified by its last change. */
const versionOf = (list: PriceList) => list.version ?? `updated ${list.updated_at}`;

/** A list read whole under one version (for the catalogue's prices at a buyer's list). */
export interface WholePriceList {
  list: PriceList;
  version: string;
  /** Every entry, by `toPriceListSku`. */
  entries: ReadonlyMap<string, PriceListEntry>;
}

/** Each list's header, until the change log names the list. */
const headers = new KeptUntilChanged<PriceList | undefined>('price-list', {
  maxEntries: MAX_KEPT_LISTS,
  maxAgeMs: KEPT_DISPLAY_MAX_AGE_MS,
});

/** Lists kept whole, by id: at most `MAX_KEPT_LISTS`, the least recently used going first. */
const whole = new Map<string, Promise<WholePriceList>>();

async function readWhole(listId: string, list: PriceList): Promise<WholePriceList> {
  const entries = await readAllPriceListEntries(listId);
  return {
    list,
    version: versionOf(list),
    entries: new Map(entries.map((entry) => [toPriceListSku(entry.sku), entry])),
  };
}

/**
 * Price list `listId` with every entry, for pricing a whole catalogue answer (its facets' price
 * range, its price filter): the header as kept (the caller read the change log first), and the
 * entries from this container's copy while the header's version is the one they were read under.
 * A version met for the first time reads the list's entries once, after the header (so none
 * predates it); concurrent calls share that read. Undefined when the list is gone.
 */
export async function getWholePriceList(listId: string): Promise<WholePriceList | undefined> {
  const list = await headers.get(listId, () => getPriceList(listId));
  if (!list) {
    whole.delete(listId);
    return undefined;
  }
  let held = whole.get(listId);
  const current = held && (await held.catch(() => undefined));
  if (!held || current?.version !== versionOf(list)) held = readWhole(listId, list);
  whole.delete(listId);
  if (whole.size >= MAX_KEPT_LISTS) whole.delete(whole.keys().next().value!);
  whole.set(listId, held);
  // The header, with the entries of its version (a failed read is tried again next call).
  return { ...(await held), list };
}

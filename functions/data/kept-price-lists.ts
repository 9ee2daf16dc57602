/**
 * A warm container's copy of the price lists it prices at (issue 29), each kept whole under the
 * list's `version`: the buyers' catalogue answers (the price range, filter and orders at their list),
 * their product pages and the prices call all price from it. Each call still reads the list's
 * header, one small item: while the header's version is the one the copy was read under, the copy is
 * current (every write of the list gives the header a new version after its entries are written), so
 * staff's change shows on the very next call. The entries are read once per version and container,
 * after the header that names the version (so none predates it), never per request.
 */
import { toPriceListSku, type PriceList, type PriceListEntry } from '../core/pricing/price-lists.js';
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
 * range, its price filter): one read of the header per call, and the entries from this container's
 * copy while the header's version is the one they were read under. A version met for the first time
 * reads the list's entries once, after the header (so none predates it); concurrent calls share that
 * read. Undefined when the list is gone.
 */
export async function getWholePriceList(listId: string): Promise<WholePriceList | undefined> {
  const list = await getPriceList(listId);
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
  // The header just read, with the entries of its version (a failed read is tried again next call).
  return { ...(await held), list };
}

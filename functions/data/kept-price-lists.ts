/**
 * A warm container's copy of the price-list entries it has read, per list and under the list's
 * `version` (issue 29: a buyer's page priced without reading its 50 entries again). Each call still
 * reads the list's header, one small item, in the same BatchGetItem as the entries this copy does
 * not hold yet: while the header's version is the one the copy was read under, the copy is current
 * (every write of the list gives the header a new version after its entries are written), so staff's
 * change shows on the very next call. A whole list is never read.
 *
 * Entries are kept under a version only when read after a read that had already seen that version:
 * a version met for the first time (a cold container, a staff change) reads its entries in a second
 * round trip after the header, never beside it, since an entry read beside the new header could
 * predate the write that made it.
 */
import {
  toPriceListSku,
  withPriceTerms,
  type PriceList,
  type PriceListEntry,
  type PriceTerms,
} from '../core/pricing/price-lists.js';
import {
  getPriceList,
  getPriceListEntries,
  readAllPriceListEntries,
  readPriceListItems,
} from './price-lists.js';

/** Lists kept at most (the least recently used goes first). */
const MAX_KEPT_LISTS = 100;
/** SKUs kept per list at most (found or not): a list's copy that would outgrow it starts again. */
const MAX_KEPT_SKUS = 50_000;

interface KeptList {
  version: string;
  /** What the list says of each SKU read (by `toPriceListSku`); null: nothing. */
  entries: Map<string, PriceListEntry | null>;
}

const kept = new Map<string, KeptList>();

/** The header's version; a list written before versions existed is identified by its last change. */
const versionOf = (list: PriceList) => list.version ?? `updated ${list.updated_at}`;

function keep(listId: string, copy: KeptList): void {
  kept.delete(listId);
  if (kept.size >= MAX_KEPT_LISTS) kept.delete(kept.keys().next().value!);
  kept.set(listId, copy);
}

/**
 * The products with the terms of price list `listId` for each, as `withPriceListTerms` gives them,
 * from this container's copy of the entries when the header says it is current.
 */
export async function withKeptPriceListTerms<
  T extends { sku: string; brand_id?: string | null; category_id?: string | null },
>(
  listId: string,
  products: ReadonlyMap<string, T>,
  now = new Date().toISOString(),
): Promise<Map<string, T & { price_terms?: PriceTerms }>> {
  if (products.size === 0) return new Map(products);
  const skus = [...new Set([...products.values()].map((product) => toPriceListSku(product.sku)))];
  let held = kept.get(listId);
  if (held && held.entries.size + skus.length > MAX_KEPT_SKUS) {
    kept.delete(listId);
    held = undefined;
  }
  const unknown = held ? skus.filter((sku) => !held.entries.has(sku)) : [];
  const { list, entries: read } = await readPriceListItems(listId, unknown);
  if (!list) {
    kept.delete(listId);
    return new Map(products);
  }
  let copy: KeptList;
  if (held && held.version === versionOf(list)) {
    copy = held;
    for (const sku of unknown) copy.entries.set(sku, read.get(sku) ?? null);
  } else {
    const found = await getPriceListEntries(listId, skus);
    copy = { version: versionOf(list), entries: new Map(skus.map((sku) => [sku, null])) };
    for (const entry of found) copy.entries.set(toPriceListSku(entry.sku), entry);
  }
  keep(listId, copy);
  const entries = new Map<string, PriceListEntry>();
  for (const sku of skus) {
    const entry = copy.entries.get(sku);
    if (entry) entries.set(sku, entry);
  }
  return withPriceTerms(products, list, entries, now);
}

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

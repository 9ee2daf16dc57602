/**
 * The warm catalogue of one Lambda container (or of the local adapter).
 *
 * - Cold start: the catalogue snapshot in the table (one GetItem, one BatchGet of Brotli-compressed chunks),
 *   then the change log since it. Without a usable snapshot (none, another format, older than
 *   `SNAPSHOT_MAX_AGE_MS`), the card index is read in parallel segments and a fresh snapshot written.
 * - At most once per `CATALOGUE_FRESHNESS.checkIntervalMs`: the change log's shards since the last
 *   look name the changed products, which are read strongly consistently and applied. Requests in
 *   between are answered from memory with no read at all, so a card is at most about one interval
 *   stale; stock and prices are checked again from stored items at add-to-cart and order time.
 * - Shop words (staff's synonyms for search): read with the cold load, and again when the change
 *   log names them, so a warm container searches with a saved list from its next check.
 * - Detail pages: each product's full item is read once (strongly consistent) and kept beside the
 *   cards, for the most recently viewed `DETAIL_CACHE_SIZE` products; the same change-log check
 *   replaces an entry whose product changed, so a detail is as fresh as its card.
 * - Once the cards are older than `reloadAfterMs`: the check also takes a newer snapshot (the
 *   scheduled refresh writes one from the card index), bounding what a change that bypassed the log
 *   can cost.
 *
 * All of it happens inside the request that finds it due: Lambda freezes a container between
 * invocations, so nothing here runs after the response.
 */
import { CATALOGUE_FRESHNESS } from '../core/catalogue/catalogue-freshness.js';
import { CatalogueIndex, type CreateCatalogueSearch } from '../core/catalogue/catalogue-index.js';
import { isSnapshotUsable, type CatalogueSnapshot } from '../core/catalogue/catalogue-snapshot.js';
import type { Category } from '../core/catalogue/category.js';
import type { Product } from '../core/catalogue/product.js';
import { SHOP_METRICS, logger, recordMetric } from '../shared/powertools.js';
import { listCategories } from './categories.js';
import {
  getProduct,
  getProducts,
  getShopWords,
  listProductCards,
  listBrands,
  listCatalogueChangesAfter,
} from './catalogue-reads.js';
import { tellChangesRead, tellLogRead } from './change-log-watch.js';
import {
  getCatalogueSnapshot,
  getCatalogueSnapshotMeta,
  putCatalogueSnapshot,
} from './catalogue-snapshot.js';

/**
 * Changes are read with this overlap, so writers whose clocks lag a little, and entries an eventually
 * consistent read did not see yet, are not missed; entries already applied are skipped.
 */
const CLOCK_SKEW_MS = 5_000;
/**
 * A cold container starts from a snapshot no older than this: far inside the change log's day, and
 * short enough that a write which bypassed the log (a bulk load) is not served for long.
 */
const SNAPSHOT_MAX_AGE_MS = 30 * 60 * 1000;
/** After looking for a newer snapshot in vain, the next look waits this long. */
const RELOAD_RETRY_MS = 60 * 1000;
/** Full products kept for detail pages: the most recently viewed, a few KB each. */
const DETAIL_CACHE_SIZE = 5_000;

interface CatalogueState {
  index: CatalogueIndex;
  categories: Category[];
  /** ISO time from which the change log is read next. */
  changesFrom: string;
  /** Log entries at or after `changesFrom` that are already applied. */
  applied: ReadonlySet<string>;
  /** When the card index load these cards descend from began (directly or through a snapshot). */
  cardsReadAt: number;
  /** When the change log was last read. */
  checkedAt: number;
}

let state: CatalogueState | undefined;
let coldLoad: Promise<CatalogueState> | undefined;
let checking: Promise<void> | undefined;
let nextReloadAttemptAt = 0;
/** Full products of recently viewed detail pages, least recently viewed first (a Map keeps order). */
const details = new Map<string, Product>();
/** Counts applied change-log reads: a detail read that overlapped one is not kept (it may be older). */
let generation = 0;

function isoMinus(ms: number, from = Date.now()): string {
  return new Date(from - ms).toISOString();
}

function fromSnapshot(snapshot: CatalogueSnapshot): CatalogueState {
  return {
    index: new CatalogueIndex(snapshot.cards, snapshot.brands, snapshot.categories),
    categories: snapshot.categories,
    changesFrom: snapshot.changesFrom,
    applied: new Set(),
    cardsReadAt: Date.parse(snapshot.takenAt),
    checkedAt: 0,
  };
}

/** Every product's card from the card index, brands and categories, as a snapshot taken now. */
async function readCardIndex(): Promise<CatalogueSnapshot> {
  const startedAt = Date.now();
  const [cards, brands, categories] = await Promise.all([listProductCards(), listBrands(), listCategories()]);
  return {
    takenAt: new Date(startedAt).toISOString(),
    changesFrom: isoMinus(CLOCK_SKEW_MS, startedAt),
    cards,
    brands,
    categories,
  };
}

/**
 * Writes a fresh snapshot from the card index (the scheduled refresh): cold starts always find one,
 * and warm containers whose cards grew old take it. Returns whether it became current.
 */
export async function refreshCatalogueSnapshot(): Promise<boolean> {
  return putCatalogueSnapshot(await readCardIndex());
}

/** The card index, then a snapshot of it for the next cold containers. */
async function loadCardIndex(): Promise<CatalogueState> {
  const snapshot = await readCardIndex();
  // The snapshot compresses off the event loop while the index is built; both finish in this
  // request (work after the answer would be frozen with the container).
  const stored = putCatalogueSnapshot(snapshot).catch((error: unknown) => {
    // The snapshot only speeds up other cold starts: serve the catalogue anyway.
    logger.warn('Could not store the catalogue snapshot', { error });
  });
  const state = fromSnapshot(snapshot);
  await stored;
  return state;
}

/** The current snapshot when it is at most `maxAgeMs` old and its cards are newer than `newerThan`. */
async function readSnapshot(maxAgeMs: number, newerThan = 0): Promise<CatalogueState | undefined> {
  const meta = await getCatalogueSnapshotMeta();
  if (!meta || !isSnapshotUsable(meta, Date.now(), maxAgeMs) || Date.parse(meta.takenAt) <= newerThan) {
    return undefined;
  }
  const snapshot = await getCatalogueSnapshot(meta);
  return snapshot && fromSnapshot(snapshot);
}

/**
 * Applies the change log since `current.changesFrom`: changed products are read strongly consistently;
 * a brand or category change re-reads those lists (search documents carry their names).
 */
async function applyChanges(current: CatalogueState): Promise<CatalogueState> {
  const startedAt = Date.now();
  const changes = await listCatalogueChangesAfter(current.changesFrom);
  const fresh = changes.filter((change) => !current.applied.has(change.position));
  const ids = [...new Set(fresh.filter((change) => change.kind === 'product').map((change) => change.refId))];
  const namesMoved = fresh.some((change) => change.kind === 'brand' || change.kind === 'category');
  const wordsMoved = fresh.some((change) => change.kind === 'shop-words');
  tellChangesRead(fresh);
  const [products, names, shopWords] = await Promise.all([
    getProducts(ids),
    namesMoved ? Promise.all([listBrands(), listCategories()]) : undefined,
    wordsMoved ? getShopWords() : undefined,
  ]);
  // Every read is done: the index changes in one synchronous step, never half-way for a request.
  let { categories } = current;
  if (wordsMoved) current.index.setShopWords(shopWords);
  if (names) {
    current.index.setBrandsAndCategories(names[0], names[1]);
    categories = names[1];
  }
  const found = new Set(products.map((p) => p.id));
  for (const product of products) {
    current.index.upsert(product);
    if (details.has(product.id)) details.set(product.id, product);
  }
  for (const id of ids) {
    if (found.has(id)) continue;
    current.index.remove(id);
    details.delete(id);
  }
  generation += 1;
  const changesFrom = isoMinus(CLOCK_SKEW_MS, startedAt);
  // Entries inside the next read's overlap are remembered so they are not applied twice.
  const applied = new Set(
    changes
      .filter((change) => change.position.slice(change.position.indexOf('/') + 1) > changesFrom)
      .map((change) => change.position),
  );
  tellLogRead(startedAt);
  return { ...current, categories, changesFrom, applied, checkedAt: startedAt };
}

/**
 * The largest catalogue whose search index is built in the request that loads it. The build grows
 * with the catalogue (about 0.45 s of a cold list's 0.9 s at 20,000 products): beyond this size it
 * would hold every cold list past its 1.5 s goal, so the first search pays for it instead.
 */
const SEARCH_BUILT_AT_LOAD_MAX_PRODUCTS = 30_000;

async function loadCold(): Promise<CatalogueState> {
  const startedAt = Date.now();
  const [snapshot, shopWords] = await Promise.all([readSnapshot(SNAPSHOT_MAX_AGE_MS), getShopWords()]);
  let base = snapshot;
  if (!base) {
    recordMetric(SHOP_METRICS.snapshotFallback);
    base = await loadCardIndex();
  }
  base.index.setShopWords(shopWords);
  // Always read the log once: it covers writes after the snapshot and any lag of the card index.
  const loaded = await applyChanges(base);
  recordMetric(SHOP_METRICS.catalogueColdLoadMs, Date.now() - startedAt);
  return loaded;
}

/** The change log on top of the current cards, or of a newer snapshot once the cards are old. */
async function check(current: CatalogueState): Promise<void> {
  const now = Date.now();
  let base = current;
  if (now - current.cardsReadAt >= CATALOGUE_FRESHNESS.reloadAfterMs && now >= nextReloadAttemptAt) {
    const newer = await readSnapshot(CATALOGUE_FRESHNESS.reloadAfterMs, current.cardsReadAt);
    if (newer) {
      newer.index.setShopWords(current.index.shopWords);
      base = newer;
    } else nextReloadAttemptAt = now + RELOAD_RETRY_MS;
  }
  try {
    const next = await applyChanges(base);
    if (state === current) state = next;
  } catch (error) {
    // The current catalogue stays served; the next request looks again.
    logger.warn('Could not read the catalogue change log', { error });
  }
}

/**
 * The current catalogue. Only a container without one waits for a load; a request that finds the
 * check due waits for it (concurrent ones share it), every other request is answered from memory.
 * `fresh` (the admin area: staff expect to see their own edit at once) reads the log on every call,
 * after any check that was already under way, which may have started before the caller's write.
 * `search` (the functions that answer searches) builds the search index with the catalogue, in the
 * request that loads it (or takes a newer snapshot), so no shopper's first search waits for it;
 * functions that never search (featured, related, product pages, sitemap) never pay for it. Above
 * `SEARCH_BUILT_AT_LOAD_MAX_PRODUCTS` the first search builds it instead.
 */
export async function getCatalogue(
  options: { fresh?: boolean; search?: CreateCatalogueSearch } = {},
): Promise<{ index: CatalogueIndex; categories: Category[] }> {
  if (!state) {
    coldLoad ??= loadCold().finally(() => {
      coldLoad = undefined;
    });
    const loaded = await coldLoad;
    state ??= loaded;
  } else if (options.fresh || Date.now() - state.checkedAt >= CATALOGUE_FRESHNESS.checkIntervalMs) {
    if (options.fresh && checking) await checking;
    checking ??= check(state).finally(() => {
      checking = undefined;
    });
    await checking;
  }
  if (options.search && state.index.size <= SEARCH_BUILT_AT_LOAD_MAX_PRODUCTS) {
    state.index.prepareSearch(options.search);
  }
  return state;
}

/**
 * One product with every stored field, for its detail page, and the brand and category names from
 * the warm catalogue; `undefined` when there is no such product. Read from the table once, then kept
 * fresh by the change-log check like the cards.
 */
export async function getProductDetail(
  id: string,
): Promise<{ product: Product; names: ReturnType<CatalogueIndex['getNames']> } | undefined> {
  const { index } = await getCatalogue();
  let product = details.get(id);
  if (product) {
    details.delete(id);
    details.set(id, product);
  } else {
    const readFrom = generation;
    product = await getProduct(id);
    if (!product) return undefined;
    if (readFrom === generation) {
      details.set(id, product);
      if (details.size > DETAIL_CACHE_SIZE) details.delete(details.keys().next().value!);
    }
  }
  return { product, names: index.getNames(product) };
}

/** Forgets the warm catalogue (tests and benchmarks measure cold starts with it). */
export function resetCatalogueCache(): void {
  state = undefined;
  nextReloadAttemptAt = 0;
  details.clear();
}

/**
 * The warm catalogue of one Lambda container (or of the local adapter).
 *
 * - Cold start: the catalogue snapshot in the table (one GetItem, one BatchGet of gzip'd chunks),
 *   then the change log since it. Without a usable snapshot (none, another format, older than
 *   `SNAPSHOT_MAX_AGE_MS`), the card index is read page by page and a fresh snapshot written.
 * - Every request: the version stamp (one strongly consistent GetItem); when it moved, the change log
 *   since the last look names the changed products, read strongly consistently and applied, so an
 *   edit or a deactivation shows on the very next request.
 * - After `RELOAD_AFTER_MS`: a reload in the background (a newer snapshot, else the card index) while
 *   requests keep being served from the current catalogue, bounding what any missed change can cost.
 */
import { CatalogueIndex } from '../core/catalogue/catalogue-index.js';
import { isSnapshotUsable, type CatalogueSnapshot } from '../core/catalogue/catalogue-snapshot.js';
import type { Category } from '../core/catalogue/category.js';
import { SHOP_METRICS, logger, recordMetric } from '../shared/powertools.js';
import { listCategories } from './categories.js';
import {
  getCatalogueVersion,
  getProducts,
  listProductCards,
  listBrands,
  listCatalogueChangesAfter,
} from './catalogue-reads.js';
import {
  getCatalogueSnapshot,
  getCatalogueSnapshotMeta,
  putCatalogueSnapshot,
} from './catalogue-snapshot.js';

/** Changes are read with this overlap, so writers whose clocks lag a little are not missed. */
const CLOCK_SKEW_MS = 5_000;
/** A catalogue whose cards were read from the card index longer ago than this reloads (in the background). */
const RELOAD_AFTER_MS = 15 * 60 * 1000;
/**
 * A cold container starts from a snapshot no older than this: far inside the change log's day, and
 * short enough that a write which bypassed the log (a bulk load) is not served for long.
 */
const SNAPSHOT_MAX_AGE_MS = 30 * 60 * 1000;
/** After a failed background reload, the next attempt waits this long. */
const RELOAD_RETRY_MS = 60 * 1000;

interface CatalogueState {
  index: CatalogueIndex;
  categories: Category[];
  version: number;
  /** ISO time from which the change log is read next. */
  changesFrom: string;
  /** When the card index load these cards descend from began (directly or through a snapshot). */
  cardsReadAt: number;
}

let state: CatalogueState | undefined;
let coldLoad: Promise<CatalogueState> | undefined;
let refreshing: Promise<void> | undefined;
let reloading: Promise<void> | undefined;
let nextReloadAttemptAt = 0;

function isoMinus(ms: number, from = Date.now()): string {
  return new Date(from - ms).toISOString();
}

function fromSnapshot(snapshot: CatalogueSnapshot): CatalogueState {
  return {
    index: new CatalogueIndex(snapshot.cards, snapshot.brands, snapshot.categories),
    categories: snapshot.categories,
    version: snapshot.version,
    changesFrom: snapshot.changesFrom,
    cardsReadAt: Date.parse(snapshot.takenAt),
  };
}

/** Every product's card from the card index, then a snapshot of it for the next cold containers. */
async function loadCardIndex(version: number): Promise<CatalogueState> {
  const startedAt = Date.now();
  const [cards, brands, categories] = await Promise.all([listProductCards(), listBrands(), listCategories()]);
  const snapshot: CatalogueSnapshot = {
    version,
    takenAt: new Date(startedAt).toISOString(),
    changesFrom: isoMinus(CLOCK_SKEW_MS, startedAt),
    cards,
    brands,
    categories,
  };
  try {
    await putCatalogueSnapshot(snapshot);
  } catch (error) {
    // The snapshot only speeds up other cold starts: serve the catalogue anyway.
    logger.warn('Could not store the catalogue snapshot', { error });
  }
  return fromSnapshot(snapshot);
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
async function applyChanges(current: CatalogueState, version: number): Promise<CatalogueState> {
  const startedAt = Date.now();
  const changes = await listCatalogueChangesAfter(current.changesFrom);
  const ids = [
    ...new Set(changes.filter((change) => change.kind === 'product').map((change) => change.refId)),
  ];
  const namesMoved = changes.some((change) => change.kind !== 'product');
  const [products, names] = await Promise.all([
    getProducts(ids),
    namesMoved ? Promise.all([listBrands(), listCategories()]) : undefined,
  ]);
  // Every read is done: the index changes in one synchronous step, never half-way for a request.
  let { categories } = current;
  if (names) {
    current.index.setBrandsAndCategories(names[0], names[1]);
    categories = names[1];
  }
  const found = new Set(products.map((p) => p.id));
  for (const product of products) current.index.upsert(product);
  for (const id of ids) if (!found.has(id)) current.index.remove(id);
  return { ...current, categories, version, changesFrom: isoMinus(CLOCK_SKEW_MS, startedAt) };
}

async function loadCold(): Promise<CatalogueState> {
  const startedAt = Date.now();
  const version = await getCatalogueVersion();
  let base = await readSnapshot(SNAPSHOT_MAX_AGE_MS);
  if (!base) {
    recordMetric(SHOP_METRICS.snapshotFallback);
    base = await loadCardIndex(version);
  }
  // Always read the log once: it covers writes after the snapshot and any lag of the card index.
  const loaded = await applyChanges(base, version);
  recordMetric(SHOP_METRICS.catalogueColdLoadMs, Date.now() - startedAt);
  return loaded;
}

/** A newer snapshot than the current cards (another container's reload), else the card index. */
async function reload(current: CatalogueState): Promise<CatalogueState> {
  const version = await getCatalogueVersion();
  const base = (await readSnapshot(RELOAD_AFTER_MS, current.cardsReadAt)) ?? (await loadCardIndex(version));
  return applyChanges(base, version);
}

async function refresh(): Promise<void> {
  const current = state!;
  const version = await getCatalogueVersion();
  if (version === current.version) return;
  const next = await applyChanges(current, version);
  // A background reload may have swapped in another index meanwhile: it reads the log itself.
  if (state?.index === current.index) state = next;
}

function startReloadIfDue(current: CatalogueState): void {
  const now = Date.now();
  if (reloading || now - current.cardsReadAt < RELOAD_AFTER_MS || now < nextReloadAttemptAt) return;
  nextReloadAttemptAt = now + RELOAD_RETRY_MS;
  reloading = reload(current)
    .then((next) => {
      if (state?.index === current.index) state = next;
    })
    .catch((error: unknown) => logger.warn('Background catalogue reload failed', { error }))
    .finally(() => {
      reloading = undefined;
    });
}

/**
 * The current catalogue. Only a container without one waits for a load; concurrent callers share
 * one load and one refresh, and a due reload runs in the background.
 */
export async function getCatalogue(): Promise<{ index: CatalogueIndex; categories: Category[] }> {
  if (!state) {
    coldLoad ??= loadCold().finally(() => {
      coldLoad = undefined;
    });
    const loaded = await coldLoad;
    state ??= loaded;
  } else {
    refreshing ??= refresh().finally(() => {
      refreshing = undefined;
    });
    await refreshing;
  }
  const current = state;
  startReloadIfDue(current);
  return current;
}

/** Forgets the warm catalogue (tests and benchmarks measure cold starts with it). */
export function resetCatalogueCache(): void {
  state = undefined;
  nextReloadAttemptAt = 0;
}

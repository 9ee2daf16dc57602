/**
 * The warm catalogue of one Lambda container (or of the local adapter): loaded once at cold start
 * from the card index, then kept current on every request. Each request reads the version stamp
 * (one strongly consistent GetItem); when it moved, the change log since the last look names the
 * products that changed, which are read strongly consistently and applied to the index, so an edit
 * or a deactivation shows on the very next request without reloading the catalogue.
 */
import { CatalogueIndex } from '../core/catalogue/catalogue-index.js';
import type { Category } from '../core/catalogue/category.js';
import { listCategories } from './categories.js';
import {
  getCatalogueVersion,
  getProducts,
  listProductCards,
  listBrands,
  listCatalogueChangesAfter,
} from './catalogue-reads.js';

/** Changes are read with this overlap, so writers whose clocks lag a little are not missed. */
const CLOCK_SKEW_MS = 5_000;
/** A container this old reloads everything, bounding what any missed change could cost. */
const FULL_RELOAD_AFTER_MS = 15 * 60 * 1000;

interface CatalogueState {
  index: CatalogueIndex;
  categories: Category[];
  version: number;
  /** ISO time from which the change log is read next. */
  changesFrom: string;
  loadedAt: number;
}

let state: CatalogueState | undefined;
let pending: Promise<CatalogueState> | undefined;

function isoMinus(ms: number, from = Date.now()): string {
  return new Date(from - ms).toISOString();
}

async function loadEverything(version: number): Promise<CatalogueState> {
  const startedAt = Date.now();
  const [cards, brands, categories] = await Promise.all([listProductCards(), listBrands(), listCategories()]);
  return {
    index: new CatalogueIndex(cards, brands, categories),
    categories,
    version,
    changesFrom: isoMinus(CLOCK_SKEW_MS, startedAt),
    loadedAt: startedAt,
  };
}

async function applyChanges(current: CatalogueState, version: number): Promise<CatalogueState> {
  const startedAt = Date.now();
  const changes = await listCatalogueChangesAfter(current.changesFrom);
  // A brand or category rename changes names inside search documents: rebuild from scratch then.
  if (changes.some((change) => change.kind !== 'product')) return loadEverything(version);
  const ids = [...new Set(changes.map((change) => change.refId))];
  const products = await getProducts(ids);
  const found = new Set(products.map((p) => p.id));
  for (const product of products) current.index.upsert(product);
  for (const id of ids) if (!found.has(id)) current.index.remove(id);
  return { ...current, version, changesFrom: isoMinus(CLOCK_SKEW_MS, startedAt) };
}

async function refresh(): Promise<CatalogueState> {
  const version = await getCatalogueVersion();
  if (!state || Date.now() - state.loadedAt > FULL_RELOAD_AFTER_MS) return loadEverything(version);
  if (version === state.version) return state;
  return applyChanges(state, version);
}

/** The current catalogue; concurrent callers share one refresh. */
export async function getCatalogue(): Promise<{ index: CatalogueIndex; categories: Category[] }> {
  pending ??= refresh().finally(() => {
    pending = undefined;
  });
  state = await pending;
  return state;
}

/** Forgets the warm catalogue (tests and benchmarks measure cold starts with it). */
export function resetCatalogueCache(): void {
  state = undefined;
}

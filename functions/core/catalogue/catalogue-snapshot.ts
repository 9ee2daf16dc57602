/**
 * The catalogue snapshot: the warm catalogue's cards, brands and categories as gzip'd JSON, split
 * into chunks small enough for one DynamoDB item each. A cold container reads it (one GetItem and one
 * BatchGet) instead of paging through the card index, then applies the change log since
 * `changesFrom`. Pure: the data layer compresses, stores and reads the chunks.
 */
import type { Brand } from './brand.js';
import type { Category } from './category.js';
import { CARD_SOURCE_FIELDS, type CardSource } from './product-card.js';

/**
 * Changes whenever the shape of what a snapshot holds does (a card field added or removed), so a
 * container of a new deploy never reads an old deploy's cards as its own: it reloads instead.
 */
export const SNAPSHOT_FORMAT = `2:${CARD_SOURCE_FIELDS.join(',')}`;

/** Bytes per chunk: under DynamoDB's 400 KB item limit with room for the keys and attributes. */
export const SNAPSHOT_CHUNK_BYTES = 350 * 1024;

export interface CatalogueSnapshot {
  /** ISO time the card index load began. */
  takenAt: string;
  /** ISO time from which the change log must be applied on top of these cards. */
  changesFrom: string;
  cards: CardSource[];
  brands: Brand[];
  categories: Category[];
}

/** What the meta item says about the current snapshot. */
export interface SnapshotMeta {
  snapshotId: string;
  format: string;
  takenAt: string;
  chunkCount: number;
}

/** The JSON a snapshot is stored as: its fields stamped with the format they were written in. */
export function snapshotToJson(snapshot: CatalogueSnapshot): string {
  return JSON.stringify({ format: SNAPSHOT_FORMAT, ...snapshot });
}

/**
 * The snapshot in parsed JSON, or `undefined` when it is not one of this format (another deploy's
 * shape): the caller then loads the card index.
 */
export function snapshotFromJson(parsed: unknown): CatalogueSnapshot | undefined {
  if (!isSnapshotOfThisFormat(parsed)) return undefined;
  const { format: _format, ...snapshot } = parsed;
  return snapshot;
}

function isSnapshotOfThisFormat(value: unknown): value is CatalogueSnapshot & { format: string } {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    v.format === SNAPSHOT_FORMAT &&
    typeof v.takenAt === 'string' &&
    typeof v.changesFrom === 'string' &&
    Array.isArray(v.cards) &&
    Array.isArray(v.brands) &&
    Array.isArray(v.categories)
  );
}

/**
 * Whether a cold container may start from this snapshot: same format, and young enough that the
 * change log since it (kept a day) is certainly complete and any change it missed is short-lived.
 */
export function isSnapshotUsable(meta: SnapshotMeta, now: number, maxAgeMs: number): boolean {
  const age = now - Date.parse(meta.takenAt);
  return meta.format === SNAPSHOT_FORMAT && meta.chunkCount > 0 && age <= maxAgeMs;
}

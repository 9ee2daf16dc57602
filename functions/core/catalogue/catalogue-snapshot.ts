/**
 * The catalogue snapshot: the warm catalogue's cards, brands and categories, stored as independently
 * compressed JSON parts small enough for one DynamoDB item each. A cold container reads it (one
 * GetItem and a few BatchGets in parallel, each part decoded as it arrives) instead of paging through
 * the card index, then applies the change log since `changesFrom`. Pure: the data layer compresses,
 * stores and reads the parts.
 */
import type { Brand } from './brand.js';
import type { Category } from './category.js';
import { CARD_SOURCE_FIELDS, type CardSource } from './product-card.js';

/**
 * Changes whenever the shape of what a snapshot holds does (a card field added or removed, a new
 * encoding), so a container of a new deploy never reads an old deploy's snapshot as its own: it
 * reloads instead.
 */
export const SNAPSHOT_FORMAT = `3:${CARD_SOURCE_FIELDS.join(',')}`;

/** Bytes per stored chunk: under DynamoDB's 400 KB item limit with room for the keys and attributes. */
export const SNAPSHOT_CHUNK_BYTES = 350 * 1024;

/**
 * Characters of card JSON per part before compression. Catalogue JSON compresses about tenfold, so
 * a part is typically a fifth of a chunk; a part that compresses worse is split again (data layer).
 * Parts rather than one stream split into chunks: each decodes on its own as its read arrives.
 */
export const SNAPSHOT_PART_JSON_CHARS = 2 * 1024 * 1024;

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

/** The first part: everything but the cards, stamped with the format it was written in. */
interface SnapshotHead {
  format: string;
  /** How many parts of cards follow: a part lost on the way is noticed, not a catalogue short. */
  cardParts: number;
  takenAt: string;
  changesFrom: string;
  brands: Brand[];
  categories: Category[];
}

/** The head part's JSON, for a snapshot stored with `cardParts` parts of cards after it. */
export function snapshotHeadJson(snapshot: CatalogueSnapshot, cardParts: number): string {
  const { cards: _cards, ...rest } = snapshot;
  return JSON.stringify({ format: SNAPSHOT_FORMAT, cardParts, ...rest } satisfies SnapshotHead);
}

/** A part of the cards: their JSON array and how many cards it holds. */
export interface CardPart {
  json: string;
  count: number;
}

/**
 * The cards as JSON arrays of at most `maxChars` characters each (a single larger card gets a part of
 * its own), in order.
 */
export function cardParts(cards: readonly CardSource[], maxChars = SNAPSHOT_PART_JSON_CHARS): CardPart[] {
  const parts: CardPart[] = [];
  let pending: string[] = [];
  let chars = 0;
  const close = () => parts.push({ json: `[${pending.join(',')}]`, count: pending.length });
  for (const card of cards) {
    const json = JSON.stringify(card);
    if (pending.length > 0 && chars + json.length + 1 > maxChars) {
      close();
      pending = [];
      chars = 0;
    }
    pending.push(json);
    chars += json.length + 1;
  }
  if (pending.length > 0) close();
  return parts;
}

/**
 * The snapshot from its parsed parts in order (the head, then arrays of cards), or `undefined` when
 * they are not one of this format (another deploy's shape, a part missing or out of place): the caller
 * then loads the card index.
 */
export function snapshotFromParts(parts: readonly unknown[]): CatalogueSnapshot | undefined {
  const [head, ...cardParts] = parts;
  if (
    !isHeadOfThisFormat(head) ||
    head.cardParts !== cardParts.length ||
    !cardParts.every((part) => Array.isArray(part))
  ) {
    return undefined;
  }
  const { format: _format, cardParts: _count, ...rest } = head;
  return { ...rest, cards: (cardParts as CardSource[][]).flat() };
}

function isHeadOfThisFormat(value: unknown): value is SnapshotHead {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const v = value as Record<string, unknown>;
  return (
    v.format === SNAPSHOT_FORMAT &&
    typeof v.cardParts === 'number' &&
    typeof v.takenAt === 'string' &&
    typeof v.changesFrom === 'string' &&
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

/**
 * The catalogue snapshot's bytes: a head and parts of cards, each its own Brotli-compressed JSON small
 * enough for one DynamoDB item. Brotli rather than gzip: its larger window finds the cards' repeated
 * fields (7 MB instead of 15 at 100,000 products, so half the bytes to read) and it decodes as fast.
 * Compression runs off the event loop, the parts in parallel.
 */
import { promisify } from 'node:util';
import { brotliCompress, brotliDecompress, constants } from 'node:zlib';
import {
  cardParts,
  SNAPSHOT_CHUNK_BYTES,
  SNAPSHOT_PART_JSON_CHARS,
  snapshotFromParts,
  snapshotHeadJson,
  type CatalogueSnapshot,
} from '../core/catalogue/catalogue-snapshot.js';
import type { CardSource } from '../core/catalogue/product-card.js';

const compressAsync = promisify(brotliCompress);
const decompressAsync = promisify(brotliDecompress);

/** Quality 6 of 11: a second to encode 100,000 cards; higher levels save a few per cent for twice that. */
const QUALITY = 6;

function compress(json: string): Promise<Buffer> {
  return compressAsync(json, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: json.length,
    },
  });
}

/** The compressed parts of `cards`, each at most `chunkBytes`: a part that compresses worse is halved. */
async function compressCards(
  cards: readonly CardSource[],
  chunkBytes: number,
  partChars: number,
): Promise<Buffer[]> {
  let next = 0;
  const packed = await Promise.all(
    cardParts(cards, partChars).map(async ({ json, count }) => {
      const group = cards.slice(next, (next += count));
      const chunk = await compress(json);
      if (chunk.length <= chunkBytes) return [chunk];
      if (count === 1) throw new Error(`Card ${group[0]!.id} alone is too large for a snapshot chunk`);
      return compressCards(group, chunkBytes, Math.floor(json.length / 2));
    }),
  );
  return packed.flat();
}

/** The snapshot's chunks in order: the head, then the cards, each chunk at most `chunkBytes`. */
export async function encodeSnapshot(
  snapshot: CatalogueSnapshot,
  chunkBytes = SNAPSHOT_CHUNK_BYTES,
  partChars = SNAPSHOT_PART_JSON_CHARS,
): Promise<Buffer[]> {
  const cards = await compressCards(snapshot.cards, chunkBytes, partChars);
  const head = await compress(snapshotHeadJson(snapshot, cards.length));
  if (head.length > chunkBytes) throw new Error('The snapshot head is too large for a chunk');
  return [head, ...cards];
}

/** One chunk decompressed and parsed, or `undefined` when it is not compressed JSON. */
export async function decodeSnapshotPart(chunk: Uint8Array): Promise<unknown> {
  try {
    return JSON.parse((await decompressAsync(chunk)).toString('utf8'));
  } catch {
    return undefined;
  }
}

/**
 * The snapshot from its chunks in order, or `undefined` when they do not make one of this format
 * (a chunk missing or corrupt, another deploy's shape): the caller then loads the card index.
 */
export async function decodeSnapshot(chunks: readonly Uint8Array[]): Promise<CatalogueSnapshot | undefined> {
  return snapshotFromParts(await Promise.all(chunks.map(decodeSnapshotPart)));
}

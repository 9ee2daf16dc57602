/**
 * The catalogue snapshot's bytes: its JSON gzip'd and split into chunks small enough for one
 * DynamoDB item each. Gzip runs off the event loop.
 */
import { promisify } from 'node:util';
import { gunzip, gzip } from 'node:zlib';
import {
  SNAPSHOT_CHUNK_BYTES,
  snapshotFromJson,
  snapshotToJson,
  type CatalogueSnapshot,
} from '../core/catalogue/catalogue-snapshot.js';

const gzipAsync = promisify(gzip);
const gunzipAsync = promisify(gunzip);

/** Gzip'd JSON of the snapshot in chunks of at most `chunkBytes`. */
export async function encodeSnapshot(
  snapshot: CatalogueSnapshot,
  chunkBytes = SNAPSHOT_CHUNK_BYTES,
): Promise<Buffer[]> {
  const packed = await gzipAsync(snapshotToJson(snapshot));
  const chunks: Buffer[] = [];
  for (let start = 0; start < packed.length; start += chunkBytes) {
    chunks.push(packed.subarray(start, start + chunkBytes));
  }
  return chunks;
}

/**
 * The snapshot from its chunks in order, or `undefined` when they do not make one of this format
 * (a chunk missing or corrupt, another deploy's shape): the caller then loads the card index.
 */
export async function decodeSnapshot(chunks: readonly Uint8Array[]): Promise<CatalogueSnapshot | undefined> {
  let parsed: unknown;
  try {
    parsed = JSON.parse((await gunzipAsync(Buffer.concat(chunks))).toString('utf8'));
  } catch {
    return undefined;
  }
  return snapshotFromJson(parsed);
}

/**
 * The catalogue snapshot in the single table (partition `catalogue#snapshot`): a meta item naming the
 * current snapshot, and that snapshot's compressed chunks. A writer puts its chunks under a new id first,
 * then the meta item, on condition that no newer snapshot is already current; readers therefore never
 * wait for a writer and never see half a snapshot. Replaced chunks expire through the TTL attribute.
 */
import { randomUUID } from 'node:crypto';
import { DeleteCommand, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import {
  SNAPSHOT_FORMAT,
  snapshotFromParts,
  type CatalogueSnapshot,
  type SnapshotMeta,
} from '../core/catalogue/catalogue-snapshot.js';
import { decodeSnapshotPart, encodeSnapshot } from './catalogue-snapshot-chunks.js';
import { documentClient, getItemsByKeys, getTableName } from './dynamo-client.js';
import { keys } from './keys.js';
import { TTL_ATTRIBUTE } from './table-design.js';

/** Chunks outlive the longest time a reader may still start from their snapshot (see the cache). */
const CHUNK_TTL_SECONDS = 2 * 60 * 60;

/** The current snapshot's meta item (strongly consistent), or `undefined` when there is none. */
export async function getCatalogueSnapshotMeta(): Promise<SnapshotMeta | undefined> {
  const result = await documentClient.send(
    new GetCommand({ TableName: getTableName(), Key: keys.catalogueSnapshotMeta(), ConsistentRead: true }),
  );
  const item = result.Item;
  if (!item) return undefined;
  return {
    snapshotId: String(item.snapshot_id),
    format: String(item.format),
    takenAt: String(item.taken_at),
    chunkCount: Number(item.chunk_count),
  };
}

/**
 * Chunks per BatchGet. The reads run in parallel and each chunk is decoded as its read arrives, so
 * decoding overlaps the reads still in flight instead of following the last of them.
 */
const CHUNKS_PER_READ = 4;

/** The snapshot `meta` names, or `undefined` when a chunk is gone (expired) or it does not decode. */
export async function getCatalogueSnapshot(meta: SnapshotMeta): Promise<CatalogueSnapshot | undefined> {
  const reads: Promise<unknown[] | undefined>[] = [];
  for (let first = 0; first < meta.chunkCount; first += CHUNKS_PER_READ) {
    const indexes = Array.from(
      { length: Math.min(CHUNKS_PER_READ, meta.chunkCount - first) },
      (_, n) => first + n,
    );
    reads.push(
      getItemsByKeys(indexes.map((n) => keys.catalogueSnapshotChunk(meta.snapshotId, n))).then(
        async (items) => {
          const byIndex = new Map(items.map((item) => [Number(item.chunk_index), item.data as Uint8Array]));
          if (indexes.some((n) => !byIndex.has(n))) return undefined;
          return Promise.all(indexes.map((n) => decodeSnapshotPart(byIndex.get(n)!)));
        },
      ),
    );
  }
  const groups = await Promise.all(reads);
  if (groups.some((group) => group === undefined)) return undefined;
  return snapshotFromParts(groups.flat());
}

/**
 * Stores `snapshot` and makes it current unless a newer one already is (racing writers are fine:
 * the newest wins). Returns whether it became current.
 */
export async function putCatalogueSnapshot(snapshot: CatalogueSnapshot): Promise<boolean> {
  const tableName = getTableName();
  const snapshotId = randomUUID();
  const chunks = await encodeSnapshot(snapshot);
  const expiresAt = Math.floor(Date.parse(snapshot.takenAt) / 1000) + CHUNK_TTL_SECONDS;
  await Promise.all(
    chunks.map((data, n) =>
      documentClient.send(
        new PutCommand({
          TableName: tableName,
          Item: {
            ...keys.catalogueSnapshotChunk(snapshotId, n),
            entity: 'catalogue-snapshot-chunk',
            chunk_index: n,
            data,
            [TTL_ATTRIBUTE]: expiresAt,
          },
        }),
      ),
    ),
  );
  try {
    await documentClient.send(
      new PutCommand({
        TableName: tableName,
        Item: {
          ...keys.catalogueSnapshotMeta(),
          entity: 'catalogue-snapshot',
          snapshot_id: snapshotId,
          format: SNAPSHOT_FORMAT,
          taken_at: snapshot.takenAt,
          chunk_count: chunks.length,
          bytes: chunks.reduce((sum, chunk) => sum + chunk.length, 0),
        },
        ConditionExpression: 'attribute_not_exists(pk) OR taken_at < :takenAt',
        ExpressionAttributeValues: { ':takenAt': snapshot.takenAt },
      }),
    );
    return true;
  } catch (error) {
    if ((error as Error).name === 'ConditionalCheckFailedException') return false;
    throw error;
  }
}

/**
 * Forgets the current snapshot. For bulk loads that bypass the change log (benchmark seeding): the
 * next cold container then reads the card index and takes a fresh snapshot.
 */
export async function discardCatalogueSnapshot(): Promise<void> {
  await documentClient.send(
    new DeleteCommand({ TableName: getTableName(), Key: keys.catalogueSnapshotMeta() }),
  );
}

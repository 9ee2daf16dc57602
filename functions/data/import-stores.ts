/**
 * Distributor stores the import tool has read (keys in `keys.ts`): one item per origin, listed on
 * gsi1 (`stores`). An import records its store; staff set the currency and the sync schedule.
 */
import { createHash } from 'node:crypto';
import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { getStoreOrigin, importStoreSchema, type ImportStore } from '../core/scraper/import-store.js';
import { documentClient, getTableName, queryAll, stripKeys } from './dynamo-client.js';
import { keys } from './keys.js';

/** The id of a store: a hash of its origin, safe in a path. */
export function getStoreId(origin: string): string {
  return createHash('sha256').update(origin.toLowerCase()).digest('hex').slice(0, 24);
}

function toStore(item: Record<string, unknown>): ImportStore {
  const { gsi1pk: _pk, gsi1sk: _sk, ...rest } = stripKeys(item) as Record<string, unknown>;
  return importStoreSchema.parse(rest);
}

export async function getImportStore(id: string): Promise<ImportStore | undefined> {
  const result = await documentClient.send(
    new GetCommand({ TableName: getTableName(), Key: keys.importStore(id), ConsistentRead: true }),
  );
  return result.Item ? toStore(result.Item) : undefined;
}

/** The store of a URL, if the tool has read it before. */
export async function findImportStore(url: string): Promise<ImportStore | undefined> {
  return getImportStore(getStoreId(getStoreOrigin(url)));
}

export async function listImportStores(): Promise<ImportStore[]> {
  const items = await queryAll({
    IndexName: 'gsi1',
    KeyConditionExpression: 'gsi1pk = :pk',
    ExpressionAttributeValues: { ':pk': keys.allImportStores().gsi1pk },
  });
  return items.map(toStore);
}

/** Records the store an import or preview read from (its start page is where a sync begins). */
export async function recordImportStore(startUrl: string, now: string): Promise<ImportStore> {
  const origin = getStoreOrigin(startUrl);
  const id = getStoreId(origin);
  const result = await documentClient.send(
    new UpdateCommand({
      TableName: getTableName(),
      Key: keys.importStore(id),
      UpdateExpression:
        'SET entity = :entity, id = :id, origin = :origin, startUrl = :url, updatedAt = :now, ' +
        'gsi1pk = :gsi1pk, gsi1sk = :gsi1sk, currency = if_not_exists(currency, :auto), ' +
        'syncIntervalHours = if_not_exists(syncIntervalHours, :none)',
      ExpressionAttributeValues: {
        ':entity': 'import-store',
        ':id': id,
        ':origin': origin,
        ':url': startUrl,
        ':now': now,
        ':auto': 'auto',
        ':none': null,
        ...(() => {
          const list = keys.importStoreList(origin);
          return { ':gsi1pk': list.gsi1pk, ':gsi1sk': list.gsi1sk };
        })(),
      },
      ReturnValues: 'ALL_NEW',
    }),
  );
  return toStore(result.Attributes!);
}

export async function saveImportStore(store: ImportStore): Promise<void> {
  await documentClient.send(
    new PutCommand({
      TableName: getTableName(),
      Item: {
        ...keys.importStore(store.id),
        ...keys.importStoreList(store.origin),
        entity: 'import-store',
        ...store,
      },
    }),
  );
}

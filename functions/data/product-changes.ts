/** The change log of each product: what a run (or a CSV import) changed on it, newest first when read. */
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { SYNC } from '../core/constants.js';
import type { ProductChangeEntry } from '../core/scraper/product-changes.js';
import { documentClient, getTableName, putItemsInBatches } from './dynamo-client.js';
import { keys } from './keys.js';

/** Writes entries; entries without changes are skipped. */
export async function recordProductChanges(entries: readonly ProductChangeEntry[]): Promise<void> {
  await putItemsInBatches(
    entries
      .filter((entry) => entry.changes.length > 0)
      .map((entry) => ({
        ...keys.productChange(entry.productId, entry.at, entry.runId),
        entity: 'product-change',
        ...entry,
      })),
  );
}

/** The latest entries of one product, newest first. */
export async function listProductChanges(productId: string): Promise<ProductChangeEntry[]> {
  const result = await documentClient.send(
    new QueryCommand({
      TableName: getTableName(),
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': keys.allProductChanges(productId).pk },
      ScanIndexForward: false,
      Limit: SYNC.changesShown,
    }),
  );
  return (result.Items ?? []).map(({ productId: id, runId, mode, at, changes }) => ({
    productId: String(id),
    runId: String(runId),
    mode: mode as ProductChangeEntry['mode'],
    at: String(at),
    changes: changes as ProductChangeEntry['changes'],
  }));
}

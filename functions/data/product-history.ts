/**
 * The stock and price history of each product (`product-history#<id>` / `<time>#<stream event id>`),
 * written by the history stream consumer only. Keyed by the stream event, so a replayed record
 * writes the same entry again instead of a second one.
 */
import { PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { HistoryEntry } from '../core/catalogue/product-history.js';

export type { HistoryEntry };
import { documentClient, getTableName, queryAll } from './dynamo-client.js';
import { keys } from './keys.js';

/** Writes one write's entry; idempotent per stream event. */
export async function recordHistoryEntry(entry: HistoryEntry, eventId: string): Promise<void> {
  await documentClient.send(
    new PutCommand({
      TableName: getTableName(),
      Item: {
        ...keys.productHistory(entry.product_id, entry.at, eventId),
        entity: 'product-history',
        ...entry,
      },
    }),
  );
}

const toEntry = (item: Record<string, unknown>): HistoryEntry => ({
  product_id: String(item.product_id),
  at: String(item.at),
  by: String(item.by),
  cause: item.cause as HistoryEntry['cause'],
  changes: item.changes as HistoryEntry['changes'],
});

export interface HistoryPage {
  entries: HistoryEntry[];
  /** Where the next (older) page starts; null on the last page. */
  cursor: string | null;
}

/** One page of a product's history, newest first; `cursor` is the previous page's answer. */
export async function listHistoryPage(
  productId: string,
  limit: number,
  cursor?: string,
): Promise<HistoryPage> {
  const { pk } = keys.allProductHistory(productId);
  const result = await documentClient.send(
    new QueryCommand({
      TableName: getTableName(),
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': pk },
      ScanIndexForward: false,
      Limit: limit,
      ...(cursor ? { ExclusiveStartKey: { pk, sk: cursor } } : {}),
    }),
  );
  const next = result.LastEvaluatedKey?.sk;
  return { entries: (result.Items ?? []).map(toEntry), cursor: typeof next === 'string' ? next : null };
}

/** A product's whole history, newest first (the CSV export). */
export async function listAllHistory(productId: string): Promise<HistoryEntry[]> {
  const items = await queryAll({
    KeyConditionExpression: 'pk = :pk',
    ExpressionAttributeValues: { ':pk': keys.allProductHistory(productId).pk },
    ScanIndexForward: false,
  });
  return items.map(toEntry);
}

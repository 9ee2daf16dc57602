/**
 * A sync run's writes: price and stock of products already imported from the store, through the
 * import step's plan, stamped with the run for the products' history; products the store no longer
 * lists are marked out of stock at the end. New products on the store are left for an import.
 */
import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { productSchema } from '../core/catalogue/product.js';
import { runActor, stampChange } from '../core/catalogue/product-history.js';
import { diffProducts, markVanished } from '../core/scraper/product-changes.js';
import { catalogueChangeItem } from './catalogue-change-entry.js';
import {
  documentClient,
  getItemsByKeys,
  getTableName,
  putItemsInBatches,
  queryAll,
} from './dynamo-client.js';
import { keys } from './keys.js';
import { toProductItem } from './products.js';
import { TTL_ATTRIBUTE } from './table-design.js';

/** Seen markers outlive any run (the state machine's own limit is two hours). */
const SEEN_TTL_SECONDS = 24 * 60 * 60;

/** Records the products a sync saw on the store (read back by `markVanishedProducts`). */
export async function markSyncSeen(runId: string, productIds: readonly string[]): Promise<void> {
  const ttl = Math.floor(Date.now() / 1000) + SEEN_TTL_SECONDS;
  await putItemsInBatches(
    productIds.map((id) => ({ ...keys.syncSeen(runId, id), entity: 'sync-seen', [TTL_ATTRIBUTE]: ttl })),
  );
}

/**
 * Marks out of stock every product imported from `origin` that this sync did not see and that is
 * not already out of stock, each in a transaction with its catalogue change entry; returns how many.
 */
export async function markVanishedProducts(runId: string, origin: string): Promise<number> {
  const seenPrefix = keys.allSyncSeen(runId);
  const seen = new Set(
    (
      await queryAll({
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
        ExpressionAttributeValues: { ':pk': seenPrefix.pk, ':prefix': seenPrefix.skPrefix },
        ConsistentRead: true,
      })
    ).map((item) => String(item.sk).slice(seenPrefix.skPrefix.length)),
  );
  const fromStore = await queryAll({
    IndexName: 'gsi1',
    KeyConditionExpression: 'gsi1pk = :pk',
    FilterExpression: 'begins_with(source_url, :origin)',
    ProjectionExpression: 'id',
    ExpressionAttributeValues: { ':pk': keys.allProducts().gsi1pk, ':origin': `${origin}/` },
  });
  const candidates = fromStore.map((item) => String(item.id)).filter((id) => !seen.has(id.toLowerCase()));

  const products = (await getItemsByKeys(candidates.map((id) => keys.product(id)))).map((item) =>
    productSchema.parse(item),
  );
  const now = new Date().toISOString();
  let marked = 0;
  for (const existing of products) {
    const product = markVanished(existing, now);
    const diff = diffProducts(existing, product);
    if (diff.kind !== 'changed') continue;
    await documentClient.send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Put: {
              TableName: getTableName(),
              Item: toProductItem(product, stampChange('sync', runActor('sync', runId))),
              ConditionExpression: 'attribute_exists(pk)',
            },
          },
          catalogueChangeItem('product', product.id),
        ],
      }),
    );
    marked += 1;
  }
  return marked;
}

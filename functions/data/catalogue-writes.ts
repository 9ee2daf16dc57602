/**
 * Writes to the catalogue. Each one is a single transaction that also appends an entry to the change
 * log shard of what it changed, which is how every warm catalogue cache learns about it. There is no
 * shop-wide item every write touches: an order writes only its own items, the products it buys and
 * their change entries, spread over the shards.
 */
import { randomUUID } from 'node:crypto';
import { TransactWriteCommand, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import type { Product } from '../core/catalogue/product.js';
import type { ChangeStamp } from '../core/catalogue/product-history.js';
import { documentClient, getTableName } from './dynamo-client.js';
import { keys } from './keys.js';
import { TTL_ATTRIBUTE } from './table-design.js';
import { toProductItem } from './products.js';

type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

/** Change log entries expire after a day; caches older than that reload everything anyway. */
const CHANGE_TTL_SECONDS = 24 * 60 * 60;

/** The change-log entry every catalogue change carries, in the shard of `refId`. */
export function catalogueChangeItem(kind: 'product' | 'brand' | 'category', refId: string): TransactItem {
  const now = new Date();
  return {
    Put: {
      TableName: getTableName(),
      Item: {
        ...keys.catalogueChange(refId, now.toISOString(), randomUUID()),
        entity: 'catalogue-change',
        kind,
        ref_id: refId,
        [TTL_ATTRIBUTE]: Math.floor(now.getTime() / 1000) + CHANGE_TTL_SECONDS,
      },
    },
  };
}

/** Replaces a product item (the SKU guard is the admin area's concern) and records the change. */
export async function saveProduct(product: Product, stamp: ChangeStamp): Promise<void> {
  await documentClient.send(
    new TransactWriteCommand({
      TransactItems: [
        { Put: { TableName: getTableName(), Item: toProductItem(product, stamp) } },
        catalogueChangeItem('product', product.id),
      ],
    }),
  );
}

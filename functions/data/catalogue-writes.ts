/**
 * Writes to the catalogue. Each one is a single transaction that also appends to the change log and
 * bumps the version stamp, which is how every warm catalogue cache learns about it.
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

/** The two writes every catalogue change carries: a change-log entry and the version bump. */
export function catalogueChangeItems(kind: 'product' | 'brand' | 'category', refId: string): TransactItem[] {
  const now = new Date();
  const tableName = getTableName();
  return [
    {
      Put: {
        TableName: tableName,
        Item: {
          ...keys.catalogueChange(now.toISOString(), randomUUID()),
          entity: 'catalogue-change',
          kind,
          ref_id: refId,
          [TTL_ATTRIBUTE]: Math.floor(now.getTime() / 1000) + CHANGE_TTL_SECONDS,
        },
      },
    },
    {
      Update: {
        TableName: tableName,
        Key: keys.catalogueVersion(),
        UpdateExpression: 'ADD version :one SET updated_at = :now, entity = :entity',
        ExpressionAttributeValues: { ':one': 1, ':now': now.toISOString(), ':entity': 'catalogue' },
      },
    },
  ];
}

/** Replaces a product item (the SKU guard is the admin area's concern) and records the change. */
export async function saveProduct(product: Product, stamp: ChangeStamp): Promise<void> {
  await documentClient.send(
    new TransactWriteCommand({
      TransactItems: [
        { Put: { TableName: getTableName(), Item: toProductItem(product, stamp) } },
        ...catalogueChangeItems('product', product.id),
      ],
    }),
  );
}

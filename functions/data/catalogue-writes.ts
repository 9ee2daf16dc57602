/**
 * Writes to the catalogue. Each one is a single transaction that also appends an entry to the change
 * log shard of what it changed, which is how every warm catalogue cache learns about it. There is no
 * shop-wide item every write touches: an order writes only its own items, the products it buys and
 * their change entries, spread over the shards.
 */
import { randomUUID } from 'node:crypto';
import { TransactWriteCommand, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import type { Product } from '../core/catalogue/product.js';
import type { ShopWord } from '../core/catalogue/shop-word-defaults.js';
import type { ChangeStamp } from '../core/catalogue/product-history.js';
import { documentClient, getTableName } from './dynamo-client.js';
import { keys } from './keys.js';
import { SHOP_WORDS_KEY } from './catalogue-reads.js';
import { TTL_ATTRIBUTE } from './table-design.js';
import { toProductItem } from './products.js';

type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

/** Change log entries expire after a day; caches older than that reload everything anyway. */
const CHANGE_TTL_SECONDS = 24 * 60 * 60;

/** The change-log entry every catalogue change carries, in the shard of `refId`. */
export function catalogueChangeItem(
  kind: 'product' | 'brand' | 'category' | 'shop-words',
  refId: string,
): TransactItem {
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

/**
 * Saves staff's shop words (`undefined`: back to the shipped list) and tells the warm catalogues;
 * `catalogue-reads.ts` reads them.
 */
export async function saveShopWords(words: ShopWord[] | undefined): Promise<void> {
  const TableName = getTableName();
  await documentClient.send(
    new TransactWriteCommand({
      TransactItems: [
        words
          ? { Put: { TableName, Item: { ...SHOP_WORDS_KEY, entity: 'shop-words', words } } }
          : { Delete: { TableName, Key: SHOP_WORDS_KEY } },
        catalogueChangeItem('shop-words', 'shop-words'),
      ],
    }),
  );
}

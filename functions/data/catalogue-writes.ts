/**
 * Writes to the catalogue. Each one is a single transaction that also appends an entry to the change
 * log shard of what it changed, which is how every warm catalogue cache learns about it. There is no
 * shop-wide item every write touches: an order writes only its own items, the products it buys and
 * their change entries, spread over the shards.
 */
import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import type { Product } from '../core/catalogue/product.js';
import type { ShopWord } from '../core/catalogue/shop-word-defaults.js';
import type { ChangeStamp } from '../core/catalogue/product-history.js';
import { documentClient, getTableName } from './dynamo-client.js';
import { SHOP_WORDS_KEY } from './catalogue-reads.js';
import { toProductItem } from './products.js';
import { catalogueChangeItem } from './catalogue-change-entry.js';

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

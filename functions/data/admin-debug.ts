/**
 * The Debug Panel's data tools: item counts by entity (Test Database) and an idempotent sample brand,
 * category and product (Create Sample Data, Remove sample data).
 */
import { GetCommand, ScanCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import type { Brand } from '../core/catalogue/brand.js';
import type { Category } from '../core/catalogue/category.js';
import type { Product } from '../core/catalogue/product.js';
import { toBrandItem } from './brands.js';
import { catalogueChangeItem } from './catalogue-change-entry.js';
import { toCategoryItem } from './categories.js';
import { documentClient, getTableName } from './dynamo-client.js';
import { keys } from './keys.js';
import type { ChangeStamp } from '../core/catalogue/product-history.js';
import { toProductItem, toSkuGuardItem } from './products.js';

/**
 * Items per `entity`, read with a projected Scan. It reads the whole table, which is what a database
 * check should do and fine for a button pressed by hand; nothing on a hot path calls it.
 */
export async function countItemsByEntity(): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  let cursor: Record<string, unknown> | undefined;
  do {
    const page = await documentClient.send(
      new ScanCommand({
        TableName: getTableName(),
        ProjectionExpression: '#entity',
        ExpressionAttributeNames: { '#entity': 'entity' },
        ExclusiveStartKey: cursor,
      }),
    );
    for (const item of page.Items ?? []) {
      const entity = typeof item.entity === 'string' ? item.entity : 'unknown';
      counts[entity] = (counts[entity] ?? 0) + 1;
    }
    cursor = page.LastEvaluatedKey;
  } while (cursor);
  return counts;
}

/**
 * Writes the sample brand, category and product unless they exist: one transaction whose conditions
 * make a second press a no-op. Returns false when they were already there.
 */
export async function createSampleItems(
  sample: {
    brand: Brand;
    category: Category;
    product: Product;
  },
  stamp: ChangeStamp,
): Promise<boolean> {
  const put = (Item: Record<string, unknown>) => ({
    Put: { TableName: getTableName(), Item, ConditionExpression: 'attribute_not_exists(pk)' },
  });
  try {
    await documentClient.send(
      new TransactWriteCommand({
        TransactItems: [
          put(toBrandItem(sample.brand)),
          put(toCategoryItem(sample.category)),
          put(toProductItem(sample.product, stamp)),
          put(toSkuGuardItem(sample.product)),
          catalogueChangeItem('brand', sample.brand.id),
          catalogueChangeItem('category', sample.category.id),
          catalogueChangeItem('product', sample.product.id),
        ],
      }),
    );
    return true;
  } catch (error) {
    if ((error as Error).name === 'TransactionCanceledException') return false;
    throw error;
  }
}

/**
 * Deletes the sample brand, category and product (and the product's SKU guard), each with its
 * catalogue change entry, in one transaction; deleting what is already gone changes nothing.
 */
export async function removeSampleItems(ids: {
  brand: string;
  category: string;
  product: string;
}): Promise<void> {
  const product = await documentClient.send(
    new GetCommand({ TableName: getTableName(), Key: keys.product(ids.product), ConsistentRead: true }),
  );
  const sku = typeof product.Item?.sku === 'string' ? product.Item.sku : undefined;
  const remove = (Key: { pk: string; sk: string }) => ({ Delete: { TableName: getTableName(), Key } });
  await documentClient.send(
    new TransactWriteCommand({
      TransactItems: [
        remove(keys.brand(ids.brand)),
        remove(keys.category(ids.category)),
        remove(keys.product(ids.product)),
        ...(sku ? [remove(keys.skuGuard(sku))] : []),
        catalogueChangeItem('brand', ids.brand),
        catalogueChangeItem('category', ids.category),
        catalogueChangeItem('product', ids.product),
      ],
    }),
  );
}

/**
 * Admin writes of products. Each is one transaction with the catalogue change entry and version bump
 * (so every warm catalogue sees it on its next request) and, for create, update and delete, the SKU
 * guard item that keeps SKUs unique across products.
 */
import { GetCommand, TransactWriteCommand, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import type { Product } from '../core/catalogue/product.js';
import { CHANGE_STAMP_ATTRIBUTE, type ChangeStamp } from '../core/catalogue/product-history.js';
import { catalogueChangeItem } from './catalogue-change-entry.js';
import { documentClient, getTableName } from './dynamo-client.js';
import { keys } from './keys.js';
import { toProductItem, toSkuGuardItem } from './products.js';

type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

/** Why a write was refused: which of its items failed its condition. */
export type WriteRefusal = 'product' | 'sku' | 'stock';

/** Indexes of the items whose condition failed, or `undefined` when the error is another one. */
function getFailedConditions(error: unknown): number[] | undefined {
  const { name, message, CancellationReasons } = error as {
    name?: string;
    message?: string;
    CancellationReasons?: { Code?: string }[];
  };
  if (name !== 'TransactionCanceledException') return undefined;
  if (CancellationReasons) {
    return CancellationReasons.flatMap((reason, index) =>
      reason.Code === 'ConditionalCheckFailed' ? [index] : [],
    );
  }
  // Some emulators only list the reasons in the message: "[None, ConditionalCheckFailed]".
  const listed = /\[([^\]]*)\]/.exec(message ?? '')?.[1]?.split(',') ?? [];
  return listed.flatMap((code, index) => (code.trim() === 'ConditionalCheckFailed' ? [index] : []));
}

async function transact(items: TransactItem[]): Promise<number[]> {
  try {
    await documentClient.send(new TransactWriteCommand({ TransactItems: items }));
    return [];
  } catch (error) {
    const failed = getFailedConditions(error);
    if (!failed || failed.length === 0) throw error;
    return failed;
  }
}

function putGuard(product: Pick<Product, 'id' | 'sku'>, allowOwn: boolean): TransactItem {
  return {
    Put: {
      TableName: getTableName(),
      Item: toSkuGuardItem(product),
      ConditionExpression: allowOwn
        ? 'attribute_not_exists(pk) OR product_id = :id'
        : 'attribute_not_exists(pk)',
      ...(allowOwn ? { ExpressionAttributeValues: { ':id': product.id } } : {}),
    },
  };
}

/** Creates a product and reserves its SKU. Refused with `sku` when another product holds the SKU. */
export async function createProduct(product: Product, stamp: ChangeStamp): Promise<WriteRefusal | undefined> {
  const failed = await transact([
    {
      Put: {
        TableName: getTableName(),
        Item: toProductItem(product, stamp),
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    },
    putGuard(product, false),
    catalogueChangeItem('product', product.id),
  ]);
  if (failed.includes(1)) return 'sku';
  return failed.length > 0 ? 'product' : undefined;
}

/**
 * Replaces a product. When its SKU changes, the old guard goes and the new one is reserved in the
 * same transaction; a SKU that only changes case keeps its guard (keys are lowercase). With
 * `expectedStock` the write is refused (`product`) unless the stock is still that figure: a change
 * planned on a stock that an order has moved since is never written over it.
 */
export async function updateProduct(
  product: Product,
  previous: Product,
  stamp: ChangeStamp,
  options: { expectedStock?: number } = {},
): Promise<WriteRefusal | undefined> {
  const stockGuard = options.expectedStock !== undefined;
  const oldGuard = keys.skuGuard(previous.sku);
  const newGuard = keys.skuGuard(product.sku);
  const sameGuard = oldGuard.pk === newGuard.pk;
  const failed = await transact([
    {
      Put: {
        TableName: getTableName(),
        Item: toProductItem(product, stamp),
        ConditionExpression: stockGuard
          ? 'attribute_exists(pk) AND stock_quantity = :stock'
          : 'attribute_exists(pk)',
        ...(stockGuard ? { ExpressionAttributeValues: { ':stock': options.expectedStock } } : {}),
      },
    },
    putGuard(product, sameGuard),
    ...(sameGuard
      ? []
      : [
          {
            Delete: {
              TableName: getTableName(),
              Key: oldGuard,
              ConditionExpression: 'attribute_not_exists(pk) OR product_id = :id',
              ExpressionAttributeValues: { ':id': product.id },
            },
          },
        ]),
    catalogueChangeItem('product', product.id),
  ]);
  if (failed.includes(0)) return 'product';
  if (failed.includes(1)) return 'sku';
  return undefined;
}

/** Deletes a product and frees its SKU. Refused with `product` when it is already gone. */
export async function deleteProduct(product: Pick<Product, 'id' | 'sku'>): Promise<WriteRefusal | undefined> {
  const failed = await transact([
    {
      Delete: {
        TableName: getTableName(),
        Key: keys.product(product.id),
        ConditionExpression: 'attribute_exists(pk)',
      },
    },
    {
      Delete: {
        TableName: getTableName(),
        Key: keys.skuGuard(product.sku),
        ConditionExpression: 'attribute_not_exists(pk) OR product_id = :id',
        ExpressionAttributeValues: { ':id': product.id },
      },
    },
    catalogueChangeItem('product', product.id),
  ]);
  return failed.length > 0 ? 'product' : undefined;
}

/**
 * The inventory quick update: one atomic `stock_quantity + delta` whose condition keeps the result at
 * zero or above, in the transaction that records the change. It also drops a stored stock status
 * override, which would otherwise hide the new quantity from the shop, and the importer's "quantity
 * unknown" mark: staff counted it. Returns the new quantity, or `stock` when the product is missing
 * or the result would be below zero.
 */
export async function adjustStock(
  id: string,
  delta: number,
  now: string,
  stamp: ChangeStamp,
): Promise<number | 'stock'> {
  const failed = await transact([
    {
      Update: {
        TableName: getTableName(),
        Key: keys.product(id),
        UpdateExpression:
          'SET stock_quantity = stock_quantity + :delta, updated_at = :now, #stamp = :stamp REMOVE stock_status, stock_estimated',
        ConditionExpression: 'attribute_exists(pk) AND stock_quantity >= :needed',
        ExpressionAttributeNames: { '#stamp': CHANGE_STAMP_ATTRIBUTE },
        ExpressionAttributeValues: { ':delta': delta, ':now': now, ':needed': -delta, ':stamp': stamp },
      },
    },
    catalogueChangeItem('product', id),
  ]);
  if (failed.length > 0) return 'stock';
  const result = await documentClient.send(
    new GetCommand({
      TableName: getTableName(),
      Key: keys.product(id),
      ConsistentRead: true,
      ProjectionExpression: 'stock_quantity',
    }),
  );
  return Number(result.Item?.stock_quantity ?? 0);
}

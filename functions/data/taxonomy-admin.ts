/**
 * Writes of staff's brand and category management. Each entry write carries its catalogue change
 * entry (warm catalogues re-read the lists); a merge moves each product in a transaction with the
 * product's change entry, then removes the merged entry.
 */
import { randomUUID } from 'node:crypto';
import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { brandSchema, type Brand } from '../core/catalogue/brand.js';
import { categorySchema, type Category } from '../core/catalogue/category.js';
import { slugify } from '../core/catalogue/slug.js';
import type { TaxonomyKind } from '../core/catalogue/taxonomy-admin.js';
import { toBrandItem } from './brands.js';
import { listBrands } from './catalogue-reads.js';
import { catalogueChangeItem } from './catalogue-change-entry.js';
import { listCategories, toCategoryItem } from './categories.js';
import { documentClient, getTableName, queryAll } from './dynamo-client.js';
import { keys } from './keys.js';

/** Imported and staff-made categories sort after the category bar's eleven. */
const ADDED_CATEGORY_SORT_ORDER = 1000;

type Entry = Brand | Category;

const changeKind = (kind: TaxonomyKind) => (kind === 'brands' ? 'brand' : 'category');

export async function listEntries(kind: TaxonomyKind): Promise<Entry[]> {
  return kind === 'brands' ? listBrands() : listCategories();
}

function toItem(kind: TaxonomyKind, entry: Entry): Record<string, unknown> {
  return kind === 'brands'
    ? toBrandItem(brandSchema.parse(entry))
    : toCategoryItem(categorySchema.parse(entry));
}

/** Saves an entry (new or changed) with its change entry. */
export async function saveEntry(kind: TaxonomyKind, entry: Entry, isNew: boolean): Promise<void> {
  await documentClient.send(
    new TransactWriteCommand({
      TransactItems: [
        {
          Put: {
            TableName: getTableName(),
            Item: toItem(kind, entry),
            ConditionExpression: isNew ? 'attribute_not_exists(pk)' : 'attribute_exists(pk)',
          },
        },
        catalogueChangeItem(changeKind(kind), entry.id),
      ],
    }),
  );
}

/** A new entry of `kind` named `name`. */
export function buildEntry(kind: TaxonomyKind, name: string, isActive: boolean): Entry {
  const base = { id: randomUUID(), name, slug: slugify(name), description: '', is_active: isActive };
  return kind === 'brands'
    ? brandSchema.parse(base)
    : categorySchema.parse({ ...base, sort_order: ADDED_CATEGORY_SORT_ORDER });
}

/**
 * Moves every product of `fromId` to `intoId` (each in a transaction with its change entry), then
 * deletes `fromId`. Returns how many products moved.
 */
export async function mergeEntries(kind: TaxonomyKind, fromId: string, intoId: string): Promise<number> {
  const field = kind === 'brands' ? 'brand_id' : 'category_id';
  const ids = (
    await queryAll({
      IndexName: 'gsi1',
      KeyConditionExpression: 'gsi1pk = :pk',
      FilterExpression: '#field = :from',
      ProjectionExpression: 'id',
      ExpressionAttributeNames: { '#field': field },
      ExpressionAttributeValues: { ':pk': keys.allProducts().gsi1pk, ':from': fromId },
    })
  ).map((item) => String(item.id));
  const now = new Date().toISOString();
  for (const id of ids) {
    await documentClient.send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Update: {
              TableName: getTableName(),
              Key: keys.product(id),
              UpdateExpression: 'SET #field = :into, updated_at = :now',
              ConditionExpression: '#field = :from',
              ExpressionAttributeNames: { '#field': field },
              ExpressionAttributeValues: { ':into': intoId, ':from': fromId, ':now': now },
            },
          },
          catalogueChangeItem('product', id),
        ],
      }),
    );
  }
  await documentClient.send(
    new TransactWriteCommand({
      TransactItems: [
        {
          Delete: {
            TableName: getTableName(),
            Key: kind === 'brands' ? keys.brand(fromId) : keys.category(fromId),
          },
        },
        catalogueChangeItem(changeKind(kind), fromId),
      ],
    }),
  );
  return ids.length;
}

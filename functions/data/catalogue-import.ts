/**
 * The importer's reads and writes of the catalogue: matching scraped products to stored ones (by SKU
 * guard and by store-URL guard), creating unseen brands and categories, and writing products in
 * batched transactions that carry the change log and the version stamp like every other catalogue
 * write. The import step that plans a page with them is services/scraper/import-scraped-products.ts.
 */
import { createHash, randomUUID } from 'node:crypto';
import {
  GetCommand,
  QueryCommand,
  TransactWriteCommand,
  UpdateCommand,
  type TransactWriteCommandInput,
} from '@aws-sdk/lib-dynamodb';
import { brandSchema, type Brand } from '../core/catalogue/brand.js';
import { categorySchema, type Category } from '../core/catalogue/category.js';
import { productSchema, type Product } from '../core/catalogue/product.js';
import { getUnsellableReason } from '../core/catalogue/sellable.js';
import { normaliseSourceUrl } from '../core/scraper/import-plan.js';
import type { PageValidators } from '../core/scraper/scraped-product.js';
import { SCRAPER_LIMITS } from '../core/scraper/scraper-limits.js';
import type { ChangeStamp } from '../core/catalogue/product-history.js';
import { toBrandItem } from './brands.js';
import { catalogueChangeItem } from './catalogue-change-entry.js';
import { toCategoryItem } from './categories.js';
import { documentClient, getItemsByKeys, getTableName, queryAll } from './dynamo-client.js';
import { keys } from './keys.js';
import { toProductItem, toSkuGuardItem } from './products.js';

type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

/** Imported categories sort after the category bar's eleven. */
const IMPORTED_CATEGORY_SORT_ORDER = 1000;

/** The key hash of a store URL (URLs can be longer than a key may be). */
export function hashSourceUrl(sourceUrl: string): string {
  return createHash('sha256').update(normaliseSourceUrl(sourceUrl)).digest('hex');
}

function queryIndex(gsi1pk: string): Promise<Record<string, unknown>[]> {
  return queryAll({
    IndexName: 'gsi1',
    KeyConditionExpression: 'gsi1pk = :pk',
    ExpressionAttributeValues: { ':pk': gsi1pk },
  });
}

/** Brands and categories by slug (active or not), for matching names a store prints. */
export async function loadTaxonomy(): Promise<{
  brands: Map<string, Brand>;
  categories: Map<string, Category>;
}> {
  const [brandItems, categoryItems] = await Promise.all([
    queryIndex(keys.allBrands().gsi1pk),
    queryIndex(keys.allCategories().gsi1pk),
  ]);
  const brands = new Map(brandItems.map((item) => brandSchema.parse(item)).map((b) => [b.slug, b]));
  const categories = new Map(categoryItems.map((item) => categorySchema.parse(item)).map((c) => [c.slug, c]));
  return { brands, categories };
}

/** Creates brands (slug to name), each with its change-log entry; returns them. */
export async function createBrands(names: ReadonlyMap<string, string>, active: boolean): Promise<Brand[]> {
  const created: Brand[] = [];
  for (const [slug, name] of names) {
    const brand = brandSchema.parse({ id: randomUUID(), name, slug, is_active: active });
    await documentClient.send(
      new TransactWriteCommand({
        TransactItems: [
          { Put: { TableName: getTableName(), Item: toBrandItem(brand) } },
          catalogueChangeItem('brand', brand.id),
        ],
      }),
    );
    created.push(brand);
  }
  return created;
}

/** Creates categories (slug to name) after the category bar; returns them. */
export async function createCategories(
  names: ReadonlyMap<string, string>,
  active: boolean,
): Promise<Category[]> {
  const created: Category[] = [];
  for (const [slug, name] of names) {
    const category = categorySchema.parse({
      id: randomUUID(),
      name,
      slug,
      is_active: active,
      sort_order: IMPORTED_CATEGORY_SORT_ORDER,
    });
    await documentClient.send(
      new TransactWriteCommand({
        TransactItems: [
          { Put: { TableName: getTableName(), Item: toCategoryItem(category) } },
          catalogueChangeItem('category', category.id),
        ],
      }),
    );
    created.push(category);
  }
  return created;
}

export interface MatchRequest {
  sku: string;
  sourceUrl: string;
}

/**
 * The stored product each scraped one matches, by SKU first and then by store URL, in the order
 * asked (`undefined` for a new product). Reads the guards and then the products, strongly consistent.
 */
export async function findMatchingProducts(
  requests: readonly MatchRequest[],
): Promise<(Product | undefined)[]> {
  const guardKeys = new Map<string, { pk: string; sk: string }>();
  for (const request of requests) {
    const sku = keys.skuGuard(request.sku);
    const source = keys.sourceGuard(hashSourceUrl(request.sourceUrl));
    guardKeys.set(sku.pk, sku);
    guardKeys.set(source.pk, source);
  }
  const guards = new Map(
    (await getItemsByKeys([...guardKeys.values()])).map((item) => [String(item.pk), String(item.product_id)]),
  );
  const idFor = (request: MatchRequest) =>
    guards.get(keys.skuGuard(request.sku).pk) ??
    guards.get(keys.sourceGuard(hashSourceUrl(request.sourceUrl)).pk);
  const ids = [...new Set(requests.map(idFor).filter((id): id is string => id !== undefined))];
  const products = new Map(
    (await getItemsByKeys(ids.map((id) => keys.product(id)))).map((item) => {
      const product = productSchema.parse(item);
      return [product.id, product];
    }),
  );
  return requests.map((request) => {
    const id = idFor(request);
    return id === undefined ? undefined : products.get(id);
  });
}

export interface ImportWrite {
  product: Product;
  isNew: boolean;
  /** What the product's own page answered (kept on its source record for the next sync). */
  page?: PageValidators;
}

/** The source record's attributes of a product page's answer. */
function pageAttributes(page: PageValidators | undefined): Record<string, string> {
  if (!page) return {};
  return {
    page_hash: page.contentHash,
    ...(page.etag ? { page_etag: page.etag } : {}),
    ...(page.lastModified ? { page_last_modified: page.lastModified } : {}),
  };
}

/** A product's source record as the next sync reads it: the product and its page's last answer. */
export interface SourceRecord {
  productId: string;
  page?: PageValidators;
}

/** The source record of a store address (`undefined`: no product was imported from it). */
export async function getSourceRecord(sourceUrl: string): Promise<SourceRecord | undefined> {
  const { Item: item } = await documentClient.send(
    new GetCommand({ TableName: getTableName(), Key: keys.sourceGuard(hashSourceUrl(sourceUrl)) }),
  );
  return item ? toSourceRecord(item) : undefined;
}

/**
 * The source records of these store URLs, read together (BatchGetItem, 100 keys a call): a sync's
 * batch of product pages; a URL with no record is left out of the map.
 */
export async function getSourceRecords(sourceUrls: readonly string[]): Promise<Map<string, SourceRecord>> {
  const guards = sourceUrls.map((url) => ({ url, key: keys.sourceGuard(hashSourceUrl(url)) }));
  const items = new Map(
    (await getItemsByKeys(guards.map((guard) => guard.key))).map((item) => [String(item.pk), item]),
  );
  const records = new Map<string, SourceRecord>();
  for (const { url, key } of guards) {
    const item = items.get(key.pk);
    const record = item ? toSourceRecord(item) : undefined;
    if (record) records.set(url, record);
  }
  return records;
}

function toSourceRecord(item: Record<string, unknown>): SourceRecord | undefined {
  if (typeof item.product_id !== 'string') return undefined;
  const hash = typeof item.page_hash === 'string' ? item.page_hash : undefined;
  return {
    productId: item.product_id,
    ...(hash
      ? {
          page: {
            contentHash: hash,
            ...(typeof item.page_etag === 'string' ? { etag: item.page_etag } : {}),
            ...(typeof item.page_last_modified === 'string' ? { lastModified: item.page_last_modified } : {}),
          },
        }
      : {}),
  };
}

/**
 * Records a product page's new answer on its source record alone (a sync that read the page again
 * but had nothing of the product to write), so the next sync asks with the page's current ETag.
 */
export async function recordPageValidators(sourceUrl: string, page: PageValidators): Promise<void> {
  const attributes = pageAttributes(page);
  const names = Object.keys(attributes);
  const removed = ['page_etag', 'page_last_modified'].filter((name) => !(name in attributes));
  await documentClient
    .send(
      new UpdateCommand({
        TableName: getTableName(),
        Key: keys.sourceGuard(hashSourceUrl(sourceUrl)),
        UpdateExpression:
          `SET ${names.map((_, i) => `#a${i} = :a${i}`).join(', ')}` +
          (removed.length > 0 ? ` REMOVE ${removed.join(', ')}` : ''),
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeNames: Object.fromEntries(names.map((name, i) => [`#a${i}`, name])),
        ExpressionAttributeValues: Object.fromEntries(names.map((name, i) => [`:a${i}`, attributes[name]])),
      }),
    )
    .catch((error: unknown) => {
      // A product removed meanwhile has no record to keep it on.
      if ((error as { name?: string }).name !== 'ConditionalCheckFailedException') throw error;
    });
}

function writeItems(write: ImportWrite, stamp: ChangeStamp): TransactItem[] {
  const tableName = getTableName();
  const items: TransactItem[] = [
    { Put: { TableName: tableName, Item: toProductItem(write.product, stamp) } },
    {
      Put: {
        TableName: tableName,
        Item: {
          ...keys.sourceGuard(hashSourceUrl(write.product.source_url!)),
          entity: 'source',
          source_url: write.product.source_url,
          product_id: write.product.id,
          ...pageAttributes(write.page),
        },
      },
    },
    catalogueChangeItem('product', write.product.id),
  ];
  if (write.isNew) {
    items.push({
      Put: {
        TableName: tableName,
        Item: toSkuGuardItem(write.product),
        // Another product holding this SKU means the match missed it: fail rather than share it.
        ConditionExpression: 'attribute_not_exists(pk) OR product_id = :id',
        ExpressionAttributeValues: { ':id': write.product.id },
      },
    });
  }
  return items;
}

async function writeTransaction(writes: readonly ImportWrite[], stamp: ChangeStamp): Promise<void> {
  await documentClient.send(
    new TransactWriteCommand({ TransactItems: writes.flatMap((write) => writeItems(write, stamp)) }),
  );
}

/**
 * Writes imported products in transactions of up to `upsertBatchSize`; when a batch is refused (a
 * SKU taken in between), its products are written one by one so one bad product costs only itself.
 * Returns how many were written and the errors of those that were not. `stamp` names the run.
 */
export async function writeImportedProducts(
  writes: readonly ImportWrite[],
  stamp: ChangeStamp,
): Promise<{ written: ImportWrite[]; errors: string[] }> {
  const written: ImportWrite[] = [];
  const errors: string[] = [];
  // The shop's sellable rule refuses a product on its own (its message names it), never its batch.
  const sellable = writes.filter((write) => {
    const reason = getUnsellableReason(write.product);
    if (reason) errors.push(reason);
    return reason === undefined;
  });
  for (let start = 0; start < sellable.length; start += SCRAPER_LIMITS.upsertBatchSize) {
    const batch = sellable.slice(start, start + SCRAPER_LIMITS.upsertBatchSize);
    try {
      await writeTransaction(batch, stamp);
      written.push(...batch);
    } catch (error) {
      if (batch.length === 1 || (error as { name?: string }).name !== 'TransactionCanceledException') {
        if (batch.length === 1) {
          errors.push(`${batch[0]!.product.name}: ${(error as Error).message}`);
          continue;
        }
        throw error;
      }
      for (const write of batch) {
        try {
          await writeTransaction([write], stamp);
          written.push(write);
        } catch (single) {
          errors.push(`${write.product.name}: ${(single as Error).message}`);
        }
      }
    }
  }
  return { written, errors };
}

/** Products without images that came from a store, for the backfill (at most `limit`, oldest first). */
export async function listProductsMissingImages(limit: number): Promise<{ id: string; sourceUrl: string }[]> {
  const found: { id: string; sourceUrl: string }[] = [];
  let cursor: Record<string, unknown> | undefined;
  do {
    const page = await documentClient.send(
      new QueryCommand({
        TableName: getTableName(),
        IndexName: 'gsi1',
        KeyConditionExpression: 'gsi1pk = :pk',
        FilterExpression:
          'attribute_exists(source_url) AND (attribute_not_exists(images) OR size(images) = :zero)',
        ProjectionExpression: 'id, source_url',
        ExpressionAttributeValues: { ':pk': keys.allProducts().gsi1pk, ':zero': 0 },
        ExclusiveStartKey: cursor,
      }),
    );
    for (const item of page.Items ?? []) {
      if (found.length < limit) found.push({ id: String(item.id), sourceUrl: String(item.source_url) });
    }
    cursor = found.length < limit ? page.LastEvaluatedKey : undefined;
  } while (cursor);
  return found;
}

/** Sets the images of a product that still has none (a concurrent edit wins), with its change entry. */
export async function fillProductImages(id: string, images: readonly string[]): Promise<boolean> {
  try {
    await documentClient.send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Update: {
              TableName: getTableName(),
              Key: keys.product(id),
              UpdateExpression: 'SET images = :images, updated_at = :now',
              ConditionExpression:
                'attribute_exists(pk) AND (attribute_not_exists(images) OR size(images) = :zero)',
              ExpressionAttributeValues: { ':images': images, ':now': new Date().toISOString(), ':zero': 0 },
            },
          },
          catalogueChangeItem('product', id),
        ],
      }),
    );
    return true;
  } catch (error) {
    if ((error as { name?: string }).name === 'TransactionCanceledException') return false;
    throw error;
  }
}

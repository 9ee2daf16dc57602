/**
 * Reads of the catalogue from the single table: the active product cards (cold load), brands,
 * categories, single products, staff's shop words and the change log since a point in time. What carts read of products
 * is in `cart-products.ts`, so catalogue routes do not bundle the cart's rules.
 */
import { GetCommand, ScanCommand } from '@aws-sdk/lib-dynamodb';
import { brandSchema, type Brand } from '../core/catalogue/brand.js';
import { CARD_SOURCE_FIELDS, type CardNames, type CardSource } from '../core/catalogue/product-card.js';
import { productSchema, type Product } from '../core/catalogue/product.js';
import type { ShopWord } from '../core/catalogue/shop-word-defaults.js';
import { mapLimited } from '../shared/map-limited.js';
import { documentClient, getItemsByKeys, getTableName, queryAll, type Projection } from './dynamo-client.js';
import { keys, type ItemKey } from './keys.js';
import { CARD_INDEX } from './table-design.js';
import type { CatalogueChangeKind } from './catalogue-change-entry.js';

const cardSourceSchema = productSchema.pick(
  Object.fromEntries(CARD_SOURCE_FIELDS.map((field) => [field, true])) as {
    [K in (typeof CARD_SOURCE_FIELDS)[number]]: true;
  },
);

/** Parses a card from an index item; the index carries exactly the card fields. */
export function parseCardSource(item: Record<string, unknown>): CardSource {
  return cardSourceSchema.parse(item);
}

/**
 * Segments of the parallel scan of the card index, and how many are read at once (under the SDK's 50
 * sockets). The index holds nothing but product cards, so its segments read them all side by side.
 * Many small segments rather than a few long ones: at 100,000 cards each is about one page, and a scan
 * that pages far into a segment slows with the offset on DynamoDB Local (8 segments took 97 s there,
 * 64 took 15 s, 256 take 9 s, of which 3 s is the SDK parsing the items here).
 */
export const CARD_SCAN_SEGMENTS = 256;
export const CARD_SCAN_CONCURRENCY = 32;

async function scanCardSegment(segment: number): Promise<Record<string, unknown>[]> {
  const items: Record<string, unknown>[] = [];
  let cursor: Record<string, unknown> | undefined;
  do {
    const page = await documentClient.send(
      new ScanCommand({
        TableName: getTableName(),
        IndexName: CARD_INDEX,
        Segment: segment,
        TotalSegments: CARD_SCAN_SEGMENTS,
        ExclusiveStartKey: cursor,
      }),
    );
    items.push(...(page.Items ?? []));
    cursor = page.LastEvaluatedKey;
  } while (cursor);
  return items;
}

/** Every product's card fields (active or not), from the card index read in parallel segments. */
export async function listProductCards(): Promise<CardSource[]> {
  const segments = await mapLimited(
    Array.from({ length: CARD_SCAN_SEGMENTS }, (_, segment) => segment),
    CARD_SCAN_CONCURRENCY,
    scanCardSegment,
  );
  return segments
    .flat()
    .filter((item) => item.gsi2pk === keys.allProductCards().gsi2pk)
    .map(parseCardSource);
}

export async function listBrands(): Promise<Brand[]> {
  const items = await queryAll({
    IndexName: 'gsi1',
    KeyConditionExpression: 'gsi1pk = :pk',
    ExpressionAttributeValues: { ':pk': keys.allBrands().gsi1pk },
  });
  return items.map((item) => brandSchema.parse(item));
}

/** One product with every stored field, or `undefined`. Strongly consistent: an edit shows at once. */
export async function getProduct(id: string): Promise<Product | undefined> {
  const result = await documentClient.send(
    new GetCommand({ TableName: getTableName(), Key: keys.product(id), ConsistentRead: true }),
  );
  return result.Item ? productSchema.parse(result.Item) : undefined;
}

/** Products by id (missing ones are left out), read strongly consistently in batches of 100. */
export async function getProducts(ids: readonly string[]): Promise<Product[]> {
  return (await getProductItems(ids)).map((item) => productSchema.parse(item));
}

/** Product items by id with only `projection`'s attributes (all when omitted), strongly consistent. */
export function getProductItems(ids: readonly string[], projection?: Projection) {
  return getItemsByKeys(
    ids.map((id) => keys.product(id)),
    projection,
  );
}

/**
 * Staff's shop words: one item, none for the shipped list. Its key is here rather than in `keys.ts`,
 * which every route bundles: only the routes that search and the shop words' own need it. Saved by
 * `catalogue-writes.ts` with a change-log entry, which is how warm catalogues learn of a new list.
 */
export const SHOP_WORDS_KEY: ItemKey = { pk: 'settings', sk: 'shop-words' };

/** The shop words staff saved, or `undefined` for the shipped ones; no schema (the save checked them). */
export async function getShopWords(): Promise<ShopWord[] | undefined> {
  const result = await documentClient.send(
    new GetCommand({ TableName: getTableName(), Key: SHOP_WORDS_KEY, ConsistentRead: true }),
  );
  return result.Item?.words as ShopWord[] | undefined;
}

export interface CatalogueChange {
  /** The entry's shard and sort key: tells an entry already applied from a new one. */
  position: string;
  kind: CatalogueChangeKind;
  refId: string;
}

/**
 * Changes recorded after `position` (an ISO time) in every shard of the log, one query per shard
 * side by side. Eventually consistent (half the read cost): the caller reads with an overlap of
 * several seconds, far beyond how long a replica lags.
 */
export async function listCatalogueChangesAfter(position: string): Promise<CatalogueChange[]> {
  const shards = await Promise.all(
    keys.catalogueChangeShards().map((shard) =>
      queryAll({
        KeyConditionExpression: 'pk = :pk AND sk > :after',
        ExpressionAttributeValues: { ':pk': shard.pk, ':after': position },
      }),
    ),
  );
  return shards.flat().map((item) => ({
    position: `${String(item.pk)}/${String(item.sk)}`,
    kind: item.kind as CatalogueChange['kind'],
    refId: String(item.ref_id),
  }));
}

/** Brand and category names of one product, for the detail page (two small strongly consistent reads). */
export async function getCardNames(product: Pick<Product, 'brand_id' | 'category_id'>): Promise<CardNames> {
  const wanted = [
    product.brand_id ? keys.brand(product.brand_id) : undefined,
    product.category_id ? keys.category(product.category_id) : undefined,
  ].filter((key) => key !== undefined);
  if (wanted.length === 0) return { brand_name: null, category_name: null, category_slug: null };
  const items = await getItemsByKeys(wanted);
  const brand = items.find((item) => item.entity === 'brand');
  const category = items.find((item) => item.entity === 'category');
  return {
    brand_name: typeof brand?.name === 'string' ? brand.name : null,
    category_name: typeof category?.name === 'string' ? category.name : null,
    category_slug: typeof category?.slug === 'string' ? category.slug : null,
  };
}

/** Products by SKU (case-insensitive, through their guard items), keyed by lowercase SKU. */
export async function getProductsBySku(skus: readonly string[]): Promise<Map<string, Product>> {
  const guards = await getItemsByKeys(skus.filter((sku) => sku !== '').map((sku) => keys.skuGuard(sku)));
  const products = await getProducts(guards.map((guard) => String(guard.product_id)));
  return new Map(products.map((product) => [product.sku.toLowerCase(), product]));
}

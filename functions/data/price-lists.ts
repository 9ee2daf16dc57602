/**
 * Company price lists in the single table: the list's header (`price-list#<id>` / `list`) and one
 * entry per SKU in the same partition (`price-list#<id>` / `sku#<lowercase sku>`). Pricing a cart or
 * an order is one BatchGetItem of the header and the entries of its SKUs. The header's `version`
 * changes with every write of the list (header or entries, the header last, with a change-log entry
 * in the same transaction), so the shop window's warm copy of a whole list (`kept-price-lists.ts`,
 * read once per version) knows from the header alone whether it is current: a list of 5,000 fixed
 * prices is never read whole per request.
 * The keys are built here rather than in keys.ts, which every route carries (see its table).
 */
import { randomUUID } from 'node:crypto';
import {
  BatchWriteCommand,
  QueryCommand,
  TransactWriteCommand,
  type BatchWriteCommandInput,
  type BatchWriteCommandOutput,
} from '@aws-sdk/lib-dynamodb';
import {
  toPriceListSku,
  withPriceTerms,
  type PriceList,
  type PriceListEntry,
  type PriceTerms,
} from '../core/pricing/price-lists.js';
import { catalogueChangeItem, isItemConditionFailed } from './catalogue-change-entry.js';
import { documentClient, getItemSoon, getItemsByKeys, getTableName, queryAll } from './dynamo-client.js';
import { readStored } from './stored-items.js';

const PREFIX = 'price-list#';
const listKey = (id: string) => ({ pk: `${PREFIX}${id.toLowerCase()}`, sk: 'list' });
const entryKey = (id: string, sku: string) => ({
  pk: `${PREFIX}${id.toLowerCase()}`,
  sk: `sku#${toPriceListSku(sku)}`,
});
const ALL_LISTS = 'price-lists';

const toList = (item: Record<string, unknown>): PriceList => readStored('price-list', item);
const toEntry = (item: Record<string, unknown>) => {
  const { sku, fixed_price, breaks } = readStored('price-list-entry', item);
  return { sku, fixed_price, breaks };
};

/**
 * A list's header and the entries of some SKUs (missing ones left out), in one BatchGetItem
 * (strongly consistent); `list` undefined when the list is gone.
 */
async function readPriceListItems(
  listId: string,
  skus: readonly string[],
): Promise<{ list: PriceList | undefined; entries: Map<string, PriceListEntry> }> {
  const header = listKey(listId);
  const items = await getItemsByKeys([header, ...skus.map((sku) => entryKey(listId, sku))]);
  let list: PriceList | undefined;
  const entries = new Map<string, PriceListEntry>();
  for (const item of items) {
    if (item.sk === header.sk) list = toList(item);
    else {
      const entry = toEntry(item);
      entries.set(toPriceListSku(entry.sku), entry);
    }
  }
  return { list, entries };
}

/** The entries of some SKUs of a list (missing ones left out): for a CSV import's dry run. */
export async function getPriceListEntries(id: string, skus: readonly string[]): Promise<PriceListEntry[]> {
  return (await getItemsByKeys(skus.map((sku) => entryKey(id, sku)))).map(toEntry);
}

/**
 * The products with the terms of price list `listId` for each (one BatchGetItem of the header and
 * their SKUs' entries); unchanged when there is no list or it is gone.
 */
export async function withPriceListTerms<
  T extends { sku: string; brand_id?: string | null; category_id?: string | null },
>(
  listId: string | null,
  products: ReadonlyMap<string, T>,
  now = new Date().toISOString(),
): Promise<Map<string, T & { price_terms?: PriceTerms }>> {
  if (!listId || products.size === 0) return new Map(products);
  const { list, entries } = await readPriceListItems(
    listId,
    [...products.values()].map((product) => product.sku),
  );
  return withPriceTerms(products, list, entries, now);
}

export async function getPriceList(id: string): Promise<PriceList | undefined> {
  const item = await getItemSoon(listKey(id));
  return item ? toList(item) : undefined;
}

/** Staff's list of price lists, newest first. */
export async function listPriceLists(limit = 200): Promise<PriceList[]> {
  const result = await documentClient.send(
    new QueryCommand({
      TableName: getTableName(),
      IndexName: 'gsi1',
      KeyConditionExpression: 'gsi1pk = :pk',
      ExpressionAttributeValues: { ':pk': ALL_LISTS },
      ScanIndexForward: false,
      Limit: limit,
    }),
  );
  return (result.Items ?? []).map(toList);
}

/**
 * Writes a list's header: a new one (false if the id is taken) or over an existing one (false if
 * gone), with a new `version` and a change-log entry in one transaction (the warm catalogues' display
 * keeps the header until the log names the list: `kept-price-lists.ts`).
 */
export async function putPriceList(list: PriceList, isNew: boolean): Promise<boolean> {
  try {
    await documentClient.send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Put: {
              TableName: getTableName(),
              Item: {
                ...listKey(list.id),
                gsi1pk: ALL_LISTS,
                gsi1sk: `${list.created_at}#${list.id}`,
                entity: 'price-list',
                ...list,
                version: randomUUID(),
              },
              ConditionExpression: isNew ? 'attribute_not_exists(pk)' : 'attribute_exists(pk)',
            },
          },
          catalogueChangeItem('price-list', list.id),
        ],
      }),
    );
    return true;
  } catch (error) {
    if (isItemConditionFailed(error)) return false;
    throw error;
  }
}

/** One page of a list's entries in SKU order, and the cursor (the last SKU) of the next. */
export async function listPriceListEntries(
  id: string,
  after: string | undefined,
  limit: number,
): Promise<{ entries: PriceListEntry[]; next: string | null }> {
  const result = await documentClient.send(
    new QueryCommand({
      TableName: getTableName(),
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :sku)',
      ExpressionAttributeValues: { ':pk': listKey(id).pk, ':sku': 'sku#' },
      ...(after ? { ExclusiveStartKey: entryKey(id, after) } : {}),
      Limit: limit,
    }),
  );
  const entries = (result.Items ?? []).map(toEntry);
  return { entries, next: result.LastEvaluatedKey ? (entries.at(-1)?.sku ?? null) : null };
}

/**
 * Every entry of a list (strongly consistent, a page of the partition at a time): read by a warm
 * container once per version of the list (`kept-price-lists.ts`), never per request.
 */
export async function readAllPriceListEntries(id: string): Promise<PriceListEntry[]> {
  const items = await queryAll({
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :sku)',
    ExpressionAttributeValues: { ':pk': listKey(id).pk, ':sku': 'sku#' },
    ConsistentRead: true,
  });
  return items.map(toEntry);
}

/**
 * Writes entries (each replacing its SKU's) and deletes others, 25 requests per batch, then gives
 * the header a new `version`: only after every entry is written, so a reader that sees the new
 * version and then reads entries reads them all as written.
 */
export async function writePriceListEntries(
  id: string,
  entries: readonly PriceListEntry[],
  removeSkus: readonly string[],
): Promise<void> {
  type Request = NonNullable<BatchWriteCommandInput['RequestItems']>[string][number];
  const requests: Request[] = [
    ...entries.map((entry) => ({
      PutRequest: { Item: { ...entryKey(id, entry.sku), entity: 'price-list-entry', ...entry } },
    })),
    ...[...new Set(removeSkus.map(toPriceListSku))]
      .filter((sku) => !entries.some((entry) => toPriceListSku(entry.sku) === sku))
      .map((sku) => ({ DeleteRequest: { Key: entryKey(id, sku) } })),
  ];
  const table = getTableName();
  for (let start = 0; start < requests.length; start += 25) {
    let pending: BatchWriteCommandInput['RequestItems'] = { [table]: requests.slice(start, start + 25) };
    for (let round = 0; pending && Object.keys(pending).length > 0; round += 1) {
      if (round > 0) await new Promise((resolve) => setTimeout(resolve, 25 * 2 ** Math.min(round, 5)));
      const result: BatchWriteCommandOutput = await documentClient.send(
        new BatchWriteCommand({ RequestItems: pending }),
      );
      pending = result.UnprocessedItems;
    }
  }
  try {
    await documentClient.send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Update: {
              TableName: table,
              Key: listKey(id),
              UpdateExpression: 'SET version = :version',
              ConditionExpression: 'attribute_exists(pk)',
              ExpressionAttributeValues: { ':version': randomUUID() },
            },
          },
          catalogueChangeItem('price-list', id),
        ],
      }),
    );
  } catch (error) {
    // The list was deleted meanwhile: nobody prices from it.
    if (!isItemConditionFailed(error)) throw error;
  }
}

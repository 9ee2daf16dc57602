/**
 * The naive baseline the catalogue benchmark compares against: what a first-draft handler would do
 * without a warm index, i.e. Scan the whole table with a FilterExpression on every request, then sort
 * and page in memory. `contains()` is case-sensitive, so its search finds only exact-case words.
 */
import { QueryCommand, ScanCommand } from '@aws-sdk/lib-dynamodb';
import { CATALOGUE } from '../../functions/core/catalogue/catalogue-limits.js';
import { keys } from '../../functions/data/keys.js';
import type { BenchTable } from './bench-table.js';

export type NaiveQuery =
  { kind: 'list'; category?: string; dealType?: string; search?: string } | { kind: 'detail'; id: string };

export interface NaiveResult {
  total: number;
  items: Record<string, unknown>[];
}

type Item = Record<string, unknown>;

async function scanAll(
  table: BenchTable,
  filter: string,
  names: Record<string, string>,
  values: Record<string, unknown>,
): Promise<Item[]> {
  const items: Item[] = [];
  let cursor: Item | undefined;
  do {
    const page = await table.documents.send(
      new ScanCommand({
        TableName: table.tableName,
        FilterExpression: filter,
        ExpressionAttributeNames: names,
        ExpressionAttributeValues: values,
        ExclusiveStartKey: cursor,
      }),
    );
    items.push(...(page.Items ?? []));
    cursor = page.LastEvaluatedKey;
  } while (cursor);
  return items;
}

async function findCategoryId(table: BenchTable, slug: string): Promise<string | undefined> {
  const result = await table.documents.send(
    new QueryCommand({
      TableName: table.tableName,
      IndexName: 'gsi1',
      KeyConditionExpression: 'gsi1pk = :pk',
      ExpressionAttributeValues: { ':pk': keys.allCategories().gsi1pk },
    }),
  );
  const category = result.Items?.find((item) => item.slug === slug);
  return typeof category?.id === 'string' ? category.id : undefined;
}

/** Answers one catalogue query by scanning the table. */
export async function runNaiveQuery(table: BenchTable, query: NaiveQuery): Promise<NaiveResult> {
  const conditions = ['#entity = :product', 'is_active = :true'];
  // DynamoDB rejects unused names and values, so each is added with the condition that uses it.
  const names: Record<string, string> = { '#entity': 'entity' };
  const values: Record<string, unknown> = { ':product': 'product', ':true': true };
  if (query.kind === 'detail') {
    conditions.push('id = :id');
    values[':id'] = query.id;
  } else {
    if (query.category && query.category !== 'deals') {
      conditions.push('category_id = :category');
      values[':category'] = (await findCategoryId(table, query.category)) ?? '';
    }
    if (query.dealType) {
      conditions.push('deal_type = :deal');
      values[':deal'] = query.dealType;
    }
    query.search
      ?.split(/\s+/)
      .filter(Boolean)
      .forEach((word, index) => {
        names['#name'] = 'name';
        conditions.push(`contains(#name, :w${index})`);
        values[`:w${index}`] = word;
      });
  }
  const items = await scanAll(table, conditions.join(' AND '), names, values);
  items.sort((a, b) => String(a.name).localeCompare(String(b.name), 'en'));
  return { total: items.length, items: items.slice(0, CATALOGUE.pageSize) };
}

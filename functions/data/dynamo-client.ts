/** The DynamoDB document client, created once per container, and the table name. */
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import {
  BatchGetCommand,
  BatchWriteCommand,
  type BatchWriteCommandInput,
  type BatchWriteCommandOutput,
  DynamoDBDocumentClient,
  QueryCommand,
  type BatchGetCommandInput,
  type BatchGetCommandOutput,
  type QueryCommandInput,
} from '@aws-sdk/lib-dynamodb';
import { ENV, requireEnv } from '../shared/env.js';
import { traceAwsClient } from '../shared/powertools.js';

// Each call shows as a subsegment of the invocation's trace in X-Ray (a no-op outside Lambda).
export const documentClient = DynamoDBDocumentClient.from(traceAwsClient(new DynamoDBClient({})), {
  marshallOptions: { removeUndefinedValues: true },
});

let tableName: string | undefined;

/** The table name passed by the infrastructure; read on first use so tools can set it before. */
export function getTableName(): string {
  tableName ??= requireEnv(ENV.tableName);
  return tableName;
}

/** Removes the storage attributes (keys, index keys, entity) from an item before it leaves the data layer. */
export function stripKeys<T extends Record<string, unknown>>(item: T): Omit<T, 'pk' | 'sk' | 'entity'> {
  const copy: Record<string, unknown> = { ...item };
  for (const key of Object.keys(copy)) {
    if (key === 'pk' || key === 'sk' || key === 'entity' || /^gsi\d+(pk|sk)$/.test(key)) delete copy[key];
  }
  return copy as Omit<T, 'pk' | 'sk' | 'entity'>;
}

/** Every page of a query of the table (or of one of its indexes). */
export async function queryAll(
  input: Omit<QueryCommandInput, 'TableName'>,
): Promise<Record<string, unknown>[]> {
  const items: Record<string, unknown>[] = [];
  let cursor: Record<string, unknown> | undefined;
  do {
    const page = await documentClient.send(
      new QueryCommand({ ...input, TableName: getTableName(), ExclusiveStartKey: cursor }),
    );
    items.push(...(page.Items ?? []));
    cursor = page.LastEvaluatedKey;
  } while (cursor);
  return items;
}

/** A ProjectionExpression of some attributes, each through a placeholder (`name` is a reserved word). */
export interface Projection {
  ProjectionExpression: string;
  ExpressionAttributeNames: Record<string, string>;
}

export function toProjection(attributes: readonly string[]): Projection {
  return {
    ProjectionExpression: attributes.map((_, index) => `#p${index}`).join(', '),
    ExpressionAttributeNames: Object.fromEntries(attributes.map((name, index) => [`#p${index}`, name])),
  };
}

/** Pauses before asking again for keys DynamoDB left unprocessed (it was throttling): 25 ms, 50 ms... */
const unprocessedBackoffMs = (round: number) => Math.random() * Math.min(1_000, 25 * 2 ** round);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The items with these keys (missing ones left out, in no particular order), read strongly
 * consistently: BatchGetItem takes 100 keys, refuses a key given twice, and may answer part of them,
 * so keys are made unique and unprocessed ones asked for again after a pause until done.
 */
export async function getItemsByKeys(
  itemKeys: readonly { pk: string; sk: string }[],
  projection?: Projection,
): Promise<Record<string, unknown>[]> {
  const tableName = getTableName();
  const unique = [...new Map(itemKeys.map((key) => [`${key.pk}\n${key.sk}`, key])).values()];
  const items: Record<string, unknown>[] = [];
  for (let start = 0; start < unique.length; start += 100) {
    let request: BatchGetCommandInput['RequestItems'] = {
      [tableName]: { Keys: unique.slice(start, start + 100), ConsistentRead: true, ...projection },
    };
    for (let round = 0; request && Object.keys(request).length > 0; round += 1) {
      if (round > 0) await sleep(unprocessedBackoffMs(round));
      const result: BatchGetCommandOutput = await documentClient.send(
        new BatchGetCommand({ RequestItems: request }),
      );
      items.push(...(result.Responses?.[tableName] ?? []));
      request = result.UnprocessedKeys;
    }
  }
  return items;
}

/** Keys asked for with `getItemSoon` in this turn of the event loop, not sent yet. */
let waiting: {
  key: { pk: string; sk: string };
  settle: (item: Promise<Record<string, unknown> | undefined>) => void;
}[] = [];

function sendWaiting(): void {
  const asked = waiting;
  waiting = [];
  const read = getItemsByKeys(asked.map(({ key }) => key)).then(
    (items) => new Map(items.map((item) => [`${String(item.pk)}\n${String(item.sk)}`, item])),
  );
  for (const { key, settle } of asked) settle(read.then((found) => found.get(`${key.pk}\n${key.sk}`)));
}

/**
 * The item with this key (undefined when there is none), read strongly consistently together with
 * every other key asked for in the same turn of the event loop: one BatchGetItem for all of them (up
 * to 100 keys a call), so reads a request starts side by side (the caller's standing, a buyer's
 * membership, company and price list header) are one round trip to the table, not one each.
 */
export function getItemSoon(key: { pk: string; sk: string }): Promise<Record<string, unknown> | undefined> {
  return new Promise((resolve) => {
    if (waiting.length === 0) queueMicrotask(sendWaiting);
    waiting.push({ key: { pk: key.pk, sk: key.sk }, settle: resolve });
  });
}

/**
 * Puts items 25 at a time (BatchWriteItem's limit), sending unprocessed ones again after a pause:
 * for records that need no transaction (staged previews, sync markers, change logs).
 */
export async function putItemsInBatches(items: readonly Record<string, unknown>[]): Promise<void> {
  const tableName = getTableName();
  for (let start = 0; start < items.length; start += 25) {
    let request: BatchWriteCommandInput['RequestItems'] = {
      [tableName]: items.slice(start, start + 25).map((Item) => ({ PutRequest: { Item } })),
    };
    for (let round = 0; request && Object.keys(request).length > 0; round += 1) {
      if (round > 0) await sleep(unprocessedBackoffMs(round));
      const result: BatchWriteCommandOutput = await documentClient.send(
        new BatchWriteCommand({ RequestItems: request }),
      );
      request = result.UnprocessedItems;
    }
  }
}

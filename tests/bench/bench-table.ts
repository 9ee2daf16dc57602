/** A DynamoDB document client on the local stack's table, and bulk writes for seeding benchmarks. */
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import {
  BatchWriteCommand,
  DeleteCommand,
  DynamoDBDocumentClient,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import { LOCAL_RESOURCES } from '../../infra/local/config.js';
import { keys } from '../../functions/data/keys.js';

/** DynamoDB's limit of items per BatchWriteItem. */
const BATCH_SIZE = 25;
/** Batches in flight at once, as the sample seed does. */
const WRITE_CONCURRENCY = 8;
const MAX_BATCH_ATTEMPTS = 8;
const FIRST_RETRY_DELAY_MS = 50;

export interface BenchTable {
  documents: DynamoDBDocumentClient;
  tableName: string;
}

export function createBenchTable(dynamodbPort: number): BenchTable {
  const client = new DynamoDBClient({
    region: LOCAL_RESOURCES.region,
    endpoint: `http://127.0.0.1:${dynamodbPort}`,
    credentials: {
      accessKeyId: LOCAL_RESOURCES.accessKeyId,
      secretAccessKey: LOCAL_RESOURCES.secretAccessKey,
    },
  });
  return {
    documents: DynamoDBDocumentClient.from(client, { marshallOptions: { removeUndefinedValues: true } }),
    tableName: LOCAL_RESOURCES.tableName,
  };
}

/** Sets a product's stock, e.g. plenty so that placing orders measures the transaction. */
export async function setStock(table: BenchTable, id: string, stock: number): Promise<void> {
  await table.documents.send(
    new UpdateCommand({
      TableName: table.tableName,
      Key: keys.product(id),
      UpdateExpression: 'SET stock_quantity = :stock',
      ExpressionAttributeValues: { ':stock': stock },
    }),
  );
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function writeBatch(table: BenchTable, items: Record<string, unknown>[]): Promise<void> {
  let requests = items.map((Item) => ({ PutRequest: { Item } }));
  for (let attempt = 1; requests.length > 0; attempt += 1) {
    if (attempt > MAX_BATCH_ATTEMPTS) throw new Error(`${requests.length} items left unprocessed`);
    if (attempt > 1) await sleep(FIRST_RETRY_DELAY_MS * 2 ** (attempt - 2));
    const result = await table.documents.send(
      new BatchWriteCommand({ RequestItems: { [table.tableName]: requests } }),
    );
    requests = (result.UnprocessedItems?.[table.tableName] ?? []) as typeof requests;
  }
}

/** Writes every item with BatchWrite, a few batches at a time, retrying unprocessed items. */
export async function writeItems(
  table: BenchTable,
  items: readonly Record<string, unknown>[],
): Promise<void> {
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < items.length) {
      const batch = items.slice(next, next + BATCH_SIZE);
      next += BATCH_SIZE;
      await writeBatch(table, batch);
    }
  };
  await Promise.all(Array.from({ length: WRITE_CONCURRENCY }, worker));
}

/**
 * Forgets the catalogue snapshot. A bulk load bypasses the change log, so a snapshot taken before it
 * must not be used: the next cold catalogue reads the card index (and writes a new snapshot).
 */
export async function discardSnapshot(table: BenchTable): Promise<void> {
  await table.documents.send(
    new DeleteCommand({ TableName: table.tableName, Key: keys.catalogueSnapshotMeta() }),
  );
}

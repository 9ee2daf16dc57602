/**
 * The local counterpart of Lambda's DynamoDB event source mappings: polls DynamoDB Local's stream of
 * the table and hands each consumer of `functions/stream-consumers.ts` the records its filter
 * matches, as the DynamoDBStreamEvent Lambda would build, by calling the very handler module CDK
 * bundles. Like Lambda with `ReportBatchItemFailures`, a batch that throws, or answers
 * `batchItemFailures`, is retried (with a growing pause) from its first failed record up to the
 * consumer's `retryAttempts`, then the records left go to a dead-letter list that is logged; the
 * shard only moves on once the batch succeeded or was given up.
 *
 * One reader serves every consumer (Lambda gives each mapping its own): a consumer retrying a batch
 * holds the shard for the others for those few seconds, which is fine on a laptop.
 *
 * Cost: one GetRecords per open shard every `intervalMs` (250 ms) and a DescribeStream now and then;
 * the loop sleeps between polls and stops with the shop. Shards open when the poller starts are read
 * from their end (LATEST), so a restart does not replay yesterday's changes; shards found later
 * (DynamoDB Local rolls them over) are read from their beginning.
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { DescribeTableCommand, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import {
  DescribeStreamCommand,
  DynamoDBStreamsClient,
  GetRecordsCommand,
  GetShardIteratorCommand,
  type _Record as SdkStreamRecord,
  type ShardIteratorType,
} from '@aws-sdk/client-dynamodb-streams';
import type { Context, DynamoDBRecord, DynamoDBStreamEvent } from 'aws-lambda';
import type { StreamConsumer } from '../../functions/stream-consumers.js';
import { buildLambdaContext } from './api-event.js';
import { PROJECT_ROOT } from './config.js';
import { matchesFilter } from './stream-filter.js';

const HANDLERS_DIR = path.join(PROJECT_ROOT, 'functions', 'handlers');
const DEFAULT_INTERVAL_MS = 250;
/** How often the shard list is read again even when no shard closed. */
const SHARD_REFRESH_MS = 10_000;

type StreamHandler = (event: DynamoDBStreamEvent, context: Context) => Promise<unknown>;

/** The `batchItemFailures` of a handler's answer (none when it answered nothing). */
function answerFailures(answer: unknown): number {
  const failures = (answer as { batchItemFailures?: unknown[] } | undefined)?.batchItemFailures;
  return Array.isArray(failures) ? failures.length : 0;
}

/** Index in `batch` of the first record the answer reports failed, by sequence number. */
function firstFailedRecord(batch: readonly DynamoDBRecord[], answer: unknown): number | undefined {
  const failures = (answer as { batchItemFailures?: { itemIdentifier?: string }[] } | undefined)
    ?.batchItemFailures;
  if (!Array.isArray(failures) || failures.length === 0) return undefined;
  const failed = new Set(failures.map((failure) => failure.itemIdentifier));
  const index = batch.findIndex((record) => failed.has(record.dynamodb?.SequenceNumber));
  // An identifier that names no record of the batch: Lambda retries the whole batch.
  return index === -1 ? 0 : index;
}

export interface DeadLetter {
  consumer: string;
  /** The event IDs of the records given up on. */
  eventIds: string[];
  error: string;
  at: string;
}

export interface StreamPollerOptions {
  /** DynamoDB Local's endpoint (its stream API answers there too). */
  endpoint: string;
  tableName: string;
  region: string;
  credentials: { accessKeyId: string; secretAccessKey: string };
  consumers: readonly StreamConsumer[];
  log: (line: string) => void;
  intervalMs?: number;
  /** The pause before retry number `attempt` (1, 2, ...): 0.5 s, 1 s, 2 s... by default. */
  retryDelayMs?: (attempt: number) => number;
  /** Loads a consumer's handler; by default the module under functions/handlers. */
  loadHandler?: (consumer: StreamConsumer) => Promise<StreamHandler>;
}

export interface StreamPoller {
  /** Batches given up on after every retry, oldest first (also logged). */
  readonly deadLetters: readonly DeadLetter[];
  /** Stops polling; resolves once the current poll (and any retry in progress) has ended. */
  stop(): Promise<void>;
}

interface ShardState {
  iterator: string | undefined;
  lastSequence: string | undefined;
}

/** Reads the shard list, then starts polling; every change after it resolves is delivered. */
export async function startStreamPoller(options: StreamPollerOptions): Promise<StreamPoller> {
  const clientConfig = {
    endpoint: options.endpoint,
    region: options.region,
    credentials: options.credentials,
  };
  const streams = new DynamoDBStreamsClient(clientConfig);
  const dynamodb = new DynamoDBClient(clientConfig);
  const interval = options.intervalMs ?? DEFAULT_INTERVAL_MS;
  const retryDelay = options.retryDelayMs ?? ((attempt: number) => 500 * 2 ** (attempt - 1));
  const loadHandler = options.loadHandler ?? importHandler;
  const deadLetters: DeadLetter[] = [];
  const shards = new Map<string, ShardState>();
  const abort = new AbortController();
  let lastRefresh = 0;
  let firstRefresh = true;

  const { Table } = await dynamodb.send(new DescribeTableCommand({ TableName: options.tableName }));
  dynamodb.destroy();
  const streamArn = Table?.LatestStreamArn;
  if (!streamArn)
    throw new Error(`Table ${options.tableName} has no stream: the poller has nothing to read.`);

  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      if (abort.signal.aborted) return resolve();
      const timer = setTimeout(resolve, ms);
      abort.signal.addEventListener('abort', () => {
        clearTimeout(timer);
        resolve();
      });
    });

  const iteratorFor = async (shardId: string, type: ShardIteratorType, sequence?: string) =>
    (
      await streams.send(
        new GetShardIteratorCommand({
          StreamArn: streamArn,
          ShardId: shardId,
          ShardIteratorType: type,
          ...(sequence ? { SequenceNumber: sequence } : {}),
        }),
      )
    ).ShardIterator;

  const refreshShards = async (): Promise<void> => {
    lastRefresh = Date.now();
    let start: string | undefined;
    do {
      const { StreamDescription } = await streams.send(
        new DescribeStreamCommand({ StreamArn: streamArn, ExclusiveStartShardId: start }),
      );
      for (const shard of StreamDescription?.Shards ?? []) {
        const id = shard.ShardId;
        if (!id || shards.has(id)) continue;
        const closed = shard.SequenceNumberRange?.EndingSequenceNumber !== undefined;
        if (firstRefresh && closed) {
          shards.set(id, { iterator: undefined, lastSequence: undefined });
          continue;
        }
        const iterator = await iteratorFor(id, firstRefresh ? 'LATEST' : 'TRIM_HORIZON');
        shards.set(id, { iterator, lastSequence: undefined });
      }
      start = StreamDescription?.LastEvaluatedShardId;
    } while (start);
    firstRefresh = false;
  };

  /** Runs one consumer on its records, batch by batch, each with Lambda-like retries. */
  const deliver = async (consumer: StreamConsumer, records: DynamoDBRecord[]): Promise<void> => {
    const handler = await loadHandler(consumer);
    for (let start = 0; start < records.length; start += consumer.batchSize) {
      let batch = records.slice(start, start + consumer.batchSize);
      for (let attempt = 0; ; attempt += 1) {
        if (attempt > 0) await sleep(retryDelay(attempt));
        if (abort.signal.aborted) return;
        try {
          const answer = await handler({ Records: batch }, buildLambdaContext(`storefront-${consumer.name}`));
          const firstFailed = firstFailedRecord(batch, answer);
          if (firstFailed === undefined) break;
          // As Lambda does: the records before the first failure are done; retry from it on.
          batch = batch.slice(firstFailed);
          throw new Error(`${answerFailures(answer)} record(s) reported failed`);
        } catch (error) {
          const message = (error as Error).message ?? String(error);
          if (attempt < consumer.retryAttempts) {
            options.log(
              `[stream] ${consumer.name} failed (${message}); retry ${attempt + 1} of ${consumer.retryAttempts}`,
            );
            continue;
          }
          const letter: DeadLetter = {
            consumer: consumer.name,
            eventIds: batch.map((record) => record.eventID ?? ''),
            error: message,
            at: new Date().toISOString(),
          };
          deadLetters.push(letter);
          options.log(
            `[stream] ${consumer.name} gave up on ${batch.length} record(s) after ${consumer.retryAttempts} retries: ${message} (dead letter)`,
          );
          break;
        }
      }
    }
  };

  const pollShard = async (shardId: string, state: ShardState): Promise<void> => {
    if (!state.iterator) return;
    let result;
    try {
      result = await streams.send(new GetRecordsCommand({ ShardIterator: state.iterator, Limit: 1000 }));
    } catch (error) {
      if ((error as Error).name !== 'ExpiredIteratorException') throw error;
      state.iterator = state.lastSequence
        ? await iteratorFor(shardId, 'AFTER_SEQUENCE_NUMBER', state.lastSequence)
        : await iteratorFor(shardId, 'TRIM_HORIZON');
      return;
    }
    const records = result.Records ?? [];
    if (records.length > 0) {
      // The SDK's records have the fields a filter reads in Lambda's form already (strings and
      // attribute values): filter first, and convert only what a consumer takes.
      const deliveries = options.consumers.flatMap((consumer) => {
        const matched = records.filter((record) => matchesFilter(record, consumer.filter));
        return matched.length > 0
          ? [
              deliver(
                consumer,
                matched.map((record) => toLambdaRecord(record, streamArn)),
              ),
            ]
          : [];
      });
      await Promise.all(deliveries);
      state.lastSequence = records.at(-1)?.dynamodb?.SequenceNumber ?? state.lastSequence;
    }
    state.iterator = result.NextShardIterator;
    // A closed shard: its children are new shards, found by the next refresh.
    if (!state.iterator) lastRefresh = 0;
  };

  // Before returning: a change made right after start-up is already after LATEST.
  await refreshShards();
  const loop = (async () => {
    while (!abort.signal.aborted) {
      try {
        if (Date.now() - lastRefresh >= SHARD_REFRESH_MS) await refreshShards();
        for (const [shardId, state] of shards) {
          if (abort.signal.aborted) break;
          await pollShard(shardId, state);
        }
      } catch (error) {
        if (!abort.signal.aborted) options.log(`[stream] poll failed: ${(error as Error).message}`);
      }
      await sleep(interval);
    }
  })();

  return {
    deadLetters,
    stop: async () => {
      abort.abort();
      await loop;
      streams.destroy();
    },
  };
}

async function importHandler(consumer: StreamConsumer): Promise<StreamHandler> {
  const file = pathToFileURL(path.join(HANDLERS_DIR, `${consumer.handler}.ts`)).href;
  const module = (await import(file)) as { handler: StreamHandler };
  return module.handler;
}

/**
 * An image's attribute values with empty maps written out: the streams client hands an empty map
 * (`{ M: {} }`, e.g. a product without specifications) over as a bare `{}`, which Lambda never sends
 * and `unmarshall` refuses, failing the whole batch.
 */
function restoreEmptyMaps(values: Record<string, unknown>): Record<string, unknown> {
  const restore = (value: unknown): unknown => {
    if (typeof value !== 'object' || value === null) return value;
    const attribute = value as { M?: Record<string, unknown>; L?: unknown[] };
    if (Object.keys(attribute).length === 0) return { M: {} };
    if (attribute.M) return { M: restoreEmptyMaps(attribute.M) };
    if (attribute.L) return { L: attribute.L.map(restore) };
    return value;
  };
  return Object.fromEntries(Object.entries(values).map(([name, value]) => [name, restore(value)]));
}

/**
 * A stream record as Lambda delivers it: plain JSON, binary attributes in base64, empty maps as
 * maps, the creation time in epoch seconds, and the stream's ARN.
 */
export function toLambdaRecord(record: SdkStreamRecord, streamArn: string): DynamoDBRecord {
  const created = record.dynamodb?.ApproximateCreationDateTime;
  const json = JSON.parse(
    JSON.stringify(record, (_key, value: unknown) =>
      value instanceof Uint8Array ? Buffer.from(value).toString('base64') : value,
    ),
  ) as DynamoDBRecord;
  if (json.dynamodb) {
    for (const image of ['NewImage', 'OldImage'] as const) {
      const values = json.dynamodb[image];
      if (values) json.dynamodb[image] = restoreEmptyMaps(values) as typeof values;
    }
    if (created instanceof Date) {
      json.dynamodb.ApproximateCreationDateTime = Math.floor(created.getTime() / 1000);
    }
  }
  return { ...json, eventSourceARN: streamArn };
}

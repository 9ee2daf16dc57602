/**
 * Scrape runs and the scraper's lock in the single table (keys in `keys.ts`). The lock item enforces
 * the rate limit on the server: one run at a time (a lease, so a run that died frees it) and 60 s
 * between starts, with one conditional write that both checks and takes it.
 */
import { GetCommand, QueryCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { SCRAPER } from '../core/scraper/scraper-options.js';
import {
  getRetryAfterSeconds,
  type ReviewCounts,
  type ScrapeRun,
  type ScrapeStats,
} from '../core/scraper/scrape-run.js';
import { NOTED_ONLY, type SkippedItem } from '../core/scraper/scraped-product.js';
import { SCRAPER_LIMITS } from '../core/scraper/scraper-limits.js';
import { documentClient, getTableName } from './dynamo-client.js';
import { keys } from './keys.js';
import { readStored } from './stored-items.js';

/** Page failures kept on a run for the admin to read. */
const MAX_RECORDED_FAILURES = 10;

export type StartRunOutcome = { started: true } | { started: false; retryAfterSeconds: number };

interface LockItem {
  running_run_id?: string;
  lease_expires_at?: number;
  last_started_at?: number;
}

function isConditionFailure(error: unknown): boolean {
  const name = (error as { name?: string } | undefined)?.name;
  return name === 'TransactionCanceledException' || name === 'ConditionalCheckFailedException';
}

/**
 * Takes the lock and records the new run, in one transaction; refuses (with the seconds to wait) when
 * a run holds the lock or the last start was under 60 s ago.
 */
export async function startRunWithLock(run: ScrapeRun, nowMs: number): Promise<StartRunOutcome> {
  const tableName = getTableName();
  try {
    await documentClient.send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Update: {
              TableName: tableName,
              Key: keys.scrapeLock(),
              UpdateExpression:
                'SET running_run_id = :id, lease_expires_at = :lease, last_started_at = :now, entity = :entity',
              ConditionExpression:
                'attribute_not_exists(pk) OR ((attribute_not_exists(running_run_id) OR lease_expires_at < :now) ' +
                'AND (attribute_not_exists(last_started_at) OR last_started_at <= :cutoff))',
              ExpressionAttributeValues: {
                ':id': run.id,
                ':lease': nowMs + SCRAPER_LIMITS.runLeaseSeconds * 1000,
                ':now': nowMs,
                ':cutoff': nowMs - SCRAPER.rateLimitSeconds * 1000,
                ':entity': 'scrape-lock',
              },
            },
          },
          {
            Put: {
              TableName: tableName,
              Item: {
                ...keys.scrapeRun(run.id),
                ...keys.scrapeRunList(run.startedAt, run.id),
                entity: 'scrape-run',
                ...run,
              },
              ConditionExpression: 'attribute_not_exists(pk)',
            },
          },
        ],
      }),
    );
    return { started: true };
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    const lock = await getLock();
    // Refused: report at least a second, even if the lock freed in between.
    return { started: false, retryAfterSeconds: Math.max(1, getRetryAfterSeconds(lock, nowMs)) };
  }
}

async function getLock(): Promise<
  { runningRunId?: string; leaseExpiresAt?: number; lastStartedAt?: number } | undefined
> {
  const result = await documentClient.send(
    new GetCommand({ TableName: getTableName(), Key: keys.scrapeLock(), ConsistentRead: true }),
  );
  const item = result.Item as LockItem | undefined;
  if (!item) return undefined;
  return {
    ...(item.running_run_id ? { runningRunId: item.running_run_id } : {}),
    ...(item.lease_expires_at !== undefined ? { leaseExpiresAt: item.lease_expires_at } : {}),
    ...(item.last_started_at !== undefined ? { lastStartedAt: item.last_started_at } : {}),
  };
}

/** Frees the lock if this run still holds it; the 60 s pause since its start stays in force. */
export async function releaseLock(runId: string): Promise<void> {
  try {
    await documentClient.send(
      new UpdateCommand({
        TableName: getTableName(),
        Key: keys.scrapeLock(),
        UpdateExpression: 'REMOVE running_run_id, lease_expires_at',
        ConditionExpression: 'running_run_id = :id',
        ExpressionAttributeValues: { ':id': runId },
      }),
    );
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
}

function toRun(item: Record<string, unknown>): ScrapeRun {
  return readStored('scrape-run', item);
}

export async function getRun(id: string): Promise<ScrapeRun | undefined> {
  const result = await documentClient.send(
    new GetCommand({ TableName: getTableName(), Key: keys.scrapeRun(id), ConsistentRead: true }),
  );
  return result.Item ? toRun(result.Item) : undefined;
}

/** The most recent runs, newest first. */
export async function listRecentRuns(limit: number): Promise<ScrapeRun[]> {
  const result = await documentClient.send(
    new QueryCommand({
      TableName: getTableName(),
      IndexName: 'gsi1',
      KeyConditionExpression: 'gsi1pk = :pk',
      ExpressionAttributeValues: { ':pk': keys.allScrapeRuns().gsi1pk },
      ScanIndexForward: false,
      Limit: limit,
    }),
  );
  return (result.Items ?? []).map(toRun);
}

export interface PageProgress extends Partial<ScrapeStats> {
  productsUpdated?: number;
  /** Preview and sync runs: the page's products by kind of change. */
  review?: Partial<ReviewCounts>;
  duplicates?: number;
  /** Items of the page not imported (or imported inactive), with the reason. */
  skipped?: readonly SkippedItem[];
  /** Set when the page could not be read or parsed: recorded and skipped. */
  failure?: string;
  /** Product pages that could not be read, each with its reason (recorded like `failure`). */
  failures?: readonly string[];
  /** Pages the figures cover (default 1; a batch of product pages counts each). */
  pages?: number;
}

/** Adds one page's figures to the run: the live stats the page polls. */
export async function recordPageProgress(id: string, progress: PageProgress): Promise<void> {
  const counters: [string, number][] = [
    ['stats.pagesProcessed', progress.pages ?? 1],
    ['stats.productsFound', progress.productsFound ?? 0],
    ['stats.productsInserted', progress.productsInserted ?? 0],
    ['stats.brandsCreated', progress.brandsCreated ?? 0],
    ['stats.categoriesCreated', progress.categoriesCreated ?? 0],
    ['productsUpdated', progress.productsUpdated ?? 0],
    ['pagesFailed', (progress.failure ? 1 : 0) + (progress.failures?.length ?? 0)],
    ...(progress.review
      ? Object.entries(progress.review).map(([name, value]): [string, number] => [
          `review.${name}`,
          value ?? 0,
        ])
      : []),
    ['duplicates', progress.duplicates ?? 0],
    ['productsSkipped', (progress.skipped ?? []).filter((item) => !NOTED_ONLY.includes(item.reason)).length],
  ];
  const names: Record<string, string> = {};
  const values: Record<string, unknown> = {};
  const adds = counters.map(([path, value], i) => {
    const [first, second] = path.split('.') as [string, string | undefined];
    values[`:v${i}`] = value;
    if (second === undefined) return `${first} :v${i}`;
    names[`#s${i}`] = second;
    names[`#m${i}`] = first;
    return `#m${i}.#s${i} :v${i}`;
  });
  const result = await documentClient.send(
    new UpdateCommand({
      TableName: getTableName(),
      Key: keys.scrapeRun(id),
      UpdateExpression: `ADD ${adds.join(', ')}`,
      ExpressionAttributeNames: names,
      ExpressionAttributeValues: values,
      ReturnValues: 'UPDATED_NEW',
    }),
  );
  await recordSkipped(id, progress.skipped ?? []);
  const failed = Number(result.Attributes?.pagesFailed ?? 0);
  const reasons = [...(progress.failure ? [progress.failure] : []), ...(progress.failures ?? [])];
  // The failures counted before this page's, and so how many of this page's the list still takes.
  const room = MAX_RECORDED_FAILURES - (failed - reasons.length);
  if (reasons.length > 0 && room > 0) {
    await documentClient.send(
      new UpdateCommand({
        TableName: getTableName(),
        Key: keys.scrapeRun(id),
        UpdateExpression: 'SET failures = list_append(if_not_exists(failures, :empty), :failure)',
        ExpressionAttributeValues: {
          ':empty': [],
          ':failure': reasons.slice(0, room).map((reason) => reason.slice(0, 300)),
        },
      }),
    );
  }
}

/** Appends skipped items to the run's list while it holds fewer than the report keeps. */
async function recordSkipped(id: string, skipped: readonly SkippedItem[]): Promise<void> {
  if (skipped.length === 0) return;
  const items = skipped
    .slice(0, SCRAPER_LIMITS.maxReportedSkips)
    .map((item) => ({ reason: item.reason, label: item.label.slice(0, 200) }));
  try {
    await documentClient.send(
      new UpdateCommand({
        TableName: getTableName(),
        Key: keys.scrapeRun(id),
        UpdateExpression: 'SET skipped = list_append(if_not_exists(skipped, :empty), :items)',
        ConditionExpression: 'attribute_not_exists(skipped) OR size(skipped) < :max',
        ExpressionAttributeValues: { ':empty': [], ':items': items, ':max': SCRAPER_LIMITS.maxReportedSkips },
      }),
    );
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
}

/** Records that the whole run ended (or failed), and frees the lock. */
export async function finishRun(
  id: string,
  outcome: { status: 'succeeded' } | { status: 'failed'; error: string },
): Promise<void> {
  await documentClient.send(
    new UpdateCommand({
      TableName: getTableName(),
      Key: keys.scrapeRun(id),
      UpdateExpression:
        outcome.status === 'failed'
          ? 'SET #status = :status, finishedAt = :now, #error = :error'
          : 'SET #status = :status, finishedAt = :now',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeNames: {
        '#status': 'status',
        ...(outcome.status === 'failed' ? { '#error': 'error' } : {}),
      },
      ExpressionAttributeValues: {
        ':status': outcome.status,
        ':now': new Date().toISOString(),
        ...(outcome.status === 'failed' ? { ':error': outcome.error.slice(0, 500) } : {}),
      },
    }),
  );
  await releaseLock(id);
}

/** Sets how many products a backfill will visit, once it has looked. */
export async function setProductsFound(id: string, count: number): Promise<void> {
  await documentClient.send(
    new UpdateCommand({
      TableName: getTableName(),
      Key: keys.scrapeRun(id),
      UpdateExpression: 'SET #stats.#found = :count',
      ExpressionAttributeNames: { '#stats': 'stats', '#found': 'productsFound' },
      ExpressionAttributeValues: { ':count': count },
    }),
  );
}

/**
 * Records that staff published a preview (all or part of it); `all`: nothing publishable is left,
 * so the preview is closed.
 */
export async function setPublished(id: string, now: string, all: boolean): Promise<void> {
  await documentClient.send(
    new UpdateCommand({
      TableName: getTableName(),
      Key: keys.scrapeRun(id),
      UpdateExpression: all ? 'SET publishedAt = :now, publishedAllAt = :now' : 'SET publishedAt = :now',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: { ':now': now },
    }),
  );
}

/**
 * Closes a preview without publishing the rest; false when it was closed already (published or
 * discarded in between). Its staged products expire with their keeping time.
 */
export async function setDiscarded(id: string, now: string): Promise<boolean> {
  try {
    await documentClient.send(
      new UpdateCommand({
        TableName: getTableName(),
        Key: keys.scrapeRun(id),
        UpdateExpression: 'SET discardedAt = :now',
        ConditionExpression:
          'attribute_exists(pk) AND attribute_not_exists(discardedAt) AND attribute_not_exists(publishedAllAt)',
        ExpressionAttributeValues: { ':now': now },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/** Records how many products a sync marked out of stock because the store no longer lists them. */
export async function setVanishedCount(id: string, count: number): Promise<void> {
  await documentClient.send(
    new UpdateCommand({
      TableName: getTableName(),
      Key: keys.scrapeRun(id),
      UpdateExpression: 'SET #review.#vanished = :count',
      ExpressionAttributeNames: { '#review': 'review', '#vanished': 'vanished' },
      ExpressionAttributeValues: { ':count': count },
    }),
  );
}

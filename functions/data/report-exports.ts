/**
 * The accounting export's jobs in the table (one item per job, listed newest first on the staff
 * list's index under their own partition) and their files in the private bucket, under
 * `report-exports/` (read only through links that expire). Keys are kept here rather than in
 * `keys.ts`, which every route bundles: only the export's functions need them.
 */
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { GetCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { OrderExportFile, OrderExportJob } from '../core/reports/order-export.js';
import { ENV, requireEnv } from '../shared/env.js';
import { documentClient, getTableName } from './dynamo-client.js';
import { readStored, type StoredEntity } from './stored-items.js';
import { getS3 } from './s3-client.js';

const ENTITY = 'report-export' satisfies StoredEntity;
const jobKey = (exportId: string) => ({ pk: `report-export#${exportId}`, sk: 'export' });
const LIST_PARTITION = 'report-exports';

const bucket = () => requireEnv(ENV.paymentProofsBucket);

/** Stores a new job; its insert on the table's stream starts the work (`report-exports` consumer). */
export async function putOrderExportJob(job: OrderExportJob): Promise<void> {
  await documentClient.send(
    new PutCommand({
      TableName: getTableName(),
      Item: {
        ...jobKey(job.export_id),
        entity: ENTITY,
        gsi3pk: LIST_PARTITION,
        gsi3sk: `${job.requested_at}#${job.export_id}`,
        ...job,
      },
      ConditionExpression: 'attribute_not_exists(pk)',
    }),
  );
}

const fromItem = (item: Record<string, unknown>): OrderExportJob => readStored(ENTITY, item);

export async function getOrderExportJob(exportId: string): Promise<OrderExportJob | undefined> {
  const result = await documentClient.send(
    new GetCommand({ TableName: getTableName(), Key: jobKey(exportId), ConsistentRead: true }),
  );
  return result.Item ? fromItem(result.Item) : undefined;
}

/** The latest jobs, newest first. */
export async function listRecentOrderExportJobs(limit: number): Promise<OrderExportJob[]> {
  const result = await documentClient.send(
    new QueryCommand({
      TableName: getTableName(),
      IndexName: 'gsi3',
      KeyConditionExpression: 'gsi3pk = :pk',
      ExpressionAttributeValues: { ':pk': LIST_PARTITION },
      ScanIndexForward: false,
      Limit: limit,
    }),
  );
  return (result.Items ?? []).map(fromItem);
}

/**
 * Marks the job running unless it already finished (a redelivered record does not run it again);
 * false when it had.
 */
export async function startOrderExportJob(exportId: string, now: string): Promise<boolean> {
  try {
    await documentClient.send(
      new UpdateCommand({
        TableName: getTableName(),
        Key: jobKey(exportId),
        UpdateExpression: 'SET #state = :running, started_at = :now',
        ConditionExpression: 'attribute_exists(pk) AND #state IN (:queued, :running)',
        ExpressionAttributeNames: { '#state': 'state' },
        ExpressionAttributeValues: { ':running': 'running', ':queued': 'queued', ':now': now },
      }),
    );
    return true;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return false;
    throw error;
  }
}

/** Records the written files: the job is done. */
export async function finishOrderExportJob(
  exportId: string,
  result: { files: OrderExportFile[]; orderCount: number; now: string },
): Promise<void> {
  await documentClient.send(
    new UpdateCommand({
      TableName: getTableName(),
      Key: jobKey(exportId),
      UpdateExpression: 'SET #state = :done, files = :files, order_count = :count, finished_at = :now',
      ExpressionAttributeNames: { '#state': 'state' },
      ExpressionAttributeValues: {
        ':done': 'done',
        ':files': result.files,
        ':count': result.orderCount,
        ':now': result.now,
      },
    }),
  );
}

export async function failOrderExportJob(exportId: string, error: string, now: string): Promise<void> {
  await documentClient.send(
    new UpdateCommand({
      TableName: getTableName(),
      Key: jobKey(exportId),
      UpdateExpression: 'SET #state = :failed, #error = :error, finished_at = :now',
      ExpressionAttributeNames: { '#state': 'state', '#error': 'error' },
      ExpressionAttributeValues: { ':failed': 'failed', ':error': error, ':now': now },
    }),
  );
}

/** Writes one CSV file to the private bucket; it downloads under `fileName`. */
export async function writeExportFile(key: string, text: string, fileName: string): Promise<void> {
  const { sdk, client } = await getS3();
  await client.send(
    new sdk.PutObjectCommand({
      Bucket: bucket(),
      Key: key,
      Body: text,
      ContentType: 'text/csv; charset=utf-8',
      ContentDisposition: `attachment; filename="${fileName}"`,
    }),
  );
}

/**
 * A link to download one file, usable `expiresSeconds` from `signedAt` (now unless given: a test
 * signs in the past to see an expired link refused by S3).
 */
export async function createExportDownloadUrl(
  key: string,
  expiresSeconds: number,
  signedAt?: Date,
): Promise<string> {
  const [{ sdk, client }, { getSignedUrl }] = await Promise.all([
    getS3(),
    import('@aws-sdk/s3-request-presigner'),
  ]);
  return getSignedUrl(client, new sdk.GetObjectCommand({ Bucket: bucket(), Key: key }), {
    expiresIn: expiresSeconds,
    ...(signedAt ? { signingDate: signedAt } : {}),
  });
}

/**
 * Request counters of fixed windows (`rate-limit#<scope>#<subject>` / `<window start>`): one
 * conditional update both counts a request and refuses it once the window's limit is reached, so
 * concurrent requests cannot slip past the limit. Counters expire after their window.
 */
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient, getTableName } from './dynamo-client.js';
import { keys } from './keys.js';
import { TTL_ATTRIBUTE } from './table-design.js';

export interface RateWindow {
  limit: number;
  windowSeconds: number;
  /** How long a counter is kept after its window ended. */
  graceSeconds: number;
}

export type RateCount = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/** Counts one request of `subject` in the current window, unless the window is full. */
export async function countRequest(
  scope: string,
  subject: string,
  window: RateWindow,
  now = new Date(),
): Promise<RateCount> {
  const nowSeconds = Math.floor(now.getTime() / 1000);
  const start = nowSeconds - (nowSeconds % window.windowSeconds);
  const end = start + window.windowSeconds;
  try {
    await documentClient.send(
      new UpdateCommand({
        TableName: getTableName(),
        Key: keys.rateLimit(scope, subject, new Date(start * 1000).toISOString()),
        UpdateExpression: 'ADD request_count :one SET entity = :entity, #ttl = :ttl',
        ConditionExpression: 'attribute_not_exists(request_count) OR request_count < :limit',
        ExpressionAttributeNames: { '#ttl': TTL_ATTRIBUTE },
        ExpressionAttributeValues: {
          ':one': 1,
          ':entity': 'rate-limit',
          ':ttl': end + window.graceSeconds,
          ':limit': window.limit,
        },
      }),
    );
    return { allowed: true };
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) {
      return { allowed: false, retryAfterSeconds: Math.max(1, end - nowSeconds) };
    }
    throw error;
  }
}

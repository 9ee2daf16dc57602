/**
 * Back-in-stock subscriptions (`back-in-stock#<product id>` / `email#<address>`), one per address and
 * product. The subscription is its own mail record: it is claimed (with a lease, like an order mail)
 * before the alert is sent, deleted once SES took the mail, and released when the send fails, so a
 * retried stream batch sends it again and a replayed one finds nothing left to send.
 */
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { DeleteCommand, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { BACK_IN_STOCK } from '../core/mail/mail-claims.js';
import type { MailClaim } from './mail-records.js';
import { documentClient, getTableName, queryAll } from './dynamo-client.js';
import { keys } from './keys.js';

export interface BackInStockSubscription {
  product_id: string;
  email: string;
  created_at: string;
}

/** Subscribes an address; false when it was already waiting for this product (nothing changes). */
export async function subscribeBackInStock(
  productId: string,
  email: string,
  now = new Date(),
): Promise<boolean> {
  try {
    await documentClient.send(
      new PutCommand({
        TableName: getTableName(),
        Item: {
          ...keys.backInStock(productId, email),
          entity: 'back-in-stock',
          product_id: productId,
          email,
          state: 'waiting',
          created_at: now.toISOString(),
        },
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    );
    return true;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return false;
    throw error;
  }
}

/** Every address waiting for a product, oldest first. */
export async function listBackInStockSubscriptions(productId: string): Promise<BackInStockSubscription[]> {
  const items = await queryAll({
    KeyConditionExpression: 'pk = :pk',
    ExpressionAttributeValues: { ':pk': keys.allBackInStock(productId).pk },
    ConsistentRead: true,
  });
  return items
    .map((item) => ({
      product_id: String(item.product_id),
      email: String(item.email),
      created_at: String(item.created_at),
    }))
    .sort((a, b) => a.created_at.localeCompare(b.created_at));
}

/** Claims the alert of one subscription: `sent` when it is gone (sent before), `busy` within a lease. */
export async function claimBackInStockAlert(
  productId: string,
  email: string,
  now = new Date(),
): Promise<MailClaim> {
  const key = keys.backInStock(productId, email);
  const staleBefore = new Date(now.getTime() - BACK_IN_STOCK.claimLeaseSeconds * 1000).toISOString();
  try {
    await documentClient.send(
      new UpdateCommand({
        TableName: getTableName(),
        Key: key,
        UpdateExpression: 'SET #state = :sending, claimed_at = :now',
        ConditionExpression: 'attribute_exists(pk) AND (#state <> :sending OR claimed_at < :stale)',
        ExpressionAttributeNames: { '#state': 'state' },
        ExpressionAttributeValues: {
          ':sending': 'sending',
          ':now': now.toISOString(),
          ':stale': staleBefore,
        },
      }),
    );
    return 'claimed';
  } catch (error) {
    if (!(error instanceof ConditionalCheckFailedException)) throw error;
    const current = await documentClient.send(
      new GetCommand({ TableName: getTableName(), Key: key, ConsistentRead: true }),
    );
    return current.Item ? 'busy' : 'sent';
  }
}

/** The alert went out: the subscription ends. */
export async function endBackInStockSubscription(productId: string, email: string): Promise<void> {
  await documentClient.send(
    new DeleteCommand({ TableName: getTableName(), Key: keys.backInStock(productId, email) }),
  );
}

/** Gives a claimed alert back after a failed send, so the retried batch sends it. */
export async function releaseBackInStockAlert(
  productId: string,
  email: string,
  reason: string,
): Promise<void> {
  await documentClient.send(
    new UpdateCommand({
      TableName: getTableName(),
      Key: keys.backInStock(productId, email),
      UpdateExpression: 'SET #state = :failed, last_error = :reason',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeNames: { '#state': 'state' },
      ExpressionAttributeValues: { ':failed': 'failed', ':reason': reason.slice(0, 500) },
    }),
  );
}

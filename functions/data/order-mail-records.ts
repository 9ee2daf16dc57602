/**
 * The record of each order e-mail (`order#<number>` / `mail#<id>`), which makes sending idempotent
 * across stream retries: a mail is claimed with a conditional put before it is sent, marked sent
 * after, and released when the send fails so the retried batch sends it again. A record already
 * marked sent means the mail went out: a replayed record sends nothing.
 */
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ORDER_MAIL } from '../core/constants.js';
import { documentClient, getTableName } from './dynamo-client.js';
import { keys } from './keys.js';
import { TTL_ATTRIBUTE } from './table-design.js';

export type MailClaim =
  /** Ours to send. */
  | 'claimed'
  /** Sent before: nothing to do. */
  | 'sent'
  /** Another delivery is sending it right now: try again later. */
  | 'busy';

/** Claims a mail unless it was sent, or another delivery claimed it within the lease. */
export async function claimOrderMail(
  orderNumber: string,
  mailId: string,
  now = new Date(),
): Promise<MailClaim> {
  const staleBefore = new Date(now.getTime() - ORDER_MAIL.claimLeaseSeconds * 1000).toISOString();
  try {
    await documentClient.send(
      new PutCommand({
        TableName: getTableName(),
        Item: {
          ...keys.orderMail(orderNumber, mailId),
          entity: 'order-mail',
          order_number: orderNumber,
          mail_id: mailId,
          state: 'sending',
          claimed_at: now.toISOString(),
          [TTL_ATTRIBUTE]: Math.floor(now.getTime() / 1000) + ORDER_MAIL.recordTtlDays * 86_400,
        },
        ConditionExpression:
          'attribute_not_exists(pk) OR #state = :failed OR (#state = :sending AND claimed_at < :stale)',
        ExpressionAttributeNames: { '#state': 'state' },
        ExpressionAttributeValues: { ':failed': 'failed', ':sending': 'sending', ':stale': staleBefore },
      }),
    );
    return 'claimed';
  } catch (error) {
    if (!(error instanceof ConditionalCheckFailedException)) throw error;
    const current = await documentClient.send(
      new GetCommand({
        TableName: getTableName(),
        Key: keys.orderMail(orderNumber, mailId),
        ConsistentRead: true,
      }),
    );
    return current.Item?.state === 'sent' ? 'sent' : 'busy';
  }
}

/** Records that SES accepted the mail. */
export async function markOrderMailSent(
  orderNumber: string,
  mailId: string,
  messageId: string,
): Promise<void> {
  await documentClient.send(
    new UpdateCommand({
      TableName: getTableName(),
      Key: keys.orderMail(orderNumber, mailId),
      UpdateExpression: 'SET #state = :sent, message_id = :messageId, sent_at = :now',
      ExpressionAttributeNames: { '#state': 'state' },
      ExpressionAttributeValues: {
        ':sent': 'sent',
        ':messageId': messageId,
        ':now': new Date().toISOString(),
      },
    }),
  );
}

/** Gives a claimed mail back after a failed send, so the next delivery sends it. */
export async function releaseOrderMail(orderNumber: string, mailId: string, reason: string): Promise<void> {
  await documentClient.send(
    new UpdateCommand({
      TableName: getTableName(),
      Key: keys.orderMail(orderNumber, mailId),
      UpdateExpression: 'SET #state = :failed, last_error = :reason',
      ExpressionAttributeNames: { '#state': 'state' },
      ExpressionAttributeValues: { ':failed': 'failed', ':reason': reason.slice(0, 500) },
    }),
  );
}

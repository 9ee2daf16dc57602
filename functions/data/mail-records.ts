/**
 * The record of each mail sent from the table's stream (an order mail: `order#<number>` /
 * `mail#<id>`; a staff reply: `inbox#<id>` / `mail#<reply id>`), which makes sending idempotent
 * across stream retries: a mail is claimed with a conditional put before it is sent, marked sent
 * after, and released when the send fails so the next delivery sends it again. A record already
 * marked sent means the mail went out: a replayed record sends nothing.
 */
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { MAIL_RECORDS } from '../core/mail/mail-claims.js';
import { documentClient, getTableName } from './dynamo-client.js';
import { keys, type EntityName, type ItemKey } from './keys.js';
import { TTL_ATTRIBUTE } from './table-design.js';

export type MailClaim =
  /** Ours to send. */
  | 'claimed'
  /** Sent before: nothing to do. */
  | 'sent'
  /** Another delivery is sending it right now: try again later. */
  | 'busy';

/** Which mail a record is about: its key and what the item says it belongs to. */
export interface MailRecord {
  key: ItemKey;
  entity: EntityName;
  attributes: Record<string, string>;
}

/** One e-mail of an order (`order_received`, `proof_rejected#2`...). */
export const orderMailRecord = (orderNumber: string, mailId: string): MailRecord => ({
  key: keys.orderMail(orderNumber, mailId),
  entity: 'order-mail',
  attributes: { order_number: orderNumber, mail_id: mailId },
});

/** The e-mail of one staff reply to an enquiry. */
export const inboxReplyMailRecord = (messageId: string, replyId: string): MailRecord => ({
  key: keys.inboxReplyMail(messageId, replyId),
  entity: 'inbox-reply-mail',
  attributes: { message_id: messageId, reply_id: replyId },
});

/** Claims a mail unless it was sent, or another delivery claimed it within the lease. */
export async function claimMail(record: MailRecord, now = new Date()): Promise<MailClaim> {
  const staleBefore = new Date(now.getTime() - MAIL_RECORDS.claimLeaseSeconds * 1000).toISOString();
  try {
    await documentClient.send(
      new PutCommand({
        TableName: getTableName(),
        Item: {
          ...record.key,
          entity: record.entity,
          ...record.attributes,
          state: 'sending',
          claimed_at: now.toISOString(),
          [TTL_ATTRIBUTE]: Math.floor(now.getTime() / 1000) + MAIL_RECORDS.recordTtlDays * 86_400,
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
      new GetCommand({ TableName: getTableName(), Key: record.key, ConsistentRead: true }),
    );
    return current.Item?.state === 'sent' ? 'sent' : 'busy';
  }
}

/** Records that SES accepted the mail. */
export async function markMailSent(record: MailRecord, messageId: string): Promise<void> {
  await documentClient.send(
    new UpdateCommand({
      TableName: getTableName(),
      Key: record.key,
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
export async function releaseMail(record: MailRecord, reason: string): Promise<void> {
  await documentClient.send(
    new UpdateCommand({
      TableName: getTableName(),
      Key: record.key,
      UpdateExpression: 'SET #state = :failed, last_error = :reason',
      ExpressionAttributeNames: { '#state': 'state' },
      ExpressionAttributeValues: { ':failed': 'failed', ':reason': reason.slice(0, 500) },
    }),
  );
}

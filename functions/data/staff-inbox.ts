/**
 * The staff side of the inbox in the single table: the list (newest first on gsi1, filtered and
 * searched in memory, since a lower-cased search attribute would have to be kept by every writer),
 * one message, and versioned writes: every change is conditional on the version it read and bumps it.
 * A message with a reply waiting for its mail carries `reply_mail: 'sending'`, which the reply-mail
 * consumer's stream filter matches (a filter cannot look into the thread's list).
 */
import { GetCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { InboxMessage } from '../core/inbox/message.js';
import { hasReplyToSend } from '../core/inbox/staff-inbox.js';
import { documentClient, getTableName } from './dynamo-client.js';
import { keys } from './keys.js';
import { readStored } from './stored-items.js';

export interface InboxPage {
  messages: InboxMessage[];
  cursor: string | null;
}

const encodeCursor = (key: Record<string, unknown>) => Buffer.from(JSON.stringify(key)).toString('base64url');

/** Thrown for a cursor that is not one this list gave out. */
export class InvalidCursorError extends Error {
  override readonly name = 'InvalidCursorError';
}

function decodeCursor(cursor: string): Record<string, unknown> {
  try {
    const key = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as unknown;
    const { gsi1pk } = keys.allInboxMessages();
    if (key && typeof key === 'object' && (key as Record<string, unknown>).gsi1pk === gsi1pk) {
      return key as Record<string, unknown>;
    }
  } catch {
    // Falls through to the error below.
  }
  throw new InvalidCursorError();
}

/** The index position of a message, so the next page starts right after it. */
const positionOf = (message: InboxMessage) => ({
  ...keys.inboxMessage(message.id),
  ...keys.inboxList(message.created_at, message.id),
});

/** Set on the item only while a reply's mail waits; see the module header. */
const REPLY_MAIL_ATTRIBUTE = 'reply_mail';

const fromItem = (item: Record<string, unknown>): InboxMessage =>
  readStored('inbox-message', item, [REPLY_MAIL_ATTRIBUTE]);

/**
 * One page of messages that `accept` takes, newest first. The cursor is the position of the last
 * message returned (not DynamoDB's position in its last page), so no match is skipped when a page
 * of the index holds more matches than the list shows.
 */
export async function listInboxMessages(
  accept: (message: InboxMessage) => boolean,
  limit: number,
  cursor?: string,
): Promise<InboxPage> {
  const messages: InboxMessage[] = [];
  let start: Record<string, unknown> | undefined = cursor ? decodeCursor(cursor) : undefined;
  while (messages.length < limit) {
    const page = await documentClient.send(
      new QueryCommand({
        TableName: getTableName(),
        IndexName: 'gsi1',
        KeyConditionExpression: 'gsi1pk = :pk',
        ExpressionAttributeValues: { ':pk': keys.allInboxMessages().gsi1pk },
        ScanIndexForward: false,
        Limit: 100,
        ExclusiveStartKey: start,
      }),
    );
    for (const item of page.Items ?? []) {
      const message = fromItem(item);
      if (!accept(message)) continue;
      messages.push(message);
      if (messages.length === limit) return { messages, cursor: encodeCursor(positionOf(message)) };
    }
    start = page.LastEvaluatedKey;
    if (!start) break;
  }
  return { messages, cursor: null };
}

/** One message, read strongly consistently, or `undefined`. */
export async function getInboxMessage(id: string): Promise<InboxMessage | undefined> {
  const result = await documentClient.send(
    new GetCommand({ TableName: getTableName(), Key: keys.inboxMessage(id), ConsistentRead: true }),
  );
  return result.Item ? fromItem(result.Item) : undefined;
}

/**
 * Writes the changed message as the next version, only if the stored one is still the version it
 * was read at: a lost race throws ConditionalCheckFailedException (see `retryOnConflict`).
 */
export async function writeInboxMessage(read: InboxMessage, changed: InboxMessage): Promise<InboxMessage> {
  const next: InboxMessage = { ...changed, version: read.version + 1 };
  await documentClient.send(
    new PutCommand({
      TableName: getTableName(),
      Item: {
        ...keys.inboxMessage(next.id),
        ...keys.inboxList(next.created_at, next.id),
        entity: 'inbox-message',
        ...next,
        ...(hasReplyToSend(next) ? { [REPLY_MAIL_ATTRIBUTE]: 'sending' } : {}),
      },
      ConditionExpression: 'attribute_exists(pk) AND version = :version',
      ExpressionAttributeValues: { ':version': read.version },
    }),
  );
  return next;
}

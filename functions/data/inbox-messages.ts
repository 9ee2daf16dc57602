/** Enquiries of the staff inbox (`inbox#<id>` / `message`), listed by creation time. */
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import type { DynamoDBRecord } from 'aws-lambda';
import type { InboxMessage } from '../core/inbox/message.js';
import { documentClient, getTableName } from './dynamo-client.js';
import { keys } from './keys.js';
import type { StoredEntity } from './stored-items.js';

const ENTITY = 'inbox-message' satisfies StoredEntity;

/** Stores a new message; an id used before is refused rather than overwritten. */
export async function putNewInboxMessage(message: InboxMessage): Promise<void> {
  await documentClient.send(
    new PutCommand({
      TableName: getTableName(),
      Item: {
        ...keys.inboxMessage(message.id),
        ...keys.inboxList(message.created_at, message.id),
        entity: ENTITY,
        ...message,
      },
      ConditionExpression: 'attribute_not_exists(pk)',
    }),
  );
}

/** The id of the inbox message a stream record inserted; undefined for any other record. */
export function readNewInboxMessageId(record: DynamoDBRecord): string | undefined {
  const image = record.dynamodb?.NewImage;
  if (record.eventName !== 'INSERT' || image?.entity?.S !== ENTITY) return undefined;
  return image.id?.S;
}

/**
 * The id of the inbox message a stream record inserted or changed; undefined for any other record.
 * Consumers read the message itself from the table (see send-enquiry-mails).
 */
export function readInboxMessageId(record: DynamoDBRecord): string | undefined {
  const image = record.dynamodb?.NewImage;
  if (record.eventName === 'REMOVE' || image?.entity?.S !== ENTITY) return undefined;
  return image.id?.S;
}

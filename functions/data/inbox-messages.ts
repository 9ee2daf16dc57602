/** Enquiries of the staff inbox (`inbox#<id>` / `message`), listed by creation time. */
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { DynamoDBRecord } from 'aws-lambda';
import type { InboxMessage } from '../core/inbox/message.js';
import { documentClient, getTableName, stripKeys } from './dynamo-client.js';
import { keys } from './keys.js';

/** Stores a new message; an id used before is refused rather than overwritten. */
export async function putNewInboxMessage(message: InboxMessage): Promise<void> {
  await documentClient.send(
    new PutCommand({
      TableName: getTableName(),
      Item: {
        ...keys.inboxMessage(message.id),
        ...keys.inboxList(message.created_at, message.id),
        entity: 'inbox-message',
        ...message,
      },
      ConditionExpression: 'attribute_not_exists(pk)',
    }),
  );
}

export async function getInboxMessage(id: string): Promise<InboxMessage | undefined> {
  const result = await documentClient.send(
    new GetCommand({ TableName: getTableName(), Key: keys.inboxMessage(id), ConsistentRead: true }),
  );
  return result.Item ? (stripKeys(result.Item) as unknown as InboxMessage) : undefined;
}

/** The id of the inbox message a stream record inserted; undefined for any other record. */
export function readNewInboxMessageId(record: DynamoDBRecord): string | undefined {
  const image = record.dynamodb?.NewImage;
  if (record.eventName !== 'INSERT' || image?.entity?.S !== 'inbox-message') return undefined;
  return image.id?.S;
}

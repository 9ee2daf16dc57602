/**
 * Draft orders in the single table (`draft-order#<id>` / `draft-order`). A new draft is written in
 * one transaction with its quote request, which then names it: two staff members pressing "Create
 * draft order" at once make one draft, not two. Every later change is conditional on the version read.
 */
import { GetCommand, PutCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import type { InboxMessage } from '../core/inbox/message.js';
import type { DraftOrder } from '../core/quotes/draft-order.js';
import { documentClient, getTableName } from './dynamo-client.js';
import { keys } from './keys.js';
import { readStored } from './stored-items.js';

const toItem = (draft: DraftOrder) => ({ ...keys.draftOrder(draft.id), entity: 'draft-order', ...draft });

/**
 * Stores a new draft and links it from its quote request, as read at `message.version`: a lost race
 * (the message changed or already has a draft) throws, for the caller's retry loop.
 */
export async function putNewDraftOrder(
  message: InboxMessage,
  draft: DraftOrder,
  now: string,
): Promise<InboxMessage> {
  const linked: InboxMessage = {
    ...message,
    draft_order_id: draft.id,
    updated_at: now,
    version: message.version + 1,
  };
  await documentClient.send(
    new TransactWriteCommand({
      TransactItems: [
        {
          Put: {
            TableName: getTableName(),
            Item: toItem(draft),
            ConditionExpression: 'attribute_not_exists(pk)',
          },
        },
        {
          Put: {
            TableName: getTableName(),
            Item: {
              ...keys.inboxMessage(linked.id),
              ...keys.inboxList(linked.created_at, linked.id),
              entity: 'inbox-message',
              ...linked,
            },
            ConditionExpression: 'attribute_exists(pk) AND version = :version',
            ExpressionAttributeValues: { ':version': message.version },
          },
        },
      ],
    }),
  );
  return linked;
}

/** One draft order, strongly consistent, or `undefined`. */
export async function getDraftOrder(id: string): Promise<DraftOrder | undefined> {
  const result = await documentClient.send(
    new GetCommand({ TableName: getTableName(), Key: keys.draftOrder(id), ConsistentRead: true }),
  );
  return result.Item ? readStored('draft-order', result.Item) : undefined;
}

/** Writes the changed draft as the next version if the stored one is still `read.version`. */
export async function writeDraftOrder(read: DraftOrder, changed: DraftOrder): Promise<DraftOrder> {
  const next: DraftOrder = { ...changed, version: read.version + 1 };
  await documentClient.send(
    new PutCommand({
      TableName: getTableName(),
      Item: toItem(next),
      ConditionExpression: 'attribute_exists(pk) AND version = :version',
      ExpressionAttributeValues: { ':version': read.version },
    }),
  );
  return next;
}

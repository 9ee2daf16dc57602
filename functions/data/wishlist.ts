/** Wishlist items: one per product a customer keeps, under the customer's partition. */
import { DeleteCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { MAX_WISHLIST_ITEMS, type WishlistEntry } from '../core/account/wishlist.js';
import { RuleViolation } from '../core/rule-violation.js';
import { documentClient, getTableName } from './dynamo-client.js';
import { keys } from './keys.js';

/** The customer's wishlist, most recently added first. */
export async function listWishlist(userId: string): Promise<WishlistEntry[]> {
  const { pk, skPrefix } = keys.allWishlistItems(userId);
  const result = await documentClient.send(
    new QueryCommand({
      TableName: getTableName(),
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      ExpressionAttributeValues: { ':pk': pk, ':prefix': skPrefix },
      ConsistentRead: true,
      Limit: MAX_WISHLIST_ITEMS,
    }),
  );
  return (result.Items ?? [])
    .map((item) => ({ product_id: String(item.product_id), added_at: String(item.added_at) }))
    .sort((a, b) => b.added_at.localeCompare(a.added_at));
}

/** Keeps a product; adding one that is already there changes nothing (its date stays). */
export async function addToWishlist(userId: string, productId: string, now: string): Promise<void> {
  const current = await listWishlist(userId);
  if (current.some((entry) => entry.product_id === productId)) return;
  if (current.length >= MAX_WISHLIST_ITEMS) {
    throw new RuleViolation('conflict', `A wishlist keeps at most ${MAX_WISHLIST_ITEMS} products.`);
  }
  try {
    await documentClient.send(
      new PutCommand({
        TableName: getTableName(),
        Item: {
          ...keys.wishlistItem(userId, productId),
          entity: 'wishlist-item',
          user_id: userId,
          product_id: productId,
          added_at: now,
        },
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    );
  } catch (error) {
    if ((error as Error).name !== 'ConditionalCheckFailedException') throw error;
  }
}

export async function removeFromWishlist(userId: string, productId: string): Promise<void> {
  await documentClient.send(
    new DeleteCommand({ TableName: getTableName(), Key: keys.wishlistItem(userId, productId) }),
  );
}

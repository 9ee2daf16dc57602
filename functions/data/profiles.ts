/**
 * Profile items: written by the post-confirmation trigger (and the local seed and create-admin tool),
 * stamped by the post-authentication trigger, edited in My Account, read by the admin user list.
 */
import { BatchWriteCommand, GetCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { catalogueChangeItem, isItemConditionFailed } from './catalogue-change-entry.js';
import type { Profile, ProfileUpdate } from '../core/account/profile.js';
import { documentClient, getTableName, queryAll } from './dynamo-client.js';
import { keys } from './keys.js';
import { readStored } from './stored-items.js';

/** DynamoDB's limit of items per BatchWriteItem. */
const BATCH_SIZE = 25;

/** The stored item of a profile, with its keys and its place in the admin user list. */
export function toProfileItem(profile: Profile): Record<string, unknown> {
  return {
    ...keys.profile(profile.user_id),
    ...keys.profileList(profile.created_at, profile.user_id),
    entity: 'profile',
    ...profile,
  };
}

function isConditionFailure(error: unknown): boolean {
  return (error as Error).name === 'ConditionalCheckFailedException';
}

/**
 * Writes a new profile unless one exists: Cognito may run a trigger twice, and a second run must not
 * reset `created_at` or the roles. Returns false when the profile was already there.
 */
export async function createProfile(profile: Profile): Promise<boolean> {
  try {
    await documentClient.send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Put: {
              TableName: getTableName(),
              Item: toProfileItem(profile),
              ConditionExpression: 'attribute_not_exists(pk)',
            },
          },
          // A caller kept as having no profile (their token's groups stood) is read again.
          catalogueChangeItem('standing', profile.user_id),
        ],
      }),
    );
    return true;
  } catch (error) {
    if (isItemConditionFailed(error)) return false;
    throw error;
  }
}

export async function getProfile(userId: string): Promise<Profile | undefined> {
  const result = await documentClient.send(
    new GetCommand({ TableName: getTableName(), Key: keys.profile(userId), ConsistentRead: true }),
  );
  return result.Item ? readStored('profile', result.Item) : undefined;
}

/** Stamps the last sign-in; a user without a profile (created before the triggers) is left alone. */
export async function recordLastSignIn(userId: string, at: string): Promise<void> {
  try {
    await documentClient.send(
      new UpdateCommand({
        TableName: getTableName(),
        Key: keys.profile(userId),
        UpdateExpression: 'SET last_sign_in_at = :at',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeValues: { ':at': at },
      }),
    );
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
}

/**
 * Saves what My Account edits, and the e-mail when one is known (it changes after an e-mail update
 * is confirmed); without one the stored e-mail stays. Creates the profile when it is missing.
 * Returns the saved profile.
 */
export async function updateProfile(
  userId: string,
  email: string | undefined,
  update: ProfileUpdate,
  createWith: () => Profile,
): Promise<Profile> {
  const withEmail = email !== undefined && email !== '';
  try {
    const result = await documentClient.send(
      new UpdateCommand({
        TableName: getTableName(),
        Key: keys.profile(userId),
        UpdateExpression: `SET first_name = :first, last_name = :last, phone = :phone${withEmail ? ', email = :email' : ''}`,
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeValues: {
          ':first': update.first_name,
          ':last': update.last_name,
          ':phone': update.phone,
          ...(withEmail ? { ':email': email } : {}),
        },
        ReturnValues: 'ALL_NEW',
      }),
    );
    return readStored('profile', result.Attributes ?? {});
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    const created = createWith();
    const profile = { ...created, ...update, email: withEmail ? email : created.email };
    await createProfile(profile);
    return profile;
  }
}

/** Deletes every item of a user (profile, wishlist): the data side of deleting an account. */
export async function deleteUserItems(userId: string): Promise<number> {
  const { pk } = keys.allUserItems(userId);
  const itemKeys = (
    await queryAll({
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': pk },
      ProjectionExpression: 'pk, sk',
    })
  ).map((item) => ({ pk: String(item.pk), sk: String(item.sk) }));
  for (let start = 0; start < itemKeys.length; start += BATCH_SIZE) {
    let requests = itemKeys.slice(start, start + BATCH_SIZE).map((Key) => ({ DeleteRequest: { Key } }));
    while (requests.length > 0) {
      const result = await documentClient.send(
        new BatchWriteCommand({ RequestItems: { [getTableName()]: requests } }),
      );
      requests = (result.UnprocessedItems?.[getTableName()] ?? []) as typeof requests;
    }
  }
  return itemKeys.length;
}

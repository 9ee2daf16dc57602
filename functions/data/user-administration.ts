/**
 * User administration: Cognito group membership, enabling and disabling, sessions and reset e-mails,
 * each mirrored onto the profile item the admin list reads. Cognito is the source of truth: after a
 * role change the mirror is rewritten from the user's groups as Cognito lists them, so a retry or a
 * change made elsewhere heals the mirror instead of drifting from it.
 */
import { GetCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import type { Profile } from '../core/account/profile.js';
import { GROUPS, type Group } from '../core/auth/groups.js';
import { ENV, requireEnv } from '../shared/env.js';
import { logger } from '../shared/powertools.js';
import { documentClient, getTableName, queryAll } from './dynamo-client.js';
import { forgetStoredAccount } from './caller-accounts.js';
import { catalogueChangeItem, isItemConditionFailed } from './catalogue-change-entry.js';
import { getCognito } from './cognito-users.js';
import { keys } from './keys.js';
import { readStored } from './stored-items.js';

/** Cognito's answer for a user that does not exist (or no longer does). */
function isUserMissing(error: unknown): boolean {
  return (error as Error).name === 'UserNotFoundException';
}

/** What the user list reads of each profile; `entity` lets the read check it is one. */
const PROFILE_FIELDS = [
  'entity',
  'user_id',
  'email',
  'first_name',
  'last_name',
  'is_active',
  'created_at',
  'last_sign_in_at',
  'roles',
];

/** How long a container reuses the profiles it read; Refresh and every admin change read afresh. */
const PROFILE_CACHE_MS = 15_000;

let cached: { profiles: Profile[]; loadedAt: number } | undefined;
let pending: Promise<Profile[]> | undefined;

/**
 * Every profile, newest first. The list is small enough (5,000 profiles are about 1 MB) to search in
 * memory, which keeps search by name or e-mail exact and simple. A container keeps what it read for
 * a few seconds, so typing searches and paging do not read the whole list each time; `fresh` reads
 * it again (the Refresh button, and the reload after a role or status change, which another
 * function may have written).
 */
export async function listProfiles(options: { fresh?: boolean } = {}): Promise<Profile[]> {
  if (!options.fresh && cached && Date.now() - cached.loadedAt < PROFILE_CACHE_MS) return cached.profiles;
  pending ??= readAllProfiles()
    .then((profiles) => {
      cached = { profiles, loadedAt: Date.now() };
      return profiles;
    })
    .finally(() => {
      pending = undefined;
    });
  return pending;
}

/** The users index, every page (a few 1 MB pages for 5,000 users). */
async function readAllProfiles(): Promise<Profile[]> {
  const items = await queryAll({
    IndexName: 'gsi1',
    KeyConditionExpression: 'gsi1pk = :pk',
    ExpressionAttributeValues: { ':pk': keys.allProfiles().gsi1pk },
    ExpressionAttributeNames: Object.fromEntries(PROFILE_FIELDS.map((f) => [`#${f}`, f])),
    ProjectionExpression: PROFILE_FIELDS.map((f) => `#${f}`).join(', '),
    ScanIndexForward: false,
  });
  return items.map((item) => readStored('profile', item));
}

/** The user's groups as Cognito has them, in the shop's order. */
export async function listUserGroups(userId: string): Promise<Group[]> {
  const { sdk, client } = await getCognito();
  const result = await client.send(
    new sdk.AdminListGroupsForUserCommand({
      UserPoolId: requireEnv(ENV.userPoolId),
      Username: userId,
      Limit: 60,
    }),
  );
  const names = new Set((result.Groups ?? []).map((g) => g.GroupName));
  return GROUPS.filter((group) => names.has(group));
}

/** The user's groups, or `undefined` when Cognito has no such user. */
export async function findUserGroups(userId: string): Promise<Group[] | undefined> {
  try {
    return await listUserGroups(userId);
  } catch (error) {
    if (isUserMissing(error)) return undefined;
    throw error;
  }
}

/**
 * Updates the profile mirror, with a change-log entry in the same transaction (the catalogue's
 * containers keep a caller's standing until the log names them); `undefined` when the user has no
 * profile. This container forgets what it read about the user's account at once, the others within
 * `CALLER_STANDING.cacheMs` (two seconds where the log is read).
 */
async function updateProfile(userId: string, expression: string, values: Record<string, unknown>) {
  forgetStoredAccount(userId);
  const TableName = getTableName();
  try {
    await documentClient.send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Update: {
              TableName,
              Key: keys.profile(userId),
              UpdateExpression: expression,
              ConditionExpression: 'attribute_exists(pk)',
              ...(expression.includes('#roles') ? { ExpressionAttributeNames: { '#roles': 'roles' } } : {}),
              ExpressionAttributeValues: values,
            },
          },
          catalogueChangeItem('standing', userId),
        ],
      }),
    );
  } catch (error) {
    if (isItemConditionFailed(error)) return undefined;
    throw error;
  }
  const { Item } = await documentClient.send(
    new GetCommand({ TableName, Key: keys.profile(userId), ConsistentRead: true }),
  );
  return Item ? readStored('profile', Item) : undefined;
}

/**
 * Adds or removes a group in Cognito, then mirrors the resulting groups on the profile; `undefined`
 * when the user does not exist.
 */
export async function changeUserGroup(
  userId: string,
  group: Group,
  change: 'add' | 'remove',
): Promise<Profile | undefined> {
  const input = { UserPoolId: requireEnv(ENV.userPoolId), Username: userId, GroupName: group };
  const { sdk, client } = await getCognito();
  try {
    await client.send(
      change === 'add'
        ? new sdk.AdminAddUserToGroupCommand(input)
        : new sdk.AdminRemoveUserFromGroupCommand(input),
    );
  } catch (error) {
    if (isUserMissing(error)) return undefined;
    throw error;
  }
  const roles = await listUserGroups(userId);
  return updateProfile(userId, 'SET #roles = :roles', { ':roles': roles });
}

/**
 * Enables or disables the Cognito user and mirrors `is_active` (`undefined` when the user is missing). Disabling also signs the user out
 * everywhere (refresh tokens revoked), so an open session ends within the access token's lifetime.
 */
export async function setUserActive(userId: string, isActive: boolean): Promise<Profile | undefined> {
  const input = { UserPoolId: requireEnv(ENV.userPoolId), Username: userId };
  const { sdk, client } = await getCognito();
  try {
    await client.send(
      isActive ? new sdk.AdminEnableUserCommand(input) : new sdk.AdminDisableUserCommand(input),
    );
  } catch (error) {
    if (isUserMissing(error)) return undefined;
    throw error;
  }
  if (!isActive) {
    try {
      await client.send(new sdk.AdminUserGlobalSignOutCommand(input));
    } catch (error) {
      // cognito-local (the local stand-in) lacks this call; AWS has it. Disabling already stands.
      if (!/unsupported/i.test(`${(error as Error).name} ${(error as Error).message}`)) throw error;
      logger.info('Global sign-out is not supported by this Cognito endpoint', { userId });
    }
  }
  return updateProfile(userId, 'SET is_active = :active', { ':active': isActive });
}

/** Sends the password-reset e-mail (the code and the link to /reset-password, via the custom message). */
export async function sendPasswordReset(email: string): Promise<boolean> {
  const { sdk, client } = await getCognito();
  try {
    await client.send(
      new sdk.ForgotPasswordCommand({ ClientId: requireEnv(ENV.userPoolClientId), Username: email }),
    );
    return true;
  } catch (error) {
    if (isUserMissing(error)) return false;
    throw error;
  }
}

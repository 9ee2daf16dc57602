/**
 * The caller's account as stored now (roles, active, deleted), for the handler chain's revocation
 * check. The profile and the deleted-account marker, read strongly consistently in the one
 * BatchGetItem of the request's other reads started beside it (`getItemSoon`), kept per
 * container for a few seconds (`CALLER_STANDING.cacheMs`): a revoked role, a deactivation or a
 * deletion takes effect within that time on every container, at the cost of one read per caller per
 * container and interval.
 */
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import type { StoredAccount } from '../core/auth/caller-standing.js';
import { CALLER_STANDING } from '../core/security-limits.js';
import { documentClient, getItemSoon, getTableName } from './dynamo-client.js';
import { keys } from './keys.js';
import { TTL_ATTRIBUTE } from './table-design.js';

const remembered = new Map<string, { account: StoredAccount; until: number }>();

async function readStoredAccount(userId: string): Promise<StoredAccount> {
  // In one call with the reads the route started beside this check (`getItemSoon`).
  const [profile, deleted] = await Promise.all([
    getItemSoon(keys.profile(userId)),
    getItemSoon(keys.deletedAccount(userId)),
  ]);
  if (deleted) return { state: 'deleted' };
  if (!profile) return { state: 'unmirrored' };
  return {
    state: 'present',
    isActive: profile.is_active !== false,
    roles: Array.isArray(profile.roles) ? profile.roles.map(String) : [],
  };
}

/** The caller's stored account, from this container's memory when read less than a few seconds ago. */
export async function getStoredAccount(userId: string, now = Date.now()): Promise<StoredAccount> {
  const cached = remembered.get(userId);
  if (cached && cached.until > now) return cached.account;
  const account = await readStoredAccount(userId);
  remembered.delete(userId);
  if (remembered.size >= CALLER_STANDING.maxCachedCallers) {
    remembered.delete(remembered.keys().next().value!);
  }
  remembered.set(userId, { account, until: now + CALLER_STANDING.cacheMs });
  return account;
}

/** Forgets what this container read about a caller (after changing the account here). */
export function forgetStoredAccount(userId: string): void {
  remembered.delete(userId);
}

/**
 * Marks the account deleted, so tokens issued before are refused until they have all expired; the
 * marker holds the user id only and expires itself.
 */
export async function markAccountDeleted(userId: string, now = new Date()): Promise<void> {
  await documentClient.send(
    new PutCommand({
      TableName: getTableName(),
      Item: {
        ...keys.deletedAccount(userId),
        entity: 'deleted-account',
        deleted_at: now.toISOString(),
        [TTL_ATTRIBUTE]: Math.floor(now.getTime() / 1000) + CALLER_STANDING.deletedMarkerSeconds,
      },
    }),
  );
  forgetStoredAccount(userId);
}

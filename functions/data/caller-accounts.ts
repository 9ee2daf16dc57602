/**
 * The caller's account as stored now (roles, active, deleted), for the handler chain's revocation
 * check. The profile and the deleted-account marker, read strongly consistently in the one
 * BatchGetItem of the request's other reads started beside it (`getItemSoon`), kept per container:
 * for a few seconds (`CALLER_STANDING.cacheMs`) everywhere, and where the container reads the
 * catalogue's change log (the catalogue's routes), until the log names the caller (`standing`
 * entries: a role removed or granted, a deactivation, a deletion, a new profile) or at most
 * `KEPT_DISPLAY_MAX_AGE_MS`. A revoked role, a deactivation or a deletion so takes effect within
 * that time on every container, and within two seconds on those reading the log, at the cost of
 * one read per caller per container and interval where the log is not read.
 */
import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import type { StoredAccount } from '../core/auth/caller-standing.js';
import { CALLER_STANDING } from '../core/security-limits.js';
import { catalogueChangeItem } from './catalogue-change-entry.js';
import { KEPT_DISPLAY_MAX_AGE_MS, KeptUntilChanged } from './change-log-watch.js';
import { documentClient, getItemSoon, getTableName } from './dynamo-client.js';
import { keys } from './keys.js';
import { TTL_ATTRIBUTE } from './table-design.js';

const remembered = new KeptUntilChanged<StoredAccount>('standing', {
  maxEntries: CALLER_STANDING.maxCachedCallers,
  maxAgeMs: KEPT_DISPLAY_MAX_AGE_MS,
  withoutLogMs: CALLER_STANDING.cacheMs,
});

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

/** The caller's stored account, from this container's memory while it may be trusted (above). */
export function getStoredAccount(userId: string, now = Date.now()): Promise<StoredAccount> {
  return remembered.get(userId, () => readStoredAccount(userId), now);
}

/** Forgets what this container read about a caller (after changing the account here). */
export function forgetStoredAccount(userId: string): void {
  remembered.forget(userId);
}

/**
 * Marks the account deleted, so tokens issued before are refused until they have all expired; the
 * marker holds the user id only and expires itself. Its change-log entry tells the containers that
 * keep the caller's standing until the log names them.
 */
export async function markAccountDeleted(userId: string, now = new Date()): Promise<void> {
  await documentClient.send(
    new TransactWriteCommand({
      TransactItems: [
        {
          Put: {
            TableName: getTableName(),
            Item: {
              ...keys.deletedAccount(userId),
              entity: 'deleted-account',
              deleted_at: now.toISOString(),
              [TTL_ATTRIBUTE]: Math.floor(now.getTime() / 1000) + CALLER_STANDING.deletedMarkerSeconds,
            },
          },
        },
        catalogueChangeItem('standing', userId),
      ],
    }),
  );
  forgetStoredAccount(userId);
}

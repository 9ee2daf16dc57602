/**
 * Whether a signed-in caller may still act. A token stays valid up to an hour after an admin removed
 * a role, deactivated the user or the user deleted the account, and the gateway's JWT check cannot
 * know; the handler chain asks this rule with the account as stored now.
 */

/** What the table says about the caller's account now. */
export type StoredAccount =
  | { state: 'present'; isActive: boolean; roles: readonly string[] }
  /** The account was deleted: its tokens are worthless. */
  | { state: 'deleted' }
  /** No profile item (a user older than the profile mirror): the token's groups stand. */
  | { state: 'unmirrored' };

export type CallerStanding =
  { allowed: true; groups: string[] } | { allowed: false; reason: 'deleted' | 'deactivated' };

export const callerStandingMessages = {
  deleted: 'This account no longer exists. Please sign in again.',
  deactivated: 'Your account has been deactivated. Please contact the shop.',
} as const;

/**
 * The caller's groups are those of the token that the account still holds: a removed role is gone
 * at once, a granted one needs a new token (the gateway only trusts what the token says).
 */
export function judgeCallerStanding(tokenGroups: readonly string[], account: StoredAccount): CallerStanding {
  if (account.state === 'deleted') return { allowed: false, reason: 'deleted' };
  if (account.state === 'unmirrored') return { allowed: true, groups: [...tokenGroups] };
  if (!account.isActive) return { allowed: false, reason: 'deactivated' };
  return { allowed: true, groups: tokenGroups.filter((group) => account.roles.includes(group)) };
}

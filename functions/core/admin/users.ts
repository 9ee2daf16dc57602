/**
 * User administration rules: the list query and its
 * in-memory search over the profile mirror, the roles an admin may grant, and the rules that keep an admin
 * from locking themselves out. Pure: the data layer reads profiles and talks to Cognito.
 */
import * as z from 'zod';
import { ADMIN } from './admin-limits.js';
import type { Profile } from '../account/profile.js';
import { RuleViolation } from '../rule-violation.js';
import { adminMessages } from './admin-messages.js';

/** Roles offered when granting; moderator is the default choice. */
export const GRANTABLE_ROLES = ['admin', 'moderator', 'accountant', 'super_admin'] as const;
export type GrantableRole = (typeof GRANTABLE_ROLES)[number];
export const DEFAULT_GRANT_ROLE: GrantableRole = 'moderator';

/** Query of `GET /api/admin/users`: an optional search, a page of at most `ADMIN.userListLimit` users, an offset. */
export const userListQuerySchema = z.object({
  search: z
    .string()
    .max(200, 'must be at most 200 characters')
    .optional()
    .transform((value) => value?.trim() || undefined),
  limit: z.coerce
    .number({ message: 'must be a whole number' })
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .max(ADMIN.userListLimit, `must be at most ${ADMIN.userListLimit}`)
    .default(ADMIN.userListLimit),
  offset: z.coerce
    .number({ message: 'must be a whole number' })
    .int('must be a whole number')
    .min(0, 'must be 0 or more')
    .max(1_000_000, 'must be at most 1000000')
    .default(0),
  /** `true` reads the profiles afresh instead of the few-seconds-old copy (the Refresh button). */
  fresh: z
    .enum(['true', 'false'])
    .optional()
    .transform((value) => value === 'true'),
});
export type UserListQuery = z.output<typeof userListQuerySchema>;

export const userParamsSchema = z.object({ userId: z.string().trim().min(1).max(128) });
export const userRoleParamsSchema = userParamsSchema.extend({
  role: z.enum(GRANTABLE_ROLES, `must be one of ${GRANTABLE_ROLES.join(', ')}`),
});
export const userStatusSchema = z.object({ is_active: z.boolean('must be true or false') });

/** One row of the user table. */
export interface AdminUserRow {
  id: string;
  first_name: string;
  last_name: string;
  email: string;
  roles: string[];
  is_active: boolean;
  created_at: string;
  last_sign_in_at: string | null;
}

export function toAdminUserRow(profile: Profile): AdminUserRow {
  return {
    id: profile.user_id,
    first_name: profile.first_name,
    last_name: profile.last_name,
    email: profile.email,
    roles: [...(profile.roles ?? [])],
    is_active: profile.is_active !== false,
    created_at: profile.created_at,
    last_sign_in_at: profile.last_sign_in_at ?? null,
  };
}

/** Case-insensitive match of every word against the name or the e-mail. */
export function matchesUserSearch(
  profile: Pick<Profile, 'first_name' | 'last_name' | 'email'>,
  search: string,
) {
  const haystack = `${profile.first_name} ${profile.last_name} ${profile.email}`.toLowerCase();
  return search
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => haystack.includes(word));
}

/** Filters (newest first, as the profiles arrive) and pages the user list. */
export function searchUsers(
  profiles: readonly Profile[],
  query: UserListQuery,
): { users: AdminUserRow[]; total: number } {
  const matches = query.search ? profiles.filter((p) => matchesUserSearch(p, query.search!)) : profiles;
  return {
    total: matches.length,
    users: matches.slice(query.offset, query.offset + query.limit).map(toAdminUserRow),
  };
}

/** The roles that open the admin area or the shop's books: only a super_admin grants or removes them. */
const SUPER_ADMIN_ONLY_ROLES: readonly GrantableRole[] = ['admin', 'accountant', 'super_admin'];

/** The roles a caller with these groups may grant or remove (the web offers only these). */
export function rolesGrantableBy(callerGroups: readonly string[]): GrantableRole[] {
  if (callerGroups.includes('super_admin')) return [...GRANTABLE_ROLES];
  return GRANTABLE_ROLES.filter((role) => !SUPER_ADMIN_ONLY_ROLES.includes(role));
}

/** Granting or removing admin or super_admin is for a super_admin alone. */
export function assertCanChangeRole(callerGroups: readonly string[], role: GrantableRole): void {
  if (!rolesGrantableBy(callerGroups).includes(role)) {
    throw new RuleViolation('forbidden', adminMessages.superAdminOnlyRole(role));
  }
}

/** An admin cannot remove their own admin role (they would lock themselves out mid-session). */
export function assertCanRemoveRole(callerId: string, userId: string, role: GrantableRole): void {
  if (callerId === userId && role === 'admin') {
    throw new RuleViolation('conflict', adminMessages.cannotRemoveOwnAdmin);
  }
}

/**
 * Deactivating an admin or a super_admin takes their access away as removing their role would, so
 * changing such an account's status is for a super_admin alone too (the web greys the switch out).
 */
export function canChangeStatusOf(callerGroups: readonly string[], userGroups: readonly string[]): boolean {
  return (
    callerGroups.includes('super_admin') || !SUPER_ADMIN_ONLY_ROLES.some((role) => userGroups.includes(role))
  );
}

export function assertCanChangeStatusOf(
  callerGroups: readonly string[],
  userGroups: readonly string[],
): void {
  if (canChangeStatusOf(callerGroups, userGroups)) return;
  const held = SUPER_ADMIN_ONLY_ROLES.find((role) => userGroups.includes(role))!;
  throw new RuleViolation('forbidden', adminMessages.superAdminOnlyStatus(held));
}

/** An admin cannot deactivate themselves. */
export function assertCanChangeStatus(callerId: string, userId: string, isActive: boolean): void {
  if (callerId === userId && !isActive) throw new RuleViolation('conflict', adminMessages.cannotDisableSelf);
}

/** The user administration calls, with their query options and hook. */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminUserRow, GrantableRole } from '@core/admin/users';
import { authedApi } from '@web/lib/auth/authed-api';

export interface AdminUserPage {
  users: AdminUserRow[];
  total: number;
  limit: number;
  offset: number;
}

const userPath = (userId: string) => `/admin/users/${encodeURIComponent(userId)}`;

export const getAdminUsers = (search: string, offset: number, fresh = false) => {
  const params = new URLSearchParams({ offset: String(offset) });
  if (search.trim()) params.set('search', search.trim());
  if (fresh) params.set('fresh', 'true');
  return authedApi.get<AdminUserPage>(`/admin/users?${params.toString()}`);
};

export const addUserRole = (userId: string, role: GrantableRole) =>
  authedApi.put<{ user: AdminUserRow }>(`${userPath(userId)}/roles/${role}`);
export const removeUserRole = (userId: string, role: string) =>
  authedApi.delete<{ user: AdminUserRow }>(`${userPath(userId)}/roles/${encodeURIComponent(role)}`);
export const setUserStatus = (userId: string, isActive: boolean) =>
  authedApi.put<{ user: AdminUserRow }>(`${userPath(userId)}/status`, { body: { is_active: isActive } });
export const sendPasswordReset = (userId: string) =>
  authedApi.post<{ sent: boolean; email: string }>(`${userPath(userId)}/password-reset`);

/** Every page of the user table (each search and offset has its own query under it). */
export const adminUserListsKey = ['admin', 'users'] as const;

/**
 * The server keeps the profiles a few seconds; a refetch of a query that already has data (Refresh,
 * the reload after a change) asks for a fresh read, so the table never shows a stale role or status.
 */
export const adminUsersQuery = (search: string, offset: number) =>
  queryOptions({
    queryKey: [...adminUserListsKey, search, offset] as const,
    queryFn: ({ client, queryKey }) =>
      getAdminUsers(search, offset, client.getQueryData(queryKey) !== undefined),
    placeholderData: keepPreviousData,
  });

export const useAdminUsers = (search: string, offset: number) => useQuery(adminUsersQuery(search, offset));

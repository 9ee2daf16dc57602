/** The staff inbox calls (the admin inbox routes), with their query options and hooks. */
import { infiniteQueryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { InboxKind, InboxMessage, InboxStatus } from '@core/inbox/message';
import { hasReplyToSend, type InboxSummary } from '@core/inbox/staff-inbox';
import { authedApi } from '@web/lib/auth/authed-api';

export interface InboxFilters {
  kind: InboxKind | '';
  status: InboxStatus | '';
  q: string;
}

export interface StaffMember {
  user_id: string;
  email: string;
  name: string;
}

const messagePath = (id: string) => `/admin/inbox/${encodeURIComponent(id)}`;

const getInboxPage = (filters: InboxFilters, cursor?: string) => {
  const params = new URLSearchParams();
  if (filters.kind) params.set('kind', filters.kind);
  if (filters.status) params.set('status', filters.status);
  if (filters.q.trim()) params.set('q', filters.q.trim());
  if (cursor) params.set('cursor', cursor);
  return authedApi.get<{ messages: InboxSummary[]; cursor: string | null }>(
    `/admin/inbox?${params.toString()}`,
  );
};

export const sendInboxReply = async (id: string, body: string) =>
  (await authedApi.post<{ message: InboxMessage }>(`${messagePath(id)}/replies`, { body: { body } })).message;

export const retryInboxReply = async (id: string, replyId: string) =>
  (
    await authedApi.post<{ message: InboxMessage }>(
      `${messagePath(id)}/replies/${encodeURIComponent(replyId)}/retry`,
    )
  ).message;

/** Status and assignee changes carry the version staff read: a stale screen gets 409, not an overwrite. */
export const updateInboxMessage = async (
  id: string,
  change: { version: number; status?: InboxStatus; assignee_user_id?: string | null },
) => (await authedApi.patch<{ message: InboxMessage }>(messagePath(id), { body: change })).message;

/** The inbox's query keys: every list (one per filter), one message, the staff it can be assigned to. */
export const inboxKeys = {
  lists: ['admin', 'inbox'] as const,
  message: (id: string) => ['admin', 'inbox-message', id] as const,
  staff: ['admin', 'inbox-staff'] as const,
};

export const useInboxMessages = (filters: InboxFilters) =>
  useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: [...inboxKeys.lists, filters] as const,
      queryFn: ({ pageParam }) => getInboxPage(filters, pageParam),
      initialPageParam: undefined as string | undefined,
      getNextPageParam: (page) => page.cursor ?? undefined,
    }),
  );

/** How often an open message is read again while a reply's e-mail is on its way (about a second). */
const REPLY_SENDING_POLL_MS = 1000;

/**
 * One message; read again every second while one of its replies is `sending` (the stream sends it
 * a moment after staff did), and no more once every reply settled.
 */
export const useInboxMessage = (id: string) =>
  useQuery({
    queryKey: inboxKeys.message(id),
    queryFn: async () => (await authedApi.get<{ message: InboxMessage }>(messagePath(id))).message,
    refetchInterval: (query) =>
      query.state.data && hasReplyToSend(query.state.data) ? REPLY_SENDING_POLL_MS : false,
  });

export const useStaffMembers = () =>
  useQuery({
    queryKey: inboxKeys.staff,
    queryFn: async () => (await authedApi.get<{ staff: StaffMember[] }>('/admin/inbox/staff')).staff,
    staleTime: 60_000,
  });

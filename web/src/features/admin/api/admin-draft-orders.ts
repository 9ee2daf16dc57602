/** The draft order calls of the staff inbox: make one of a quote request, read, edit and send it. */
import { useQuery } from '@tanstack/react-query';
import type { DraftOrderUpdate, DraftOrderView } from '@core/quotes/draft-order';
import { authedApi } from '@web/lib/auth/authed-api';

export type { DraftOrderView } from '@core/quotes/draft-order';

interface DraftAnswer {
  draft_order: DraftOrderView;
}

const draftPath = (id: string) => `/admin/draft-orders/${encodeURIComponent(id)}`;

export const draftOrderQueryKey = (id: string) => ['admin', 'draft-order', id] as const;

export const createDraftOrder = async (messageId: string) =>
  (await authedApi.post<DraftAnswer>(`/admin/inbox/${encodeURIComponent(messageId)}/draft-order`))
    .draft_order;

/** The lines to keep with their quantities and prices, at the version staff read (409 when it changed). */
export const updateDraftOrder = async (id: string, change: DraftOrderUpdate) =>
  (await authedApi.patch<DraftAnswer>(draftPath(id), { body: change })).draft_order;

export const sendDraftOrder = async (id: string) =>
  (await authedApi.post<DraftAnswer>(`${draftPath(id)}/send`)).draft_order;

export const useDraftOrder = (id: string) =>
  useQuery({
    queryKey: draftOrderQueryKey(id),
    queryFn: async () => (await authedApi.get<DraftAnswer>(draftPath(id))).draft_order,
  });

/** A product's stock and price history (pages, newest first) and its CSV export. */
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { HistoryEntry } from '@core/catalogue/product-history';
import { authedApi } from '@web/lib/auth/authed-api';
import { downloadAuthedFile } from '@web/lib/download-file';

export interface HistoryPage {
  entries: HistoryEntry[];
  cursor: string | null;
}

const historyPath = (id: string) => `/admin/products/${encodeURIComponent(id)}/history`;

export const getProductHistory = (id: string, cursor?: string) =>
  authedApi.get<HistoryPage>(`${historyPath(id)}${cursor ? `?cursor=${encodeURIComponent(cursor)}` : ''}`);

export const productHistoryQuery = (id: string) =>
  infiniteQueryOptions({
    queryKey: ['admin', 'product-history', id] as const,
    queryFn: ({ pageParam }) => getProductHistory(id, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.cursor ?? undefined,
  });

/**
 * The table's stream writes a change's entry a moment after the change (about a second in AWS): while
 * the product changed that recently and its newest entry is older, the list looks again each second.
 */
const HISTORY_LAG_MS = 15_000;
const HISTORY_POLL_MS = 1_000;

/** `changedAt`: the product's `updated_at`, so an entry still on its way is waited for. */
export const useProductHistory = (id: string, changedAt?: string) =>
  useInfiniteQuery({
    ...productHistoryQuery(id),
    refetchInterval: (query) => {
      if (!changedAt || Date.now() - Date.parse(changedAt) > HISTORY_LAG_MS) return false;
      const newest = query.state.data?.pages[0]?.entries[0]?.at;
      return newest !== undefined && newest >= changedAt ? false : HISTORY_POLL_MS;
    },
  });

export const downloadProductHistoryCsv = (id: string): Promise<void> =>
  downloadAuthedFile(`${historyPath(id)}/csv`, `product-${id}-history.csv`);

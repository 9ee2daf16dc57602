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

export const useProductHistory = (id: string) => useInfiniteQuery(productHistoryQuery(id));

export const downloadProductHistoryCsv = (id: string): Promise<void> =>
  downloadAuthedFile(`${historyPath(id)}/csv`, `product-${id}-history.csv`);

/** Staff's price lists: making one, one list with its entries page by page, and its CSV import. */
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { PriceListCsvPlan } from '@core/pricing/price-list-csv';
import type { PriceListInput } from '@core/pricing/price-list-schemas';
import type { PriceList, PriceListEntry } from '@core/pricing/price-lists';
import { authedApi } from '@web/lib/auth/authed-api';

export const createPriceList = async (body: PriceListInput) =>
  (await authedApi.post<{ price_list: PriceList }>('/admin/price-lists', { body })).price_list;

/** A list's header (name, days, percentage rules) changed; its entries stay. */
export const updatePriceList = async (priceListId: string, body: PriceListInput) =>
  (
    await authedApi.put<{ price_list: PriceList }>(`/admin/price-lists/${encodeURIComponent(priceListId)}`, {
      body,
    })
  ).price_list;

interface PriceListPage {
  price_list: PriceList;
  entries: PriceListEntry[];
  /** The SKU to ask the next page after; null on the last page. */
  next_after: string | null;
}

/** One list, its header and its entries in SKU order, a page at a time ("More"). */
export const priceListQueryOptions = (priceListId: string) =>
  infiniteQueryOptions({
    queryKey: ['admin', 'price-lists', priceListId],
    queryFn: ({ pageParam }) =>
      authedApi.get<PriceListPage>(
        `/admin/price-lists/${encodeURIComponent(priceListId)}${
          pageParam ? `?after=${encodeURIComponent(pageParam)}` : ''
        }`,
      ),
    initialPageParam: '',
    getNextPageParam: (last) => last.next_after ?? undefined,
  });

export function usePriceList(priceListId: string) {
  return useInfiniteQuery(priceListQueryOptions(priceListId));
}

/** The CSV import's answer: each SKU's outcome and every error by line (`applied` 0 on a dry run). */
export type PriceListCsvReport = Omit<PriceListCsvPlan, 'entries'> & { applied: number };

export const importPriceListCsv = (priceListId: string, input: { csv: string; apply: boolean }) =>
  authedApi.post<PriceListCsvReport>(`/admin/price-lists/${encodeURIComponent(priceListId)}/csv`, {
    body: input,
  });

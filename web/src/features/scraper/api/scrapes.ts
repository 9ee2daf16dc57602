/**
 * The import tool's calls: start an import or a backfill, read one run (polled while it runs), list
 * the recent runs. Every call carries the admin's ID token through the auth library's client.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ScrapeResult, StartScrapeInput } from '@core/scraper/scrape-run';
import { authedApi } from '@web/lib/auth/authed-api';

/** How often a running run is read again; the figures on the run move page by page. */
export const RUN_POLL_INTERVAL_MS = 1000;

export const scrapeKeys = {
  all: ['scrapes'] as const,
  recent: ['scrapes', 'recent'] as const,
  run: (id: string) => ['scrapes', 'run', id] as const,
};

export const startScrape = (input: StartScrapeInput) =>
  authedApi.post<ScrapeResult>('/admin/scrapes', { body: input });

export const startBackfill = (maxPages: number | '') =>
  authedApi.post<ScrapeResult>('/admin/scrapes/backfill', { body: { maxPages } });

export const getScrape = (id: string, signal?: AbortSignal) =>
  authedApi.get<ScrapeResult>(`/admin/scrapes/${encodeURIComponent(id)}`, { signal });

export const listScrapes = (signal?: AbortSignal) =>
  authedApi.get<{ runs: ScrapeResult[] }>('/admin/scrapes', { signal });

export function getScrapeQueryOptions(id: string) {
  return queryOptions({
    queryKey: scrapeKeys.run(id),
    queryFn: ({ signal }) => getScrape(id, signal),
    refetchInterval: (query) => (query.state.data?.status === 'running' ? RUN_POLL_INTERVAL_MS : false),
  });
}

/** One run, polled until it has finished; idle without an id. */
export function useScrapeRun(id: string | undefined) {
  return useQuery({ ...getScrapeQueryOptions(id ?? ''), enabled: id !== undefined });
}

export function getRecentScrapesQueryOptions() {
  return queryOptions({ queryKey: scrapeKeys.recent, queryFn: ({ signal }) => listScrapes(signal) });
}

export function useRecentScrapes() {
  return useQuery(getRecentScrapesQueryOptions());
}

/** TanStack Query defaults shared by every screen. */
import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';

const STALE_TIME_MS = 60_000;
const MAX_RETRIES = 2;

/** A client error (4xx) will not get better by retrying; network and 5xx errors may. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < MAX_RETRIES;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: STALE_TIME_MS, retry: shouldRetry, refetchOnWindowFocus: false },
    },
  });
}

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

/** The server's answer when other requests kept changing the same records: nothing was written. */
const CONCURRENT_CHANGE = 'ConcurrentChange';

/**
 * A change (add to cart, place an order...) is sent again only when the server said nothing was
 * written and the same request may be resent; any other failure is shown as it is.
 */
export function shouldRetryChange(failureCount: number, error: unknown): boolean {
  return error instanceof ApiError && error.errorType === CONCURRENT_CHANGE && failureCount < MAX_RETRIES;
}

/** A pause of about a second, as the server's `retry-after` asks, spread a little between tabs. */
const changeRetryDelay = (failureCount: number) => 1_000 * failureCount + Math.random() * 500;

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: STALE_TIME_MS, retry: shouldRetry, refetchOnWindowFocus: false },
      mutations: { retry: shouldRetryChange, retryDelay: changeRetryDelay },
    },
  });
}

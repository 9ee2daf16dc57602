/**
 * When a change (a cart change, placing an order) is sent again: only when the server said other
 * requests kept changing the same records and nothing was written (`ConcurrentChange`), so the same
 * request may be resent. Any other failure, a broken rule or a network error, is shown as it is.
 * The mutations that can meet it spread these options; the first page never loads them.
 */
import { ApiError } from './api-client';

const MAX_RETRIES = 2;

/** The server's answer when other requests kept changing the same records: nothing was written. */
const CONCURRENT_CHANGE = 'ConcurrentChange';

export function shouldRetryChange(failureCount: number, error: unknown): boolean {
  return error instanceof ApiError && error.errorType === CONCURRENT_CHANGE && failureCount < MAX_RETRIES;
}

/** A pause of about a second, as the server's `retry-after` asks, spread a little between tabs. */
const changeRetryDelay = (failureCount: number) => 1_000 * failureCount + Math.random() * 500;

/** The retry options of a mutation the server may answer with `ConcurrentChange`. */
export const changeRetry = { retry: shouldRetryChange, retryDelay: changeRetryDelay };

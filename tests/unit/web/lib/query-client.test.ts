import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../../web/src/lib/api-client';
import { shouldRetryChange } from '../../../../web/src/lib/change-retry';
import { shouldRetry } from '../../../../web/src/lib/query-client';

describe('query retries', () => {
  it('does not retry a client error', () => {
    expect(shouldRetry(0, new ApiError(404, 'NotFound', 'Product not found'))).toBe(false);
  });

  it('retries a server or network error twice', () => {
    const networkError = new ApiError(0, 'NetworkError', 'offline');

    expect(shouldRetry(0, networkError)).toBe(true);
    expect(shouldRetry(1, new ApiError(503, 'HttpError', 'unavailable'))).toBe(true);
    expect(shouldRetry(2, networkError)).toBe(false);
  });
});

describe('change retries', () => {
  it('sends a change again when the server says other requests kept changing the same records', () => {
    const busy = new ApiError(
      409,
      'ConcurrentChange',
      'Your cart was changed somewhere else at the same moment.',
    );

    expect(shouldRetryChange(0, busy)).toBe(true);
    expect(shouldRetryChange(1, busy)).toBe(true);
    expect(shouldRetryChange(2, busy)).toBe(false);
  });

  it('never sends a change again after any other failure, a broken rule or a network error', () => {
    expect(shouldRetryChange(0, new ApiError(409, 'Conflict', 'Not enough stock'))).toBe(false);
    expect(shouldRetryChange(0, new ApiError(0, 'NetworkError', 'offline'))).toBe(false);
    expect(shouldRetryChange(0, new ApiError(500, 'InternalServerError', 'oops'))).toBe(false);
  });
});

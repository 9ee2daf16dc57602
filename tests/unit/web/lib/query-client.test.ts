import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../../web/src/lib/api-client';
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

import { describe, expect, it } from 'vitest';
import { hasStoredSession } from '../../../../../web/src/lib/auth/session-hint';
import { getRefreshRetryDelayMs, shouldRefreshToken } from '../../../../../web/src/lib/auth/token-refresh';

function storage(entries: Record<string, string>) {
  const keys = Object.keys(entries);
  return {
    length: keys.length,
    key: (i: number) => keys[i] ?? null,
    getItem: (k: string) => entries[k] ?? null,
  };
}

describe('stored session hint', () => {
  it("sees Amplify's LastAuthUser key of any app client", () => {
    expect(
      hasStoredSession(storage({ 'CognitoIdentityServiceProvider.abc123.LastAuthUser': 'user-1' })),
    ).toBe(true);
  });

  it('ignores other keys and empty values', () => {
    expect(hasStoredSession(storage({ guest_session_id: 'guest-1' }))).toBe(false);
    expect(hasStoredSession(storage({ 'CognitoIdentityServiceProvider.abc123.LastAuthUser': '' }))).toBe(
      false,
    );
    expect(hasStoredSession(undefined)).toBe(false);
  });
});

describe('token refresh', () => {
  const now = 1_000_000_000_000;

  it('refreshes when 90 seconds or less remain', () => {
    expect(shouldRefreshToken(now / 1000 + 90, now)).toBe(true);
    expect(shouldRefreshToken(now / 1000 + 30, now)).toBe(true);
  });

  it('leaves a token with more time alone', () => {
    expect(shouldRefreshToken(now / 1000 + 91, now)).toBe(false);
    expect(shouldRefreshToken(undefined, now)).toBe(false);
  });

  it('backs off from 200 ms, doubling', () => {
    expect([1, 2, 3].map(getRefreshRetryDelayMs)).toEqual([200, 400, 800]);
  });
});

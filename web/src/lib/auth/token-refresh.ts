/**
 * When the session refreshes its tokens (check every 30 s, refresh at 90 s or
 * less).
 */
import { AUTH } from '@core/auth/auth-limits';

/** True when a token expiring at `expiresAtSeconds` (JWT `exp`) should be refreshed now. */
export function shouldRefreshToken(
  expiresAtSeconds: number | undefined,
  nowMs: number,
  thresholdSeconds: number = AUTH.tokenRefreshThresholdSeconds,
): boolean {
  if (expiresAtSeconds === undefined) return false;
  return expiresAtSeconds - nowMs / 1000 <= thresholdSeconds;
}

/** Delay before retry `attempt` (1-based) of a failed refresh: 200 ms, doubling. */
export function getRefreshRetryDelayMs(attempt: number): number {
  return AUTH.tokenRefreshRetryBackoffMs * 2 ** (attempt - 1);
}

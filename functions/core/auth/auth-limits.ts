/** Accounts, sessions and tokens. */
export const AUTH = {
  minPasswordLength: 6,
  /** How often the session checks whether its tokens need refreshing. */
  tokenRefreshIntervalMs: 30_000,
  /** Tokens are refreshed when this many seconds or fewer remain. */
  tokenRefreshThresholdSeconds: 90,
  /** First retry delay of a failed refresh; it doubles on each retry. */
  tokenRefreshRetryBackoffMs: 200,
  /** Prefix of the guest session id kept in browser storage. */
  guestSessionPrefix: 'guest',
  /** Browser storage key of the guest session id. */
  guestSessionStorageKey: 'guest_session_id',
} as const;

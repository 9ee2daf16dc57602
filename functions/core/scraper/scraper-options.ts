/** The choices staff make on the import screen and the bounds the admin routes accept for them. */

/** The import tool (scraper) and the missing-images backfill. */
export const SCRAPER = {
  defaultMaxPages: 200,
  minMaxPages: 1,
  maxMaxPages: 500,
  backfillDefaultMaxPages: 50,
  backfillMinMaxPages: 1,
  backfillMaxMaxPages: 200,
  /** Wait imposed between two scraper runs. */
  rateLimitSeconds: 60,
} as const;

/** Scheduled re-sync of a store's prices and stock. */
export const SYNC = {
  /** Hours between two syncs of one store that staff may choose. */
  minIntervalHours: 1,
  maxIntervalHours: 24 * 7,
  /** How often the local supervisor looks for a store whose sync is due. */
  localTimerMs: 60_000,
} as const;

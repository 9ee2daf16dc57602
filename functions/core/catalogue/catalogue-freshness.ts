/**
 * How warm catalogues learn of changes. The change log is split over `changeLogShards` partitions
 * (a product always logs to the same one), so no single item or partition carries every write; a
 * container reads all shards at most once per `checkIntervalMs`, which bounds how stale a card may
 * be (stock and prices are checked again from stored items at add-to-cart and order time).
 */
export const CATALOGUE_FRESHNESS = {
  changeLogShards: 8,
  checkIntervalMs: 1_000,
  /** A container whose cards are older than this loads a newer snapshot, within a request. */
  reloadAfterMs: 15 * 60 * 1000,
  /** How often the scheduled refresh rewrites the snapshot from the card index. */
  snapshotRefreshMinutes: 10,
} as const;

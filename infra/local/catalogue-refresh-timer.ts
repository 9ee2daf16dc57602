/**
 * The local stand-in of the scheduled catalogue refresh (an EventBridge rule in AWS): a timer that
 * invokes the same handler at the same interval, so the local shop keeps a recent snapshot too.
 */
import { CATALOGUE_FRESHNESS } from '../../functions/core/catalogue/catalogue-freshness.js';
import { handler as refreshCatalogueSnapshot } from '../../functions/handlers/events/refresh-catalogue-snapshot.js';

/** Refreshes the snapshot every interval until stopped; a failed refresh is logged and tried next time. */
export function startCatalogueRefreshTimer(log: (line: string) => void): () => void {
  const timer = setInterval(() => {
    refreshCatalogueSnapshot().catch((error: unknown) =>
      log(`Scheduled catalogue refresh failed: ${(error as Error).message}`),
    );
  }, CATALOGUE_FRESHNESS.snapshotRefreshMinutes * 60_000);
  timer.unref();
  return () => clearInterval(timer);
}

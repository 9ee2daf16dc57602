/**
 * The local stand-in of EventBridge Scheduler for store syncs: a timer that starts the import
 * machine, with the very input a schedule sends in AWS, for every store whose sync is due. The
 * machine's begin step records the run and moves the store's next sync on.
 */
import { randomUUID } from 'node:crypto';
import { SYNC } from '../../functions/core/scraper/scraper-options.js';
import { findDueStores, getScheduledSyncInput } from '../../functions/core/scraper/import-store.js';
import { listImportStores } from '../../functions/data/import-stores.js';
import { startScrapeExecution } from '../../functions/data/scrape-executions.js';

/** Starts the sync of every store due at `now`; returns the ids of the stores started. */
export async function startDueSyncs(now: Date): Promise<string[]> {
  const due = findDueStores(await listImportStores(), now);
  for (const store of due) {
    await startScrapeExecution('import', `sync-${randomUUID()}`, getScheduledSyncInput(store.id));
  }
  return due.map((store) => store.id);
}

/** Looks for due syncs every minute until stopped; a failed look is logged and tried next time. */
export function startSyncTimer(log: (line: string) => void): () => void {
  const timer = setInterval(() => {
    startDueSyncs(new Date()).then(
      (started) => {
        if (started.length > 0) log(`Started the scheduled sync of ${started.length} store(s).`);
      },
      (error: unknown) => log(`Scheduled sync check failed: ${(error as Error).message}`),
    );
  }, SYNC.localTimerMs);
  timer.unref();
  return () => clearInterval(timer);
}

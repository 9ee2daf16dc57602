/** Helpers of the review and sync tests: runs that wait for a free importer, the review routes. */
import { DeleteCommand, GetCommand } from '@aws-sdk/lib-dynamodb';
import type { ScrapeResult } from '../../functions/core/scraper/scrape-run.js';
import { keys } from '../../functions/data/keys.js';
import { createDocumentClient } from './accounts.js';
import type { ProvidedShop } from './integration-setup.js';
import { createScraperApi } from './scraper.js';

/**
 * Lifts the importer's 60-second pause when no run holds the lock (tests that share one shop run
 * one after another; the pause itself has its own test). A run in progress is never disturbed.
 */
export function createImporterLock(env: Record<string, string>) {
  const client = createDocumentClient({ functionEnv: env });
  const tableName = env.TABLE_NAME!;
  return {
    liftPauseWhenIdle: async () => {
      const lock = (
        await client.send(
          new GetCommand({ TableName: tableName, Key: keys.scrapeLock(), ConsistentRead: true }),
        )
      ).Item;
      const running = lock?.running_run_id !== undefined && Number(lock?.lease_expires_at ?? 0) > Date.now();
      if (!running) await client.send(new DeleteCommand({ TableName: tableName, Key: keys.scrapeLock() }));
    },
  };
}

/**
 * Starts a run once the importer is free. Other test files share the importer: a run of theirs
 * that holds the lock is waited for; only the 60-second pause after a finished run is lifted.
 */
export function createReviewApi(shop: ProvidedShop, token: string) {
  const api = createScraperApi(shop, token);
  const { liftPauseWhenIdle } = createImporterLock(shop.functionEnv);
  const startWhenFree = async (body: Record<string, unknown>): Promise<ScrapeResult> => {
    const deadline = Date.now() + 60_000;
    for (;;) {
      await liftPauseWhenIdle();
      const started = await api.start(body);
      if (started.status === 202) return started.body;
      if (started.status !== 429 || Date.now() > deadline) {
        throw new Error(`start answered ${started.status}: ${JSON.stringify(started.body)}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  };
  return {
    ...api,
    liftPauseWhenIdle,
    /** Runs a store to the end in a mode and answers the finished run. */
    run: async (url: string, mode: 'import' | 'preview' | 'sync', extra: Record<string, unknown> = {}) => {
      const started = await startWhenFree({ url, mode, ...extra });
      return api.waitForRun(started.id);
    },
  };
}

/** Starting the scraper and backfill state machines (Step Functions; locally, the embedded endpoint). */
import type { ScrapeKind } from '../core/scraper/scrape-run.js';
import { ENV, requireEnv } from '../shared/env.js';
import { loadOnce } from '../shared/load-once.js';
import { traceAwsClient } from '../shared/powertools.js';

/**
 * The SDK and its client, imported at the first start rather than at init: the import machine's tasks
 * bundle this module (they build runs with `start-scrape-run.ts`) but never start an execution.
 */
const getSfn = loadOnce(async () => {
  const sdk = await import('@aws-sdk/client-sfn');
  return { sdk, client: traceAwsClient(new sdk.SFNClient({})) };
});

/** Starts the machine of `kind` for a run; the execution is named after the run, so a retry is a no-op. */
export async function startScrapeExecution(kind: ScrapeKind, runId: string, input: object): Promise<void> {
  const stateMachineArn = requireEnv(
    kind === 'import' ? ENV.scrapeStateMachineArn : ENV.backfillStateMachineArn,
  );
  const { sdk, client } = await getSfn();
  await client.send(
    new sdk.StartExecutionCommand({ stateMachineArn, name: runId, input: JSON.stringify(input) }),
  );
}

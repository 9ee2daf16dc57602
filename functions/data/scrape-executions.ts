/** Starting the scraper and backfill state machines (Step Functions; locally, the embedded endpoint). */
import { SFNClient, StartExecutionCommand } from '@aws-sdk/client-sfn';
import type { ScrapeKind } from '../core/scraper/scrape-run.js';
import { ENV, requireEnv } from '../shared/env.js';

const client = new SFNClient({});

/** Starts the machine of `kind` for a run; the execution is named after the run, so a retry is a no-op. */
export async function startScrapeExecution(kind: ScrapeKind, runId: string, input: object): Promise<void> {
  const stateMachineArn = requireEnv(
    kind === 'import' ? ENV.scrapeStateMachineArn : ENV.backfillStateMachineArn,
  );
  await client.send(
    new StartExecutionCommand({ stateMachineArn, name: runId, input: JSON.stringify(input) }),
  );
}

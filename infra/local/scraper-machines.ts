/**
 * Registers the scraper and backfill state machines in the local Step Functions: the ASL CDK deploys
 * (infra/constructs/scraper-definitions.ts) with local function ARNs substituted, each Task bound to
 * the very task handler Lambda runs. Adds the machines' ARNs to the handlers' environment.
 */
import type { ImportState, BackfillState } from '../../functions/core/scraper/run-state.js';
import { ENV } from '../../functions/shared/env.js';
import {
  BACKFILL_DEFINITION,
  IMPORT_DEFINITION,
  renderDefinition,
} from '../constructs/scraper-definitions.js';
import { LOCAL_RESOURCES } from './config.js';
import type { LocalServices } from './local-services.js';
import { buildStateMachineArn } from './services/step-functions.js';

const localFunctionArn = (name: string) =>
  `arn:aws:lambda:${LOCAL_RESOURCES.region}:000000000000:function:${name}`;

export const LOCAL_SCRAPER_MACHINES = {
  import: { name: 'storefront-scraper', taskFunction: localFunctionArn('storefront-scrape-task') },
  backfill: { name: 'storefront-backfill', taskFunction: localFunctionArn('storefront-backfill-task') },
} as const;

export interface LocalScraperOptions {
  /**
   * TESTS AND LOCAL FIXTURE RUNS ONLY: let the importer read loopback and private addresses (the
   * fixture distributor site). `npm start` never sets it.
   */
  allowPrivateTargets?: boolean;
  /** Seconds between pages (the production default otherwise); tests and benchmarks use 0. */
  politeDelaySeconds?: number;
}

/** Registers both machines and returns the environment the start routes need. */
export function registerScraperMachines(
  services: LocalServices,
  options: LocalScraperOptions = {},
): Record<string, string> {
  const stepFunctions = services.stepFunctions;
  if (!stepFunctions) throw new Error('The local Step Functions are not running.');
  const region = LOCAL_RESOURCES.region;
  const importArn = stepFunctions.registerStateMachine({
    arn: buildStateMachineArn(LOCAL_SCRAPER_MACHINES.import.name, region),
    definition: renderDefinition(IMPORT_DEFINITION, LOCAL_SCRAPER_MACHINES.import.taskFunction),
    taskHandlers: {
      // Imported on first use, once the adapter has put the handlers' environment in place.
      [LOCAL_SCRAPER_MACHINES.import.taskFunction]: async (input) =>
        (await import('../../functions/handlers/scraper/scrape-task.js')).handler(
          input as { step: 'begin'; state: ImportState },
        ),
    },
  });
  const backfillArn = stepFunctions.registerStateMachine({
    arn: buildStateMachineArn(LOCAL_SCRAPER_MACHINES.backfill.name, region),
    definition: renderDefinition(BACKFILL_DEFINITION, LOCAL_SCRAPER_MACHINES.backfill.taskFunction),
    taskHandlers: {
      [LOCAL_SCRAPER_MACHINES.backfill.taskFunction]: async (input) =>
        (await import('../../functions/handlers/scraper/backfill-task.js')).handler(
          input as { step: 'begin'; state: BackfillState },
        ),
    },
  });
  return {
    [ENV.scrapeStateMachineArn]: importArn,
    [ENV.backfillStateMachineArn]: backfillArn,
    ...(options.allowPrivateTargets ? { [ENV.scraperAllowPrivateTargets]: 'true' } : {}),
    ...(options.politeDelaySeconds !== undefined
      ? { [ENV.scraperPoliteDelaySeconds]: String(options.politeDelaySeconds) }
      : {}),
  };
}

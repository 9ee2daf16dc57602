/**
 * The whole shop on this machine: the embedded AWS stand-ins, the sample catalogue, and the API
 * adapter serving the SPA. Used by `npm start` and by the integration and end-to-end tests.
 */
import { getLocalTriggerFunctions } from '../../functions/auth-triggers.js';
import { startApiAdapter } from './api-adapter.js';
import { watchMailbox } from './mailbox.js';
import { LOCAL_RESOURCES, SAMPLE_ACCOUNTS, WEB_DIST_DIR, type LocalPorts } from './config.js';
import type { LocalServices } from './local-services.js';
import { registerPaymentLapseMachine, type LocalPaymentOptions } from './payment-lapse-machine.js';
import { registerScraperMachines, type LocalScraperOptions } from './scraper-machines.js';
import { startAccountJobTimer } from './account-job-timer.js';
import { startCardReconcileTimer } from './card-reconcile-timer.js';
import { startCatalogueRefreshTimer } from './catalogue-refresh-timer.js';
import { startSyncTimer } from './sync-timer.js';
import { seedSampleData } from './seed/seed-sample-data.js';
import { startStreamPollerThread, type StreamPollerThread } from './stream-poller-thread.js';
import { assertPortsFree, startServices } from './supervisor.js';
import { streamConsumers } from '../../functions/stream-consumers.js';

export interface StartShopOptions {
  ports: LocalPorts;
  dataDir: string;
  reset?: boolean;
  /** DynamoDB Local keeps its tables in memory (lost at stop): for throwaway shops (tests, benchmarks). */
  inMemory?: boolean;
  /** Load the sample catalogue and accounts when the store is empty (default true). */
  seed?: boolean;
  webDistDir?: string;
  log?: (line: string) => void;
  /** Called when a stand-in dies after start-up; the stack has already been stopped by then. */
  onFailure?: (error: Error) => void;
  /** Importer settings; `allowPrivateTargets` is for tests and local fixture runs only. */
  scraper?: LocalScraperOptions;
  /** Payment settings of the local stage; a short lapse wait is for tests and local trials. */
  payment?: LocalPaymentOptions;
  /**
   * Run the table's stream consumers (default true). Off only for benchmarks of the request path: in
   * AWS the consumers are functions of their own and the stream costs a request nothing, while here
   * DynamoDB Local's stream and the consumers share the machine's cores with the API.
   */
  streams?: boolean;
  /**
   * Test only: run the card reconciler every this many milliseconds instead of EventBridge's 5
   * minutes, so an attempt whose answer was lost reaches staff's review within an end-to-end test.
   * The reconciler itself is unchanged (a stuck completion and a pending step still wait 5 minutes).
   */
  cardReconcileEveryMs?: number;
}

export interface RunningShop {
  url: string;
  adminUrl: string;
  services: LocalServices;
  /** The table's stream consumers (order mails...), run as Lambda's event source mappings would. */
  streams: StreamPollerThread;
  sampleAccounts: typeof SAMPLE_ACCOUNTS;
  stop(): Promise<void>;
}

/** The shop's `streams` when it runs without them. */
const withoutStreams: StreamPollerThread = { stop: () => Promise.resolve() };

export async function startShop(options: StartShopOptions): Promise<RunningShop> {
  const log = options.log ?? (() => undefined);
  // The supervisor checks its own ports; the adapter's is checked here, before anything starts.
  await assertPortsFree(options.ports, ['app']);
  const services = await startServices({
    ports: options.ports,
    dataDir: options.dataDir,
    reset: options.reset ?? false,
    inMemory: options.inMemory ?? false,
    log,
    ...(options.onFailure ? { onFailure: options.onFailure } : {}),
    // cognito-local calls the Cognito triggers through the adapter's Lambda endpoint.
    cognitoTriggers: getLocalTriggerFunctions(),
  });
  try {
    if (options.seed ?? true) {
      const result = await seedSampleData(services, log);
      log(
        result.seeded
          ? `Loaded the sample catalogue (${result.products} products).`
          : 'Sample catalogue already loaded.',
      );
    }
    // The scraper machines run the ASL CDK deploys; their ARNs join the handlers' environment.
    Object.assign(services.functionEnv, registerScraperMachines(services, options.scraper));
    Object.assign(services.functionEnv, registerPaymentLapseMachine(services, options.payment));
    const adapter = await startApiAdapter({
      services,
      port: options.ports.app,
      webDistDir: options.webDistDir ?? WEB_DIST_DIR,
    });
    // After the adapter: it puts the handlers' environment in place, which the stream handlers share.
    // In a thread of its own: the consumers' work (rendering e-mails) never holds up an API request.
    const streams =
      options.streams === false
        ? withoutStreams
        : await startStreamPollerThread(
            {
              endpoint: services.functionEnv.AWS_ENDPOINT_URL_DYNAMODB!,
              tableName: LOCAL_RESOURCES.tableName,
              region: LOCAL_RESOURCES.region,
              credentials: {
                accessKeyId: LOCAL_RESOURCES.accessKeyId,
                secretAccessKey: LOCAL_RESOURCES.secretAccessKey,
              },
              consumers: streamConsumers,
            },
            log,
          ).catch(async (error: unknown) => {
            await adapter.close();
            throw error;
          });
    // E-mails of the local pool (codes, reset links) and of the local SES are printed as they arrive.
    const stopMailbox = options.log
      ? watchMailbox(services.dataDir, options.log, services.sesEndpoint)
      : () => undefined;
    // Stores' scheduled syncs: what EventBridge Scheduler does in AWS.
    const stopSyncTimer = startSyncTimer(log);
    // The catalogue snapshot's scheduled refresh: what an EventBridge rule does in AWS.
    const stopCatalogueRefresh = startCatalogueRefreshTimer(log);
    // The card reconciler's schedule: what an EventBridge rule does in AWS.
    const stopCardReconcile = startCardReconcileTimer(log, undefined, options.cardReconcileEveryMs);
    // The daily account job's schedule (reminders and holds): what an EventBridge rule does in AWS.
    const stopAccountJob = startAccountJobTimer(log);
    let stopped: Promise<void> | undefined;
    return {
      url: adapter.url,
      adminUrl: `${adapter.url}/admin/login`,
      services,
      streams,
      sampleAccounts: SAMPLE_ACCOUNTS,
      stop: () => {
        stopMailbox();
        stopSyncTimer();
        stopCatalogueRefresh();
        stopCardReconcile();
        stopAccountJob();
        stopped ??= streams
          .stop()
          .finally(() => adapter.close())
          .finally(() => services.stop());
        return stopped;
      },
    };
  } catch (error) {
    await services.stop();
    throw error;
  }
}

/**
 * The supervisor of the embedded AWS stand-ins: checks the ports, starts DynamoDB Local,
 * cognito-local, s3rver, the local Step Functions and the local SES in parallel, creates the shop's resources in
 * each as soon as it answers, and stops everything together, on request, on a signal, or when one
 * of them dies.
 *
 * Failure reporting: if a stand-in dies after start-up, the supervisor logs one line through
 * `options.log`, stops everything else, then calls `options.onFailure` with a `LocalStackError`.
 */
import { mkdir, readdir, realpath, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { ENV } from '../../functions/shared/env.js';
import { IMAGES_BASE_PATH } from '../../functions/core/admin/image-upload.js';
import { toShopSettingsEnv } from '../shop-settings.js';
import {
  LOCAL_MAIL,
  LOCAL_POWERTRANZ,
  LOCAL_RESOURCES,
  LOCAL_SHOP_SETTINGS,
  type LocalPorts,
} from './config.js';
import type { LocalServices, StartServicesOptions } from './local-services.js';
import { ensureImagesBucket, ensureTable, ensureUserPool } from './bootstrap-resources.js';
import { killChildrenNow } from './services/child-process.js';
import { startCognito } from './services/cognito.js';
import { assertJavaAvailable, startDynamoDb } from './services/dynamodb.js';
import { createProcessRecorder, killLeftoverProcesses } from './services/leftover-processes.js';
import { LocalStackError } from './services/local-stack-error.js';
import { assertPortsFree } from './services/port-check.js';
import { startS3 } from './services/s3.js';
import { startSes } from './services/ses.js';
import { startPowerTranz } from './services/powertranz.js';
import { startStepFunctions, type StepFunctionsService } from './services/step-functions.js';

export { LocalStackError, isLocalStackError } from './services/local-stack-error.js';
export { assertPortsFree } from './services/port-check.js';

/** Marks a folder as ours, so `reset` never wipes a folder it did not create. */
const DATA_DIR_MARKER = '.storefront-local-data';
/** The ports the supervisor itself binds; the app port belongs to the API adapter. */
const SERVICE_PORTS: readonly (keyof LocalPorts)[] = [
  'dynamodb',
  'cognito',
  's3',
  'stepFunctions',
  'ses',
  'powertranz',
];
/**
 * A child killed by the terminal's Ctrl-C (it shares our process group) exits at the same moment
 * the CLI's SIGINT handler starts `stop()`; wait this long before calling the exit a failure.
 */
const FAILURE_GRACE_MS = 300;

/** What `startServices` returns: the contract plus the parts only the supervisor can provide. */
export type RunningServices = LocalServices &
  Required<Pick<LocalServices, 'stepFunctions' | 'pids' | 'sesEndpoint' | 'powertranzEndpoint'>>;

interface Stoppable {
  stop(): Promise<void>;
}

/**
 * Starts every stand-in, creates the shop's resources, and resolves when all are ready. On any
 * start-up failure it stops what did start and rejects; a `LocalStackError` is meant to be printed
 * as its message alone.
 */
export async function startServices(options: StartServicesOptions): Promise<RunningServices> {
  const { ports, log } = options;
  const dataDir = path.resolve(options.dataDir);
  const startedAt = Date.now();
  const elapsed = () => `${((Date.now() - startedAt) / 1000).toFixed(1)} s`;

  const leftovers = await killLeftoverProcesses(dataDir);
  for (const line of leftovers) log(line);
  if (options.reset) await wipeDataDir(dataDir);
  await prepareDataDir(dataDir);
  // /proc shows a process's working directory with symlinks resolved.
  const realDataDir = await realpath(dataDir);
  // Checked before anything starts, so these one-line failures come at once and leave nothing behind.
  await Promise.all([
    assertJavaAvailable(),
    // A killed JVM's threads can hold its sockets for a moment after the pid looks gone.
    assertPortsFree(ports, SERVICE_PORTS, leftovers.length > 0 ? 5_000 : 0),
  ]);

  // Recorded as soon as they spawn: the next start kills them if this process is killed outright.
  const processes = createProcessRecorder(dataDir);
  const running: Stoppable[] = [];
  let stopping = false;
  let stopPromise: Promise<void> | undefined;
  const stop = (): Promise<void> => {
    stopping = true;
    stopPromise ??= (async () => {
      await Promise.allSettled(running.map((service) => service.stop()));
      await processes.forget().catch(() => undefined);
    })();
    return stopPromise;
  };

  let ready = false;
  let startupFailure: string | undefined;
  const onUnexpectedExit = (description: string): void => {
    if (stopping) return;
    if (!ready) {
      // Reported when start-up completes, unless a readiness check has a better message by then.
      startupFailure ??= description;
      return;
    }
    setTimeout(() => {
      if (stopping) return;
      const error = new LocalStackError(`${description} Stopping the local stack.`);
      log(error.message);
      void stop().then(() => options.onFailure?.(error));
    }, FAILURE_GRACE_MS);
  };
  const track = <T extends Stoppable>(service: T): T => {
    running.push(service);
    if (stopping) void service.stop();
    return service;
  };

  const credentials = {
    accessKeyId: LOCAL_RESOURCES.accessKeyId,
    secretAccessKey: LOCAL_RESOURCES.secretAccessKey,
  };
  const started = await Promise.allSettled([
    startDynamoDb({
      port: ports.dynamodb,
      dataDir,
      inMemory: options.inMemory ?? false,
      onUnexpectedExit,
      onSpawned: (pid) =>
        processes.record({ pid, name: 'DynamoDB Local', cmdlineIncludes: path.join(dataDir, 'dynamodb') }),
    }).then(async (service) => {
      track(service);
      const table = await ensureTable(service.endpoint);
      log(`DynamoDB Local ready on ${service.endpoint}${describeTableChange(table)} (${elapsed()})`);
      return service;
    }),
    startCognito({
      port: ports.cognito,
      dataDir,
      lambdaEndpoint: `http://127.0.0.1:${ports.app}`,
      region: LOCAL_RESOURCES.region,
      credentials,
      triggerFunctions: options.cognitoTriggers,
      onUnexpectedExit,
      onSpawned: (pid) =>
        processes.record({
          pid,
          name: 'cognito-local',
          cmdlineIncludes: 'cognito-local',
          cwd: path.join(realDataDir, 'cognito'),
        }),
    }).then(async (service) => {
      track(service);
      const pool = await ensureUserPool(service.endpoint);
      log(`cognito-local ready on ${service.endpoint}, user pool ${pool.userPoolId} (${elapsed()})`);
      return { service, pool };
    }),
    startS3({ port: ports.s3, dataDir, credentials, onUnexpectedExit }).then(async (service) => {
      track(service);
      await ensureImagesBucket(service.endpoint);
      // The proofs bucket is another bucket, never served under /images.
      await ensureImagesBucket(service.endpoint, LOCAL_RESOURCES.paymentProofsBucket);
      log(`s3rver ready on ${service.endpoint} (${elapsed()})`);
      return service;
    }),
    startStepFunctions({ port: ports.stepFunctions, region: LOCAL_RESOURCES.region, onUnexpectedExit }).then(
      (service: StepFunctionsService) => {
        track(service);
        log(`Step Functions ready on ${service.endpoint} (${elapsed()})`);
        return service;
      },
    ),
    startSes({ port: ports.ses, onUnexpectedExit }).then((service) => {
      track(service);
      log(`SES (aws-ses-v2-local) ready on ${service.endpoint} (${elapsed()})`);
      return service;
    }),
    startPowerTranz({ port: ports.powertranz, ...LOCAL_POWERTRANZ, onUnexpectedExit }).then((service) => {
      track(service);
      log(`PowerTranz stand-in ready on ${service.endpoint} (${elapsed()})`);
      return service;
    }),
  ]);

  const failure = started.find((result) => result.status === 'rejected');
  if (failure || startupFailure) {
    await stop();
    throw failure ? failure.reason : new LocalStackError(startupFailure ?? '');
  }
  const [dynamodb, cognito, , stepFunctions, ses, powertranz] = started.map(
    (result) => (result as PromiseFulfilledResult<unknown>).value,
  ) as [
    Awaited<ReturnType<typeof startDynamoDb>>,
    { service: Awaited<ReturnType<typeof startCognito>>; pool: Awaited<ReturnType<typeof ensureUserPool>> },
    unknown,
    StepFunctionsService,
    Awaited<ReturnType<typeof startSes>>,
    Awaited<ReturnType<typeof startPowerTranz>>,
  ];

  ready = true;
  log(`Local AWS services ready in ${elapsed()}.`);

  const { userPoolId, userPoolClientId } = cognito.pool;
  return {
    ports,
    dataDir,
    userPoolId,
    userPoolClientId,
    issuer: `${cognito.service.issuerDomain}/${userPoolId}`,
    functionEnv: buildFunctionEnv(ports, { userPoolId, userPoolClientId }),
    stepFunctions: {
      endpoint: stepFunctions.endpoint,
      registerStateMachine: stepFunctions.registerStateMachine,
    },
    pids: { dynamodb: dynamodb.pid, cognito: cognito.service.pid },
    sesEndpoint: ses.endpoint,
    powertranzEndpoint: powertranz.endpoint,
    stop,
  };
}

/**
 * The environment of the handlers and of any AWS SDK v3 client talking to the stand-ins. SDK v3
 * clients built without an endpoint pick up `AWS_ENDPOINT_URL_<SERVICE>` themselves.
 */
export function buildFunctionEnv(
  ports: LocalPorts,
  pool: { userPoolId: string; userPoolClientId: string },
): Record<string, string> {
  const local = (port: number) => `http://127.0.0.1:${port}`;
  return {
    AWS_REGION: LOCAL_RESOURCES.region,
    AWS_ACCESS_KEY_ID: LOCAL_RESOURCES.accessKeyId,
    AWS_SECRET_ACCESS_KEY: LOCAL_RESOURCES.secretAccessKey,
    AWS_ENDPOINT_URL_DYNAMODB: local(ports.dynamodb),
    AWS_ENDPOINT_URL_S3: local(ports.s3),
    AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER: local(ports.cognito),
    AWS_ENDPOINT_URL_SFN: local(ports.stepFunctions),
    AWS_ENDPOINT_URL_SESV2: local(ports.ses),
    [ENV.mailFrom]: LOCAL_MAIL.from,
    [ENV.staffOrderEmail]: LOCAL_MAIL.staff,
    [ENV.s3ForcePathStyle]: 'true',
    [ENV.tableName]: LOCAL_RESOURCES.tableName,
    [ENV.imagesBucket]: LOCAL_RESOURCES.imagesBucket,
    [ENV.imagesBaseUrl]: IMAGES_BASE_PATH,
    // The local shop is where people try things: the Debug Panel's sample data is allowed here.
    [ENV.sampleDataAllowed]: 'true',
    [ENV.paymentProofsBucket]: LOCAL_RESOURCES.paymentProofsBucket,
    [ENV.userPoolId]: pool.userPoolId,
    [ENV.userPoolClientId]: pool.userPoolClientId,
    [ENV.powertranzBaseUrl]: local(ports.powertranz),
    [ENV.powertranzMerchantId]: LOCAL_POWERTRANZ.merchantId,
    [ENV.powertranzPassword]: LOCAL_POWERTRANZ.password,
    [ENV.powertranzPageSet]: LOCAL_POWERTRANZ.pageSet,
    [ENV.powertranzPageName]: LOCAL_POWERTRANZ.pageName,
    ...toShopSettingsEnv(LOCAL_SHOP_SETTINGS),
    POWERTOOLS_LOG_LEVEL: 'WARN',
    // Read by Metrics when it is constructed: set it before the handler modules are imported.
    POWERTOOLS_METRICS_DISABLED: 'true',
  };
}

/**
 * Stops the stack on SIGINT, SIGTERM and SIGHUP, then exits (130 for Ctrl-C, 143 otherwise). A
 * second signal while stopping kills the children at once. Returns a function that removes the hooks.
 * Children are also killed, synchronously, if the process exits any other way.
 */
export function installShutdownHooks(
  stop: () => Promise<void>,
  log: (line: string) => void = (line) => console.log(line),
): () => void {
  let stopping = false;
  const onSignal = (signal: NodeJS.Signals): void => {
    const code = signal === 'SIGINT' ? 130 : 143;
    if (stopping) {
      killChildrenNow();
      process.exit(code);
    }
    stopping = true;
    log('Stopping the local stack...');
    stop().then(
      () => process.exit(code),
      () => process.exit(code),
    );
  };
  const signals: NodeJS.Signals[] = ['SIGINT', 'SIGTERM', 'SIGHUP'];
  for (const signal of signals) process.on(signal, onSignal);
  return () => {
    for (const signal of signals) process.off(signal, onSignal);
  };
}

function describeTableChange(result: Awaited<ReturnType<typeof ensureTable>>): string {
  if (result.created) return `, table ${LOCAL_RESOURCES.tableName} created`;
  const added = [...result.addedIndexes, ...(result.enabledStream ? ['its stream'] : [])];
  if (added.length > 0) return `, added ${added.join(', ')}`;
  return '';
}

async function prepareDataDir(dataDir: string): Promise<void> {
  await mkdir(dataDir, { recursive: true });
  await writeFile(path.join(dataDir, DATA_DIR_MARKER), 'Data of the embedded AWS stand-ins (npm start).\n');
}

/** Empties `dataDir`, refusing if it holds files but no marker: it might be someone's folder. */
async function wipeDataDir(dataDir: string): Promise<void> {
  const exists = await stat(dataDir).then(
    (s) => s.isDirectory(),
    () => false,
  );
  if (!exists) return;
  const entries = await readdir(dataDir);
  if (entries.length > 0 && !entries.includes(DATA_DIR_MARKER)) {
    throw new LocalStackError(
      `Refusing to reset ${dataDir}: it is not a data folder of the local stack (no ${DATA_DIR_MARKER} file).`,
    );
  }
  await rm(dataDir, { recursive: true, force: true });
}

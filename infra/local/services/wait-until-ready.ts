/** Polls a stand-in until it answers over HTTP, so "started" means "ready to take requests". */
import { LocalStackError } from './local-stack-error.js';
import type { SupervisedChild } from './child-process.js';

const POLL_INTERVAL_MS = 50;
const REQUEST_TIMEOUT_MS = 1_000;
/** Generous: a cold JVM on a busy 2-core CI machine can take several seconds. */
export const DEFAULT_READY_TIMEOUT_MS = 60_000;

export interface WaitUntilReadyOptions {
  /** Shown in messages, e.g. "DynamoDB Local". */
  name: string;
  url: string;
  init?: RequestInit;
  /** When the service is a child process: stop waiting as soon as it dies, and quote its output. */
  child?: SupervisedChild;
  timeoutMs?: number;
}

/**
 * Resolves once `url` gives any HTTP response (a 4xx still proves the server is up). Rejects with a
 * one-line `LocalStackError` if the child exits first or the timeout passes.
 */
export async function waitUntilReady(options: WaitUntilReadyOptions): Promise<void> {
  const { name, url, init, child, timeoutMs = DEFAULT_READY_TIMEOUT_MS } = options;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child?.hasExited()) {
      throw new LocalStackError(`${name} stopped while starting.${formatOutput(child)}`);
    }
    try {
      const response = await fetch(url, { ...init, signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
      // Drain the body so the connection is released at once.
      await response.arrayBuffer();
      return;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) {
      throw new LocalStackError(
        `${name} did not answer on ${url} within ${Math.round(timeoutMs / 1000)} s.${child ? formatOutput(child) : ''}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, POLL_INTERVAL_MS));
  }
}

/** The child's last output line, which usually names the cause (e.g. a Java exception). */
function formatOutput(child: SupervisedChild): string {
  const last = child.recentOutput().split('\n').filter(Boolean).at(-1);
  return last ? ` Its last output: ${last}` : '';
}

/**
 * What the two task functions of the scraper machines share: their settings from the environment,
 * the errors they throw on purpose, and the mapping of AWS throttling and 5xx to `RetryableError`,
 * which the state machines retry with backoff.
 */
import { describeRunFailure, type TaskStep } from '../core/scraper/run-state.js';
import { finishRun } from '../data/scrape-runs.js';
import { ENV, optionalEnv } from './env.js';
import { logger } from './powertools.js';

/** TEST AND LOCAL FIXTURE RUNS ONLY: see `ENV.scraperAllowPrivateTargets`. */
export function allowsPrivateTargets(): boolean {
  return optionalEnv(ENV.scraperAllowPrivateTargets) === 'true';
}

/** The configured pause between pages, if the deployment sets one. */
export function getConfiguredDelaySeconds(): number | undefined {
  const raw = optionalEnv(ENV.scraperPoliteDelaySeconds);
  const value = raw === undefined ? undefined : Number(raw);
  return value !== undefined && Number.isFinite(value) && value >= 0 ? value : undefined;
}

/** The store cannot be imported as asked (its start page fails); the message is for the admin. */
export class ScrapeRefusedError extends Error {
  override readonly name = 'ScrapeRefusedError';
}

/** robots.txt forbids the page the admin asked for. */
export class RobotsDisallowedError extends Error {
  override readonly name = 'RobotsDisallowedError';
}

/** A failure worth retrying; the state machines retry it with backoff. */
export class RetryableError extends Error {
  override readonly name = 'RetryableError';
}

const RETRYABLE_NAMES = new Set([
  'ThrottlingException',
  'ProvisionedThroughputExceededException',
  'RequestLimitExceeded',
  'InternalServerError',
  'ServiceUnavailable',
  'TransactionConflictException',
]);

/** Runs a step, turning AWS throttling and server errors into `RetryableError`. */
export async function withRetryableErrors<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    const { name, $metadata } = error as { name?: string; $metadata?: { httpStatusCode?: number } };
    const status = $metadata?.httpStatusCode ?? 0;
    if ((name && RETRYABLE_NAMES.has(name)) || status >= 500) {
      throw new RetryableError(`${name ?? 'Error'}: ${(error as Error).message}`);
    }
    throw error;
  }
}

interface RunState {
  runId: string;
  error?: { Error?: string; Cause?: string };
}

/**
 * The task function of a scraper machine: `begin` and `page` are the machine's own work; `finish`
 * and `fail` close the run (and free the lock) the same way for both machines.
 */
export function createWorkflowTask<S extends RunState>(
  name: string,
  steps: {
    begin: (state: S) => Promise<S>;
    page: (state: S) => Promise<S>;
    /** Closes a run that read to its end; by default it succeeded. */
    finish?: (state: S) => Promise<void>;
  },
): (event: { step: TaskStep; state: S }) => Promise<S> {
  return ({ step, state }) =>
    withRetryableErrors(async () => {
      switch (step) {
        case 'begin':
          return steps.begin(state);
        case 'page':
          return steps.page(state);
        case 'finish':
          // A scheduled run that found the tool busy never recorded a run.
          if (!state.runId) return state;
          await (steps.finish ? steps.finish(state) : finishRun(state.runId, { status: 'succeeded' }));
          return state;
        case 'fail':
          logger.error(`${name} run failed`, { runId: state.runId, error: state.error });
          if (state.runId) {
            await finishRun(state.runId, { status: 'failed', error: describeRunFailure(state.error) });
          }
          return state;
      }
    });
}

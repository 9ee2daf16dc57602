/**
 * What the task functions of the state machines share: the scraper's settings from the
 * environment, the errors they throw on purpose, and the mapping of AWS throttling and 5xx to
 * `RetryableError`, which the state machines retry with backoff. The scraper task's steps are
 * services/scraper/create-workflow-task.ts.
 */
import { ENV, optionalEnv } from './env.js';

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

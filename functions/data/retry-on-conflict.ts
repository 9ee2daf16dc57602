/**
 * Optimistic writes (a condition on a version, on stock, on an item not existing yet) lose races when
 * several requests change the same items at once: two tabs adding to one cart, a sign-in merge
 * racing an add, shoppers buying the last units. The loser reads again and re-applies its change.
 * This is the one loop that does so: bounded attempts with full-jitter exponential backoff, so racing
 * requests spread out instead of colliding again in step; when every attempt lost, a typed 409 the
 * client may send again, never a 500.
 */
import {
  ConditionalCheckFailedException,
  TransactionCanceledException,
  TransactionConflictException,
} from '@aws-sdk/client-dynamodb';
import { RuleViolation } from '../core/rule-violation.js';

/** What an attempt returns when its write lost the race: read again and try once more. */
export const LOST_RACE: unique symbol = Symbol('lost race');

export interface RetryOnConflictOptions {
  /** The 409's message when every attempt lost. */
  message: string;
  /** Attempts in all, the first included. */
  maxAttempts?: number;
  /** The ceiling of the first pause; it doubles on each lost attempt up to `maxDelayMs`. */
  baseDelayMs?: number;
  maxDelayMs?: number;
  /** Source of jitter in [0, 1); tests pass a fixed one. */
  random?: () => number;
  sleep?: (ms: number) => Promise<void>;
}

const DEFAULTS = { maxAttempts: 10, baseDelayMs: 10, maxDelayMs: 250 };

/** Transaction cancellation codes that mean "another request got there first", not a broken rule. */
const RACE_CODES = new Set(['None', 'ConditionalCheckFailed', 'TransactionConflict']);

/**
 * True for DynamoDB's ways of saying a conditional or transactional write met a concurrent change:
 * a failed condition, a transaction in progress on the item, or a transaction cancelled only for
 * those reasons.
 */
export function isLostRace(error: unknown): boolean {
  if (error instanceof ConditionalCheckFailedException || error instanceof TransactionConflictException) {
    return true;
  }
  if (error instanceof TransactionCanceledException) {
    return (error.CancellationReasons ?? []).every((reason) => RACE_CODES.has(reason.Code ?? 'None'));
  }
  return false;
}

/** The pause before attempt `attempt + 1`: uniformly random up to an exponentially growing ceiling. */
export function backoffDelayMs(
  attempt: number,
  random: () => number = Math.random,
  { baseDelayMs, maxDelayMs } = DEFAULTS,
): number {
  return random() * Math.min(maxDelayMs, baseDelayMs * 2 ** (attempt - 1));
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Runs `attempt` until it returns a value, re-running it when it returns `LOST_RACE` or throws a lost
 * race (see `isLostRace`). Each run must read afresh what it writes. Throws a `concurrent-change` RuleViolation
 * (409, retry-after) when the last attempt lost too; any other error passes through at once.
 */
export async function retryOnConflict<T>(
  attempt: (attemptNumber: number) => Promise<T | typeof LOST_RACE>,
  options: RetryOnConflictOptions,
): Promise<T> {
  const maxAttempts = options.maxAttempts ?? DEFAULTS.maxAttempts;
  const delays = {
    baseDelayMs: options.baseDelayMs ?? DEFAULTS.baseDelayMs,
    maxDelayMs: options.maxDelayMs ?? DEFAULTS.maxDelayMs,
    maxAttempts,
  };
  const sleep = options.sleep ?? defaultSleep;
  for (let attemptNumber = 1; ; attemptNumber += 1) {
    let outcome: T | typeof LOST_RACE;
    try {
      outcome = await attempt(attemptNumber);
    } catch (error) {
      if (!isLostRace(error)) throw error;
      outcome = LOST_RACE;
    }
    if (outcome !== LOST_RACE) return outcome;
    if (attemptNumber >= maxAttempts) throw new RuleViolation('concurrent-change', options.message);
    await sleep(backoffDelayMs(attemptNumber, options.random, delays));
  }
}

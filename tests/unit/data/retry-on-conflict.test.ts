import { ConditionalCheckFailedException, TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { describe, expect, it } from 'vitest';
import {
  backoffDelayMs,
  isLostRace,
  LOST_RACE,
  retryOnConflict,
} from '../../../functions/data/retry-on-conflict.js';
import { RuleViolation } from '../../../functions/core/rule-violation.js';
import { errorToResponse } from '../../../functions/shared/http-handler.js';

const conditionFailed = () =>
  new ConditionalCheckFailedException({ message: 'The conditional request failed', $metadata: {} });
const cancelled = (...codes: string[]) =>
  new TransactionCanceledException({
    message: 'Transaction cancelled',
    $metadata: {},
    CancellationReasons: codes.map((Code) => ({ Code })),
  });

describe('retryOnConflict', () => {
  it('runs the attempt again after a lost race, pausing a jittered, growing time', async () => {
    const pauses: number[] = [];
    let runs = 0;
    const answer = await retryOnConflict(
      async () => {
        runs += 1;
        if (runs === 1) return LOST_RACE;
        if (runs === 2) throw conditionFailed();
        return 'written';
      },
      { message: 'busy', random: () => 0.5, sleep: async (ms) => void pauses.push(ms) },
    );

    expect(answer).toBe('written');
    expect(runs).toBe(3);
    expect(pauses).toEqual([5, 10]);
  });

  it('gives up after the bounded number of attempts with a typed, retryable 409', async () => {
    let runs = 0;
    const attempt = retryOnConflict(
      async () => {
        runs += 1;
        return LOST_RACE;
      },
      { message: 'Please try again.', maxAttempts: 4, sleep: async () => {} },
    );

    const error = await attempt.catch((caught: unknown) => caught);
    expect(runs).toBe(4);
    expect(error).toBeInstanceOf(RuleViolation);
    expect((error as RuleViolation).kind).toBe('concurrent-change');
    const response = errorToResponse(error);
    expect(response.statusCode).toBe(409);
    expect(response.headers).toMatchObject({ 'retry-after': '1' });
    expect(JSON.parse(String(response.body))).toEqual({
      error: 'ConcurrentChange',
      message: 'Please try again.',
      retryAfter: 1,
    });
  });

  it('lets any other error through at once', async () => {
    let runs = 0;
    const attempt = retryOnConflict(
      async () => {
        runs += 1;
        throw new Error('table missing');
      },
      { message: 'busy', sleep: async () => {} },
    );

    await expect(attempt).rejects.toThrow('table missing');
    expect(runs).toBe(1);
  });

  it('treats a transaction cancelled by a broken rule other than a race as an error', () => {
    expect(isLostRace(cancelled('None', 'ConditionalCheckFailed'))).toBe(true);
    expect(isLostRace(cancelled('TransactionConflict'))).toBe(true);
    expect(isLostRace(cancelled('ValidationError'))).toBe(false);
    expect(isLostRace(new Error('other'))).toBe(false);
  });

  it('caps the pause however many attempts were lost', () => {
    expect(backoffDelayMs(1, () => 0.999)).toBeLessThan(10);
    expect(backoffDelayMs(30, () => 0.999)).toBeLessThan(250);
    expect(backoffDelayMs(30, () => 0.999)).toBeGreaterThan(240);
  });
});

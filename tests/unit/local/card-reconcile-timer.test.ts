/**
 * `npm start` runs the card reconciler on the schedule EventBridge gives it in AWS
 * (constructs/card-reconciler.ts: every CARD_RECONCILE.everyMinutes): each interval one run, what it
 * hands to staff logged, a failed run logged and tried again at the next.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CARD_RECONCILE } from '../../../functions/core/payments/card-attempts.js';
import {
  CARD_RECONCILE_INTERVAL_MS,
  startCardReconcileTimer,
} from '../../../infra/local/card-reconcile-timer.js';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('local card reconciler timer', () => {
  it('runs the reconciler once per scheduled interval until stopped, logging what goes to staff', async () => {
    expect(CARD_RECONCILE_INTERVAL_MS).toBe(CARD_RECONCILE.everyMinutes * 60_000);
    const lines: string[] = [];
    const none = { needs_review: [], settled_steps: [] };
    const answers = [none, { needs_review: ['1001/tx-a', '1002/tx-b'], settled_steps: ['1003/step-c'] }];
    const reconcile = vi.fn(() => Promise.resolve(answers.shift() ?? none));
    const stop = startCardReconcileTimer((line) => lines.push(line), reconcile);

    await vi.advanceTimersByTimeAsync(CARD_RECONCILE_INTERVAL_MS - 1);
    expect(reconcile).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(reconcile).toHaveBeenCalledTimes(1);
    expect(lines).toEqual([]);

    await vi.advanceTimersByTimeAsync(CARD_RECONCILE_INTERVAL_MS);
    expect(reconcile).toHaveBeenCalledTimes(2);
    expect(lines).toEqual([
      'Card payments for staff to review in the PowerTranz portal: 1001/tx-a, 1002/tx-b',
      'Card payment steps settled from the gateway: 1003/step-c',
    ]);

    stop();
    await vi.advanceTimersByTimeAsync(3 * CARD_RECONCILE_INTERVAL_MS);
    expect(reconcile).toHaveBeenCalledTimes(2);
  });

  it("runs at a test shop's shorter interval when given one", async () => {
    const reconcile = vi.fn(() => Promise.resolve({ needs_review: [], settled_steps: [] }));
    const stop = startCardReconcileTimer(() => undefined, reconcile, 3_000);
    await vi.advanceTimersByTimeAsync(2_999);
    expect(reconcile).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(3_001);
    expect(reconcile).toHaveBeenCalledTimes(2);
    stop();
  });

  it('logs a failed run and runs again at the next interval', async () => {
    const lines: string[] = [];
    const reconcile = vi
      .fn<() => Promise<{ needs_review: string[]; settled_steps: string[] }>>()
      .mockRejectedValueOnce(new Error('table unreachable'))
      .mockResolvedValue({ needs_review: [], settled_steps: [] });
    const stop = startCardReconcileTimer((line) => lines.push(line), reconcile);

    await vi.advanceTimersByTimeAsync(2 * CARD_RECONCILE_INTERVAL_MS);
    expect(lines).toEqual(['Scheduled card reconciliation failed: table unreachable']);
    expect(reconcile).toHaveBeenCalledTimes(2);
    stop();
  });
});

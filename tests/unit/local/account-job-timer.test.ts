/**
 * `npm start` runs the daily account job at the hour EventBridge runs it in AWS
 * (constructs/account-job.ts: ACCOUNT_JOB.runAtShopHour in Jamaica, UTC-5): once a day, what it did
 * logged, a failed run logged and left to the next day's.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { msUntilNextAccountJob, startAccountJobTimer } from '../../../infra/local/account-job-timer.js';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

const DAY = 86_400_000;

describe('local daily account job timer', () => {
  it('waits for 7 am in Kingston (12:00 UTC): later the same day, or the next day once past', () => {
    expect(msUntilNextAccountJob(new Date('2026-03-10T11:59:00.000Z'))).toBe(60_000);
    expect(msUntilNextAccountJob(new Date('2026-03-10T12:00:00.000Z'))).toBe(DAY);
    // 11 pm in Kingston on the 9th is 04:00 UTC on the 10th: the run is 8 hours later.
    expect(msUntilNextAccountJob(new Date('2026-03-10T04:00:00.000Z'))).toBe(8 * 3_600_000);
  });

  it('runs the job once a day until stopped, logging what it did and a failed run', async () => {
    vi.setSystemTime(new Date('2026-03-10T11:00:00.000Z'));
    const lines: string[] = [];
    const answers = [
      () => Promise.resolve({ reminders: ['c/1001#due_soon'], held: ['c'], lifted: [] }),
      () => Promise.reject(new Error('table unavailable')),
    ];
    const run = vi.fn(() =>
      (answers.shift() ?? (() => Promise.resolve({ reminders: [], held: [], lifted: [] })))(),
    );
    const stop = startAccountJobTimer((line) => lines.push(line), run);

    await vi.advanceTimersByTimeAsync(3_600_000 - 1);
    expect(run).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(run).toHaveBeenCalledTimes(1);
    expect(lines).toEqual(['Daily account job: 1 reminder(s), put on hold: c, lifted: none']);
    await vi.advanceTimersByTimeAsync(DAY);
    expect(run).toHaveBeenCalledTimes(2);
    expect(lines[1]).toBe('Daily account job failed: table unavailable');

    stop();
    await vi.advanceTimersByTimeAsync(3 * DAY);
    expect(run).toHaveBeenCalledTimes(2);
  });
});

/**
 * The local stand-in of the daily account job's schedule (an EventBridge rule in AWS,
 * constructs/account-job.ts): a timer that invokes the same handler at the same UTC hour each day.
 */
import { ACCOUNT_JOB_UTC_HOUR } from '../../functions/core/business/account-holds.js';
import { handler as runAccountJob } from '../../functions/handlers/events/run-account-job.js';

const DAY_MS = 86_400_000;

/** Milliseconds from `now` to the next run (today's run hour if still ahead, else tomorrow's). */
export function msUntilNextAccountJob(now: Date): number {
  const next = new Date(now);
  next.setUTCHours(ACCOUNT_JOB_UTC_HOUR, 0, 0, 0);
  if (next.getTime() <= now.getTime()) next.setTime(next.getTime() + DAY_MS);
  return next.getTime() - now.getTime();
}

/**
 * Runs `run` (the scheduled handler) at the job's hour every day until stopped; what it did is
 * logged, and a failed run is logged and left to the next day's, as a missed scheduled run would be.
 */
export function startAccountJobTimer(
  log: (line: string) => void,
  run: typeof runAccountJob = runAccountJob,
  now: () => Date = () => new Date(),
): () => void {
  let timer: NodeJS.Timeout;
  const schedule = () => {
    timer = setTimeout(() => {
      run().then(
        ({ reminders, held, lifted }) => {
          if (reminders.length + held.length + lifted.length > 0) {
            log(
              `Daily account job: ${reminders.length} reminder(s), put on hold: ${held.join(', ') || 'none'}, lifted: ${lifted.join(', ') || 'none'}`,
            );
          }
        },
        (error: unknown) => log(`Daily account job failed: ${(error as Error).message}`),
      );
      schedule();
    }, msUntilNextAccountJob(now()));
    timer.unref();
  };
  schedule();
  return () => clearTimeout(timer);
}

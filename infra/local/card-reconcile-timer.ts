/**
 * The local stand-in of the card reconciler's schedule (an EventBridge rule in AWS,
 * constructs/card-reconciler.ts): a timer that invokes the same handler at the same interval, so card
 * attempts left `unknown` or stuck mid-way reach staff's "needs review" list locally too, and pending
 * capture, void and refund steps are settled from the stand-in's status inquiry.
 */
import { CARD_RECONCILE } from '../../functions/core/payments/card-attempts.js';
import { handler as reconcileCardPayments } from '../../functions/handlers/events/reconcile-card-payments.js';

/** The interval EventBridge runs the reconciler at, in milliseconds. */
export const CARD_RECONCILE_INTERVAL_MS = CARD_RECONCILE.everyMinutes * 60_000;

/**
 * Runs `reconcile` (the scheduled handler) every `everyMs` (EventBridge's interval unless a test shop
 * asks for a shorter one) until stopped; what it hands to staff is logged, and a failed run is logged
 * and tried at the next one, as a missed scheduled run would be.
 */
export function startCardReconcileTimer(
  log: (line: string) => void,
  reconcile: typeof reconcileCardPayments = reconcileCardPayments,
  everyMs: number = CARD_RECONCILE_INTERVAL_MS,
): () => void {
  const timer = setInterval(() => {
    reconcile().then(
      ({ needs_review, settled_steps }) => {
        if (needs_review.length > 0) {
          log(`Card payments for staff to review in the PowerTranz portal: ${needs_review.join(', ')}`);
        }
        if (settled_steps.length > 0) {
          log(`Card payment steps settled from the gateway: ${settled_steps.join(', ')}`);
        }
      },
      (error: unknown) => log(`Scheduled card reconciliation failed: ${(error as Error).message}`),
    );
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}

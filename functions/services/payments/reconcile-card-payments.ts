/**
 * The card payment reconciler (scheduled): finds the attempts left between the gateway's answer and
 * the shop's write (an `unknown` answer, or a completion that stopped in the middle) and hands them to
 * staff as "needs review". PowerTranz's SPI API offers no inquiry of a transaction's outcome and the
 * SpiToken cannot be used twice, so the shop cannot settle them alone; staff look the transaction up
 * in the PowerTranz merchant portal by its TransactionIdentifier. Nothing here marks an order paid.
 */
import { CARD_RECONCILE, findAttemptsToReconcile } from '../../core/payments/card-attempts.js';
import { claimCardAttempt, listCardOrdersSince, writeCardAttemptOutcome } from '../../data/card-payments.js';
import { logger } from '../../shared/powertools.js';

export interface ReconcileResult {
  /** `order_number/TransactionIdentifier` of each attempt handed to staff. */
  needs_review: string[];
}

export async function reconcileCardPayments(now = new Date()): Promise<ReconcileResult> {
  const since = new Date(now.getTime() - CARD_RECONCILE.lookBackHours * 3_600_000).toISOString();
  const needsReview: string[] = [];
  for (const order of await listCardOrdersSince(since)) {
    for (const attempt of findAttemptsToReconcile(order, now)) {
      const id = attempt.transaction_identifier;
      const at = now.toISOString();
      // Claimed from the state it was read in, so a completion finishing right now wins.
      if (!(await claimCardAttempt(order.order_number, id, [attempt.state], at))) continue;
      await writeCardAttemptOutcome(order.order_number, id, {
        state: 'needs_review',
        isoResponseCode: attempt.iso_response_code,
        at,
      });
      needsReview.push(`${order.order_number}/${id}`);
    }
  }
  if (needsReview.length > 0) {
    logger.warn('Card payment attempts need review in the PowerTranz portal', { attempts: needsReview });
  }
  return { needs_review: needsReview };
}

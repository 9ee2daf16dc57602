/**
 * The card payment reconciler (scheduled), in two parts.
 *
 * Payment attempts left between the gateway's answer and the shop's write (an `unknown` answer, or a
 * completion that stopped in the middle) go to staff as "needs review": the SpiToken cannot be used
 * twice, so the shop cannot ask again; staff look the transaction up in the PowerTranz merchant
 * portal by its TransactionIdentifier. Nothing here marks an order paid. They are found by their
 * attempts' open markers, whenever the attempt started (days after its order was placed, for a
 * business order approved late); a marker whose attempt is settled or abandoned is deleted.
 *
 * Capture, void and refund steps left pending (no answer, or the function stopped between the call
 * and the write) and older than `CARD_RECONCILE.stuckAfterMinutes` are settled from the gateway's
 * status inquiry: the step's own answer there (by its ExternalIdentifier) is recorded, in the same
 * conditional write the step's own answer would have used, so it counts once; a step the gateway
 * never received did nothing and is settled refused. When the inquiry does not answer, the step
 * waits for the next run (a refund also stays open to staff's settlement from the portal).
 */
import {
  CARD_RECONCILE,
  cardPaymentMessages,
  findAttemptsToReconcile,
} from '../../core/payments/card-attempts.js';
import { isApproved, isCardAttemptOpen } from '../../core/payments/card-payment.js';
import {
  claimCardAttempt,
  deleteOpenCardAttempt,
  deletePendingCardStep,
  listOpenCardAttempts,
  listPendingCardSteps,
  type OpenCardAttempt,
  writeCardAttemptOutcome,
} from '../../data/card-payments.js';
import { getOrder } from '../../data/orders.js';
import { inquireTransaction } from '../../data/powertranz-gateway.js';
import { logger } from '../../shared/powertools.js';
import { recordStepVerdict, type StepVerdict } from './card-payment-steps.js';

export interface ReconcileResult {
  /** `order_number/TransactionIdentifier` of each attempt handed to staff. */
  needs_review: string[];
  /** `order_number/step id` of each capture, void or refund settled from the gateway's inquiry. */
  settled_steps: string[];
}

const cents = (amount: number) => Math.round(amount * 100);

/** Settles the capture, void and refund steps left pending before `now - stuckAfterMinutes`. */
async function settlePendingSteps(now: Date): Promise<string[]> {
  const stuckBefore = now.getTime() - CARD_RECONCILE.stuckAfterMinutes * 60_000;
  const settled: string[] = [];
  for (const marker of await listPendingCardSteps()) {
    if (Date.parse(marker.at) >= stuckBefore) continue;
    const order = await getOrder(marker.order_number);
    const payment = order?.card_payment;
    const step =
      payment && Object.hasOwn(payment.steps, marker.step_id) ? payment.steps[marker.step_id] : undefined;
    if (!order || !payment || !step || (step.state !== 'pending' && step.state !== 'unknown')) {
      // Settled meanwhile (its answer came, or staff settled it), or never written.
      await deletePendingCardStep(marker.order_number, marker.step_id);
      continue;
    }
    let verdict: StepVerdict;
    try {
      const inquiry = await inquireTransaction(payment.transaction_identifier);
      const found = inquiry.Adjustments.find(
        (adjustment) => adjustment.ExternalIdentifier?.toLowerCase() === marker.step_id.toLowerCase(),
      );
      verdict = found
        ? {
            approved: isApproved(found),
            iso_response_code: found.IsoResponseCode,
            response_message: found.ResponseMessage ?? null,
          }
        : { approved: false, iso_response_code: null, response_message: cardPaymentMessages.notReceived };
    } catch (error) {
      logger.warn('The card gateway did not report on a pending step; it is tried again next run', {
        orderNumber: order.order_number,
        stepId: marker.step_id,
        reason: (error as Error).message,
      });
      continue;
    }
    // A refund pending is already counted in `refunded`: approved, it completes the refunds when
    // they reach the capture.
    const completes =
      step.kind === 'refund' &&
      order.payment_status === 'paid' &&
      cents(payment.refunded) === cents(payment.captured);
    if (await recordStepVerdict(order, marker.step_id, step, verdict, completes)) {
      settled.push(`${order.order_number}/${marker.step_id}`);
    }
  }
  if (settled.length > 0) logger.info('Card payment steps settled from the gateway', { steps: settled });
  return settled;
}

export async function reconcileCardPayments(now = new Date()): Promise<ReconcileResult> {
  const needsReview: string[] = [];
  const open = new Map<string, OpenCardAttempt[]>();
  for (const marker of await listOpenCardAttempts()) {
    open.set(marker.order_number, [...(open.get(marker.order_number) ?? []), marker]);
  }
  for (const [orderNumber, markers] of open) {
    const order = await getOrder(orderNumber);
    for (const marker of markers) {
      const id = marker.transaction_identifier;
      const attempts = order?.card_attempts;
      // An attempt not on the order (yet: its marker is written first) is kept while a started one
      // would be; one settled meanwhile (its write stopped before the marker went) or abandoned goes.
      const attempt =
        attempts && Object.hasOwn(attempts, id)
          ? attempts[id]!
          : { state: 'started' as const, started_at: marker.at };
      if (!isCardAttemptOpen(attempt, now)) await deleteOpenCardAttempt(orderNumber, id);
    }
    if (!order) continue;
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
  return { needs_review: needsReview, settled_steps: await settlePendingSteps(now) };
}

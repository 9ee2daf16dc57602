/**
 * Why an order needs staff, from its state alone: a proof of payment waits to be checked
 * (`hasProofToCheck`), or its card payment needs (or, once a pending step's wait is over, will need)
 * review (`mayNeedCardReview`). The one rule every write that can move an order into or out of these
 * states reads to keep the staff queue's index in step (data/staff-queue.ts), so they cannot
 * disagree; the staff list's filters read that index, then the exact rules.
 */
import { mayNeedCardReview } from '../payments/card-attempts.js';
import type { Order } from './order.js';
import { hasProofToCheck } from './payment.js';

/** Why an order needs staff; an order may need them for both. */
export type StaffNeed = 'proof_received' | 'card_review';

type StaffNeedFacts = Pick<
  Order,
  'payment_status' | 'status' | 'payment_events' | 'card_attempts' | 'card_payment'
>;

/** The reasons the order needs staff, proof first; none for most orders. */
export function staffNeedsOf(order: StaffNeedFacts): StaffNeed[] {
  const needs: StaffNeed[] = [];
  if (hasProofToCheck(order)) needs.push('proof_received');
  if (mayNeedCardReview(order)) needs.push('card_review');
  return needs;
}

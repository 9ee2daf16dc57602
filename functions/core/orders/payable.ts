/**
 * May an order take a payment now? The one rule that every way to pay reads (a card payment's start,
 * a proof of payment or signed purchase order uploaded, staff's "Mark Paid") and the order pages show:
 * only while it awaits payment, is not cancelled, and is not waiting for its company admin's approval
 * (a declined order must not leave the shop holding money). No imports beyond its message, so the
 * card rules and the order routes carry it for a few bytes.
 */
import { RuleViolation } from '../rule-violation.js';
import { awaitingApprovalMessage } from './payment-messages.js';

interface PaymentFacts {
  status: string;
  payment_status: string;
}

/** A buyer's order above their spending limit, until their company admin decides. */
export function isAwaitingApproval(order: Pick<PaymentFacts, 'status'>): boolean {
  return order.status === 'awaiting_approval';
}

/** It awaits payment, is not cancelled, and is not waiting for its company admin's approval. */
export function canTakePayment(order: PaymentFacts): boolean {
  return (
    order.payment_status === 'awaiting_payment' && order.status !== 'cancelled' && !isAwaitingApproval(order)
  );
}

/** Refuses any payment of an order still waiting for its company admin's approval (409). */
export function requireApprovedForPayment(order: Pick<PaymentFacts, 'status'>): void {
  if (isAwaitingApproval(order)) throw new RuleViolation('conflict', awaitingApprovalMessage);
}

/**
 * What staff may do with an order's payment, and when: mark it paid (a bank transfer, a purchase
 * order, or cash taken at pickup), reject a proof with a reason, refund a paid order.
 */
import * as z from 'zod';
import { isWholeCents, toTypedAmount } from '../currency.js';
import { PAYMENT } from './payment-limits.js';
import { RuleViolation } from '../rule-violation.js';
import type { Order } from './order.js';
import { paymentMessages } from './payment-messages.js';
import { requireApprovedForPayment } from './payable.js';
import { getPaymentStatusLabel, takesProofOfPayment } from './payment.js';

export const rejectProofSchema = z.strictObject({
  reason: z
    .string('is required: tell the shopper why the proof was not accepted')
    .trim()
    .min(1, 'is required: tell the shopper why the proof was not accepted')
    .max(PAYMENT.maxRejectReasonLength, `must be at most ${PAYMENT.maxRejectReasonLength} characters`),
});

/** A refund larger than any order (JMD): a typo, not a refund. */
const MAX_REFUND_AMOUNT = 100_000_000;

/** Card orders only: the part to refund (absent: what is left of the capture). */
const refundAmountSchema = z
  .number('must be a number')
  .positive('must be more than zero')
  .max(MAX_REFUND_AMOUNT, `must be at most ${MAX_REFUND_AMOUNT}`)
  .refine(isWholeCents, 'must be in whole cents')
  .optional();

export const refundSchema = z
  .strictObject({
    reason: z
      .string()
      .trim()
      .max(PAYMENT.maxRejectReasonLength, `must be at most ${PAYMENT.maxRejectReasonLength} characters`)
      .optional(),
    amount: refundAmountSchema,
  })
  .optional();

/**
 * The refund amount as staff type it on the admin order view ("2,500.50"; a blank is all that is
 * left), read into the route's amount: a word or a fraction of a cent is refused with its message.
 */
export const typedRefundAmountSchema = z.preprocess(toTypedAmount, refundAmountSchema);

type PaymentFacts = Pick<Order, 'payment_status' | 'payment_method' | 'status' | 'payment_proof'>;

/**
 * Throws unless the order can take a payment (`canTakePayment`): it still awaits payment, is not
 * cancelled and is not waiting for its company admin's approval; each refusal says which.
 */
export function requireAwaitingPayment(order: PaymentFacts): void {
  requireApprovedForPayment(order);
  if (order.status === 'cancelled' && order.payment_status === 'awaiting_payment') {
    throw new RuleViolation('conflict', paymentMessages.cancelled);
  }
  if (order.payment_status !== 'awaiting_payment') {
    throw new RuleViolation('conflict', paymentMessages.notAwaitingPayment(getPaymentStatusLabel(order)));
  }
}

/** Refuses a proof of payment on an order that takes none (on account: `takesProofOfPayment`). */
export function requireTakesProof(order: PaymentFacts): void {
  if (!takesProofOfPayment(order.payment_method)) {
    throw new RuleViolation('conflict', paymentMessages.onAccountNoProof);
  }
}

/** A proof can be rejected only while the order awaits payment, takes a proof and has one. */
export function requireProofToReject(order: PaymentFacts): void {
  requireAwaitingPayment(order);
  requireTakesProof(order);
  if (!order.payment_proof) throw new RuleViolation('conflict', paymentMessages.nothingToReject);
}

export function requirePaid(order: PaymentFacts): void {
  if (order.payment_status !== 'paid') {
    throw new RuleViolation('conflict', paymentMessages.notPaid(getPaymentStatusLabel(order)));
  }
}

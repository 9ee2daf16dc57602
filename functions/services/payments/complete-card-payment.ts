/**
 * Completes a card payment after the hosted page posted its `Response` to the MerchantResponseUrl.
 * The post came through the shopper's browser, so nothing in it is believed but the SpiToken, which
 * names a stored attempt; the shop then asks the gateway itself (`spi/payment`) and writes the answer:
 * - the attempt is claimed first (`started` -> `completing`), so a `Response` posted twice, or two
 *   completions at once, ask the gateway once;
 * - an approval marks the order paid in ONE conditional update (the attempt approved, the
 *   authorisation kept, a `paid` event), only while the order still awaits payment: when another
 *   attempt paid it first (two tabs) or it lapsed meanwhile, this authorisation is voided at once,
 *   so the shopper is never charged twice and no approval is lost unseen;
 * - a decline or a failed 3-D Secure leaves the order unpaid, with the code the shopper's words
 *   come from; a lost or garbled answer leaves the attempt `unknown` for the reconciler.
 */
import {
  isApproved,
  toCardAuthorisation,
  toGatewayAmount,
  type GatewayAnswer,
} from '../../core/payments/card-payment.js';
import type { OrderLink } from '../../core/orders/order-link.js';
import { cardAttemptMessages, type CardAttemptState } from '../../core/payments/card-attempts.js';
import { RuleViolation } from '../../core/rule-violation.js';
import {
  claimCardAttempt,
  findSpiToken,
  writeCardApproval,
  writeCardAttemptOutcome,
} from '../../data/card-payments.js';
import { getOrder } from '../../data/orders.js';
import { completePayment, voidPayment } from '../../data/powertranz-gateway.js';
import { logger } from '../../shared/powertools.js';

export type CardPaymentOutcome = Exclude<CardAttemptState, 'started' | 'completing'>;

export interface CompletedCardPayment {
  order_number: string;
  outcome: CardPaymentOutcome;
  /**
   * The order's link, once the payment went through: the "Payment sent" page then links to the order
   * page as the order's e-mails do. Not for a payment that did not (whoever knows an order's number
   * and e-mail may start one, and must not get the link, which also shows the address and lines).
   */
  link: OrderLink | null;
}

export async function completeCardPayment(spiToken: string): Promise<CompletedCardPayment> {
  const token = await findSpiToken(spiToken);
  if (!token) throw new RuleViolation('not-found', cardAttemptMessages.unknownToken);
  const { order_number, transaction_identifier } = token;
  const now = new Date().toISOString();
  if (now > token.expires_at) throw new RuleViolation('invalid', cardAttemptMessages.expired);
  if (!(await claimCardAttempt(order_number, transaction_identifier, ['started'], now))) {
    throw new RuleViolation('conflict', cardAttemptMessages.alreadyCompleted);
  }
  let outcome;
  try {
    outcome = await completePayment(spiToken);
  } catch (error) {
    // The gateway refused the request itself (a used or expired token): nothing was charged.
    if (!(error instanceof RuleViolation)) throw error;
    await settle(order_number, transaction_identifier, { state: 'declined', code: null });
    throw error;
  }
  if (outcome.kind === 'unknown') {
    logger.warn('Card payment outcome unknown; left for the reconciler', {
      orderNumber: order_number,
      transactionIdentifier: transaction_identifier,
      reason: outcome.reason,
    });
    await settle(order_number, transaction_identifier, { state: 'unknown', code: null });
    return { order_number, outcome: 'unknown', link: null };
  }
  const recorded = await recordAnswer(order_number, transaction_identifier, outcome.answer);
  const link = recorded === 'approved' ? ((await getOrder(order_number))?.link ?? null) : null;
  return { order_number, outcome: recorded, link };
}

async function settle(
  orderNumber: string,
  transactionIdentifier: string,
  result: { state: Exclude<CardPaymentOutcome, 'approved'>; code: string | null },
): Promise<void> {
  await writeCardAttemptOutcome(orderNumber, transactionIdentifier, {
    state: result.state,
    isoResponseCode: result.code,
    at: new Date().toISOString(),
  });
}

/**
 * Writes the gateway's answer to an attempt being completed (by the shopper's return or by the
 * reconciler): approved and still payable -> paid; approved too late -> voided (or needs review
 * when the void fails); otherwise declined.
 */
export async function recordAnswer(
  orderNumber: string,
  transactionIdentifier: string,
  answer: GatewayAnswer,
): Promise<CardPaymentOutcome> {
  const code = answer.IsoResponseCode;
  if (!isApproved(answer)) {
    await settle(orderNumber, transactionIdentifier, { state: 'declined', code });
    return 'declined';
  }
  const order = await getOrder(orderNumber);
  const amount = answer.TotalAmount ?? order?.total;
  const matches =
    order !== undefined &&
    amount !== undefined &&
    toGatewayAmount(amount) === toGatewayAmount(order.total) &&
    (answer.TransactionIdentifier ?? transactionIdentifier).toLowerCase() ===
      transactionIdentifier.toLowerCase();
  const at = new Date().toISOString();
  if (
    matches &&
    (await writeCardApproval(
      orderNumber,
      {
        ...toCardAuthorisation(answer),
        transaction_identifier: transactionIdentifier,
        amount: amount,
        authorised_at: at,
        captured: 0,
        refunded: 0,
        voided_at: null,
        steps: {},
      },
      code,
      { kind: 'paid', at, by: null, reason: null },
    ))
  ) {
    return 'approved';
  }
  // Approved, but the order was paid by another attempt, lapsed or was cancelled meanwhile (or the
  // answer is not this order's): release the authorisation rather than keep the shopper's money held.
  let state: 'voided' | 'needs_review' = 'needs_review';
  if (matches) {
    try {
      if (isApproved(await voidPayment(transactionIdentifier))) state = 'voided';
    } catch (error) {
      logger.error('Could not void a surplus card authorisation', {
        orderNumber,
        transactionIdentifier,
        error,
      });
    }
  }
  await settle(orderNumber, transactionIdentifier, { state, code });
  return state;
}

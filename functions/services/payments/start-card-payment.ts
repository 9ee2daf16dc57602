/**
 * Starts paying a card order: a new TransactionIdentifier is recorded on the order as an attempt
 * BEFORE the gateway is called, so whatever happens next the shop knows the attempt; then PowerTranz's
 * `spi/auth` (authorise now, capture at dispatch) with the stored order's total and billing details,
 * never a figure from the browser; the SpiToken is kept apart, naming the order and the attempt, with
 * the frame's RedirectData (one write of both). Three round trips to the table in series: the
 * order's read, the attempt with its open marker (side by side), the token and the frame.
 */
import { randomUUID } from 'node:crypto';
import type { Order } from '../../core/orders/order.js';
import { buildAuthRequest, cardFramePath, SPI_TOKEN_LIFETIME_MS } from '../../core/payments/card-payment.js';
import { assertCanStartCardPayment, cardAttemptMessages } from '../../core/payments/card-attempts.js';
import { RuleViolation } from '../../core/rule-violation.js';
import { recordCardAttempt, recordSpiTokenAndFrame } from '../../data/card-payments.js';
import {
  getHostedPageSettings,
  getMerchantResponseUrl,
  startAuthorisation,
} from '../../data/powertranz-gateway.js';

export interface StartedCardPayment {
  /** The attempt's TransactionIdentifier: the order page follows it until it is settled. */
  attempt_id: string;
  /**
   * The shop's address of the payment frame (the gateway's RedirectData, served once under a
   * sandbox of its own); the gateway's HTML itself never passes through the page.
   */
  frame_path: string;
}

export async function startCardPayment(order: Order): Promise<StartedCardPayment> {
  assertCanStartCardPayment(order);
  const transactionIdentifier = randomUUID();
  const now = new Date();
  const merchantResponseUrl = await getMerchantResponseUrl();
  const recorded = await recordCardAttempt(order.order_number, {
    transaction_identifier: transactionIdentifier,
    started_at: now.toISOString(),
    state: 'started',
    iso_response_code: null,
    completed_at: null,
  });
  if (!recorded) throw new RuleViolation('conflict', cardAttemptMessages.notPayable);
  const started = await startAuthorisation(
    buildAuthRequest(order, {
      transactionIdentifier,
      merchantResponseUrl,
      hostedPage: getHostedPageSettings(),
    }),
  );
  const expiresAt = new Date(now.getTime() + SPI_TOKEN_LIFETIME_MS).toISOString();
  await recordSpiTokenAndFrame(
    started.spiToken,
    {
      order_number: order.order_number,
      transaction_identifier: transactionIdentifier,
      expires_at: expiresAt,
    },
    { order_number: order.order_number, redirect_data: started.redirectData, expires_at: expiresAt },
  );
  return { attempt_id: transactionIdentifier, frame_path: cardFramePath(transactionIdentifier) };
}

/**
 * A bank-transfer or card order whose time to pay starts (from the table's stream, filtered to such
 * orders): starts its payment lapse execution, which waits until the payment is due and then lapses
 * the order if still unpaid. The clock starts when the order is placed, or, for a buyer's order
 * awaiting their company admin's approval, when it is approved (`getLapseToStart`); other changes
 * start nothing. A failed start fails the batch, which is retried; a repeated start is harmless.
 */
import type { Order } from '../../core/orders/order.js';
import { getLapseToStart } from '../../core/orders/payment.js';
import { startPaymentLapse } from '../../data/payment-lapse-executions.js';
import { readStreamImages } from '../../data/stream-images.js';
import { ENV, optionalEnv } from '../../shared/env.js';
import { createStreamHandler } from '../../shared/stream-handler.js';

const waitSeconds = optionalEnv(ENV.paymentLapseWaitSeconds);

export const handler = createStreamHandler(async (record) => {
  const images = readStreamImages(record);
  if (images.entity !== 'order' || !images.after) return;
  const order = images.after as unknown as Order;
  const before = images.before as unknown as Order | undefined;
  const lapseAt = getLapseToStart(before, order, waitSeconds === undefined ? undefined : Number(waitSeconds));
  if (lapseAt) await startPaymentLapse(order.order_number, lapseAt);
});

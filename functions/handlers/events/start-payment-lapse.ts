/**
 * A new bank-transfer or card order (from the table's stream, filtered to such inserts): starts its payment
 * lapse execution, which waits until the payment is due and then lapses the order if still unpaid.
 * A failed start fails the batch, which is retried; a repeated start is harmless.
 */
import type { Order } from '../../core/orders/order.js';
import { getLapseAt } from '../../core/orders/payment.js';
import { startPaymentLapse } from '../../data/payment-lapse-executions.js';
import { readStreamImages } from '../../data/stream-images.js';
import { ENV, optionalEnv } from '../../shared/env.js';
import { createStreamHandler } from '../../shared/stream-handler.js';

const waitSeconds = optionalEnv(ENV.paymentLapseWaitSeconds);

export const handler = createStreamHandler(async (record) => {
  const images = readStreamImages(record);
  if (images.entity !== 'order' || !images.after || images.before) return;
  const order = images.after as unknown as Order;
  const lapseAt = getLapseAt(order, waitSeconds === undefined ? undefined : Number(waitSeconds));
  if (lapseAt) await startPaymentLapse(order.order_number, lapseAt);
});

/**
 * The task of the payment lapse state machine: when an unpaid bank-transfer or card order is due, cancels it
 * and returns its stock, marking the payment lapsed, in one transaction. A paid (or already
 * cancelled) order is left alone; a payment confirmed at the same moment wins, as the transaction is
 * conditional on the order still awaiting payment.
 */
import { isLapseDue } from '../../core/orders/payment.js';
import { getCartProducts } from '../../data/carts.js';
import { getOrder, writeCancelledOrder } from '../../data/orders.js';
import { logger } from '../../shared/powertools.js';
import { RetryableError, withRetryableErrors } from '../../shared/workflow-task.js';

export interface LapseTaskInput {
  order_number: string;
}

export interface LapseTaskResult {
  order_number: string;
  outcome: 'lapsed' | 'left-alone' | 'not-found';
}

export async function lapseOrder(input: LapseTaskInput): Promise<LapseTaskResult> {
  const { order_number } = input;
  // Two tries: the first transaction may lose to a concurrent status change that leaves it unpaid.
  for (let attempt = 0; attempt < 2; attempt += 1) {
    const order = await getOrder(order_number);
    if (!order) return { order_number, outcome: 'not-found' };
    if (!isLapseDue(order)) return { order_number, outcome: 'left-alone' };
    const existing = await getCartProducts(order.lines.map((line) => line.product_id));
    const now = new Date();
    const lapsed = await writeCancelledOrder(order, new Set(existing.keys()), now, {
      kind: 'lapsed',
      at: now.toISOString(),
      by: null,
      reason: null,
    });
    if (lapsed) {
      logger.info('Unpaid order lapsed', { orderNumber: order_number });
      return { order_number, outcome: 'lapsed' };
    }
  }
  const order = await getOrder(order_number);
  if (order && isLapseDue(order)) {
    throw new RetryableError(`Order ${order_number} could not be lapsed yet; the state machine retries.`);
  }
  return { order_number, outcome: 'left-alone' };
}

/** AWS throttling and 5xx become `RetryableError`, which the state machine's Retry covers. */
export const handler = (input: LapseTaskInput): Promise<LapseTaskResult> =>
  withRetryableErrors(() => lapseOrder(input));

/**
 * Brings the reports up to date with orders as they stand (a stream batch): each order's
 * difference from what it has added so far, summed per rollup cell and added atomically with the
 * orders' markers (data/report-rollups.ts), and the list of bank transfers awaiting payment.
 * Payments recorded against company accounts count as money received on account. Handling the
 * same batch twice changes nothing.
 */
import type { PaymentEntry } from '../../core/business/statement.js';
import type { Order } from '../../core/orders/order.js';
import { applyOrdersToRollups } from '../../data/report-rollups.js';

export async function recordOrdersInReports(
  orders: readonly Order[],
  payments: readonly PaymentEntry[] = [],
): Promise<void> {
  if (orders.length > 0 || payments.length > 0) await applyOrdersToRollups(orders, payments);
}

/**
 * The reports' rollups, from the table's stream (order items and company ledger entries, by the
 * consumer's filter): the batch's orders, each in its latest state, and the payments received on
 * account are applied together (see data/report-rollups.ts), so a batch handled again (a retry)
 * adds nothing twice.
 */
import type { PaymentEntry } from '../../core/business/statement.js';
import type { Order } from '../../core/orders/order.js';
import { readStreamImages } from '../../data/stream-images.js';
import { recordOrdersInReports } from '../../services/reports/record-order-in-reports.js';
import { createBatchStreamHandler } from '../../shared/stream-handler.js';

export const handler = createBatchStreamHandler(async (records) => {
  const orders: Order[] = [];
  const payments: PaymentEntry[] = [];
  for (const record of records) {
    const images = readStreamImages(record);
    if (!images.after) continue;
    if (images.entity === 'order') {
      const { search_text: _search, ...order } = images.after;
      orders.push(order as unknown as Order);
    }
    if (images.entity === 'company-ledger' && images.after.kind === 'payment')
      payments.push(images.after as unknown as PaymentEntry);
  }
  await recordOrdersInReports(orders, payments);
});

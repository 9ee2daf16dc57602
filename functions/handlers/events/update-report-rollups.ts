/**
 * The reports' rollups, from the table's stream (order items only, by the consumer's filter): the
 * batch's orders, each in its latest state, are applied together (see data/report-rollups.ts), so
 * a batch handled again (a retry) adds nothing twice.
 */
import type { Order } from '../../core/orders/order.js';
import { readStreamImages } from '../../data/stream-images.js';
import { recordOrdersInReports } from '../../services/reports/record-order-in-reports.js';
import { createBatchStreamHandler } from '../../shared/stream-handler.js';

export const handler = createBatchStreamHandler(async (records) => {
  const orders = records.flatMap((record) => {
    const images = readStreamImages(record);
    if (images.entity !== 'order' || !images.after) return [];
    const { search_text: _search, ...order } = images.after;
    return [order as unknown as Order];
  });
  await recordOrdersInReports(orders);
});

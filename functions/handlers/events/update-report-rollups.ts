/**
 * The reports' rollups, from the table's stream (order items only, by the consumer's filter): each
 * order's new state replaces its part of every day it touched and those days are summed again, so
 * a record handled twice (a retried batch) leaves the same figures.
 */
import type { Order } from '../../core/orders/order.js';
import { readStreamImages } from '../../data/stream-images.js';
import { recordOrderInReports } from '../../services/reports/record-order-in-reports.js';
import { createStreamHandler } from '../../shared/stream-handler.js';

export const handler = createStreamHandler(async (record) => {
  const images = readStreamImages(record);
  if (images.entity !== 'order' || !images.after) return;
  const { search_text: _search, ...order } = images.after;
  await recordOrderInReports(order as unknown as Order);
});

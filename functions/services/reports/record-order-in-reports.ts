/**
 * Brings the reports up to date with one order as it stands: its part of each day it touched
 * (placed, paid, credited, refunded), those days' rollups, and the list of bank transfers awaiting
 * payment. The order's products' category, brand and cost are read once, the first time the order
 * is seen, and kept with it, so a later change of a product does not move past sales between rows.
 * Running it twice for the same order state changes nothing (a stream record seen twice).
 */
import type { Order } from '../../core/orders/order.js';
import { buildOrderContribution } from '../../core/reports/rollup.js';
import {
  getOrderReportFacts,
  readLineProductFacts,
  recomputeDay,
  writeAwaitingTransfer,
  writeOrderParts,
} from '../../data/report-rollups.js';

/** Records the order's parts and returns the days whose rollup must be recomputed. */
export async function recordOrderParts(order: Order): Promise<string[]> {
  const known = await getOrderReportFacts(order.order_number);
  const products =
    known?.products ??
    Object.fromEntries(await readLineProductFacts(order.lines.map((line) => line.product_id)));
  const parts = buildOrderContribution(order, new Map(Object.entries(products)));
  const days = await writeOrderParts(order.order_number, products, known?.days ?? [], parts);
  await writeAwaitingTransfer(order);
  return days;
}

/** One order's change, reported: its parts, then each day it touched summed again. */
export async function recordOrderInReports(order: Order): Promise<void> {
  for (const day of await recordOrderParts(order)) await recomputeDay(day);
}

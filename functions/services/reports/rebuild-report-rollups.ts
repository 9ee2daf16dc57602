/**
 * Rebuilds the reports from history: every order's parts written again from its stored state, then
 * every day they touch summed again. Safe to run while the stream consumer runs (both write whole
 * parts and sum days from all their parts); run it after a change of the rollup rules or a restore.
 */
import { listOrders } from '../../data/orders.js';
import { recomputeDay } from '../../data/report-rollups.js';
import { mapLimited } from '../../shared/map-limited.js';
import { recordOrderParts } from './record-order-in-reports.js';

const PAGE_SIZE = 200;
const CONCURRENCY = 8;

/** Rebuilds every order's parts and every day's rollup; returns how many of each. */
export async function rebuildReportRollups(
  onProgress: (orders: number) => void = () => {},
): Promise<{ orders: number; days: number }> {
  const days = new Set<string>();
  let orders = 0;
  let cursor: string | undefined;
  do {
    const page = await listOrders({ limit: PAGE_SIZE, cursor });
    const touched = await mapLimited(page.orders, CONCURRENCY, recordOrderParts);
    for (const day of touched.flat()) days.add(day);
    orders += page.orders.length;
    onProgress(orders);
    cursor = page.cursor ?? undefined;
  } while (cursor);
  await mapLimited([...days], CONCURRENCY, recomputeDay);
  return { orders, days: days.size };
}

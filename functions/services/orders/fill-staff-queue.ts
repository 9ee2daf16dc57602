/**
 * Puts every stored order that needs staff into the staff queue and takes out any that no longer
 * does: after the deploy that adds the queue's index (orders written before carry none of its
 * attributes), or as a repair. Reads the order list's index once, a page at a time, and writes only
 * the orders that need staff and those the queue held; each write is the queue's own conditional
 * update (data/staff-queue.ts), so it is safe while the shop runs.
 */
import { staffNeedsOf } from '../../core/orders/staff-needs.js';
import { forEachOrderPlacedBetween } from '../../data/orders.js';
import { listQueuedOrderNumbers, refreshStaffQueue } from '../../data/staff-queue.js';

/** Every ISO instant sorts between these. */
const FIRST = '0';
const LAST = '9';

/** How many orders were read, and how many of them the queue now holds. */
export async function fillStaffQueue(
  onProgress: (orders: number) => void = () => {},
): Promise<{ orders: number; queued: number }> {
  const toRefresh = new Set(await listQueuedOrderNumbers());
  let orders = 0;
  await forEachOrderPlacedBetween(FIRST, LAST, (page) => {
    orders += page.length;
    for (const order of page) if (staffNeedsOf(order).length > 0) toRefresh.add(order.order_number);
    onProgress(orders);
  });
  for (const orderNumber of toRefresh) await refreshStaffQueue(orderNumber);
  return { orders, queued: (await listQueuedOrderNumbers()).length };
}

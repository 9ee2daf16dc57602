/** Any order, as staff open it by number: not there is the staff-facing 404. */
import type { Order } from '../../core/orders/order.js';
import { staffOrderMessages } from '../../core/orders/staff-transitions.js';
import { RuleViolation } from '../../core/rule-violation.js';
import { getOrder } from '../../data/orders.js';

export async function getStaffOrder(orderNumber: string): Promise<Order> {
  const order = await getOrder(orderNumber);
  if (!order) throw new RuleViolation('not-found', staffOrderMessages.notFound);
  return order;
}

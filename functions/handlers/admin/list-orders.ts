/**
 * GET /api/admin/orders (staff): every order newest first, with search, a status filter, and the
 * orders whose proof of payment waits to be checked.
 */
import { adminOrderListQuerySchema, toOrderView } from '../../core/orders/order.js';
import { hasProofToCheck } from '../../core/orders/payment.js';
import { RuleViolation } from '../../core/rule-violation.js';
import { listOrders } from '../../data/orders.js';
import { createHttpHandler } from '../../shared/http-handler.js';
import { getBankDetails } from '../../shared/shop-settings.js';

export const handler = createHttpHandler(
  { auth: 'admin', query: adminOrderListQuerySchema },
  async ({ query }) => {
    const { proof, ...rest } = query;
    try {
      const page = await listOrders({
        ...rest,
        ...(proof === 'received' ? { matches: hasProofToCheck } : {}),
      });
      return {
        orders: page.orders.map((order) => toOrderView(order, getBankDetails())),
        cursor: page.cursor,
      };
    } catch (error) {
      if (query.cursor && error instanceof SyntaxError)
        throw new RuleViolation('invalid', 'cursor: is not valid.');
      throw error;
    }
  },
);

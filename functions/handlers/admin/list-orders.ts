/** GET /api/admin/orders (staff): every order newest first, with search and a status filter. */
import { adminOrderListQuerySchema, toOrderView } from '../../core/orders/order.js';
import { listOrders } from '../../data/orders.js';
import { BadRequestError } from '../../shared/http-errors.js';
import { createHttpHandler } from '../../shared/http-handler.js';
import { getBankDetails } from '../../shared/shop-settings.js';

export const handler = createHttpHandler(
  { auth: 'admin', query: adminOrderListQuerySchema },
  async ({ query }) => {
    try {
      const page = await listOrders(query);
      return {
        orders: page.orders.map((order) => toOrderView(order, getBankDetails())),
        cursor: page.cursor,
      };
    } catch (error) {
      if (query.cursor && error instanceof SyntaxError) throw new BadRequestError('cursor: is not valid.');
      throw error;
    }
  },
);

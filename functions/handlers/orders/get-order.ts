/**
 * GET /api/orders/{orderNumber} (guest: the guest session that placed it, or the `?token=` of the
 * link in the order's e-mails, on any device) and /api/me/orders/{orderNumber} (customer): one of
 * the caller's own orders, for the order page. Anybody else's order is a plain 404.
 */
import { orderParamsSchema } from '../../core/orders/order.js';
import { toShopperOrderView } from '../../core/orders/order-progress.js';
import { orderLinkQuerySchema } from '../../core/orders/order-link.js';
import { createHttpHandler } from '../../shared/http-handler.js';
import { getAccessibleOrder } from '../../services/orders/get-accessible-order.js';
import { getOrderViewer } from '../../shared/request-owner.js';
import { getBankDetails } from '../../shared/shop-settings.js';

export const handler = createHttpHandler(
  { auth: 'public', params: orderParamsSchema, query: orderLinkQuerySchema },
  async ({ event, caller, params, query }) => {
    const order = await getAccessibleOrder(getOrderViewer(event, caller), params.orderNumber, {
      token: query.token,
    });
    return { order: toShopperOrderView(order, getBankDetails()) };
  },
);

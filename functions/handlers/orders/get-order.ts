/**
 * GET /api/orders/{orderNumber} (guest) and /api/me/orders/{orderNumber} (customer): one of the
 * caller's own orders, for the confirmation page. Anybody else's order is a plain 404.
 */
import { orderMessages } from '../../core/cart/cart-messages.js';
import { orderParamsSchema, toOrderView } from '../../core/orders/order.js';
import { getOrder } from '../../data/orders.js';
import { NotFoundError } from '../../shared/http-errors.js';
import { createHttpHandler } from '../../shared/http-handler.js';
import { getBankDetails } from '../../shared/shop-settings.js';
import { getRequestOwner } from '../../shared/request-owner.js';

export const handler = createHttpHandler(
  { auth: 'public', params: orderParamsSchema },
  async ({ event, caller, params }) => {
    const owner = getRequestOwner(event, caller);
    const order = await getOrder(params.orderNumber);
    const own =
      order !== undefined &&
      (owner.kind === 'user' ? order.user_id === owner.userId : order.session_id === owner.sessionId);
    if (!own) throw new NotFoundError(orderMessages.orderNotFound);
    return { order: toOrderView(order, getBankDetails()) };
  },
);

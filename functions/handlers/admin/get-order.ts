/** GET /api/admin/orders/{orderNumber} (staff): one order with every field. */
import { orderMessages } from '../../core/cart/cart-messages.js';
import { orderParamsSchema, toOrderView } from '../../core/orders/order.js';
import { getOrder } from '../../data/orders.js';
import { NotFoundError } from '../../shared/http-errors.js';
import { createHttpHandler } from '../../shared/http-handler.js';
import { getBankDetails } from '../../shared/shop-settings.js';

export const handler = createHttpHandler({ auth: 'admin', params: orderParamsSchema }, async ({ params }) => {
  const order = await getOrder(params.orderNumber);
  if (!order) throw new NotFoundError(orderMessages.orderNotFound);
  return {
    order: { ...toOrderView(order, getBankDetails()), user_id: order.user_id, session_id: order.session_id },
  };
});

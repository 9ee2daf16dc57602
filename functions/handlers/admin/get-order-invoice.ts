/** GET /api/admin/orders/{orderNumber}/invoice (staff): any order's tax invoice data. */
import { orderMessages } from '../../core/cart/cart-messages.js';
import { buildTaxInvoice } from '../../core/orders/invoice.js';
import { orderParamsSchema } from '../../core/orders/order.js';
import { getOrder } from '../../data/orders.js';
import { NotFoundError } from '../../shared/http-errors.js';
import { createHttpHandler } from '../../shared/http-handler.js';
import { getSellerDetails } from '../../shared/shop-settings.js';

export const handler = createHttpHandler({ auth: 'admin', params: orderParamsSchema }, async ({ params }) => {
  const order = await getOrder(params.orderNumber);
  if (!order) throw new NotFoundError(orderMessages.orderNotFound);
  return { invoice: buildTaxInvoice(order, getSellerDetails()) };
});

/**
 * POST /api/me/orders/{orderNumber}/order-again (signed-in customers): puts one of the caller's own
 * orders' lines into the cart at today's prices and stock, through the quick order's path; products
 * no longer sold, out of stock or capped are named in the notice. Anybody else's order is a 404.
 */
import { orderParamsSchema } from '../../core/orders/order.js';
import { getAccessibleOrder } from '../../services/orders/get-accessible-order.js';
import { putLinesInCart } from '../../services/cart/put-lines-in-cart.js';
import { createHttpHandler } from '../../shared/http-handler.js';
import { getOrderViewer, getRequestOwner } from '../../shared/request-owner.js';

export const handler = createHttpHandler(
  { auth: 'customer', params: orderParamsSchema },
  async ({ event, caller, params }) => {
    const order = await getAccessibleOrder(getOrderViewer(event, caller), params.orderNumber, {});
    const cart = await putLinesInCart(
      getRequestOwner(event, caller),
      order.lines.map((line) => ({ product_id: line.product_id, name: line.name, quantity: line.quantity })),
    );
    return { cart };
  },
);

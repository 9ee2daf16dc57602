/** DELETE /api/cart/items/{productId} and /api/me/cart/items/{productId}: removes a line. */
import { cartItemParamsSchema, removeCartLine, toCartView } from '../../core/cart/cart.js';
import { changeCartWithProducts } from '../../data/carts.js';
import { createHttpHandler } from '../../shared/http-handler.js';
import { getRequestOwner } from '../../shared/request-owner.js';

export const handler = createHttpHandler(
  { auth: 'public', params: cartItemParamsSchema },
  async ({ event, caller, params }) => {
    const owner = getRequestOwner(event, caller);
    const { lines, products } = await changeCartWithProducts(owner, (current) => ({
      lines: removeCartLine(current, params.productId),
    }));
    return { cart: toCartView(lines, products) };
  },
);

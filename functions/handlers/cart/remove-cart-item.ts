/** DELETE /api/cart/items/{productId} and /api/me/cart/items/{productId}: removes a line. */
import { cartItemParamsSchema, removeCartLine, toCartView } from '../../core/cart/cart.js';
import { changeCart, readCartWithProducts, withAllLineProducts } from '../../data/carts.js';
import { createHttpHandler } from '../../shared/http-handler.js';
import { getRequestOwner } from '../../shared/request-owner.js';

export const handler = createHttpHandler(
  { auth: 'public', params: cartItemParamsSchema },
  async ({ event, caller, params }) => {
    const owner = getRequestOwner(event, caller);
    const { cart, products } = await readCartWithProducts(owner);
    const change = await changeCart(
      owner,
      (lines) => ({ lines: removeCartLine(lines, params.productId) }),
      cart,
    );
    return { cart: toCartView(change.lines, await withAllLineProducts(change.lines, products)) };
  },
);

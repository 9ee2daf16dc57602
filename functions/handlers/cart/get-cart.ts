/** GET /api/cart (guest) and GET /api/me/cart (customer): the caller's own cart with current prices. */
import { toCartView } from '../../core/cart/cart.js';
import { getCart, getCartProducts } from '../../data/carts.js';
import { createHttpHandler } from '../../shared/http-handler.js';
import { getRequestOwner } from '../../shared/request-owner.js';

export const handler = createHttpHandler({ auth: 'public' }, async ({ event, caller }) => {
  const cart = await getCart(getRequestOwner(event, caller));
  const products = await getCartProducts(cart.lines.map((line) => line.product_id));
  return { cart: toCartView(cart.lines, products) };
});

/** GET /api/cart (guest) and GET /api/me/cart (customer): the caller's own cart with current prices. */
import { toCartView } from '../../core/cart/cart.js';
import { readCartWithProducts } from '../../data/carts.js';
import { createHttpHandler } from '../../shared/http-handler.js';
import { getRequestOwner } from '../../shared/request-owner.js';

export const handler = createHttpHandler({ auth: 'public' }, async ({ event, caller }) => {
  const { cart, products } = await readCartWithProducts(getRequestOwner(event, caller));
  return { cart: toCartView(cart.lines, products) };
});

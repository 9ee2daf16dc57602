/** DELETE /api/cart and /api/me/cart: removes every line of the caller's cart. */
import { toCartView } from '../../core/cart/cart.js';
import { changeCart } from '../../data/carts.js';
import { createHttpHandler } from '../../shared/http-handler.js';
import { getRequestOwner } from '../../shared/request-owner.js';

export const handler = createHttpHandler({ auth: 'public' }, async ({ event, caller }) => {
  await changeCart(getRequestOwner(event, caller), () => ({ lines: [] }));
  return { cart: toCartView([], new Map()) };
});

/**
 * PUT /api/cart/items/{productId} and /api/me/cart/items/{productId}: sets a line's quantity.
 * Below 1 is ignored (spec section 5); above stock is capped with a notice.
 */
import {
  cartItemParamsSchema,
  setCartItemQuantitySchema,
  setCartLineQuantity,
  toCartView,
} from '../../core/cart/cart.js';
import { changeCart, readCartWithProducts, withAllLineProducts } from '../../data/carts.js';
import { createHttpHandler } from '../../shared/http-handler.js';
import { getRequestOwner } from '../../shared/request-owner.js';

export const handler = createHttpHandler(
  { auth: 'public', body: setCartItemQuantitySchema, params: cartItemParamsSchema },
  async ({ event, caller, body, params }) => {
    const owner = getRequestOwner(event, caller);
    const { cart, products } = await readCartWithProducts(owner, [params.productId]);
    const change = await changeCart(
      owner,
      (lines) => setCartLineQuantity(lines, products.get(params.productId), params.productId, body.quantity),
      cart,
    );
    return {
      cart: toCartView(change.lines, await withAllLineProducts(change.lines, products), change.notice),
    };
  },
);

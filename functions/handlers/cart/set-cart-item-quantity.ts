/**
 * PUT /api/cart/items/{productId} and /api/me/cart/items/{productId}: sets a line's quantity.
 * Below 1 is ignored; above stock is capped with a notice.
 */
import {
  cartItemParamsSchema,
  setCartItemQuantitySchema,
  setCartLineQuantity,
  toCartView,
} from '../../core/cart/cart.js';
import { changeCartWithProducts } from '../../data/carts.js';
import { createHttpHandler } from '../../shared/http-handler.js';
import { getRequestOwner } from '../../shared/request-owner.js';

export const handler = createHttpHandler(
  { auth: 'public', body: setCartItemQuantitySchema, params: cartItemParamsSchema },
  async ({ event, caller, body, params }) => {
    const owner = getRequestOwner(event, caller);
    const { lines, notice, products } = await changeCartWithProducts(
      owner,
      (current, read) =>
        setCartLineQuantity(current, read.get(params.productId), params.productId, body.quantity),
      [params.productId],
    );
    return { cart: toCartView(lines, products, notice) };
  },
);

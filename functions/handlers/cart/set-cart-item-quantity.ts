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
import { getProduct } from '../../data/catalogue-reads.js';
import { changeCart, getCartProducts } from '../../data/carts.js';
import { createHttpHandler } from '../../shared/http-handler.js';
import { getRequestOwner } from '../../shared/request-owner.js';

export const handler = createHttpHandler(
  { auth: 'public', body: setCartItemQuantitySchema, params: cartItemParamsSchema },
  async ({ event, caller, body, params }) => {
    const owner = getRequestOwner(event, caller);
    const product = await getProduct(params.productId);
    const change = await changeCart(owner, (lines) =>
      setCartLineQuantity(lines, product, params.productId, body.quantity),
    );
    const products = await getCartProducts(change.lines.map((line) => line.product_id));
    return { cart: toCartView(change.lines, products, change.notice) };
  },
);

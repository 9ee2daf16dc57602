/**
 * POST /api/cart/items and /api/me/cart/items: adds a product (raising an existing line's quantity).
 * The price is the stored selling price; the quantity is capped by stock with a notice.
 */
import { addCartItemSchema, addToCartLines, toCartView } from '../../core/cart/cart.js';
import { changeCartWithProducts } from '../../data/carts.js';
import { createHttpHandler } from '../../shared/http-handler.js';
import { getRequestOwner } from '../../shared/request-owner.js';

export const handler = createHttpHandler(
  { auth: 'public', body: addCartItemSchema },
  async ({ event, caller, body }) => {
    const owner = getRequestOwner(event, caller);
    const { lines, notice, products } = await changeCartWithProducts(
      owner,
      (current, read) =>
        addToCartLines(current, read.get(body.product_id), body.quantity, new Date().toISOString()),
      [body.product_id],
    );
    return { cart: toCartView(lines, products, notice) };
  },
);

/**
 * POST /api/cart/items and /api/me/cart/items: adds a product (raising an existing line's quantity).
 * The price is the stored selling price; the quantity is capped by stock with a notice.
 */
import { addCartItemSchema, addToCartLines, toCartView } from '../../core/cart/cart.js';
import { getProduct } from '../../data/catalogue-reads.js';
import { changeCart, getCartProducts } from '../../data/carts.js';
import { createHttpHandler } from '../../shared/http-handler.js';
import { getRequestOwner } from '../../shared/request-owner.js';

export const handler = createHttpHandler(
  { auth: 'public', body: addCartItemSchema },
  async ({ event, caller, body }) => {
    const owner = getRequestOwner(event, caller);
    const product = await getProduct(body.product_id);
    const change = await changeCart(owner, (lines) =>
      addToCartLines(lines, product, body.quantity, new Date().toISOString()),
    );
    const products = await getCartProducts(change.lines.map((line) => line.product_id));
    return { cart: toCartView(change.lines, products, change.notice) };
  },
);

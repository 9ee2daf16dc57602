/**
 * POST /api/cart/items and /api/me/cart/items: adds a product (raising an existing line's quantity).
 * The price is the stored selling price; the quantity is capped by stock with a notice.
 */
import { addCartItemSchema, addToCartLines, toCartView } from '../../core/cart/cart.js';
import { getProduct } from '../../data/catalogue-reads.js';
import { changeCart, getCart, getCartProducts } from '../../data/carts.js';
import { createHttpHandler } from '../../shared/http-handler.js';
import { getRequestOwner } from '../../shared/request-owner.js';

export const handler = createHttpHandler(
  { auth: 'public', body: addCartItemSchema },
  async ({ event, caller, body }) => {
    const owner = getRequestOwner(event, caller);
    // Two round trips instead of four: the product and the cart are read together, and the other
    // lines' products are read while the new cart is written.
    const [product, current] = await Promise.all([getProduct(body.product_id), getCart(owner)]);
    const others = getCartProducts(
      current.lines.map((line) => line.product_id).filter((id) => id !== body.product_id),
    );
    const change = await changeCart(
      owner,
      (lines) => addToCartLines(lines, product, body.quantity, new Date().toISOString()),
      current,
    );
    const products = await others;
    if (product) products.set(product.id, product);
    // A concurrent change may have added lines this request did not read the products of.
    const missing = change.lines.map((line) => line.product_id).filter((id) => !products.has(id));
    for (const [id, found] of await getCartProducts(missing)) products.set(id, found);
    return { cart: toCartView(change.lines, products, change.notice) };
  },
);

/**
 * What carts and orders read of products: only the attributes the cart's rules need. Apart from the
 * catalogue reads so that catalogue routes do not bundle the cart's rules and schemas.
 */
import { CART_PRODUCT_FIELDS, type CartProductFacts } from '../core/cart/cart.js';
import { productSchema } from '../core/catalogue/product.js';
import { getProductItems } from './catalogue-reads.js';
import { toProjection } from './dynamo-client.js';

const cartFactsSchema = productSchema.pick(
  Object.fromEntries(CART_PRODUCT_FIELDS.map((field) => [field, true])) as {
    [K in (typeof CART_PRODUCT_FIELDS)[number]]: true;
  },
);
const cartFactsProjection = toProjection(CART_PRODUCT_FIELDS);

/** A product item's cart facts (any other attributes are dropped). */
export function parseCartProductFacts(item: Record<string, unknown>): CartProductFacts {
  return cartFactsSchema.parse(item);
}

/**
 * What carts and orders need of some products (price, stock, name, image), strongly consistent.
 * Only those attributes are read: a cart of 20 lines then reads a few hundred bytes per product
 * instead of descriptions and specifications it never shows.
 */
export async function getCartProductFacts(ids: readonly string[]): Promise<CartProductFacts[]> {
  const items = await getProductItems(ids, cartFactsProjection);
  return items.map(parseCartProductFacts);
}

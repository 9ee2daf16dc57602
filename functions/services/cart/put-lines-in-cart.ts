/**
 * Puts many lines into the caller's cart in one conditional write (the cart's version), each through
 * the cart's add rule: a quick order's matched lines, or a past order's lines ("Order again") at
 * today's prices and stock. What could not go in is named in the cart's notice.
 */
import type { CartOwner, CartView } from '../../core/cart/cart.js';
import { toCartView } from '../../core/cart/cart.js';
import { addLinesToCart, type LineToAdd } from '../../core/cart/quick-order.js';
import { changeCartWithProducts } from '../../data/carts.js';

export async function putLinesInCart(
  owner: CartOwner,
  wanted: readonly LineToAdd[],
  /** Messages for lines left out before the cart was reached (unknown SKUs). */
  notAdded: readonly string[] = [],
): Promise<CartView> {
  const now = new Date().toISOString();
  const { lines, notice, products } = await changeCartWithProducts(
    owner,
    (current, read) => addLinesToCart(current, wanted, read, now, notAdded),
    wanted.map((line) => line.product_id),
  );
  return toCartView(lines, products, notice);
}

/**
 * Matches a quick order's lines to products: each typed code is looked up among the SKUs as shown,
 * the stored SKUs and the part numbers of the warm catalogue (about a second stale at most), then
 * the matched products' price and stock are read from the stored items, strongly consistent, so a
 * match shows what the cart would charge and hold now.
 */
import {
  getProductCodes,
  toCodeKey,
  toQuickOrderMatches,
  type QuickOrderLine,
  type QuickOrderMatch,
} from '../../core/cart/quick-order.js';
import { getCatalogue } from '../../data/catalogue-cache.js';
import { getCartProducts } from '../../data/carts.js';

export async function matchQuickOrder(wanted: readonly QuickOrderLine[]): Promise<QuickOrderMatch[]> {
  const { index } = await getCatalogue();
  const typed = new Set(wanted.map((line) => toCodeKey(line.sku)));
  const productIdByCode = new Map<string, string>();
  for (const product of index.all()) {
    if (!product.is_active) continue;
    for (const code of getProductCodes(product)) {
      // A code shown by one product and typed by the buyer; the first product keeps a shared code.
      if (typed.has(code) && !productIdByCode.has(code)) productIdByCode.set(code, product.id);
    }
  }
  const products = await getCartProducts([...new Set(productIdByCode.values())]);
  return toQuickOrderMatches(wanted, productIdByCode, products);
}

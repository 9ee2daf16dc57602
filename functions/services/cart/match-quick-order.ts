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
import { getCompanyPriceListId } from '../../core/pricing/price-lists.js';
import { getCartProducts } from '../../data/carts.js';
import { getBuyerCompany } from '../../data/companies.js';
import { withPriceListTerms } from '../../data/price-lists.js';

export async function matchQuickOrder(
  /** Whose price to show (their company's price list); null: the list price. */
  userId: string | null,
  wanted: readonly QuickOrderLine[],
): Promise<QuickOrderMatch[]> {
  const [{ index }, company] = await Promise.all([
    getCatalogue(),
    userId ? getBuyerCompany(userId) : undefined,
  ]);
  const typed = new Set(wanted.map((line) => toCodeKey(line.sku)));
  const productIdByCode = new Map<string, string>();
  for (const product of index.all()) {
    if (!product.is_active) continue;
    for (const code of getProductCodes(product)) {
      // A code shown by one product and typed by the buyer; the first product keeps a shared code.
      if (typed.has(code) && !productIdByCode.has(code)) productIdByCode.set(code, product.id);
    }
  }
  // The buyer's price: their company's price list, read now for these SKUs only.
  const products = await withPriceListTerms(
    getCompanyPriceListId(company),
    await getCartProducts([...new Set(productIdByCode.values())]),
  );
  return toQuickOrderMatches(wanted, productIdByCode, products);
}

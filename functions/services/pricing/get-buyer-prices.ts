/**
 * The signed-in buyer's prices for some products: their membership and company read now (strongly
 * consistent, as the cart does), then the running list's header and those products' SKU entries in
 * one BatchGetItem (never a whole list). Guests never get here; consumers, removed buyers and members
 * of a company that is not approved get nothing: the list prices stand.
 */
import type { BuyerPrice } from '../../core/pricing/buyer-price-view.js';
import { toBuyerPrices } from '../../core/pricing/buyer-prices.js';
import { getCompanyPriceListId } from '../../core/pricing/price-lists.js';
import { getCartProducts } from '../../data/carts.js';
import { getBuyerCompany } from '../../data/companies.js';
import { withPriceListTerms } from '../../data/price-lists.js';

export async function getBuyerPrices(userId: string, productIds: readonly string[]): Promise<BuyerPrice[]> {
  const listId = getCompanyPriceListId(await getBuyerCompany(userId));
  if (!listId) return [];
  const products = await withPriceListTerms(listId, await getCartProducts([...new Set(productIds)]));
  return toBuyerPrices(products.values());
}

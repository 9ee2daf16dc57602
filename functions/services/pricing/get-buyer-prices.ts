/**
 * The signed-in buyer's prices for some products: their membership read now (strongly consistent,
 * as the cart does), then their company beside the products' facts, then the running list's header
 * and those products' SKU entries in one BatchGetItem (never a whole list): three round trips in
 * turn, not four. Guests never get here; consumers (no membership: one read, no product read),
 * removed buyers and members of a company that is not approved get nothing: the list prices stand.
 */
import type { BuyerPrice } from '../../core/pricing/buyer-price-view.js';
import { toBuyerPrices } from '../../core/pricing/buyer-prices.js';
import { getCompanyPriceListId } from '../../core/pricing/price-lists.js';
import { getCartProducts } from '../../data/carts.js';
import { getCompany, getMembership } from '../../data/companies.js';
import { withPriceListTerms } from '../../data/price-lists.js';

export async function getBuyerPrices(userId: string, productIds: readonly string[]): Promise<BuyerPrice[]> {
  const member = await getMembership(userId);
  if (!member) return [];
  const [company, products] = await Promise.all([
    getCompany(member.company_id),
    getCartProducts([...new Set(productIds)]),
  ]);
  const listId = getCompanyPriceListId(company);
  if (!listId) return [];
  return toBuyerPrices((await withPriceListTerms(listId, products)).values());
}

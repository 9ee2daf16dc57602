/**
 * The signed-in buyer's prices for some products (a catalogue page's), reading two small items once
 * warm: their membership (strongly consistent, as the cart reads it), then their list's header.
 *
 * - The products' list price, SKU, brand and category come from this container's warm catalogue
 *   (the same cards the page was drawn from, at most `CATALOGUE_FRESHNESS.checkIntervalMs` behind
 *   the table); a product the cards do not hold yet (added within that interval) is read from the
 *   table. The cart and checkout read every product's stored price again.
 * - The list's entries come from this container's copy when the list's header says it is current
 *   (`kept-price-lists.ts`): read in the header's BatchGetItem only for SKUs the copy lacks, so a
 *   staff change shows on the next call and no request reads a whole list.
 * - The company's price list: `company-list-id.ts` (kept a few seconds). The membership is never
 *   kept: a buyer removed from a company gets nothing on the very next call.
 *
 * Guests never get here; consumers get nothing.
 */
import type { BuyerPrice } from '../../core/pricing/buyer-price-view.js';
import { toBuyerPrices } from '../../core/pricing/buyer-prices.js';
import type { CartProductFacts } from '../../core/cart/cart.js';
import type { CardSource } from '../../core/catalogue/product-card.js';
import { getCartProductFacts } from '../../data/cart-products.js';
import { getCatalogue } from '../../data/catalogue-cache.js';
import { getMembership } from '../../data/companies.js';
import { withKeptPriceListTerms } from '../../data/kept-price-lists.js';
import { getCompanyListId } from './company-list-id.js';

/** What pricing reads of a product: a card or a product's cart facts both hold it. */
type PricedFacts = Pick<
  CardSource | CartProductFacts,
  'id' | 'sku' | 'selling_price' | 'is_active' | 'brand_id' | 'category_id'
>;

/** The products' pricing facts: from the warm catalogue's cards, the ones it lacks from the table. */
async function getPricingFacts(productIds: readonly string[]): Promise<Map<string, PricedFacts>> {
  const { index } = await getCatalogue();
  const facts = new Map<string, PricedFacts>();
  const missing: string[] = [];
  for (const id of new Set(productIds)) {
    const card = index.get(id);
    if (card) facts.set(id, card);
    else missing.push(id);
  }
  if (missing.length > 0) {
    for (const product of await getCartProductFacts(missing)) facts.set(product.id, product);
  }
  return facts;
}

export async function getBuyerPrices(userId: string, productIds: readonly string[]): Promise<BuyerPrice[]> {
  const [member, products] = await Promise.all([getMembership(userId), getPricingFacts(productIds)]);
  if (!member) return [];
  const listId = await getCompanyListId(member.company_id);
  if (!listId) return [];
  return toBuyerPrices((await withKeptPriceListTerms(listId, products)).values());
}

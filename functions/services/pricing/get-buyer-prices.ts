/**
 * The signed-in buyer's prices for some products (a catalogue page's or a shelf's), at the same
 * prices as their catalogue answer (`buyer-catalogue-pricing.ts`: the membership, strongly
 * consistent and never kept, with the list's header beside it; the company's list id kept a few
 * seconds; the list's entries kept whole per version by this container, so a staff change shows on
 * the next call and no request reads a whole list).
 *
 * The products' list price, SKU, brand and category come from this container's warm catalogue (the
 * same cards the page was drawn from, at most `CATALOGUE_FRESHNESS.checkIntervalMs` behind the
 * table); a product the cards do not hold yet (added within that interval) is read from the table.
 * The cart and checkout read every product's stored price again.
 *
 * Guests never get here; consumers get nothing.
 */
import type { BuyerPrice } from '../../core/pricing/buyer-price-view.js';
import { getCartProductFacts } from '../../data/cart-products.js';
import { getCatalogue } from '../../data/catalogue-cache.js';
import { getBuyerCataloguePricing, type PricedProduct } from './buyer-catalogue-pricing.js';

/** The products' pricing facts: from the warm catalogue's cards, the ones it lacks from the table. */
async function getPricingFacts(productIds: readonly string[]): Promise<PricedProduct[]> {
  const { index } = await getCatalogue();
  const facts: PricedProduct[] = [];
  const missing: string[] = [];
  for (const id of new Set(productIds)) {
    const card = index.get(id);
    if (card) facts.push(card);
    else missing.push(id);
  }
  if (missing.length > 0) facts.push(...(await getCartProductFacts(missing)));
  return facts;
}

export async function getBuyerPrices(userId: string, productIds: readonly string[]): Promise<BuyerPrice[]> {
  const [pricing, products] = await Promise.all([
    getBuyerCataloguePricing(userId),
    getPricingFacts(productIds),
  ]);
  return pricing?.pricesOf(products) ?? [];
}

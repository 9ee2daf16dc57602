/**
 * A business buyer's prices for the products a catalogue page shows (issue 29): at quantity 1, with
 * the list price beside it and, when the buyer's price list has quantity breaks for the product, the
 * whole break table as the shop shows it (1-4, 5-9, 10+): the body and answer of `POST /api/me/prices`
 * (the answer's shape is `buyer-price-view.ts`, which the web app's overlay reads); the public
 * catalogue routes stay list prices, shared and cached.
 */
import * as z from 'zod';
import { BUYER_PRICES_MAX_PRODUCTS, type BuyerPrice, type BuyerPriceTier } from './buyer-price-view.js';
import { getUnitPrice, type PriceTerms } from './price-lists.js';

export const buyerPricesBodySchema = z.object({
  product_ids: z
    .array(z.string().trim().min(1, 'must not be empty').max(100, 'must be at most 100 characters'))
    .min(1, 'must name at least one product')
    .max(BUYER_PRICES_MAX_PRODUCTS, `must name at most ${BUYER_PRICES_MAX_PRODUCTS} products`),
});

/**
 * The break table as shown: every quantity from 1 up covered, the quantities before the first break
 * (and between breaks) at the price without a break; each row priced by {@link getUnitPrice}, so the
 * table says exactly what the cart charges.
 */
function toTiers(listPrice: number, terms: PriceTerms): BuyerPriceTier[] {
  if (terms.breaks.length === 0) return [];
  const ranges: { min_quantity: number; max_quantity: number | null }[] = [];
  let next = 1;
  for (const tier of [...terms.breaks].sort((a, b) => a.min_quantity - b.min_quantity)) {
    if (tier.min_quantity > next) ranges.push({ min_quantity: next, max_quantity: tier.min_quantity - 1 });
    ranges.push({ min_quantity: tier.min_quantity, max_quantity: tier.max_quantity });
    if (tier.max_quantity === null) break;
    next = tier.max_quantity + 1;
  }
  const last = ranges.at(-1)!;
  if (last.max_quantity !== null) ranges.push({ min_quantity: last.max_quantity + 1, max_quantity: null });
  return ranges.map((range) => ({
    ...range,
    unit_price: getUnitPrice(listPrice, range.min_quantity, terms),
  }));
}

/**
 * The buyer's prices of the products their list says something of (active products only); a
 * product it says nothing of is left out: its list price stands.
 */
export function toBuyerPrices(
  products: Iterable<{ id: string; selling_price: number; is_active: boolean; price_terms?: PriceTerms }>,
): BuyerPrice[] {
  const prices: BuyerPrice[] = [];
  for (const product of products) {
    const terms = product.price_terms;
    if (!terms || !product.is_active) continue;
    prices.push({
      product_id: product.id,
      price: getUnitPrice(product.selling_price, 1, terms),
      list_price: product.selling_price,
      tiers: toTiers(product.selling_price, terms),
    });
  }
  return prices;
}

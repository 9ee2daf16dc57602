/**
 * The product page's related products: what a shopper comparing this product would look at next.
 * Same category and brand first (another size or model of the same line), then the same category
 * (the alternatives), then the same brand (accessories of the line). Within each, what can be bought
 * comes before what is sold out, and the nearest price before the farthest, so a J$200,000 laptop
 * is not answered with a J$2,000 one.
 */
import type { CardSource } from './product-card.js';
import { getStockStatus } from './stock-status.js';

type RelatedTo = Pick<CardSource, 'id' | 'brand_id' | 'category_id' | 'selling_price'>;

/** 0 for the same category and brand, 1 for the category, 2 for the brand; undefined: unrelated. */
function tierOf(product: RelatedTo, other: CardSource): number | undefined {
  const sameCategory = product.category_id !== null && other.category_id === product.category_id;
  const sameBrand = product.brand_id !== null && other.brand_id === product.brand_id;
  if (sameCategory && sameBrand) return 0;
  if (sameCategory) return 1;
  if (sameBrand) return 2;
  return undefined;
}

export function findRelatedProducts(
  product: RelatedTo,
  candidates: Iterable<CardSource>,
  limit: number,
): CardSource[] {
  const ranked: { source: CardSource; tier: number; soldOut: boolean; distance: number }[] = [];
  for (const other of candidates) {
    if (other.id === product.id || !other.is_active) continue;
    const tier = tierOf(product, other);
    if (tier === undefined) continue;
    ranked.push({
      source: other,
      tier,
      soldOut: getStockStatus(other) === 'out-of-stock',
      distance: Math.abs(other.selling_price - product.selling_price),
    });
  }
  ranked.sort(
    (a, b) =>
      a.tier - b.tier ||
      Number(a.soldOut) - Number(b.soldOut) ||
      a.distance - b.distance ||
      a.source.name.localeCompare(b.source.name),
  );
  return ranked.slice(0, limit).map((entry) => entry.source);
}

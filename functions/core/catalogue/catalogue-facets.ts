/**
 * The catalogue's facets: brand (several at once), price range in JMD, in stock only, and deals.
 * Each facet's counts come from the current result filtered by every other facet, so a shopper who
 * picked HP still sees how many Lenovo products the rest of the filters would add.
 */
import { isOnSale } from './pricing.js';
import type { CardSource } from './product-card.js';
import { getStockStatus } from './stock-status.js';

export interface FacetSelection {
  /** Brand slugs; a product of any of them matches. */
  brands: readonly string[];
  minPrice?: number;
  maxPrice?: number;
  inStock: boolean;
  deals: boolean;
}

export interface BrandFacet {
  slug: string;
  name: string;
  count: number;
}

export interface CatalogueFacets {
  /** Brands of the result, by name; a selected brand stays listed with 0 when nothing is left. */
  brands: BrandFacet[];
  /**
   * Lowest and highest price of the result without the price filter (the caller's price: a business
   * buyer's from their price list, else the selling price); null when empty.
   */
  price: { min: number; max: number } | null;
  /** Products that are not out of stock. */
  in_stock: number;
  /** Products on sale ({@link isOnSale}: the ones with an OFF badge). */
  deals: number;
}

export const isInStock = (product: CardSource) => getStockStatus(product) !== 'out-of-stock';

/** A product's price to whoever asks: the selling price, or a business buyer's from their list. */
export type PriceOf = (product: CardSource) => number;

export const sellingPriceOf: PriceOf = (product) => product.selling_price;

/**
 * Filters `products` (already ordered) by the selection and counts the facets of the result. One
 * pass: each product is checked against each facet once. The price filter and range read `priceOf`.
 */
export function applyFacets(
  products: readonly CardSource[],
  selection: FacetSelection,
  brandOf: (product: CardSource) => { slug: string; name: string } | undefined,
  priceOf: PriceOf = sellingPriceOf,
): { matching: CardSource[]; facets: CatalogueFacets } {
  const wanted = new Set(selection.brands);
  const matching: CardSource[] = [];
  const brandCounts = new Map<string, BrandFacet>();
  let min = Number.POSITIVE_INFINITY;
  let max = Number.NEGATIVE_INFINITY;
  let inStockCount = 0;
  let dealsCount = 0;
  for (const product of products) {
    const brand = brandOf(product);
    const inStock = isInStock(product);
    const deal = isOnSale(product);
    const price = priceOf(product);
    const brandOk = wanted.size === 0 || (brand !== undefined && wanted.has(brand.slug));
    const priceOk =
      (selection.minPrice === undefined || price >= selection.minPrice) &&
      (selection.maxPrice === undefined || price <= selection.maxPrice);
    const stockOk = !selection.inStock || inStock;
    const dealOk = !selection.deals || deal;
    if (brandOk && priceOk && stockOk && dealOk) matching.push(product);
    if (brand && priceOk && stockOk && dealOk) {
      const facet = brandCounts.get(brand.slug);
      if (facet) facet.count += 1;
      else brandCounts.set(brand.slug, { slug: brand.slug, name: brand.name, count: 1 });
    }
    if (brandOk && stockOk && dealOk) {
      min = Math.min(min, price);
      max = Math.max(max, price);
    }
    if (brandOk && priceOk && dealOk && inStock) inStockCount += 1;
    if (brandOk && priceOk && stockOk && deal) dealsCount += 1;
  }
  return {
    matching,
    facets: {
      brands: [...brandCounts.values()].sort((a, b) => a.name.localeCompare(b.name, 'en')),
      price: min <= max ? { min, max } : null,
      in_stock: inStockCount,
      deals: dealsCount,
    },
  };
}

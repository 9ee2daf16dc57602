/**
 * What `POST /api/me/prices` answers of a business buyer's price, read by the web app's lazy price
 * overlay too (this module imports nothing, so the overlay carries no rules or schemas).
 */

/** The most products one request prices: a catalogue page and its shelves. */
export const BUYER_PRICES_MAX_PRODUCTS = 60;

/** One row of a product's break table: `unit_price` from `min_quantity` to `max_quantity` (null: and more). */
export interface BuyerPriceTier {
  min_quantity: number;
  max_quantity: number | null;
  unit_price: number;
}

/** What the buyer pays for one product, beside its list price. */
export interface BuyerPrice {
  product_id: string;
  /** One unit's price at quantity 1. */
  price: number;
  list_price: number;
  /** Empty when the list has no breaks for the product. */
  tiers: BuyerPriceTier[];
}

/**
 * One unit's price at `quantity` as the table shows it (the row covering the quantity; no table: the
 * price at 1), so the product page's Add to Cart total says what the cart will charge. The rows come
 * from the server's `getUnitPrice`, which stays the rule; this only reads them.
 */
export function getBuyerUnitPrice(price: BuyerPrice, quantity: number): number {
  const row = price.tiers.find(
    (tier) => quantity >= tier.min_quantity && (tier.max_quantity === null || quantity <= tier.max_quantity),
  );
  return row?.unit_price ?? price.price;
}

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

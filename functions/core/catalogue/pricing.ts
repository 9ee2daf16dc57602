/** Price rules of the spec's validation rules: the discount badge and the admin markup. */

/**
 * Whole percent off, when the base price is above the selling price by at least half a percent (the
 * badge shows "1% OFF" or more, never "0% OFF"); otherwise null.
 */
export function getDiscountPercent(basePrice: number, sellingPrice: number): number | null {
  if (!(basePrice > sellingPrice) || basePrice <= 0) return null;
  const percent = Math.round(((basePrice - sellingPrice) / basePrice) * 100);
  return percent > 0 ? percent : null;
}

/**
 * The one definition of "on sale": the product shows a "N% OFF" badge, its selling price below its
 * base price ({@link getDiscountPercent}). The "Deals only" filter and its count, the deals pages of
 * the DEALS menu (All Deals, Flash Deals, Clearance, the gaming sale) and the card and product page
 * badges all read it, so a product with a badge is a deal and a deal always has a badge. A
 * product's `deal_type` and `on_sale` flags only say which deals page lists it.
 */
export function isOnSale(product: { base_price: number; selling_price: number }): boolean {
  return getDiscountPercent(product.base_price, product.selling_price) !== null;
}

/** markup_percentage = (selling - base) / base * 100, or 0 when the base price is 0. */
export function getMarkupPercentage(basePrice: number, sellingPrice: number): number {
  if (basePrice === 0) return 0;
  return ((sellingPrice - basePrice) / basePrice) * 100;
}

/** Price rules: the discount badge (the shop's) and the admin markup (over cost, not the shop's base). */

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

/**
 * markup_percentage = (selling - cost) / cost * 100: what the selling price adds to what the product
 * cost the shop. `null` when there is no cost (0): no markup can be said. The admin form, the admin
 * API and the pricing rules all read this one function.
 */
export function getMarkupPercentage(costPrice: number, sellingPrice: number): number | null {
  if (!(costPrice > 0)) return null;
  return ((sellingPrice - costPrice) / costPrice) * 100;
}

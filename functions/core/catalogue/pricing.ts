/** Price rules of the spec's validation rules: the discount badge and the admin markup. */

/** Whole percent off, shown only when the base price is above the selling price; otherwise null. */
export function getDiscountPercent(basePrice: number, sellingPrice: number): number | null {
  if (!(basePrice > sellingPrice) || basePrice <= 0) return null;
  return Math.round(((basePrice - sellingPrice) / basePrice) * 100);
}

/** markup_percentage = (selling - base) / base * 100, or 0 when the base price is 0. */
export function getMarkupPercentage(basePrice: number, sellingPrice: number): number {
  if (basePrice === 0) return 0;
  return ((sellingPrice - basePrice) / basePrice) * 100;
}

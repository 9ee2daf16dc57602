/** The cart and the quantity selector of the product detail page. */
export const CART = {
  /** An update below this quantity is ignored. */
  minQuantity: 1,
  /** Smallest quantity of one add on the detail page. */
  minQuantityPerAdd: 1,
  /** Largest quantity of one add on the detail page. */
  maxQuantityPerAdd: 10,
} as const;

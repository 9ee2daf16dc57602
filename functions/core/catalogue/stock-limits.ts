/** Stock levels. */
export const STOCK = {
  /** A product is low on stock at or below this quantity unless it sets its own threshold. */
  defaultLowStockThreshold: 10,
  /** Stock never goes below zero; a quick update that would is ignored. */
  minQuantity: 0,
} as const;

/** Stock levels. */
export const STOCK = {
  /** A product is low on stock at or below this quantity unless it sets its own threshold. */
  defaultLowStockThreshold: 10,
} as const;

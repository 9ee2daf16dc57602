/** Stock status rules of the stock states, shared by the API, the shop and the admin screens. */
import { STOCK } from './stock-limits.js';
import { STOCK_STATUSES, type StockStatus } from './catalogue-values.js';

export interface StockFields {
  stock_quantity: number;
  low_stock_threshold?: number | null;
  stock_status?: string | null;
}

/** Labels the shop shows for each status. */
export const STOCK_LABELS: Record<StockStatus, string> = {
  'in-stock': 'In Stock',
  'low-stock': 'Low Stock',
  'out-of-stock': 'Out of Stock',
  'to-order': 'Available to order',
};

/** Admin screens derive the status from the quantity alone: 0 is out, at or below the threshold is low. */
export function getQuantityStockStatus(product: StockFields): StockStatus {
  const threshold = product.low_stock_threshold ?? STOCK.defaultLowStockThreshold;
  if (product.stock_quantity <= 0) return 'out-of-stock';
  if (product.stock_quantity <= threshold) return 'low-stock';
  return 'in-stock';
}

/** Public views honour a stored `stock_status` when present, else derive it from the quantity. */
export function getStockStatus(product: StockFields): StockStatus {
  if (product.stock_status) return normaliseStockStatus(product.stock_status);
  return getQuantityStockStatus(product);
}

/** Public detail treats any unknown stored value as in stock. */
export function normaliseStockStatus(value: string): StockStatus {
  return (STOCK_STATUSES as readonly string[]).includes(value) ? (value as StockStatus) : 'in-stock';
}

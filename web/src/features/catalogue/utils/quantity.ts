/**
 * The detail page's quantity selector: whole numbers from 1 to 10 per add, and never more than the
 * units in stock.
 */
import { CART } from '@core/constants';

/** The most one add may ask for: 10, or the units left when fewer (at least 1, so the box stays valid). */
export function getMaxQuantityPerAdd(stockQuantity: number): number {
  const inStock = Number.isFinite(stockQuantity) ? Math.trunc(stockQuantity) : CART.maxQuantityPerAdd;
  return Math.max(CART.minQuantityPerAdd, Math.min(CART.maxQuantityPerAdd, inStock));
}

/** Keeps a typed or stepped quantity within 1..max (10 unless stock says less); unreadable becomes 1. */
export function clampQuantityPerAdd(value: number, max: number = CART.maxQuantityPerAdd): number {
  if (!Number.isFinite(value)) return CART.minQuantityPerAdd;
  return Math.min(max, Math.max(CART.minQuantityPerAdd, Math.trunc(value)));
}

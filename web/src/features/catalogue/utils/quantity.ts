/**
 * The detail page's quantity selector: whole numbers from 1 to 10 per add, and never more than the
 * units in stock.
 */
import { CART } from '@core/cart/cart-limits';

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

/** Why a typed quantity changed on leaving the box or on Add (the message under the box says it). */
export type QuantityAdjustment = 'most-per-add' | 'most-in-stock' | 'least';

/**
 * Reads what was typed in the quantity box: the quantity one add will ask for (within 1..max) and,
 * when that differs from what was typed, why. A blank or unreadable box is 1, said as the least.
 */
export function readTypedQuantity(
  typed: string,
  max: number,
): { quantity: number; adjustment?: QuantityAdjustment } {
  const value = typed.trim() === '' ? Number.NaN : Number(typed);
  const quantity = clampQuantityPerAdd(value, max);
  if (!Number.isFinite(value) || value < CART.minQuantityPerAdd) return { quantity, adjustment: 'least' };
  if (value > max) {
    return { quantity, adjustment: max < CART.maxQuantityPerAdd ? 'most-in-stock' : 'most-per-add' };
  }
  return { quantity };
}

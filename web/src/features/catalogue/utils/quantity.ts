/**
 * The detail page's quantity selector: whole numbers from 1 to 10 per add (the spec's validation rules and
 * business constants).
 */
import { CART } from '@core/constants';

/** Keeps a typed or stepped quantity within 1..10; anything unreadable becomes 1. */
export function clampQuantityPerAdd(value: number): number {
  if (!Number.isFinite(value)) return CART.minQuantityPerAdd;
  return Math.min(CART.maxQuantityPerAdd, Math.max(CART.minQuantityPerAdd, Math.trunc(value)));
}

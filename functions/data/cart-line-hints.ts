/**
 * Which products each recently seen cart held, remembered by this container so the next request for
 * that cart can read the cart and its lines' products in one BatchGetItem instead of two round trips
 * in a row. Only ids are kept, never prices or stock: every fact shown is still read from the table
 * in the request. A wrong or missing hint costs one extra read, nothing else.
 */
import type { CartOwner } from '../core/cart/cart.js';

/** Carts remembered per container; the least recently used is forgotten first (a few hundred KB). */
const MAX_REMEMBERED_CARTS = 5_000;

const hints = new Map<string, readonly string[]>();

function ownerKey(owner: CartOwner): string {
  return owner.kind === 'user' ? `user#${owner.userId}` : `guest#${owner.sessionId}`;
}

/** The product ids the owner's cart held when this container last read or wrote it. */
export function recallCartProductIds(owner: CartOwner): readonly string[] {
  return hints.get(ownerKey(owner)) ?? [];
}

export function rememberCartProductIds(owner: CartOwner, productIds: readonly string[]): void {
  const key = ownerKey(owner);
  hints.delete(key);
  if (productIds.length === 0) return;
  hints.set(key, productIds);
  if (hints.size > MAX_REMEMBERED_CARTS) hints.delete(hints.keys().next().value!);
}

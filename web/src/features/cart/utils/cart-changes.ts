/**
 * What a cart change looks like before the server answers: the screens show it at once (an
 * optimistic update) and the server's answer, or the previous cart on failure, replaces it.
 */
import type { CartView } from '@core/cart/cart';

export type CartChange =
  | { kind: 'add'; productId: string; quantity: number }
  | { kind: 'set'; productId: string; quantity: number }
  | { kind: 'remove'; productId: string }
  | { kind: 'clear' };

/** Cart total items: the sum of the quantities. */
export function getItemCount(lines: readonly { quantity: number }[]): number {
  return lines.reduce((sum, line) => sum + line.quantity, 0);
}

/** Whether an identity change should merge the guest cart first: a guest has just signed in. */
export function shouldMergeGuestCart(wasGuest: boolean, signedIn: boolean): boolean {
  return wasGuest && signedIn;
}

function withLines(cart: CartView, lines: CartView['lines']): CartView {
  return {
    lines,
    item_count: getItemCount(lines),
    subtotal: lines.reduce((sum, line) => sum + line.line_total, 0),
  };
}

/**
 * The cart as it will probably be after `change`. Quantities stay within the line's stock (the
 * server caps the same way and says so); a quantity below 1 changes nothing; adding a product that
 * has no line yet waits for the server, which knows its name and price.
 */
export function applyCartChange(cart: CartView, change: CartChange): CartView {
  if (change.kind === 'clear') return withLines(cart, []);
  if (change.kind === 'remove') {
    return withLines(
      cart,
      cart.lines.filter((line) => line.product_id !== change.productId),
    );
  }
  const lines = cart.lines.map((line) => {
    if (line.product_id !== change.productId) return line;
    const wanted = change.kind === 'add' ? line.quantity + change.quantity : change.quantity;
    if (wanted < 1) return line;
    const quantity = Math.min(wanted, Math.max(line.stock_quantity, 1));
    return { ...line, quantity, line_total: line.price * quantity };
  });
  return withLines(cart, lines);
}

/** Lines whose stock no longer covers the quantity in the cart (sold out or sold down since added). */
export function findShortLines<T extends { quantity: number; stock_quantity: number }>(
  lines: readonly T[],
): T[] {
  return lines.filter((line) => line.stock_quantity < line.quantity);
}

/** A typed quantity: a whole number of at least 1, or undefined (the field goes back, nothing is sent). */
export function parseTypedQuantity(text: string): number | undefined {
  if (!/^\s*\d+\s*$/.test(text)) return undefined;
  const value = Number(text);
  return value >= 1 ? value : undefined;
}

/** A line of an order summary as the shopper saw it. */
export interface SummaryLine {
  id: string;
  product_id: string;
  name: string;
  price: number;
  quantity: number;
  line_total: number;
}

/** The summary's copy of the cart's lines (only what the summary shows). */
export function toSummaryLines(lines: readonly SummaryLine[]): SummaryLine[] {
  return lines.map(({ id, product_id, name, price, quantity, line_total }) => ({
    id,
    product_id,
    name,
    price,
    quantity,
    line_total,
  }));
}

/** What differs between the lines a shopper saw and the cart as it is now. */
export type CartLineChange =
  | { kind: 'added'; name: string; quantity: number }
  | { kind: 'removed'; name: string; quantity: number }
  | { kind: 'quantity'; name: string; from: number; to: number }
  | { kind: 'price'; name: string; from: number; to: number };

/** Each line added, removed, or with another quantity or price since `seen`, in the cart's order. */
export function diffCartLines(seen: readonly SummaryLine[], now: readonly SummaryLine[]): CartLineChange[] {
  const before = new Map(seen.map((line) => [line.product_id, line]));
  const after = new Set(now.map((line) => line.product_id));
  const changes: CartLineChange[] = [];
  for (const line of now) {
    const was = before.get(line.product_id);
    if (!was) {
      changes.push({ kind: 'added', name: line.name, quantity: line.quantity });
      continue;
    }
    if (was.quantity !== line.quantity) {
      changes.push({ kind: 'quantity', name: line.name, from: was.quantity, to: line.quantity });
    }
    if (was.price !== line.price) {
      changes.push({ kind: 'price', name: line.name, from: was.price, to: line.price });
    }
  }
  for (const line of seen) {
    if (!after.has(line.product_id)) {
      changes.push({ kind: 'removed', name: line.name, quantity: line.quantity });
    }
  }
  return changes;
}

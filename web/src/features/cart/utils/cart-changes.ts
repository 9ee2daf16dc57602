/**
 * What a cart change looks like before the server answers: the screens show it at once (an
 * optimistic update) and the server's answer, or the previous cart on failure, replaces it.
 */
import type { CartView } from '@core/cart/cart';
import { capLineQuantity } from '@core/cart/line-quantity';

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
    const quantity = capLineQuantity(wanted, Math.max(line.max_quantity, 1));
    return { ...line, quantity, line_total: line.price * quantity };
  });
  return withLines(cart, lines);
}

/** A typed quantity: a whole number of at least 1, or undefined (the field goes back, nothing is sent). */
export function parseTypedQuantity(text: string): number | undefined {
  if (!/^\s*\d+\s*$/.test(text)) return undefined;
  const value = Number(text);
  return value >= 1 ? value : undefined;
}

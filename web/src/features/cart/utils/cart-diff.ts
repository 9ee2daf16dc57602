/**
 * What changed in the cart since the shopper confirmed its summary (another tab, a price change):
 * used by the checkout's payment step alone, so it stays out of the first load.
 */
/** A line of an order summary as the shopper saw it. */
export interface SummaryLine {
  id: string;
  product_id: string;
  name: string;
  price: number;
  quantity: number;
  line_total: number;
  /** A line sold to order: its wait. */
  back_order_wait?: string;
}

/** The summary's copy of the cart's lines (only what the summary shows). */
export function toSummaryLines(lines: readonly SummaryLine[]): SummaryLine[] {
  return lines.map(({ id, product_id, name, price, quantity, line_total, back_order_wait }) => ({
    id,
    product_id,
    name,
    price,
    quantity,
    line_total,
    ...(back_order_wait ? { back_order_wait } : {}),
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

/**
 * How much of a product one cart line may hold. The server caps every change by these rules, and
 * the shop's screens show a change with the same ones before the server answers. No imports, so
 * the web app's first load can use it.
 */

/** A wanted quantity capped at the line's ceiling (its stock or back-order allowance, within the per-line limit). */
export function capLineQuantity(wanted: number, ceiling: number): number {
  return Math.min(wanted, ceiling);
}

/** Whether a line's stock (or back-order allowance) no longer covers its quantity: sold out or sold down since added. */
export function isShortLine(line: { quantity: number; max_quantity: number }): boolean {
  return line.max_quantity < line.quantity;
}

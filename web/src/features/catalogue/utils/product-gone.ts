/**
 * A link to a product the shop no longer has lands on the catalogue, which says so: the product
 * page redirects with this history state, and the catalogue reads it (a later filter drops it).
 */
export const productGoneState = { productGone: true } as const;

export function isProductGoneState(state: unknown): boolean {
  return typeof state === 'object' && state !== null && 'productGone' in state && state.productGone === true;
}

/**
 * An e-mail address as the shop keeps and compares it: trimmed and lowercased. Addresses are
 * case-insensitive everywhere (sign-in, sign-up, reset, orders, track-order, enquiries), locally as
 * in AWS, so "Customer@Storefront.local" and "customer@storefront.local" are one address. Every
 * schema that takes an address and the web's auth calls go through this. Kept apart from the
 * schemas so the web's auth wrapper imports it without zod.
 */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

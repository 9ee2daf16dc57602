/**
 * Cognito groups of the shop. Kept in one place for the pool, the tokens and the checks.
 */
export const GROUPS = ['customer', 'moderator', 'accountant', 'admin', 'super_admin'] as const;
export type Group = (typeof GROUPS)[number];

/** Groups allowed on admin API routes. The scraper and admin login need `admin` specifically. */
export const ADMIN_ROUTE_GROUPS: readonly Group[] = ['admin', 'super_admin'];

/**
 * Groups allowed on staff routes (the Inbox): the admin groups and moderators, who answer the shop's
 * enquiries but may not touch the catalogue, users or orders.
 */
export const STAFF_ROUTE_GROUPS: readonly Group[] = ['moderator', ...ADMIN_ROUTE_GROUPS];

/**
 * Groups allowed on report routes (reports, and reading orders and their invoices): the admin groups
 * and accountants, who read the figures and may change nothing.
 */
export const REPORT_ROUTE_GROUPS: readonly Group[] = ['accountant', ...ADMIN_ROUTE_GROUPS];

/** Reads the `cognito:groups` claim, which API Gateway passes as a string like `[admin customer]`. */
export function parseGroupsClaim(claim: unknown): string[] {
  if (Array.isArray(claim)) return claim.map(String);
  if (typeof claim !== 'string' || claim.trim() === '') return [];
  return claim
    .replace(/^\[|\]$/g, '')
    .split(/[\s,]+/)
    .map((g) => g.trim())
    .filter(Boolean);
}

/** True when the caller holds at least one of the groups. */
export function hasAnyGroup(groups: readonly string[], allowed: readonly string[]): boolean {
  return groups.some((g) => allowed.includes(g));
}

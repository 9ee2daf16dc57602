/** Which groups open which staff pages. */
import { ADMIN_ROUTE_GROUPS, REPORT_ROUTE_GROUPS, STAFF_ROUTE_GROUPS } from '@core/auth/groups';

/** The admin login page and the dashboard route admit staff; moderators see the inbox only. */
export const INBOX_GROUPS: readonly string[] = STAFF_ROUTE_GROUPS;
/** The dashboard: admin or super_admin. */
export const DASHBOARD_GROUPS: readonly string[] = ADMIN_ROUTE_GROUPS;
/** The reports page: the admin groups and accountants. */
export const REPORT_GROUPS: readonly string[] = REPORT_ROUTE_GROUPS;
/** The dashboard route admits every staff group and accountants (who get their own dashboard). */
export const ADMIN_AREA_GROUPS: readonly string[] = [...new Set([...INBOX_GROUPS, ...REPORT_GROUPS])];
/** The scraper page: admin only. */
export const SCRAPER_GROUPS: readonly string[] = ['admin'];

/** True when the user holds at least one of the groups. */
export function canOpen(groups: readonly string[], allowed: readonly string[]): boolean {
  return groups.some((group) => allowed.includes(group));
}

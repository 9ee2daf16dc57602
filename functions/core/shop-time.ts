/**
 * The shop's calendar: Jamaica's day (UTC-5 all year, no daylight saving). An invoice's date and a
 * report's day are the day in Kingston, not in UTC, so an order placed at 9 pm on the 31st belongs
 * to that month's GCT return.
 */

/** Jamaica keeps UTC-5 all year (no daylight saving): its day runs midnight to midnight there. */
const UTC_OFFSET_HOURS = -5;
const HOUR_MS = 60 * 60 * 1000;

/** The Jamaica calendar day (YYYY-MM-DD) of an instant given as an ISO string. */
export function toShopDay(iso: string): string {
  return new Date(Date.parse(iso) + UTC_OFFSET_HOURS * HOUR_MS).toISOString().slice(0, 10);
}

/**
 * The shop's calendar: Jamaica's day (UTC-5 all year, no daylight saving). An invoice's date and a
 * report's day are the day in Kingston, not in UTC, so an order placed at 9 pm on the 31st belongs
 * to that month's GCT return.
 */

/** Jamaica keeps UTC-5 all year (no daylight saving): its day runs midnight to midnight there. */
export const UTC_OFFSET_HOURS = -5;
const HOUR_MS = 60 * 60 * 1000;

/** The Jamaica calendar day (YYYY-MM-DD) of an instant given as an ISO string. */
export function toShopDay(iso: string): string {
  return new Date(Date.parse(iso) + UTC_OFFSET_HOURS * HOUR_MS).toISOString().slice(0, 10);
}

/**
 * The Jamaica day of `dayOrInstant`: a shop day (YYYY-MM-DD) as given, an instant (ISO) by Kingston's
 * clock, never UTC's date (at 9 pm in Kingston UTC's date is already tomorrow's).
 */
export function toShopDayOf(dayOrInstant: string): string {
  return dayOrInstant.length > 10 ? toShopDay(dayOrInstant) : dayOrInstant;
}

/** The instant (ISO, UTC) at which Jamaica's day `day` (YYYY-MM-DD) begins. */
export function shopDayStart(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) - UTC_OFFSET_HOURS * HOUR_MS).toISOString();
}

/** `-05:00`: Jamaica's offset as ISO 8601 writes it. */
const OFFSET_TEXT = `${UTC_OFFSET_HOURS < 0 ? '-' : '+'}${String(Math.abs(UTC_OFFSET_HOURS)).padStart(2, '0')}:00`;

/** An instant as ISO 8601 on Jamaica's clock, with its offset: `2026-11-30T21:05:09-05:00`. */
export function toShopTimestamp(iso: string): string {
  const local = new Date(Date.parse(iso) + UTC_OFFSET_HOURS * HOUR_MS).toISOString().slice(0, 19);
  return `${local}${OFFSET_TEXT}`;
}

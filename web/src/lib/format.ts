/**
 * How the shop writes numbers for people: prices in Jamaican dollars with no decimals (the spec's overview
 * and business constants). Every price on every screen goes through {@link formatPrice}, so the format
 * changes here only.
 */
import { CURRENCY } from '@core/constants';

const priceFormat = new Intl.NumberFormat(CURRENCY.locale, {
  style: 'currency',
  currency: CURRENCY.code,
  maximumFractionDigits: CURRENCY.fractionDigits,
});

/** A price in JMD as the shop shows it, e.g. `$28,895` (rounded to whole dollars). */
export function formatPrice(amount: number): string {
  return priceFormat.format(amount);
}

/** A specification key as the shop shows it: underscores become spaces (`display_size` → `display size`). */
export function formatSpecificationKey(key: string): string {
  return key.replaceAll('_', ' ').replace(/\s+/g, ' ').trim();
}

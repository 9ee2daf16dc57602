/**
 * How the shop writes prices for people: Jamaican dollars with no decimals (spec sections 1 and 9).
 * Every price on every screen and in every e-mail goes through {@link formatPrice}.
 */
import { CURRENCY } from './constants.js';

const priceFormat = new Intl.NumberFormat(CURRENCY.locale, {
  style: 'currency',
  currency: CURRENCY.code,
  maximumFractionDigits: CURRENCY.fractionDigits,
});

/** A price in JMD as the shop shows it, e.g. `$28,895` (rounded to whole dollars). */
export function formatPrice(amount: number): string {
  return priceFormat.format(amount);
}

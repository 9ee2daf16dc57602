/**
 * How the shop writes prices for people: Jamaican dollars with no decimals.
 * Every price on every screen and in every e-mail goes through {@link formatPrice}.
 */
import { CURRENCY } from './currency.js';

const priceFormat = new Intl.NumberFormat(CURRENCY.locale, {
  style: 'currency',
  currency: CURRENCY.code,
  maximumFractionDigits: CURRENCY.fractionDigits,
});

/**
 * A price in JMD as the shop shows it, e.g. `$28,895` (rounded to whole dollars). With `signed`, the
 * Jamaican dollar's own sign, `J$10,000`: for an amount written into a sentence (a promise such as
 * "Free shipping over J$10,000"), where a bare "$" could be read as US dollars.
 */
export function formatPrice(amount: number, options: { signed?: boolean } = {}): string {
  const text = priceFormat.format(amount);
  return options.signed ? text.replace('$', CURRENCY.sign) : text;
}

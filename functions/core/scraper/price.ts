/**
 * Reads prices as distributor stores print them: "J$ 12,500.00", "JMD 12500", "$12,500",
 * "12.500,00 JMD", "US$ 99.99", or a plain number from structured data. The number is kept in the
 * store's currency here; `toJmd` converts when the product is planned.
 */
import { INPUT_LIMITS } from '../security-limits.js';

export interface ParsedPrice {
  amount: number;
  /** ISO code when the text names one (J$ and JMD give JMD, US$ and USD give USD). */
  currency?: string;
}

const CURRENCY_MARKERS: readonly [RegExp, string][] = [
  [/\bJMD\b|J\$/i, 'JMD'],
  [/\bUSD\b|US\$/i, 'USD'],
  [/\bEUR\b|€/i, 'EUR'],
  [/\bGBP\b|£/i, 'GBP'],
  [/\bCAD\b|CA\$/i, 'CAD'],
  [/\bTTD\b|TT\$/i, 'TTD'],
];

/** A run of digits with optional thousands separators and decimals, e.g. `12,500.00` or `12.500,00`. */
const NUMBER = /\d[\d.,\s\u00a0']*/;

/** Turns the digits of a price into a number, deciding which of `.` and `,` is the decimal mark. */
function toAmount(raw: string): number | undefined {
  const text = raw.replace(/[\s\u00a0']/g, '').replace(/[.,]+$/, '');
  if (text === '') return undefined;
  const lastDot = text.lastIndexOf('.');
  const lastComma = text.lastIndexOf(',');
  let normalised: string;
  if (lastDot >= 0 && lastComma >= 0) {
    // Both marks: the later one is the decimal mark.
    const decimal = lastDot > lastComma ? '.' : ',';
    const thousands = decimal === '.' ? ',' : '.';
    normalised = text.split(thousands).join('').replace(decimal, '.');
  } else if (lastComma >= 0) {
    // Only commas: "12,500" groups thousands, "12,50" is a decimal comma.
    const groups = text.split(',');
    const decimalComma = groups.length === 2 && groups[1]!.length !== 3;
    normalised = decimalComma ? text.replace(',', '.') : groups.join('');
  } else if (lastDot >= 0) {
    const groups = text.split('.');
    // "12.500.000" or "12.500" in a European store; one dot with 1, 2 or 4+ decimals is a decimal point.
    const thousandsDots =
      groups.length > 2 || (groups.length === 2 && groups[1]!.length === 3 && groups[0] !== '0');
    normalised = thousandsDots && groups.slice(1).every((g) => g.length === 3) ? groups.join('') : text;
  } else {
    normalised = text;
  }
  const amount = Number(normalised);
  // Beyond the shop's highest price a figure is a misread (a phone number, a part number), not a price.
  return Number.isFinite(amount) && amount >= 0 && amount <= INPUT_LIMITS.maxMoney ? amount : undefined;
}

/**
 * Words a store prints instead of a price. Digits next to them are a phone number or a quote
 * reference, never a price.
 */
const ON_REQUEST =
  /\b(call|phone|ring|contact us|email us|enquire|inquire|ask)\b[^.]{0,20}\b(for|about)\b[^.]{0,10}\bpric|\b(request|get|ask for)\s+(a\s+)?(quote|quotation|price)|\bprice\s+(on|upon)\s+(request|application)|\bquote\s+(on\s+)?request|\bPOA\b|\bcall\s+(us\s+)?for\s+(a\s+)?quote/i;

/** Whether the text says the price is given on request ("Call for price: (876) 555-0142"). */
export function isPriceOnRequest(value: unknown): boolean {
  return typeof value === 'string' && ON_REQUEST.test(value);
}

/**
 * Parses a price; `undefined` when there is none ("Call for price", "Request a quote" even with a
 * phone number after it, empty). For a range ("J$ 1,000 - J$ 2,000") the first figure is taken.
 */
export function parsePrice(value: unknown): ParsedPrice | undefined {
  if (typeof value === 'number') {
    return Number.isFinite(value) && value >= 0 && value <= INPUT_LIMITS.maxMoney
      ? { amount: value }
      : undefined;
  }
  if (typeof value !== 'string') return undefined;
  const text = value.trim();
  if (isPriceOnRequest(text)) return undefined;
  const match = NUMBER.exec(text);
  if (!match) return undefined;
  const amount = toAmount(match[0]);
  if (amount === undefined) return undefined;
  const currency = CURRENCY_MARKERS.find(([pattern]) => pattern.test(text))?.[1];
  return currency ? { amount, currency } : { amount };
}

/** Rounds to cents, as the admin form stores prices (step 0.01). */
export function roundPrice(amount: number): number {
  return Math.round(amount * 100) / 100;
}

/**
 * The JMD figure of a store price: JMD (or no currency named) as is, USD at `usdRate` JMD per dollar.
 * `undefined` for another currency: the shop has no rate for it.
 */
export function toJmd(amount: number, currency: string | undefined, usdRate: number): number | undefined {
  const code = (currency ?? 'JMD').toUpperCase();
  if (code === 'JMD') return roundPrice(amount);
  if (code === 'USD') return roundPrice(amount * usdRate);
  return undefined;
}

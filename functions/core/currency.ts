/**
 * How prices are shown: Jamaican dollars, Jamaican English, no decimals. The price formatter, the
 * invoice, the link previews and the structured data read it from here.
 */
export const CURRENCY = {
  code: 'JMD',
  locale: 'en-JM',
  fractionDigits: 0,
  /** The Jamaican dollar's own sign, for amounts written into a sentence ("over J$10,000"). */
  sign: 'J$',
} as const;

/**
 * Whether an amount sent in JMD is a whole number of cents: the number a typed "2500.25" reads as.
 * A fraction of a cent (10.005) is not, nor is an amount too small to be a cent at all (1e-200), which
 * a check on the rounded cents alone lets through and the table cannot even store (below 1e-130).
 */
export const isWholeCents = (amount: number): boolean => Math.round(amount * 100) / 100 === amount;

/**
 * An amount in JMD as a form's box holds it, for a schema to read: a number when it is one
 * (thousands commas allowed, "500,000"), a blank as no amount (undefined), anything else as its
 * number (NaN for a word), which the schema refuses with its message.
 */
export const toTypedAmount = (value: unknown): unknown => {
  if (typeof value !== 'string') return value;
  const text = value.trim().replaceAll(',', '');
  return text === '' ? undefined : Number(text);
};

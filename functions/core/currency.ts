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

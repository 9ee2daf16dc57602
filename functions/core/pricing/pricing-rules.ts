/**
 * How an imported product's selling price is set from what the distributor charges: the store's
 * price is the shop's cost; a USD cost converts to JMD at the rate staff set; then a markup (a
 * brand rule, else a category rule, else the product's own markup, else the shop default) and a
 * rounding to the configured ending ("95" turns 12,340 into 12,395). Pure: the importer, the sync,
 * the preview and the admin screen all call these, so staff see the figures the shop charges.
 */
import * as z from 'zod';
import { PRICING } from './pricing-limits.js';
import { getMarkupPercentage } from '../catalogue/pricing.js';
import { SCRAPER_LIMITS } from '../scraper/scraper-limits.js';

/** Currencies the shop always knows how to price: its own, and USD at the rate staff set (or 160). */
export const PRICED_CURRENCIES = ['JMD', 'USD'] as const;

/** What staff choose for a store: take the currency the page prints, or force one. */
export const SOURCE_CURRENCIES = ['auto', ...PRICED_CURRENCIES] as const;
export type SourceCurrency = (typeof SOURCE_CURRENCIES)[number];

const percent = z.number().finite().min(PRICING.minMarkupPercent).max(PRICING.maxMarkupPercent);

const markupRule = z.object({ id: z.string().trim().min(1).max(200), markupPercent: percent });
export type MarkupRule = z.infer<typeof markupRule>;

/** The price ending: up to four digits ("95", "995", "00"); empty keeps the price to the cent. */
const priceEnding = z
  .string()
  .trim()
  .regex(/^\d{0,4}$/, 'must be up to four digits, e.g. 95');

/** Most currencies staff can set a rate for besides USD. */
const MAX_CURRENCY_RATES = 20;

/** An ISO 4217 code other than JMD and USD (those have their own place): "EUR", "GBP", "CAD". */
const otherCurrency = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{3}$/, 'must be a three-letter ISO currency code, e.g. EUR')
  .refine((code) => !(PRICED_CURRENCIES as readonly string[]).includes(code), {
    message: "JMD is the shop's own currency and USD has its own rate above",
  });
/** Jamaican dollars for one unit of the currency (a Kuwaiti dinar is about 510). */
const jmdPerUnit = z.number().finite().positive().max(PRICING.maxUsdToJmdRate);

const currencyRate = z.object({
  currency: otherCurrency,
  jmdPerUnit,
  /** When staff set this rate (ISO time). */
  setAt: z.iso.datetime(),
});
export type CurrencyRate = z.infer<typeof currencyRate>;

/** One rate a currency: a second row for the same code is refused, naming it. */
function uniqueCurrencies(rates: readonly { currency: string }[], context: z.RefinementCtx): void {
  const seen = new Set<string>();
  rates.forEach((rate, index) => {
    if (seen.has(rate.currency)) {
      context.addIssue({
        code: 'custom',
        path: [index, 'currency'],
        message: `${rate.currency} is listed twice`,
      });
    }
    seen.add(rate.currency);
  });
}

/** The pricing settings as stored and as the admin screen edits them. */
export const pricingSettingsSchema = z.object({
  /** Jamaican dollars for one US dollar. */
  usdToJmdRate: z.number().finite().positive().max(PRICING.maxUsdToJmdRate),
  /** When staff set the rate (ISO time); absent while the shop default applies. */
  rateSetAt: z.iso.datetime().optional(),
  /** Staff-set rates of other currencies (EUR, GBP, CAD, ...), each with its date. */
  currencyRates: z.array(currencyRate).max(MAX_CURRENCY_RATES).default([]),
  defaultMarkupPercent: percent,
  priceEnding,
  brandMarkups: z.array(markupRule).max(PRICING.maxRules).default([]),
  categoryMarkups: z.array(markupRule).max(PRICING.maxRules).default([]),
});
export type PricingSettings = z.infer<typeof pricingSettingsSchema>;

/** Body of PUT /api/admin/pricing: the rates' dates are the server's, never the request's. */
export const pricingSettingsInputSchema = pricingSettingsSchema
  .omit({ rateSetAt: true })
  .extend({
    usdToJmdRate: z.coerce.number().finite().positive().max(PRICING.maxUsdToJmdRate),
    currencyRates: z
      // A rate's `setAt` sent back as read is dropped: its date is the server's.
      .array(z.object({ currency: otherCurrency, jmdPerUnit: z.coerce.number().pipe(jmdPerUnit) }))
      .max(MAX_CURRENCY_RATES)
      .superRefine(uniqueCurrencies)
      .default([]),
    defaultMarkupPercent: z.coerce.number().pipe(percent),
  })
  .strict();
export type PricingSettingsInput = z.input<typeof pricingSettingsInputSchema>;

export const DEFAULT_PRICING_SETTINGS: PricingSettings = {
  usdToJmdRate: SCRAPER_LIMITS.defaultUsdToJmdRate,
  currencyRates: [],
  defaultMarkupPercent: PRICING.defaultMarkupPercent,
  priceEnding: '',
  brandMarkups: [],
  categoryMarkups: [],
};

/** The settings to save: each rate's date is now when the rate changed (or is new), else the old one's. */
export function applyPricingInput(
  input: z.output<typeof pricingSettingsInputSchema>,
  previous: PricingSettings,
  now: string,
): PricingSettings {
  const rateChanged = input.usdToJmdRate !== previous.usdToJmdRate || previous.rateSetAt === undefined;
  const rateSetAt = rateChanged ? now : previous.rateSetAt;
  const currencyRates = input.currencyRates.map((rate): CurrencyRate => {
    const before = previous.currencyRates.find((old) => old.currency === rate.currency);
    return { ...rate, setAt: before && before.jmdPerUnit === rate.jmdPerUnit ? before.setAt : now };
  });
  return { ...input, currencyRates, ...(rateSetAt ? { rateSetAt } : {}) };
}

/** Jamaican dollars for one unit of `currency` under the settings; undefined when none is set up. */
function getJmdPerUnit(currency: string, settings: PricingSettings): number | undefined {
  if (currency === 'JMD') return 1;
  if (currency === 'USD') return settings.usdToJmdRate;
  return settings.currencyRates.find((rate) => rate.currency === currency)?.jmdPerUnit;
}

/**
 * The currency of a store's price: a forced one wins; else what the page printed when the shop can
 * price it (JMD, USD, or one staff set a rate for); else JMD (the shop's own currency). `undefined`
 * when the page names a currency without a rate (EUR before staff set one): no usable price.
 */
export function resolveCurrency(
  printed: string | undefined,
  setting: SourceCurrency = 'auto',
  settings: Pick<PricingSettings, 'currencyRates'> = { currencyRates: [] },
): string | undefined {
  if (setting !== 'auto') return setting;
  if (printed === undefined) return 'JMD';
  const code = printed.toUpperCase();
  if ((PRICED_CURRENCIES as readonly string[]).includes(code)) return code;
  return settings.currencyRates.some((rate) => rate.currency === code) ? code : undefined;
}

/**
 * Rounds a price up to the next amount that ends in `ending` (whole dollars): with "95",
 * 12,340 becomes 12,395 and 12,396 becomes 12,495. An empty ending rounds to the cent.
 */
export function roundToEnding(price: number, ending: string): number {
  if (ending === '') return Math.round(price * 100) / 100;
  const modulus = 10 ** ending.length;
  const tail = Number(ending);
  const whole = Math.ceil(Math.round(price * 100) / 100);
  const candidate = whole - (((whole % modulus) + modulus) % modulus) + tail;
  return candidate >= whole ? candidate : candidate + modulus;
}

export type MarkupSource = 'brand' | 'category' | 'product' | 'default';

export interface PriceInput {
  /** What the store charges, in its currency. */
  storePrice: number;
  /** JMD, USD or a currency with a staff-set rate (`resolveCurrency`). */
  currency: string;
  brandId: string | null;
  categoryId: string | null;
  /** The stored product's cost and selling price, when it exists: its own markup carries over. */
  existing?: { cost_price: number; selling_price: number };
}

/** Every figure staff see next to a priced product. */
export interface PriceBreakdown {
  storePrice: number;
  currency: string;
  /** JMD per unit of `currency` (1 for JMD). */
  rate: number;
  /** The cost in JMD, to the cent. */
  costJmd: number;
  markupPercent: number;
  markupSource: MarkupSource;
  sellingPrice: number;
}

function chooseMarkup(
  input: PriceInput,
  settings: PricingSettings,
): { markupPercent: number; markupSource: MarkupSource } {
  const brand = settings.brandMarkups.find((rule) => rule.id === input.brandId);
  if (brand) return { markupPercent: brand.markupPercent, markupSource: 'brand' };
  const category = settings.categoryMarkups.find((rule) => rule.id === input.categoryId);
  if (category) return { markupPercent: category.markupPercent, markupSource: 'category' };
  // The shop's markup formula with the stored cost as its base: the margin staff gave the product.
  if (input.existing && input.existing.cost_price > 0) {
    const own = getMarkupPercentage(input.existing.cost_price, input.existing.selling_price) ?? 0;
    return { markupPercent: Math.round(own * 100) / 100, markupSource: 'product' };
  }
  return { markupPercent: settings.defaultMarkupPercent, markupSource: 'default' };
}

/** The selling price of a store's price under the settings, with every step shown. */
export function priceFromStore(input: PriceInput, settings: PricingSettings): PriceBreakdown {
  const rate = getJmdPerUnit(input.currency, settings);
  if (rate === undefined) throw new Error(`No rate is set up for ${input.currency}`);
  const costJmd = Math.round(input.storePrice * rate * 100) / 100;
  const { markupPercent, markupSource } = chooseMarkup(input, settings);
  const sellingPrice = roundToEnding(costJmd * (1 + markupPercent / 100), settings.priceEnding);
  return {
    storePrice: input.storePrice,
    currency: input.currency,
    rate,
    costJmd,
    markupPercent,
    markupSource,
    sellingPrice,
  };
}

/** A price in another figure of the same store (its list price), marked up and rounded the same way. */
export function priceAlongside(
  storePrice: number,
  breakdown: PriceBreakdown,
  settings: PricingSettings,
): number {
  const costJmd = Math.round(storePrice * breakdown.rate * 100) / 100;
  return roundToEnding(costJmd * (1 + breakdown.markupPercent / 100), settings.priceEnding);
}

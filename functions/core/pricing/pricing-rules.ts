/**
 * How an imported product's selling price is set from what the distributor charges: the store's
 * price is the shop's cost; a USD cost converts to JMD at the rate staff set; then a markup (a
 * brand rule, else a category rule, else the product's own markup, else the shop default) and a
 * rounding to the configured ending ("95" turns 12,340 into 12,395). Pure: the importer, the sync,
 * the preview and the admin screen all call these, so staff see the figures the shop charges.
 */
import * as z from 'zod';
import { PRICING } from '../constants.js';
import { getMarkupPercentage } from '../catalogue/pricing.js';
import { SCRAPER_LIMITS } from '../scraper/scraper-limits.js';

/** Currencies a store may print that the shop knows how to price. */
export const PRICED_CURRENCIES = ['JMD', 'USD'] as const;
export type PricedCurrency = (typeof PRICED_CURRENCIES)[number];

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

/** The pricing settings as stored and as the admin screen edits them. */
export const pricingSettingsSchema = z.object({
  /** Jamaican dollars for one US dollar. */
  usdToJmdRate: z.number().finite().positive().max(PRICING.maxUsdToJmdRate),
  /** When staff set the rate (ISO time); absent while the shop default applies. */
  rateSetAt: z.iso.datetime().optional(),
  defaultMarkupPercent: percent,
  priceEnding,
  brandMarkups: z.array(markupRule).max(PRICING.maxRules).default([]),
  categoryMarkups: z.array(markupRule).max(PRICING.maxRules).default([]),
});
export type PricingSettings = z.infer<typeof pricingSettingsSchema>;

/** Body of PUT /api/admin/pricing: the rate's date is the server's, never the request's. */
export const pricingSettingsInputSchema = pricingSettingsSchema
  .omit({ rateSetAt: true })
  .extend({
    usdToJmdRate: z.coerce.number().finite().positive().max(PRICING.maxUsdToJmdRate),
    defaultMarkupPercent: z.coerce.number().pipe(percent),
  })
  .strict();
export type PricingSettingsInput = z.input<typeof pricingSettingsInputSchema>;

export const DEFAULT_PRICING_SETTINGS: PricingSettings = {
  usdToJmdRate: SCRAPER_LIMITS.defaultUsdToJmdRate,
  defaultMarkupPercent: PRICING.defaultMarkupPercent,
  priceEnding: '',
  brandMarkups: [],
  categoryMarkups: [],
};

/** The settings to save: the new rate's date is now when the rate changed, else the old one's. */
export function applyPricingInput(
  input: z.output<typeof pricingSettingsInputSchema>,
  previous: PricingSettings,
  now: string,
): PricingSettings {
  const rateChanged = input.usdToJmdRate !== previous.usdToJmdRate || previous.rateSetAt === undefined;
  const rateSetAt = rateChanged ? now : previous.rateSetAt;
  return { ...input, ...(rateSetAt ? { rateSetAt } : {}) };
}

/**
 * The currency of a store's price: a forced one wins; else what the page printed when the shop can
 * price it; else JMD (the shop's own currency). `undefined` when the page names a currency the shop
 * cannot convert (EUR, say): such a product has no usable price.
 */
export function resolveCurrency(
  printed: string | undefined,
  setting: SourceCurrency = 'auto',
): PricedCurrency | undefined {
  if (setting !== 'auto') return setting;
  if (printed === undefined) return 'JMD';
  const code = printed.toUpperCase();
  return (PRICED_CURRENCIES as readonly string[]).includes(code) ? (code as PricedCurrency) : undefined;
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
  currency: PricedCurrency;
  brandId: string | null;
  categoryId: string | null;
  /** The stored product's cost and selling price, when it exists: its own markup carries over. */
  existing?: { cost_price: number; selling_price: number };
}

/** Every figure staff see next to a priced product. */
export interface PriceBreakdown {
  storePrice: number;
  currency: PricedCurrency;
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
  // The spec's markup formula with the stored cost as its base: the margin staff gave the product.
  if (input.existing && input.existing.cost_price > 0) {
    const own = getMarkupPercentage(input.existing.cost_price, input.existing.selling_price) ?? 0;
    return { markupPercent: Math.round(own * 100) / 100, markupSource: 'product' };
  }
  return { markupPercent: settings.defaultMarkupPercent, markupSource: 'default' };
}

/** The selling price of a store's price under the settings, with every step shown. */
export function priceFromStore(input: PriceInput, settings: PricingSettings): PriceBreakdown {
  const rate = input.currency === 'USD' ? settings.usdToJmdRate : 1;
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

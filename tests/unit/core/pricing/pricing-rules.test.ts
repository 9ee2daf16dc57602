import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PRICING_SETTINGS,
  applyPricingInput,
  priceAlongside,
  priceFromStore,
  pricingSettingsInputSchema,
  resolveCurrency,
  roundToEnding,
  type PricingSettings,
} from '../../../../functions/core/pricing/pricing-rules.js';

const settings: PricingSettings = {
  usdToJmdRate: 157.5,
  rateSetAt: '2026-11-20T10:00:00.000Z',
  currencyRates: [],
  defaultMarkupPercent: 20,
  priceEnding: '95',
  brandMarkups: [{ id: 'brand-hp', markupPercent: 12 }],
  categoryMarkups: [{ id: 'cat-networking', markupPercent: 30 }],
};

describe('rounding to a price ending', () => {
  it('rounds up to the next amount ending in 95', () => {
    expect(roundToEnding(12_340, '95')).toBe(12_395);
    expect(roundToEnding(12_395, '95')).toBe(12_395);
    expect(roundToEnding(12_396, '95')).toBe(12_495);
    expect(roundToEnding(12_394.2, '95')).toBe(12_395);
  });

  it('handles longer and zero endings', () => {
    expect(roundToEnding(12_340, '995')).toBe(12_995);
    expect(roundToEnding(13_001, '995')).toBe(13_995);
    expect(roundToEnding(12_340, '00')).toBe(12_400);
    expect(roundToEnding(12_300, '00')).toBe(12_300);
  });

  it('keeps the price to the cent without an ending', () => {
    expect(roundToEnding(1234.567, '')).toBe(1234.57);
  });
});

describe('the currency of a store', () => {
  it('takes what the page prints when the shop can price it, else JMD', () => {
    expect(resolveCurrency('usd')).toBe('USD');
    expect(resolveCurrency(undefined)).toBe('JMD');
    expect(resolveCurrency('EUR')).toBeUndefined();
  });

  it('lets a forced currency win over the page', () => {
    expect(resolveCurrency('JMD', 'USD')).toBe('USD');
    expect(resolveCurrency(undefined, 'USD')).toBe('USD');
  });
});

describe('pricing an imported product', () => {
  it('converts USD at the staff rate, applies the brand markup and the ending', () => {
    // 80 USD x 157.5 = 12,600 JMD cost; +12% (HP) = 14,112; ending 95 -> 14,195.
    const price = priceFromStore(
      { storePrice: 80, currency: 'USD', brandId: 'brand-hp', categoryId: 'cat-networking' },
      settings,
    );
    expect(price).toEqual({
      storePrice: 80,
      currency: 'USD',
      rate: 157.5,
      costJmd: 12_600,
      markupPercent: 12,
      markupSource: 'brand',
      sellingPrice: 14_195,
    });
  });

  it('uses the category rule when the brand has none', () => {
    // 10,000 JMD +30% = 13,000 -> 13,095.
    const price = priceFromStore(
      { storePrice: 10_000, currency: 'JMD', brandId: 'brand-x', categoryId: 'cat-networking' },
      settings,
    );
    expect(price).toMatchObject({ rate: 1, costJmd: 10_000, markupSource: 'category', sellingPrice: 13_095 });
  });

  it("keeps a stored product's own markup when no rule applies", () => {
    // Cost 5,000 sold at 6,250 is a 25% markup: a new cost of 6,000 sells at 7,500 -> 7,595.
    const price = priceFromStore(
      {
        storePrice: 6000,
        currency: 'JMD',
        brandId: null,
        categoryId: null,
        existing: { cost_price: 5000, selling_price: 6250 },
      },
      settings,
    );
    expect(price).toMatchObject({ markupPercent: 25, markupSource: 'product', sellingPrice: 7595 });
  });

  it('falls back to the shop default markup', () => {
    // 1,000 JMD +20% = 1,200 -> 1,295.
    const price = priceFromStore(
      { storePrice: 1000, currency: 'JMD', brandId: null, categoryId: null },
      settings,
    );
    expect(price).toMatchObject({ markupSource: 'default', markupPercent: 20, sellingPrice: 1295 });
  });

  it('sells at the store price under the shop defaults', () => {
    const price = priceFromStore(
      { storePrice: 45_999.5, currency: 'JMD', brandId: null, categoryId: null },
      DEFAULT_PRICING_SETTINGS,
    );
    expect(price.sellingPrice).toBe(45_999.5);
  });

  it('prices a list price with the same rate and markup', () => {
    const price = priceFromStore(
      { storePrice: 80, currency: 'USD', brandId: 'brand-hp', categoryId: null },
      settings,
    );
    // 100 USD x 157.5 = 15,750; +12% = 17,640 -> 17,695.
    expect(priceAlongside(100, price, settings)).toBe(17_695);
  });
});

describe('saving the settings', () => {
  const input = pricingSettingsInputSchema.parse({
    usdToJmdRate: '158',
    defaultMarkupPercent: 15,
    priceEnding: '95',
    brandMarkups: [],
    categoryMarkups: [],
  });

  it('dates a new rate with the time it was set', () => {
    const saved = applyPricingInput(input, settings, '2026-11-23T12:00:00.000Z');
    expect(saved).toMatchObject({ usdToJmdRate: 158, rateSetAt: '2026-11-23T12:00:00.000Z' });
  });

  it('keeps the date of an unchanged rate', () => {
    const saved = applyPricingInput({ ...input, usdToJmdRate: 157.5 }, settings, '2026-11-23T12:00:00.000Z');
    expect(saved.rateSetAt).toBe('2026-11-20T10:00:00.000Z');
  });

  it('refuses a bad ending or rate, naming the field', () => {
    const bad = pricingSettingsInputSchema.safeParse({ ...input, priceEnding: '9a' });
    expect(bad.success ? [] : bad.error.issues[0]!.path).toEqual(['priceEnding']);
    const zero = pricingSettingsInputSchema.safeParse({ ...input, usdToJmdRate: 0 });
    expect(zero.success ? [] : zero.error.issues[0]!.path).toEqual(['usdToJmdRate']);
  });
});

describe('rates staff set for other currencies', () => {
  const withEuro: PricingSettings = {
    ...settings,
    currencyRates: [{ currency: 'EUR', jmdPerUnit: 170, setAt: '2026-11-20T10:00:00.000Z' }],
  };
  const body = {
    usdToJmdRate: 157.5,
    defaultMarkupPercent: 20,
    priceEnding: '95',
    brandMarkups: [],
    categoryMarkups: [],
  };

  it('price a currency staff set a rate for, and only that one', () => {
    expect(resolveCurrency('eur', 'auto', withEuro)).toBe('EUR');
    expect(resolveCurrency('GBP', 'auto', withEuro)).toBeUndefined();
    // 1,149 EUR x 170 = 195,330; +20% = 234,396 -> 234,495.
    const price = priceFromStore(
      { storePrice: 1149, currency: 'EUR', brandId: null, categoryId: null },
      withEuro,
    );
    expect(price).toMatchObject({ rate: 170, costJmd: 195_330, sellingPrice: 234_495 });
  });

  it('date each rate when it is set or changed, and keep the date of one left as it was', () => {
    const input = pricingSettingsInputSchema.parse({
      ...body,
      currencyRates: [
        { currency: 'eur', jmdPerUnit: '170' },
        { currency: 'GBP', jmdPerUnit: 199.5 },
      ],
    });
    const saved = applyPricingInput(input, withEuro, '2026-11-26T12:00:00.000Z');
    expect(saved.currencyRates).toEqual([
      { currency: 'EUR', jmdPerUnit: 170, setAt: '2026-11-20T10:00:00.000Z' },
      { currency: 'GBP', jmdPerUnit: 199.5, setAt: '2026-11-26T12:00:00.000Z' },
    ]);
  });

  it('refuse a code that is not one, JMD or USD, a repeated code and a rate of 0, naming the field', () => {
    const path = (currencyRates: unknown) => {
      const parsed = pricingSettingsInputSchema.safeParse({ ...body, currencyRates });
      return parsed.success ? [] : parsed.error.issues[0]!.path;
    };
    expect(path([{ currency: 'EURO', jmdPerUnit: 170 }])).toEqual(['currencyRates', 0, 'currency']);
    expect(path([{ currency: 'USD', jmdPerUnit: 170 }])).toEqual(['currencyRates', 0, 'currency']);
    expect(path([{ currency: 'EUR', jmdPerUnit: 0 }])).toEqual(['currencyRates', 0, 'jmdPerUnit']);
    expect(
      path([
        { currency: 'EUR', jmdPerUnit: 170 },
        { currency: 'eur', jmdPerUnit: 171 },
      ]),
    ).toEqual(['currencyRates', 1, 'currency']);
  });
});

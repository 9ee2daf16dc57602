import { describe, expect, it } from 'vitest';
import { getLinePrice } from '../../../../functions/core/cart/cart.js';
import {
  getPriceTerms,
  getUnitPrice,
  isPriceListRunning,
  withPriceTerms,
  type PriceList,
  type PriceListEntry,
} from '../../../../functions/core/pricing/price-lists.js';
import { getBuyerUnitPrice } from '../../../../functions/core/pricing/buyer-price-view.js';
import { toBuyerPrices } from '../../../../functions/core/pricing/buyer-prices.js';
import {
  priceListEntriesSchema,
  priceListEntrySchema,
  priceListInputSchema,
} from '../../../../functions/core/pricing/price-list-schemas.js';

const list: PriceList = {
  id: 'list-1',
  name: 'Resellers 2026',
  valid_from: '2026-11-01',
  valid_to: '2026-11-30',
  rules: [
    { kind: 'category', id: 'cat-networking', percent_off: 10 },
    { kind: 'brand', id: 'brand-hp', percent_off: 15 },
  ],
  created_at: '2026-10-01T00:00:00.000Z',
  updated_at: '2026-10-01T00:00:00.000Z',
};
const router = { sku: 'RT-100', brand_id: 'brand-tp', category_id: 'cat-networking' };
const laptop = { sku: 'HP-450', brand_id: 'brand-hp', category_id: 'cat-networking' };
const cable = { sku: 'CB-1', brand_id: null, category_id: 'cat-cables' };
const breaks: PriceListEntry = {
  sku: 'CB-1',
  fixed_price: 900,
  breaks: [
    { min_quantity: 1, max_quantity: 4, unit_price: 950 },
    { min_quantity: 5, max_quantity: 9, unit_price: 850 },
    { min_quantity: 10, max_quantity: null, unit_price: 700 },
  ],
};
const midMonth = '2026-11-15T15:00:00.000Z';

describe('price lists', () => {
  it('runs from its first to its last Jamaica day, both included', () => {
    expect(isPriceListRunning(list, '2026-11-01T05:00:00.000Z')).toBe(true);
    // 11:59 pm on the 31st of October in Kingston is 04:59 UTC on 1 November.
    expect(isPriceListRunning(list, '2026-11-01T04:59:00.000Z')).toBe(false);
    expect(isPriceListRunning(list, '2026-12-01T04:59:00.000Z')).toBe(true);
    expect(isPriceListRunning(list, '2026-12-01T05:00:00.000Z')).toBe(false);
    expect(isPriceListRunning({ valid_from: '2026-01-01', valid_to: null }, midMonth)).toBe(true);
  });

  it('takes a percentage off by category, the larger of the category and brand rules', () => {
    expect(getUnitPrice(10_000, 1, getPriceTerms(list, undefined, router, midMonth))).toBe(9_000);
    expect(getUnitPrice(10_000, 1, getPriceTerms(list, undefined, laptop, midMonth))).toBe(8_500);
  });

  it('rounds a percentage to the cent', () => {
    expect(getUnitPrice(99.99, 1, getPriceTerms(list, undefined, router, midMonth))).toBe(89.99);
  });

  it('applies the quantity break covering the quantity: 1-4, 5-9, 10+', () => {
    const terms = getPriceTerms(list, breaks, cable, midMonth);
    expect(getUnitPrice(1_000, 4, terms)).toBe(950);
    expect(getUnitPrice(1_000, 5, terms)).toBe(850);
    expect(getUnitPrice(1_000, 9, terms)).toBe(850);
    expect(getUnitPrice(1_000, 10, terms)).toBe(700);
    expect(getUnitPrice(1_000, 250, terms)).toBe(700);
  });

  it('uses the fixed price where no break covers the quantity, and it beats a percentage', () => {
    const entry = { ...breaks, breaks: [{ min_quantity: 10, max_quantity: null, unit_price: 700 }] };
    const terms = getPriceTerms(list, { ...entry, sku: 'RT-100' }, router, midMonth);
    expect(getUnitPrice(1_000, 3, terms)).toBe(900);
    expect(getUnitPrice(1_000, 12, terms)).toBe(700);
  });

  it('never charges more than the list price', () => {
    const terms = getPriceTerms(list, { sku: 'CB-1', fixed_price: 1_200, breaks: [] }, cable, midMonth);
    expect(getUnitPrice(1_000, 1, terms)).toBe(1_000);
  });

  it('gives the list price before and after the list runs, and for products it does not name', () => {
    expect(getPriceTerms(list, breaks, cable, '2026-12-05T12:00:00.000Z')).toBeUndefined();
    expect(
      getPriceTerms({ ...list, valid_from: '2026-12-01', valid_to: null }, breaks, cable, midMonth),
    ).toBeUndefined();
    expect(getPriceTerms(list, undefined, cable, midMonth)).toBeUndefined();
    expect(getUnitPrice(1_000, 10, undefined)).toBe(1_000);
  });

  it('prices a cart line through getLinePrice, a lower quote still winning for the quoted quantity', () => {
    const [product] = withPriceTerms(
      new Map([['p1', { ...cable, selling_price: 1_000 }]]),
      list,
      new Map([['cb-1', breaks]]),
      midMonth,
    ).values();
    expect(getLinePrice({ quantity: 5 }, product!)).toBe(850);
    const quote = { draft_order_id: 'd1', price: 800, quantity: 5 };
    expect(getLinePrice({ quantity: 5, quote }, product!)).toBe(800);
    expect(getLinePrice({ quantity: 10, quote }, product!)).toBe(700);
  });
});

describe("the buyer's price as the product page reads it", () => {
  it('gives, at every quantity, the unit price the cart charges (breaks with a gap, a fixed price)', () => {
    const entry = {
      ...breaks,
      breaks: [
        { min_quantity: 5, max_quantity: 9, unit_price: 850 },
        { min_quantity: 20, max_quantity: null, unit_price: 700 },
      ],
    };
    const [product] = withPriceTerms(
      new Map([['p1', { ...cable, id: 'p1', selling_price: 1_000, is_active: true }]]),
      list,
      new Map([['cb-1', entry]]),
      midMonth,
    ).values();
    const [shown] = toBuyerPrices([product!]);
    for (let quantity = 1; quantity <= 30; quantity += 1)
      expect(getBuyerUnitPrice(shown!, quantity), `at ${quantity}`).toBe(
        getLinePrice({ quantity }, product!),
      );
    expect(getBuyerUnitPrice(shown!, 3)).toBe(900);
    expect(getBuyerUnitPrice(shown!, 12)).toBe(900);
  });

  it('gives the price at 1 for every quantity when the list has no breaks for the product', () => {
    const shown = { product_id: 'p1', price: 900, list_price: 1_000, tiers: [] };
    expect(getBuyerUnitPrice(shown, 1)).toBe(900);
    expect(getBuyerUnitPrice(shown, 7)).toBe(900);
  });
});

describe('price list input', () => {
  const issues = (result: {
    success: boolean;
    error?: { issues: { path: PropertyKey[]; message: string }[] };
  }) => (result.error?.issues ?? []).map((issue) => `${issue.path.join('.')}: ${issue.message}`);

  it("refuses a list that ends before it starts, naming valid_to in the form's words", () => {
    const result = priceListInputSchema.safeParse({
      name: 'A',
      valid_from: '2026-12-01',
      valid_to: '2026-11-30',
    });
    expect(issues(result)).toEqual(['valid_to: Valid to must not be before Valid from.']);
  });

  it("says each header problem in the form's words, naming the field by its label", () => {
    const result = priceListInputSchema.safeParse({
      name: ' ',
      valid_from: '1 Dec',
      valid_to: '2026-13-01',
      rules: [
        { kind: 'category', id: 'computers', percent_off: 0 },
        { kind: 'category', id: 'computers', percent_off: 101 },
        { kind: 'shelf', id: '', percent_off: Number.NaN },
      ],
    });
    expect(issues(result)).toEqual([
      'name: Name is required.',
      'valid_from: Valid from must be a date (YYYY-MM-DD).',
      'valid_to: Valid to must be a date (YYYY-MM-DD), or left empty for no end date.',
      'rules.0.percent_off: Percent off must be more than 0.',
      'rules.1.percent_off: Percent off must be at most 100.',
      'rules.2.kind: Applies to must be Category or Brand.',
      'rules.2.id: Choose a category or brand.',
      'rules.2.percent_off: Percent off must be a number.',
    ]);
    const twice = priceListInputSchema.safeParse({
      name: 'A',
      valid_from: '2026-12-01',
      rules: [
        { kind: 'brand', id: 'acme', percent_off: 5 },
        { kind: 'brand', id: 'acme', percent_off: 10 },
      ],
    });
    expect(issues(twice)).toEqual(['rules.1.id: This category or brand already has a rule in this list.']);
  });

  it('takes a percentage to the hundredth and refuses a finer one, such as 1e-320, which cannot be stored', () => {
    const withPercent = (percent_off: number) =>
      priceListInputSchema.safeParse({
        name: 'Resellers',
        valid_from: '2026-12-01',
        rules: [{ kind: 'brand', id: 'acme', percent_off }],
      });
    expect(issues(withPercent(12.25))).toEqual([]);
    for (const percent of [1e-320, 12.345]) {
      expect(issues(withPercent(percent))).toEqual([
        'rules.0.percent_off: Percent off can have at most 2 decimal places.',
      ]);
    }
  });

  it('refuses a negative price, naming the field', () => {
    expect(issues(priceListEntrySchema.safeParse({ sku: 'A', fixed_price: -1 }))).toEqual([
      'fixed_price: must not be negative',
    ]);
    const tier = { min_quantity: 1, max_quantity: null, unit_price: -5 };
    expect(issues(priceListEntrySchema.safeParse({ sku: 'A', breaks: [tier] }))).toEqual([
      'breaks.0.unit_price: must not be negative',
    ]);
  });

  it('refuses a price with a fraction of a cent, however small', () => {
    expect(priceListEntrySchema.safeParse({ sku: 'A', fixed_price: 899.99 }).success).toBe(true);
    for (const bad of [899.995, 0.001, 1e-200, 1e-320]) {
      expect(issues(priceListEntrySchema.safeParse({ sku: 'A', fixed_price: bad })), String(bad)).toEqual([
        'fixed_price: must be an amount in JMD',
      ]);
    }
  });

  it('refuses overlapping breaks, naming the later one', () => {
    const result = priceListEntrySchema.safeParse({
      sku: 'A',
      breaks: [
        { min_quantity: 5, max_quantity: 10, unit_price: 8 },
        { min_quantity: 1, max_quantity: 5, unit_price: 9 },
      ],
    });
    expect(issues(result)).toEqual(['breaks.0.min_quantity: overlaps the break from 1']);
    const openEnded = priceListEntrySchema.safeParse({
      sku: 'A',
      breaks: [
        { min_quantity: 1, max_quantity: null, unit_price: 9 },
        { min_quantity: 10, max_quantity: null, unit_price: 8 },
      ],
    });
    expect(issues(openEnded)).toEqual(['breaks.1.min_quantity: overlaps the break from 1']);
  });

  it('accepts adjoining breaks 1-4, 5-9, 10+', () => {
    expect(priceListEntrySchema.safeParse(breaks).success).toBe(true);
  });

  it('refuses the same SKU twice in one write', () => {
    const result = priceListEntriesSchema.safeParse({
      entries: [
        { sku: 'ab-1', fixed_price: 5 },
        { sku: 'AB-1', fixed_price: 6 },
      ],
    });
    expect(issues(result)).toEqual(['entries.1.sku: is given twice']);
  });
});

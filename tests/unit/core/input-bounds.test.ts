import { describe, expect, it } from 'vitest';
import { productFormSchema } from '../../../functions/core/admin/product-form.js';
import { productSchema } from '../../../functions/core/catalogue/product.js';
import { profileUpdateSchema } from '../../../functions/core/account/profile.js';
import { parsePrice } from '../../../functions/core/scraper/price.js';
import { startScrapeSchema } from '../../../functions/core/scraper/scrape-run.js';

const form = { name: 'Router', sku: 'RT-1', selling_price: 1_000, stock_quantity: 1 };
const firstIssuePath = (result: { success: boolean; error?: { issues: { path: PropertyKey[] }[] } }) =>
  result.error?.issues[0]?.path.join('.');

describe('bounds of the numbers and strings requests carry', () => {
  it('refuses form prices above JMD 100,000,000, typed or as numbers', () => {
    expect(firstIssuePath(productFormSchema.safeParse({ ...form, selling_price: 1e21 }))).toBe(
      'selling_price',
    );
    expect(firstIssuePath(productFormSchema.safeParse({ ...form, cost_price: '100000000.01' }))).toBe(
      'cost_price',
    );
    expect(productFormSchema.safeParse({ ...form, selling_price: '100,000,000' }).success).toBe(true);
  });

  it('refuses stock and thresholds beyond a million units and absurd weights', () => {
    expect(firstIssuePath(productFormSchema.safeParse({ ...form, stock_quantity: 1e16 }))).toBe(
      'stock_quantity',
    );
    expect(firstIssuePath(productFormSchema.safeParse({ ...form, low_stock_threshold: 2e6 }))).toBe(
      'low_stock_threshold',
    );
    expect(firstIssuePath(productFormSchema.safeParse({ ...form, weight: 1e300 }))).toBe('weight');
    expect(productFormSchema.parse({ ...form, weight: '' }).weight).toBeUndefined();
  });

  it('keeps stored and imported products within the same bounds', () => {
    expect(productSchema.shape.selling_price.safeParse(1e9).success).toBe(false);
    expect(productSchema.shape.stock_quantity.safeParse(1.5).success).toBe(false);
    expect(parsePrice('J$ 876 555 0188 0000 1234')).toBeUndefined();
    expect(parsePrice(1e21)).toBeUndefined();
    expect(parsePrice('J$ 12,500.00')).toEqual({ amount: 12_500, currency: 'JMD' });
  });

  it('bounds free text: a phone number and an import address', () => {
    expect(
      profileUpdateSchema.safeParse({ first_name: 'A', last_name: 'B', phone: '1'.repeat(10_000) }).success,
    ).toBe(false);
    expect(
      firstIssuePath(startScrapeSchema.safeParse({ url: `https://example.com/${'a'.repeat(5000)}` })),
    ).toBe('url');
  });
});

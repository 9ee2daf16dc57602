import { describe, expect, it } from 'vitest';
import { parsePrice } from '../../../../functions/core/scraper/price.js';

describe('parsePrice', () => {
  it.each([
    ['J$ 12,500.00', 12500, 'JMD'],
    ['JMD 12500', 12500, 'JMD'],
    ['$12,500', 12500, undefined],
    ['US$ 99.99', 99.99, 'USD'],
    ['12.500,00 JMD', 12500, 'JMD'],
    ['J$1,234,567.5', 1234567.5, 'JMD'],
    ['Price: 4,999.99', 4999.99, undefined],
    ['12,50 €', 12.5, 'EUR'],
  ])('reads %s', (text, amount, currency) => {
    expect(parsePrice(text)).toEqual(currency ? { amount, currency } : { amount });
  });

  it('takes the first figure of a range', () => {
    expect(parsePrice('J$ 1,000 - J$ 2,000')?.amount).toBe(1000);
  });

  it('accepts numbers from structured data', () => {
    expect(parsePrice(2500)).toEqual({ amount: 2500 });
  });

  it('gives nothing for a price the store does not show', () => {
    expect(parsePrice('Call for price')).toBeUndefined();
    expect(parsePrice('')).toBeUndefined();
    expect(parsePrice(null)).toBeUndefined();
    expect(parsePrice(-5)).toBeUndefined();
  });
});

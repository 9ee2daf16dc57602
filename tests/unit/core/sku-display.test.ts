import { describe, expect, it } from 'vitest';
import { formatSkuForDisplay } from '../../../functions/core/catalogue/sku.js';

describe('SKU as the shop shows it', () => {
  it.each([
    ['INT-X710DA2', 'X710DA2'],
    ['INT-HP250G9-8GB', 'HP250G9-8GB'],
    ['HP-INT-250', 'HP-250'],
    ['X710DA2-INT', 'X710DA2'],
    ['INT_X710', 'X710'],
    ['INT X710', 'X710'],
    ['INT/X710/INT', 'X710'],
    ['int-x710', 'x710'],
    ['INT--X710', 'X710'],
    ['  INT-X710  ', 'X710'],
  ])('shows %s as %s, with no stray separator', (sku, shown) => {
    expect(formatSkuForDisplay(sku)).toBe(shown);
  });

  it.each(['INTEL-NUC11', 'PRINTER-4200', 'SHG-123456ABC', 'X710DA2'])('leaves %s as it is', (sku) => {
    expect(formatSkuForDisplay(sku)).toBe(sku);
  });

  it('shows a SKU that is only the marker as it is rather than nothing', () => {
    expect(formatSkuForDisplay('INT')).toBe('INT');
  });
});

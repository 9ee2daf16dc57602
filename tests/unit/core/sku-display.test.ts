import { describe, expect, it } from 'vitest';
import { formatSkuForDisplay } from '../../../functions/core/catalogue/sku.js';
import { pickupTaxInvoice } from '../../helpers/orders.js';

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
    ['LEN21JK-I7-INT', 'LEN21JK-I7'],
    ['LEN21JKINT', 'LEN21JK'],
    ['X710INT', 'X710'],
  ])('shows %s as %s, with no stray separator', (sku, shown) => {
    expect(formatSkuForDisplay(sku)).toBe(shown);
  });

  it.each(['INTEL-NUC11', 'PRINTER-4200', 'HP-PRINT', 'SHG-123456ABC', 'X710DA2', 'HP250G9-I3'])(
    'leaves %s as it is',
    (sku) => {
      expect(formatSkuForDisplay(sku)).toBe(sku);
    },
  );

  it('shows a SKU that is only the marker as it is rather than nothing', () => {
    expect(formatSkuForDisplay('INT')).toBe('INT');
  });
});

describe('the SKU of an order line', () => {
  const line = {
    product_id: 'p1',
    name: 'Lenovo ThinkPad E14',
    image_url: null,
    price: 1000,
    quantity: 1,
    line_total: 1000,
  };

  it('is shown on the tax invoice by the same rule as on the product page', () => {
    const invoice = pickupTaxInvoice([
      { ...line, sku: 'INT-HP250G9-8GB' },
      { ...line, product_id: 'p2', sku: 'LEN21JK-I7-INT' },
    ]);
    expect(invoice.lines.map((l) => l.sku)).toEqual([
      formatSkuForDisplay('INT-HP250G9-8GB'),
      formatSkuForDisplay('LEN21JK-I7-INT'),
    ]);
    expect(invoice.lines.map((l) => l.sku)).toEqual(['HP250G9-8GB', 'LEN21JK-I7']);
  });
});

import { describe, expect, it } from 'vitest';
import { getListUnitPrice } from '../../../../functions/core/orders/list-price.js';
import type { OrderLine } from '../../../../functions/core/orders/order.js';
import { pickupTaxInvoice } from '../../../helpers/orders.js';

const line: OrderLine = {
  product_id: 'p1',
  name: 'Lenovo ThinkPad E14',
  sku: 'LEN-E14',
  image_url: null,
  price: 8_750,
  quantity: 2,
  line_total: 17_500,
};

const invoiceOf = pickupTaxInvoice;

describe('the list price of an order line', () => {
  it("is the shop's price a business buyer's lower price replaced, and nothing otherwise", () => {
    expect(getListUnitPrice({ ...line, list_price: 10_000 })).toBe(10_000);
    expect(getListUnitPrice(line)).toBeNull();
    expect(getListUnitPrice({ ...line, list_price: 8_750 })).toBeNull();
  });

  it("is on the tax invoice's line beside the buyer's unit price; a consumer's line has none", () => {
    const invoice = invoiceOf([
      { ...line, list_price: 10_000 },
      { ...line, product_id: 'p2', sku: 'HP-250', price: 5_000, line_total: 10_000 },
    ]);
    expect(invoice.lines).toMatchObject([
      { unit_price: 8_750, list_unit_price: 10_000, line_total: 17_500 },
      { unit_price: 5_000, list_unit_price: null, line_total: 10_000 },
    ]);
  });
});

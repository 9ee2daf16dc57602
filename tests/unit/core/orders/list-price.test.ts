import { describe, expect, it } from 'vitest';
import { buildTaxInvoice } from '../../../../functions/core/orders/invoice.js';
import { getListUnitPrice } from '../../../../functions/core/orders/list-price.js';
import type { Order, OrderLine } from '../../../../functions/core/orders/order.js';
import type { SellerDetails } from '../../../../functions/core/orders/payment.js';

const line: OrderLine = {
  product_id: 'p1',
  name: 'Lenovo ThinkPad E14',
  sku: 'LEN-E14',
  image_url: null,
  price: 8_750,
  quantity: 2,
  line_total: 17_500,
};

const invoiceOf = (lines: OrderLine[]) =>
  buildTaxInvoice(
    {
      order_number: 'SHG-7K4M-2Q9P',
      created_at: '2026-11-23T10:00:00.000Z',
      customer_info: { firstName: 'A', lastName: 'B', email: 'a@b.co', phone: '8765550123', company: '' },
      purchase_order: null,
      buyer_trn: null,
      billing_address: null,
      shipping_address: null,
      lines,
      fulfilment: { method: 'pickup', parish: null, speed: null, fee: 0, lead_time: '' },
      payment_method: 'bank_transfer',
      payment_status: 'awaiting_payment',
      payment_events: [],
      status: 'confirmed',
    } as unknown as Order,
    { address: 'Portmore', trn: '1', gct_registration_number: '2' } as SellerDetails,
  );

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

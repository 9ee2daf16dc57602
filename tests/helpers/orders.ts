/**
 * Orders as placement builds them, for unit tests and benches that read orders without a shop:
 * one order line and one placed order whose totals come from the checkout's own rule.
 */
import { computeOrderTotals } from '../../functions/core/checkout/checkout.js';
import { buildTaxInvoice, type TaxInvoice } from '../../functions/core/orders/invoice.js';
import type { Order, OrderLine } from '../../functions/core/orders/order.js';
import type { SellerDetails } from '../../functions/core/orders/payment.js';

/** One line of an order; the line total is rounded to the cent as placement rounds it. */
export function orderLine(
  product_id: string,
  price: number,
  quantity: number,
  name = `Product ${product_id}`,
): OrderLine {
  return {
    product_id,
    name,
    sku: product_id,
    image_url: null,
    price,
    quantity,
    line_total: Math.round(price * quantity * 100) / 100,
  };
}

/**
 * A confirmed bank-transfer order awaiting payment, delivered in Kingston at standard speed, with the
 * totals the checkout computes for its lines; `overrides` replace any field, totals included.
 */
export function placedOrder(lines: OrderLine[], overrides: Partial<Order> = {}, gctRate?: number): Order {
  const subtotal = lines.reduce((sum, l) => sum + l.line_total, 0);
  const fulfilment = { method: 'delivery', parish: 'Kingston', speed: 'standard' } as const;
  const totals = computeOrderTotals(subtotal, fulfilment, gctRate);
  return {
    order_number: 'SHG-7K4M-2Q9P',
    status: 'confirmed',
    status_history: [{ status: 'confirmed', at: '2026-11-10T15:00:00.000Z' }],
    user_id: 'user-1',
    session_id: null,
    customer_info: {
      firstName: 'Ann',
      lastName: 'Lee',
      email: 'ann@example.com',
      phone: '8765550123',
      company: '',
    },
    shipping_address: null,
    billing_address: null,
    notes: '',
    fulfilment: { ...fulfilment, fee: totals.shipping, lead_time: '' },
    payment_method: 'bank_transfer',
    payment_status: 'awaiting_payment',
    payment_events: [],
    payment_due_at: null,
    payment_proof: null,
    purchase_order: null,
    buyer_trn: null,
    lines,
    created_at: '2026-11-10T15:00:00.000Z',
    updated_at: '2026-11-10T15:00:00.000Z',
    ...totals,
    ...overrides,
  } as Order;
}

/** The tax invoice of a pickup order awaiting a bank transfer with these lines, from a seller in Portmore. */
export function pickupTaxInvoice(lines: OrderLine[]): TaxInvoice {
  return buildTaxInvoice(
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
}

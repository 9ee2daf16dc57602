import { describe, expect, it } from 'vitest';
import { buildTaxInvoice } from '../../../../functions/core/orders/invoice.js';
import type { Order } from '../../../../functions/core/orders/order.js';
import {
  addDayFigures,
  buildOrderContribution,
  compactDayFigures,
  emptyDayFigures,
  getNetGct,
  getNetRevenue,
  type LineProductFacts,
} from '../../../../functions/core/reports/rollup.js';
import { orderLine, placedOrder } from '../../../helpers/orders.js';

const seller = { address: 'Portmore', trn: '123456789', gct_registration_number: '987654321' };

const line = (product_id: string, price: number, quantity: number) => orderLine(product_id, price, quantity);
/** An order as placement builds it: totals by the checkout's own rule. */
const makeOrder = placedOrder;

const facts = new Map<string, LineProductFacts>([
  [
    'p1',
    { category_id: 'laptops', category_name: 'Laptops', brand_id: 'hp', brand_name: 'HP', unit_cost: 50 },
  ],
  [
    'p2',
    {
      category_id: 'laptops',
      category_name: 'Laptops',
      brand_id: 'dell',
      brand_name: 'Dell',
      unit_cost: null,
    },
  ],
  [
    'p3',
    { category_id: 'cables', category_name: 'Cables', brand_id: 'hp', brand_name: 'HP', unit_cost: 0.5 },
  ],
]);

const cents = (amount: number) => Math.round(amount * 100);
const sumRows = (rows: Record<string, { gct: number }>) => Object.values(rows).reduce((s, r) => s + r.gct, 0);

describe('report rollups', () => {
  it('count a sale on the day it was placed with the tax invoice’s own figures', () => {
    const order = makeOrder([line('p1', 100, 2), line('p2', 250.5, 1)]);
    const invoice = buildTaxInvoice(order, seller);
    const days = buildOrderContribution(order, facts);
    expect([...days.keys()]).toEqual(['2026-11-10']);
    const { totals, by } = days.get('2026-11-10')!;
    expect(totals.revenue).toBe(cents(invoice.subtotal));
    expect(totals.gct).toBe(cents(invoice.gct));
    expect(totals.delivery).toBe(cents(invoice.shipping));
    expect(totals).toMatchObject({ orders: 1, units: 3, cost: 10_000, costed_revenue: 20_000 });
    expect(by.category.laptops).toMatchObject({ orders: 1, units: 3, revenue: 45_050 });
    expect(by.brand.hp).toMatchObject({ orders: 1, units: 2, cost: 10_000 });
    expect(by.payment_method.bank_transfer).toMatchObject({ orders: 1, delivery: cents(invoice.shipping) });
    expect(by.customer['user:user-1']).toMatchObject({ orders: 1 });
  });

  it('round GCT once on the invoice, not per line, and share it over the rows to the cent', () => {
    // Each line's 15% is x.xx5 cents: rounding per line would give 3 cents more than the invoice.
    const order = makeOrder([line('p1', 0.03, 1), line('p2', 0.03, 1), line('p3', 0.03, 1)]);
    const invoice = buildTaxInvoice(order, seller);
    expect(invoice.gct).toBe(0.01);
    const { totals, by } = buildOrderContribution(order, facts).get('2026-11-10')!;
    expect(totals.gct).toBe(1);
    expect(sumRows(by.product)).toBe(1);
    expect(sumRows(by.category)).toBe(1);
    expect(sumRows(by.brand)).toBe(1);
  });

  it('puts an order placed late in the evening in Jamaica on that day, as its invoice is dated', () => {
    const order = makeOrder([line('p1', 100, 1)], { created_at: '2026-12-01T03:30:00.000Z' });
    expect(buildTaxInvoice(order, seller).invoice_date).toBe('2026-11-30');
    expect([...buildOrderContribution(order, facts).keys()]).toEqual(['2026-11-30']);
  });

  it('credits a refunded order in full on the refund’s day and pays the money out then', () => {
    const order = makeOrder([line('p1', 100, 2), line('p3', 10, 3)], {
      payment_status: 'refunded',
      payment_events: [
        { kind: 'paid', at: '2026-11-11T15:00:00.000Z', by: 'staff', reason: null },
        { kind: 'refunded', at: '2026-12-02T15:00:00.000Z', by: 'staff', reason: null },
      ],
    });
    const days = buildOrderContribution(order, facts);
    expect(days.get('2026-11-11')!.totals.received).toBe(cents(order.total));
    const refundDay = days.get('2026-12-02')!.totals;
    expect(refundDay).toMatchObject({
      credited_revenue: cents(order.subtotal),
      credited_gct: cents(order.gct),
      credited_delivery: cents(order.shipping),
      credited_units: 5,
      credited_orders: 1,
      refunded: cents(order.total),
    });
    const placed = days.get('2026-11-10')!.totals;
    expect(getNetRevenue(placed) - refundDay.credited_revenue).toBe(0);
    expect(getNetGct(placed) - refundDay.credited_gct).toBe(0);
  });

  it('credits an order cancelled after payment once, even when the money is refunded later', () => {
    const order = makeOrder([line('p1', 100, 1)], {
      status: 'cancelled',
      status_history: [
        { status: 'confirmed', at: '2026-11-10T15:00:00.000Z' },
        { status: 'cancelled', at: '2026-11-12T15:00:00.000Z' },
      ],
      payment_status: 'refunded',
      payment_events: [
        { kind: 'paid', at: '2026-11-11T15:00:00.000Z', by: 'staff', reason: null },
        { kind: 'refunded', at: '2026-11-20T15:00:00.000Z', by: 'staff', reason: null },
      ],
    });
    const days = buildOrderContribution(order, facts);
    expect(days.get('2026-11-12')!.totals).toMatchObject({
      credited_gct: cents(order.gct),
      credited_orders: 1,
    });
    expect(days.get('2026-11-20')!.totals).toMatchObject({
      credited_gct: 0,
      credited_orders: 0,
      refunded: cents(order.total),
    });
    const credited = [...days.values()].reduce((sum, day) => sum + day.totals.credited_revenue, 0);
    expect(credited).toBe(cents(order.subtotal));
  });

  it('credits a cancelled unpaid order without any money moving', () => {
    const order = makeOrder([line('p1', 100, 1)], {
      status: 'cancelled',
      status_history: [{ status: 'cancelled', at: '2026-11-10T16:00:00.000Z' }],
    });
    const { totals } = buildOrderContribution(order, facts).get('2026-11-10')!;
    expect(getNetRevenue(totals)).toBe(0);
    expect(getNetGct(totals)).toBe(0);
    expect(totals).toMatchObject({ received: 0, refunded: 0, orders: 1, credited_orders: 1 });
  });

  it('gives partial credit notes the invoice’s GCT rule, the last one taking what is left to the cent', () => {
    const order = makeOrder([line('p1', 0.03, 3), line('p2', 0.03, 1)]);
    // Invoice GCT: 15% of 0.12 = 0.018 -> 0.02. Crediting one unit at a time rounds 0.0045 to 0.
    const notes = [
      { at: '2026-11-13T15:00:00.000Z', lines: [{ product_id: 'p1', quantity: 1 }], delivery: 0 },
      { at: '2026-11-14T15:00:00.000Z', lines: [{ product_id: 'p1', quantity: 1 }], delivery: 500 },
      {
        at: '2026-11-15T15:00:00.000Z',
        lines: [
          { product_id: 'p1', quantity: 1 },
          { product_id: 'p2', quantity: 1 },
        ],
        delivery: order.shipping,
      },
    ];
    const days = buildOrderContribution(order, facts, notes);
    const gcts = ['2026-11-13', '2026-11-14', '2026-11-15'].map((day) => days.get(day)!.totals.credited_gct);
    expect(gcts).toEqual([0, 0, 2]);
    expect(gcts.reduce((a, b) => a + b, 0)).toBe(cents(order.gct));
    const deliveries = ['2026-11-13', '2026-11-14', '2026-11-15'].map(
      (day) => days.get(day)!.totals.credited_delivery,
    );
    expect(deliveries.reduce((a, b) => a + b, 0)).toBe(cents(order.shipping));
    expect(days.get('2026-11-13')!.totals.credited_orders).toBe(1);
    expect(days.get('2026-11-15')!.totals.credited_orders).toBe(0);
  });

  it('never credits more units than were sold', () => {
    const order = makeOrder([line('p1', 100, 1)]);
    const notes = [
      { at: '2026-11-13T15:00:00.000Z', lines: [{ product_id: 'p1', quantity: 5 }], delivery: 0 },
      { at: '2026-11-14T15:00:00.000Z', lines: [{ product_id: 'p1', quantity: 1 }], delivery: 0 },
    ];
    const days = buildOrderContribution(order, facts, notes);
    expect(days.get('2026-11-13')!.totals).toMatchObject({
      credited_units: 1,
      credited_revenue: 10_000,
      credited_gct: 1_500,
    });
    expect(days.get('2026-11-14')!.totals).toMatchObject({
      credited_units: 0,
      credited_revenue: 0,
      credited_gct: 0,
    });
  });

  it('counts an exempt buyer’s invoice as zero-rated sales under its letter’s reference, and its credit reduces no GCT', () => {
    const exemption = { reason: 'Government ministry', reference: 'MOF/GCT/2026/117' };
    const order = makeOrder(
      [line('p1', 100, 2), line('p3', 10, 3)],
      {
        gct_exemption: exemption,
        account: {
          company_id: 'c1',
          company_name: 'Ministry of Finance',
          payment_terms_days: 30,
          due_on: '2026-12-10',
        },
        payment_method: 'on_account',
        status: 'cancelled',
        status_history: [
          { status: 'confirmed', at: '2026-11-10T15:00:00.000Z' },
          { status: 'cancelled', at: '2026-11-12T15:00:00.000Z' },
        ],
      },
      0,
    );
    const invoice = buildTaxInvoice(order, seller);
    expect(invoice.gct).toBe(0);
    const days = buildOrderContribution(order, facts);
    const placed = days.get('2026-11-10')!;
    expect(placed.totals).toMatchObject({
      revenue: cents(invoice.subtotal),
      gct: 0,
      zero_rated_revenue: 23_000,
    });
    expect(placed.by.gct_exemption['MOF/GCT/2026/117']).toMatchObject({
      orders: 1,
      zero_rated_revenue: 23_000,
    });
    expect(placed.labels.gct_exemption?.['MOF/GCT/2026/117']).toBe(
      'Ministry of Finance: Government ministry',
    );
    // The credit note: the goods come off the zero-rated sales; no output GCT at the standard rate.
    const credited = days.get('2026-11-12')!.totals;
    expect(credited).toMatchObject({
      credited_revenue: 23_000,
      credited_zero_rated_revenue: 23_000,
      credited_gct: 0,
      credited_orders: 1,
    });
    // A partial credit of the exempt invoice: still no GCT, though 15 % of its goods would round to cents.
    const partial = buildOrderContribution(order, facts, [
      { at: '2026-11-13T15:00:00.000Z', lines: [{ product_id: 'p3', quantity: 1 }], delivery: 0 },
    ]).get('2026-11-13')!.totals;
    expect(partial).toMatchObject({
      credited_revenue: 1_000,
      credited_zero_rated_revenue: 1_000,
      credited_gct: 0,
    });
  });

  it('leaves a standard-rated order out of the zero-rated figures and rows', () => {
    const { totals, by } = buildOrderContribution(makeOrder([line('p1', 100, 1)]), facts).get('2026-11-10')!;
    expect(totals.zero_rated_revenue).toBe(0);
    expect(by.gct_exemption).toEqual({});
  });

  it('receives a card’s money when captured and pays it out when the refund is approved, not when authorised', () => {
    const step = (kind: 'capture' | 'void' | 'refund', amount: number, at: string, state = 'approved') => ({
      kind,
      amount,
      at,
      by: 'staff',
      state: state as 'approved',
      iso_response_code: '00',
      response_message: null,
    });
    const order = makeOrder([line('p1', 100, 2)], {
      payment_method: 'card',
      payment_status: 'paid',
      payment_events: [{ kind: 'paid', at: '2026-11-10T15:05:00.000Z', by: null, reason: null }],
      card_payment: {
        transaction_identifier: 't1',
        amount: 230,
        authorised_at: '2026-11-10T15:05:00.000Z',
        captured: 230,
        refunded: 50,
        voided_at: null,
        steps: {
          c1: step('capture', 230, '2026-11-12T15:00:00.000Z'),
          r1: step('refund', 50, '2026-11-14T15:00:00.000Z'),
          r2: step('refund', 20, '2026-11-15T15:00:00.000Z', 'refused'),
        },
      } as unknown as Order['card_payment'],
    });
    const days = buildOrderContribution(order, facts);
    expect(days.get('2026-11-10')!.totals.received).toBe(0);
    expect(days.get('2026-11-12')!.by.payment_method.card).toMatchObject({ received: 23_000, refunded: 0 });
    expect(days.get('2026-11-14')!.by.payment_method.card).toMatchObject({ received: 0, refunded: 5_000 });
    expect(days.has('2026-11-15')).toBe(false);
  });

  it('stores a day without its zero figures and reads it back whole', () => {
    const day = buildOrderContribution(makeOrder([line('p1', 100, 2), line('p2', 250.5, 1)]), facts).get(
      '2026-11-10',
    )!;
    const stored = compactDayFigures(day);
    expect(stored.by.product.p1).not.toHaveProperty('refunded');
    expect(JSON.stringify(stored).length).toBeLessThan(JSON.stringify(day).length / 2);
    expect(addDayFigures(emptyDayFigures(), stored)).toEqual(day);
  });
});

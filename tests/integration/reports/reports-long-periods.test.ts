/**
 * The reports over long periods, read from rollup cells of two past years written as the rebuild
 * writes them (2011 and 2012: no other test places orders in those years). The figures a person reads, the
 * Sales report's months charted for a period of nearly two years and its breakdowns, and the Money
 * report's days, are checked to the cent against the days they were made from.
 */
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { MoneyReport, SalesReport } from '../../../functions/core/reports/reports.js';
import {
  addDayCellToWrites,
  type CellWrite,
  type DayCell,
} from '../../../functions/core/reports/rollup-cells.js';
import { REPORTS } from '../../../functions/core/reports/report-settings.js';
import { leadersOfCells } from '../../../functions/core/reports/rollup-leaders.js';
import { createSignedInUser } from '../../helpers/admin-users.js';
import type { ShopClient } from '../../helpers/cart-api.js';

const shop = inject('shop');
let accountant: ShopClient;

const DAY_MS = 86_400_000;
const CATEGORIES = { 'long-cat-a': 'Long test laptops', 'long-cat-b': 'Long test cables' };
const PRODUCTS = ['long-p1', 'long-p2', 'long-p3', 'long-p4'];
const METHODS = ['card', 'bank_transfer', 'cash_in_store'];

/** One day's sale (cents) of the generated history, with its rows. */
interface Sale {
  day: string;
  revenue: number;
  gct: number;
  credited: number;
  category: keyof typeof CATEGORIES;
  product: string;
  method: string;
  received: number;
  refunded: number;
}

/** A sale every other day of 2011 and 2012, of figures that vary from day to day. */
const sales: Sale[] = [];
for (let time = Date.UTC(2011, 0, 1), n = 0; time < Date.UTC(2013, 0, 1); time += 2 * DAY_MS, n += 1) {
  const revenue = 1_000_00 + ((n * 7_919) % 50_000);
  sales.push({
    day: new Date(time).toISOString().slice(0, 10),
    revenue,
    gct: Math.round(revenue * 0.15),
    credited: n % 9 === 0 ? 250_37 : 0,
    category: n % 3 === 0 ? 'long-cat-b' : 'long-cat-a',
    product: PRODUCTS[(n * 3 + Math.floor(n / 5)) % PRODUCTS.length]!,
    method: METHODS[n % METHODS.length]!,
    received: revenue + Math.round(revenue * 0.15),
    refunded: n % 11 === 0 ? 99_99 : 0,
  });
}

function toCells(sale: Sale): DayCell[] {
  const figures = {
    revenue: sale.revenue,
    gct: sale.gct,
    orders: 1,
    units: 2,
    credited_revenue: sale.credited,
    credited_orders: sale.credited ? 1 : 0,
  };
  const base = { day: sale.day, label: null };
  return [
    {
      ...base,
      set: 'totals',
      row: 'all',
      figures: { ...figures, received: sale.received, refunded: sale.refunded },
    },
    { ...base, set: 'category', row: sale.category, label: CATEGORIES[sale.category], figures },
    { ...base, set: 'product', row: sale.product, label: sale.product, figures },
    {
      ...base,
      set: 'payment_method',
      row: sale.method,
      figures: { ...figures, received: sale.received, refunded: sale.refunded },
    },
  ];
}

const within = (from: string, to: string) => sales.filter((sale) => sale.day >= from && sale.day <= to);
const sum = (list: readonly Sale[], figure: (sale: Sale) => number) =>
  list.reduce((total, sale) => total + figure(sale), 0);
const cents = (amount: number) => Math.round(amount * 100);

beforeAll(async () => {
  Object.assign(process.env, shop.functionEnv);
  const { putRollupCells, putRollupLeaders } = await import('../../../functions/data/report-rollups.js');
  const writes = new Map<string, CellWrite>();
  for (const sale of sales) for (const cell of toCells(sale)) addDayCellToWrites(writes, cell);
  await putRollupCells(writes.values());
  await putRollupLeaders(leadersOfCells(writes.values(), REPORTS.leadersKept));
  accountant = await createSignedInUser(shop, ['accountant']);
});

describe('reports over long periods', () => {
  const from = '2011-02-10';
  const to = '2012-12-20';

  it('chart a Sales period of nearly two years by month, each month and row to the cent', async () => {
    for (const dimension of ['category', 'product'] as const) {
      const answer = await accountant.call<{ report: SalesReport }>(
        'GET',
        `/api/admin/reports/sales?period=custom&from=${from}&to=${to}&dimension=${dimension}`,
      );
      expect(answer.status).toBe(200);
      const report = answer.body.report;
      const period = within(from, to);
      expect(cents(report.totals.revenue)).toBe(sum(period, (sale) => sale.revenue - sale.credited));
      expect(cents(report.totals.gct)).toBe(sum(period, (sale) => sale.gct));
      expect(report.totals.orders).toBe(period.filter((sale) => !sale.credited).length);
      // The previous 680 days hold only 2011's first 40 days.
      expect(report.previous_period).toEqual({ from: '2009-04-01', to: '2011-02-09' });
      expect(cents(report.previous.revenue)).toBe(
        sum(within('2009-04-01', '2011-02-09'), (sale) => sale.revenue - sale.credited),
      );

      expect(report.over_time.unit).toBe('month');
      expect(report.over_time.points).toHaveLength(23);
      expect(report.over_time.points[0]).toMatchObject({ key: '2011-02', from, to: '2011-02-28' });
      expect(report.over_time.points[22]).toMatchObject({ key: '2012-12', from: '2012-12-01', to });
      for (const point of report.over_time.points) {
        const days = within(point.from, point.to);
        expect(cents(point.revenue), point.key).toBe(sum(days, (sale) => sale.revenue - sale.credited));
        expect(cents(point.gct), point.key).toBe(sum(days, (sale) => sale.gct));
        expect(point.orders, point.key).toBe(days.filter((sale) => !sale.credited).length);
      }

      const rows = dimension === 'category' ? Object.keys(CATEGORIES) : PRODUCTS;
      const expected = rows
        .map((key) => ({
          key,
          revenue: sum(
            period.filter((sale) => sale[dimension] === key),
            (sale) => sale.revenue - sale.credited,
          ),
        }))
        .sort((a, b) => b.revenue - a.revenue);
      expect(report.breakdown.map((row) => ({ key: row.key, revenue: cents(row.revenue) }))).toEqual(
        expected,
      );
      expect(report.breakdown_others).toBeNull();
      expect(report.breakdown_exact).toBe(true);
    }
  });

  it('give the Money report of nearly two years day by day and by method to the cent', async () => {
    const answer = await accountant.call<{ report: MoneyReport }>(
      'GET',
      `/api/admin/reports/money?from=${from}&to=${to}`,
    );
    expect(answer.status).toBe(200);
    const period = within(from, to);
    expect(
      answer.body.report.days.map((row) => ({
        day: row.day,
        method: row.method,
        received: cents(row.received),
        refunded: cents(row.refunded),
      })),
    ).toEqual(
      period.map((sale) => ({
        day: sale.day,
        method: sale.method,
        received: sale.received,
        refunded: sale.refunded,
      })),
    );
    expect(
      Object.fromEntries(
        answer.body.report.by_method.map((row) => [row.method, [cents(row.received), cents(row.refunded)]]),
      ),
    ).toEqual(
      Object.fromEntries(
        METHODS.map((method) => {
          const paid = period.filter((sale) => sale.method === method);
          return [method, [sum(paid, (sale) => sale.received), sum(paid, (sale) => sale.refunded)]];
        }),
      ),
    );
  });
});

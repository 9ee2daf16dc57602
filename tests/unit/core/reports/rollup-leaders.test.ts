import { describe, expect, it } from 'vitest';
import { REPORTS } from '../../../../functions/core/reports/report-settings.js';
import { buildSalesReport } from '../../../../functions/core/reports/reports.js';
import { gatherCells, type StoredCell } from '../../../../functions/core/reports/rollup-cells.js';
import {
  emptyLeaders,
  isRankingExact,
  leadersOfCells,
  pickCandidates,
  updateLeaders,
  type Leaders,
} from '../../../../functions/core/reports/rollup-leaders.js';
import type { Figures } from '../../../../functions/core/reports/rollup.js';

const sold = (revenue: number, more: Partial<Figures> = {}): Partial<Figures> => ({
  revenue,
  orders: 1,
  units: 1,
  ...more,
});
const changes = (rows: Record<string, Partial<Figures>>) => new Map(Object.entries(rows));

describe('a month’s leaders', () => {
  it('keep every row, largest first, and a floor of 0 when there are fewer rows than kept', () => {
    const leaders = updateLeaders(emptyLeaders(), changes({ b: sold(500), a: sold(900), c: sold(100) }), 5);
    expect(Object.keys(leaders.rows)).toEqual(['a', 'b', 'c']);
    expect(leaders).toEqual({ rows: { a: 900, b: 500, c: 100 }, floor: 0 });
  });

  it('break a tie by the row’s key, whatever order the rows come in, and raise the floor to the row left out', () => {
    const one = updateLeaders(emptyLeaders(), changes({ z: sold(300), y: sold(300), x: sold(300) }), 2);
    const two = updateLeaders(emptyLeaders(), changes({ x: sold(300), z: sold(300), y: sold(300) }), 2);
    expect(one).toEqual({ rows: { x: 300, y: 300 }, floor: 300 });
    expect(two).toEqual(one);
  });

  it('rank a row by its revenue after credit notes: a refund moves a customer out, and the floor keeps what it has', () => {
    let leaders = updateLeaders(emptyLeaders(), changes({ a: sold(1_000), b: sold(800), c: sold(600) }), 2);
    expect(leaders).toEqual({ rows: { a: 1_000, b: 800 }, floor: 600 });
    // a's order is refunded in full: its cell now holds the sale and the credit note.
    leaders = updateLeaders(leaders, changes({ a: sold(1_000, { credited_revenue: 1_000 }) }), 2);
    expect(leaders.rows).toEqual({ b: 800, a: 0 });
    // c sells again: it comes in and a (at 0) goes out; no row left out has more than 600.
    leaders = updateLeaders(leaders, changes({ c: sold(900) }), 2);
    expect(leaders).toEqual({ rows: { c: 900, b: 800 }, floor: 600 });
  });

  it('drop a row with nothing left in it', () => {
    const leaders = updateLeaders({ rows: { a: 100, b: 50 }, floor: 0 }, changes({ a: {} }), 5);
    expect(leaders.rows).toEqual({ b: 50 });
  });

  it('are built from a rebuild’s whole cells, for customers and products only', () => {
    const months = leadersOfCells(
      [
        // Customers keep year cells only: each month's figures in them, their days beside.
        { set: 'customer', period: '2026', row: 'x', label: 'X', add: { m10_revenue: 5, d1003_revenue: 5 } },
        {
          set: 'customer',
          period: '2026',
          row: 'y',
          label: 'Y',
          add: { m10_revenue: 7, m11_revenue: 2, d1004_revenue: 7, d1101_revenue: 2 },
        },
        { set: 'category', period: '2026-10', row: 'c', label: 'C', add: { revenue: 9 } },
        { set: 'product', period: '2026-11', row: 'p', label: 'P', add: { revenue: 3, d01_revenue: 3 } },
        // A product's year cell is no month: its month cells make its leaders.
        { set: 'product', period: '2026', row: 'p', label: 'P', add: { m11_revenue: 3 } },
      ],
      1,
    );
    expect(months).toEqual([
      { set: 'customer', period: '2026-10', leaders: { rows: { y: 7 }, floor: 5 } },
      { set: 'customer', period: '2026-11', leaders: { rows: { y: 2 }, floor: 0 } },
      { set: 'product', period: '2026-11', leaders: { rows: { p: 3 }, floor: 0 } },
    ]);
  });
});

describe('a period’s candidates', () => {
  const october: Leaders = { rows: { a: 900, b: 800, c: 700 }, floor: 100 };
  const november: Leaders = { rows: { c: 900, d: 850, a: 50 }, floor: 40 };

  it('are the rows with the most revenue the months list', () => {
    expect(pickCandidates([october, november], 2)).toEqual(['c', 'a']);
    expect(pickCandidates([october, november], 10)).toEqual(['c', 'a', 'd', 'b']);
  });

  it('are surely the largest when no row left out could beat the last one shown', () => {
    // Left out: b (800 + November's floor 40 = 840 at most), d (October's floor 100 + 850 = 950),
    // and rows listed nowhere (100 + 40 = 140 at most).
    expect(isRankingExact([october, november], ['c', 'a'], 960)).toBe(true);
    expect(isRankingExact([october, november], ['c', 'a'], 940)).toBe(false);
    expect(isRankingExact([october, november], ['c', 'a', 'd'], 850)).toBe(true);
    // A month that pushed no row out has a floor of 0: fewer rows than kept, every row read.
    const few: Leaders = { rows: { a: 10, b: 5 }, floor: 0 };
    expect(isRankingExact([few], ['a', 'b'], 5)).toBe(true);
    expect(isRankingExact([emptyLeaders()], [], null)).toBe(true);
  });
});

describe('a breakdown of its largest rows', () => {
  const cell = (row: string, revenue: number, more: Partial<Figures> = {}): StoredCell => ({
    set: 'customer',
    period: '2026-11',
    row,
    label: `Customer ${row}`,
    figures: { revenue, orders: 1, units: 2, ...more },
  });
  const periods = {
    current: { from: '2026-11-01', to: '2026-11-30' },
    previous: { from: '2026-10-01', to: '2026-10-31' },
  };
  const customers = Array.from({ length: REPORTS.breakdownLimit + 5 }, (_, index) =>
    cell(`c${String(index).padStart(2, '0')}`, 1_000 + index * 100),
  );
  const totalRevenue = customers.reduce((sum, one) => sum + one.figures.revenue!, 0) + 12_345;
  const totals: StoredCell = {
    set: 'totals',
    period: '2026-11',
    row: 'all',
    label: null,
    // 12,345 cents of revenue from customers not read (below the candidates), and money on account.
    figures: {
      revenue: totalRevenue,
      orders: customers.length + 3,
      units: 2 * customers.length + 4,
      received: 99,
    },
  };

  it('shows the largest and puts every other row in one row, so it adds up to the totals to the cent', () => {
    const report = buildSalesReport(gatherCells([totals, ...customers]), periods, 'customer', false);
    expect(report.breakdown).toHaveLength(REPORTS.breakdownLimit);
    expect(report.breakdown[0]).toMatchObject({ key: 'c14', label: 'Customer c14', revenue: 24 });
    const shown = report.breakdown.reduce((sum, row) => sum + Math.round(row.revenue * 100), 0);
    expect(Math.round(report.breakdown_others!.revenue * 100) + shown).toBe(totalRevenue);
    expect(report.breakdown_others).toMatchObject({
      revenue: (1_000 + 1_100 + 1_200 + 1_300 + 1_400 + 12_345) / 100,
      orders: 8,
      units: 14,
    });
    expect(report.breakdown_exact).toBe(false);
  });

  it('has no other row when every row is shown, and no orders in it where an order counts in several rows', () => {
    const few = customers.slice(0, 3);
    const sum = few.reduce((total, one) => total + one.figures.revenue!, 0);
    const exact: StoredCell = { ...totals, figures: { revenue: sum, orders: 3, units: 6, received: 99 } };
    expect(buildSalesReport(gatherCells([exact, ...few]), periods, 'customer').breakdown_others).toBeNull();
    const products = customers.map((one) => ({ ...one, set: 'product' as const }));
    const report = buildSalesReport(gatherCells([totals, ...products]), periods, 'product');
    expect(report.breakdown_others?.orders).toBeNull();
  });
});

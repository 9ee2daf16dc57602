import { describe, expect, it } from 'vitest';
import {
  buildGctReturn,
  buildSalesReport,
  resolvePeriods,
  salesReportQuerySchema,
} from '../../../../functions/core/reports/reports.js';
import { createReportRollups } from '../../../../functions/core/reports/rollup-cells.js';
import { addFigures, emptyDayFigures, type DayFigures } from '../../../../functions/core/reports/rollup.js';

const query = (input: Record<string, string>) => salesReportQuerySchema.parse(input);

function day(figures: Parameters<typeof addFigures>[1]): DayFigures {
  const result = emptyDayFigures();
  addFigures(result.totals, figures);
  return result;
}

describe('report periods', () => {
  it('take today in Jamaica when no date is given: 02:00 UTC is still yesterday there', () => {
    const { current } = resolvePeriods(query({ period: 'day' }), '2026-12-01T02:00:00.000Z');
    expect(current).toEqual({ from: '2026-11-30', to: '2026-11-30' });
  });

  it('compare a week (Monday to Sunday) with the week before and a month with the month before', () => {
    expect(resolvePeriods(query({ period: 'week', date: '2026-11-26' }), '2026-11-26T12:00:00Z')).toEqual({
      current: { from: '2026-11-23', to: '2026-11-29' },
      previous: { from: '2026-11-16', to: '2026-11-22' },
    });
    expect(resolvePeriods(query({ period: 'month', date: '2026-03-15' }), '2026-11-26T12:00:00Z')).toEqual({
      current: { from: '2026-03-01', to: '2026-03-31' },
      previous: { from: '2026-02-01', to: '2026-02-28' },
    });
  });

  it('compare a custom period with as many days just before it', () => {
    expect(
      resolvePeriods(
        query({ period: 'custom', from: '2026-11-10', to: '2026-11-19' }),
        '2026-11-26T12:00:00Z',
      ).previous,
    ).toEqual({ from: '2026-10-31', to: '2026-11-09' });
  });

  it.each([
    [{ period: 'year' }, 'period'],
    [{ period: 'day', date: '2026-02-30' }, 'date'],
    [{ period: 'day', date: '26-11-2026' }, 'date'],
    [{ period: 'custom', to: '2026-11-01' }, 'from'],
    [{ period: 'custom', from: '2026-11-10', to: '2026-11-01' }, 'to'],
    [{ period: 'custom', from: '2020-01-01', to: '2026-11-01' }, 'to'],
    [{ dimension: 'colour' }, 'dimension'],
  ])('refuse %j naming %s', (input, field) => {
    const result = salesReportQuerySchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error!.issues[0]!.path).toEqual([field]);
  });
});

describe('sales report and GCT return', () => {
  const days = new Map([
    ['2026-10-31', day({ revenue: 50_00, gct: 7_50, orders: 1 })],
    [
      '2026-11-02',
      day({
        revenue: 100_00,
        gct: 15_00,
        delivery: 15_00,
        orders: 2,
        units: 3,
        cost: 40_00,
        costed_revenue: 80_00,
      }),
    ],
    ['2026-11-20', day({ credited_revenue: 30_00, credited_gct: 4_50, credited_orders: 1, refunded: 34_50 })],
  ]);

  it('net the period’s credit notes and compare it with the previous period', () => {
    const report = buildSalesReport(
      createReportRollups(days),
      resolvePeriods(query({ period: 'month', date: '2026-11-01' }), '2026-11-26T12:00:00Z'),
      'category',
    );
    expect(report.totals).toMatchObject({
      revenue: 70,
      gct: 10.5,
      delivery: 15,
      orders: 1,
      refunds: 34.5,
      credits: 34.5,
    });
    expect(report.totals.average_order_value).toBe(70);
    expect(report.totals.gross_margin).toBe(40);
    expect(report.previous).toMatchObject({ revenue: 50, gct: 7.5, orders: 1 });
    expect(report.over_time.unit).toBe('day');
    expect(report.over_time.points).toHaveLength(30);
    expect(report.over_time.points[1]).toEqual({
      key: '2026-11-02',
      from: '2026-11-02',
      to: '2026-11-02',
      revenue: 100,
      gct: 15,
      orders: 2,
    });
  });

  it('chart a period of more than 92 days by month, the months at its ends cut to its days', () => {
    const spread = new Map([
      ['2026-01-09', day({ revenue: 1_000_00, orders: 1 })],
      ['2026-01-10', day({ revenue: 10_00, gct: 1_50, orders: 1 })],
      ['2026-01-31', day({ revenue: 20_00, gct: 3_00, orders: 1 })],
      ['2026-03-01', day({ revenue: 40_00, gct: 6_00, orders: 2 })],
      ['2026-04-14', day({ revenue: 5_00, orders: 1, credited_revenue: 5_00, credited_orders: 1 })],
      ['2026-04-15', day({ revenue: 2_000_00, orders: 1 })],
      ...days,
    ]);
    const long = buildSalesReport(
      createReportRollups(spread),
      resolvePeriods(
        query({ period: 'custom', from: '2026-01-10', to: '2026-04-14' }),
        '2026-11-26T12:00:00Z',
      ),
      'category',
    );
    expect(long.over_time.unit).toBe('month');
    expect(long.over_time.points).toEqual([
      { key: '2026-01', from: '2026-01-10', to: '2026-01-31', revenue: 30, gct: 4.5, orders: 2 },
      { key: '2026-02', from: '2026-02-01', to: '2026-02-28', revenue: 0, gct: 0, orders: 0 },
      { key: '2026-03', from: '2026-03-01', to: '2026-03-31', revenue: 40, gct: 6, orders: 2 },
      { key: '2026-04', from: '2026-04-01', to: '2026-04-14', revenue: 0, gct: 0, orders: 0 },
    ]);
    // The months add up to the period, as the table beside the chart shows them.
    expect(long.over_time.points.reduce((sum, point) => sum + point.revenue, 0)).toBe(long.totals.revenue);
    // 92 days are still charted by day.
    const short = buildSalesReport(
      createReportRollups(spread),
      resolvePeriods(
        query({ period: 'custom', from: '2026-01-10', to: '2026-04-11' }),
        '2026-11-26T12:00:00Z',
      ),
      'category',
    );
    expect(short.over_time.unit).toBe('day');
    expect(short.over_time.points).toHaveLength(92);
    expect(short.over_time.points.find((point) => point.key === '2026-03-01')?.revenue).toBe(40);
  });

  it('declare the month’s output GCT less the GCT of its credit notes', () => {
    expect(buildGctReturn('2026-11', createReportRollups(days))).toMatchObject({
      standard_rated_sales: 100,
      output_gct: 15,
      credit_notes_gct: 4.5,
      net_output_gct: 10.5,
      invoices: 2,
      credit_notes: 1,
    });
  });

  it('split zero-rated sales and their credit notes from the standard-rated ones, by exemption reference', () => {
    const exempt = day({ revenue: 200_00, zero_rated_revenue: 200_00, orders: 1 });
    exempt.by.gct_exemption['MOF/117'] = { ...exempt.totals };
    exempt.labels.gct_exemption = { 'MOF/117': 'Ministry of Finance: Government ministry' };
    const credit = day({ credited_revenue: 200_00, credited_zero_rated_revenue: 200_00, credited_orders: 1 });
    credit.by.gct_exemption['MOF/117'] = { ...credit.totals };
    const gct = buildGctReturn(
      '2026-11',
      createReportRollups(new Map([...days, ['2026-11-05', exempt], ['2026-11-21', credit]])),
    );
    expect(gct).toMatchObject({
      standard_rated_sales: 100,
      output_gct: 15,
      zero_rated_sales: 200,
      exempt_sales: 0,
      credit_notes_sales: 30,
      credit_notes_gct: 4.5,
      credit_notes_zero_rated_sales: 200,
      net_sales: 70,
      net_output_gct: 10.5,
      invoices: 3,
      credit_notes: 2,
    });
    expect(gct.zero_rated_by_exemption).toEqual([
      {
        reference: 'MOF/117',
        buyer: 'Ministry of Finance: Government ministry',
        zero_rated_sales: 200,
        credit_notes_sales: 200,
        invoices: 1,
        credit_notes: 1,
      },
    ]);
  });
});

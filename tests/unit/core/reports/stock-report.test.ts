import { describe, expect, it } from 'vitest';
import {
  addDayCellToWrites,
  createReportRollups,
  gatherStockDays,
  type CellWrite,
  type DayCell,
} from '../../../../functions/core/reports/rollup-cells.js';
import { addFigures, emptyDayFigures, emptyFigures } from '../../../../functions/core/reports/rollup.js';
import { buildStockReport, type StockProduct } from '../../../../functions/core/reports/stock-report.js';

const product = (id: string, overrides: Partial<StockProduct> = {}): StockProduct => ({
  id,
  name: `Product ${id}`,
  sku: id,
  category_id: 'laptops',
  cost_price: 100,
  selling_price: 150,
  stock_quantity: 10,
  is_active: true,
  created_at: '2025-01-01T00:00:00.000Z',
  ...overrides,
});

function soldOn(productId: string, units: number) {
  const day = emptyDayFigures();
  day.by.product[productId] = addFigures(emptyFigures(), { units });
  return day;
}

describe('stock report', () => {
  it('values stock at cost and price by category, leaving products without a cost out of the cost', () => {
    const report = buildStockReport(
      [product('a'), product('b', { cost_price: 0, stock_quantity: 4 }), product('c', { category_id: null })],
      new Map([['laptops', 'Laptops']]),
      createReportRollups(new Map()),
      '2026-11-26',
    );
    expect(report.by_category[0]).toMatchObject({
      category: 'Laptops',
      units: 14,
      value_at_cost: 1_000,
      value_at_price: 2_100,
      units_without_cost: 4,
    });
    expect(report.by_category[1]).toMatchObject({ category: 'Uncategorised', units: 10 });
  });

  it('lists products unsold in 90 days and those that run out within 30 days at the last 30 days’ rate', () => {
    const days = new Map([
      ['2026-11-20', soldOn('fast', 30)],
      ['2026-09-01', soldOn('old', 5)],
    ]);
    const report = buildStockReport(
      [
        product('fast', { stock_quantity: 12, stock_estimated: true }),
        product('old'),
        product('idle'),
        product('new', { created_at: '2026-11-01T00:00:00.000Z' }),
      ],
      new Map(),
      createReportRollups(days),
      '2026-11-26',
    );
    expect(report.slow_movers.map((row) => row.id)).toEqual(['idle']);
    expect(report.slow_movers_count).toBe(1);
    expect(report.running_out).toEqual([
      expect.objectContaining({ id: 'fast', units_per_day: 1, days_left: 12, stock_estimated: true }),
    ]);
  });

  it('reads units from the stock rollup’s day items: a credit note reduces units sold, a day before the 90 is not counted', () => {
    // What the consumer and the rebuild add (the product cells' month and year cells beside them).
    const productDay = (row: string, day: string, figures: DayCell['figures']): DayCell => ({
      set: 'product',
      day,
      row,
      label: null,
      figures,
    });
    const writes = new Map<string, CellWrite>();
    for (const cell of [
      productDay('fast', '2026-11-20', { units: 30, revenue: 3_000 }),
      productDay('fast', '2026-11-24', { credited_units: 15 }),
      productDay('steady', '2026-11-22', { units: 30 }),
      productDay('old', '2026-08-28', { units: 5 }),
    ])
      addDayCellToWrites(writes, cell);
    const dayItems = [...writes.values()].filter((write) => write.period.length === 10);
    // One item per product day here (each product in a shard of its own day); money is not kept.
    expect(dayItems.map((item) => item.period).sort()).toEqual([
      '2026-08-28',
      '2026-11-20',
      '2026-11-22',
      '2026-11-24',
    ]);
    const report = buildStockReport(
      [product('fast', { stock_quantity: 12 }), product('steady', { stock_quantity: 12 }), product('old')],
      new Map(),
      gatherStockDays(
        dayItems.map((item) => ({
          set: item.set,
          period: item.period,
          row: item.row,
          label: null,
          figures: item.add,
        })),
      ),
      '2026-11-26',
    );
    // 30 sold less 15 credited in 30 days: half a unit a day, 24 days of its 12 units.
    expect(report.running_out).toEqual([
      expect.objectContaining({ id: 'steady', units_per_day: 1, days_left: 12 }),
      expect.objectContaining({ id: 'fast', units_per_day: 0.5, days_left: 24 }),
    ]);
    // Sold on 28 August only, the day before the 90 (29 August to 26 November): unsold in them.
    expect(report.slow_movers.map((row) => row.id)).toEqual(['old']);
  });
});

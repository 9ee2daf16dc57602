/**
 * The Stock report: what the shelf is worth at cost and at selling price by category, the products
 * that sold nothing in the last 90 days, and those that run out within 30 days at the last 30 days'
 * rate of sale; a stock figure the importer estimated is flagged, not trusted.
 */
import { REPORTS } from './report-settings.js';
import type { ReportRollups } from './rollup-cells.js';

/** The product fields the Stock report reads. */
export interface StockProduct {
  id: string;
  name: string;
  sku: string;
  category_id: string | null;
  cost_price: number;
  selling_price: number;
  stock_quantity: number;
  stock_estimated?: boolean;
  is_active: boolean;
  created_at: string;
}

export interface StockReport {
  by_category: {
    category_id: string | null;
    category: string;
    units: number;
    value_at_cost: number;
    value_at_price: number;
    /** Units of products without a cost price (left out of the value at cost). */
    units_without_cost: number;
  }[];
  totals: { units: number; value_at_cost: number; value_at_price: number };
  /** How many products sold nothing in the window; the list holds those with the most stock value. */
  slow_movers_count: number;
  slow_movers: {
    id: string;
    name: string;
    sku: string;
    stock: number;
    value_at_price: number;
    stock_estimated: boolean;
  }[];
  running_out: {
    id: string;
    name: string;
    sku: string;
    stock: number;
    units_per_day: number;
    days_left: number;
    stock_estimated: boolean;
  }[];
}

const round2 = (value: number) => Math.round(value * 100) / 100;

/**
 * `rollups` holds the product rows (units sold and credited) of the last REPORTS.slowMoverDays days
 * ending today: the stock rollup's days (`gatherStockDays`); products created within that window
 * are not called slow yet.
 */
export function buildStockReport(
  products: readonly StockProduct[],
  categoryNames: ReadonlyMap<string, string>,
  rollups: ReportRollups,
  today: string,
): StockReport {
  const rateFrom = new Date(Date.parse(`${today}T00:00:00Z`) - (REPORTS.runOutRateDays - 1) * 86_400_000)
    .toISOString()
    .slice(0, 10);
  const windowFrom = new Date(Date.parse(`${today}T00:00:00Z`) - (REPORTS.slowMoverDays - 1) * 86_400_000)
    .toISOString()
    .slice(0, 10);
  const soldInWindow = new Map(
    Object.entries(rollups.sum({ from: windowFrom, to: today }).by.product).map(([id, row]) => [
      id,
      row.units,
    ]),
  );
  const soldRecently = new Map(
    Object.entries(rollups.sum({ from: rateFrom, to: today }).by.product).map(([id, row]) => [
      id,
      row.units - row.credited_units,
    ]),
  );
  const windowStart = new Date(
    Date.parse(`${today}T00:00:00Z`) - REPORTS.slowMoverDays * 86_400_000,
  ).toISOString();
  const categories = new Map<string, StockReport['by_category'][number]>();
  const live = products.filter((product) => product.is_active);
  for (const product of live) {
    const key = product.category_id ?? '';
    const row = categories.get(key) ?? {
      category_id: product.category_id,
      category: (product.category_id && categoryNames.get(product.category_id)) || 'Uncategorised',
      units: 0,
      value_at_cost: 0,
      value_at_price: 0,
      units_without_cost: 0,
    };
    const stock = Math.max(0, product.stock_quantity);
    row.units += stock;
    row.value_at_price = round2(row.value_at_price + stock * product.selling_price);
    if (product.cost_price > 0) row.value_at_cost = round2(row.value_at_cost + stock * product.cost_price);
    else row.units_without_cost += stock;
    categories.set(key, row);
  }
  const slow = live.filter(
    (product) =>
      product.stock_quantity > 0 && !soldInWindow.get(product.id) && product.created_at < windowStart,
  );
  const byCategory = [...categories.values()].sort((a, b) => b.value_at_price - a.value_at_price);
  return {
    by_category: byCategory,
    totals: {
      units: byCategory.reduce((sum, row) => sum + row.units, 0),
      value_at_cost: round2(byCategory.reduce((sum, row) => sum + row.value_at_cost, 0)),
      value_at_price: round2(byCategory.reduce((sum, row) => sum + row.value_at_price, 0)),
    },
    slow_movers_count: slow.length,
    slow_movers: slow
      .map((product) => ({
        id: product.id,
        name: product.name,
        sku: product.sku,
        stock: product.stock_quantity,
        value_at_price: round2(product.stock_quantity * product.selling_price),
        stock_estimated: product.stock_estimated === true,
      }))
      .sort((a, b) => b.value_at_price - a.value_at_price)
      .slice(0, REPORTS.slowMoverLimit),
    running_out: live
      .flatMap((product) => {
        const sold = soldRecently.get(product.id) ?? 0;
        if (sold <= 0 || product.stock_quantity <= 0) return [];
        const perDay = sold / REPORTS.runOutRateDays;
        const daysLeft = Math.floor(product.stock_quantity / perDay);
        if (daysLeft > REPORTS.runOutWithinDays) return [];
        return [
          {
            id: product.id,
            name: product.name,
            sku: product.sku,
            stock: product.stock_quantity,
            units_per_day: Math.round(perDay * 100) / 100,
            days_left: daysLeft,
            stock_estimated: product.stock_estimated === true,
          },
        ];
      })
      .sort((a, b) => a.days_left - b.days_left),
  };
}

/** GET /api/admin/reports/stock (admins and accountants): stock value by category, slow movers, running out. */
import { REPORTS } from '../../core/reports/report-settings.js';
import { buildStockReport } from '../../core/reports/stock-report.js';
import { toShopDay } from '../../core/shop-time.js';
import { listCategories } from '../../data/categories.js';
import { listStockProducts, readStockDays } from '../../data/report-rollups.js';
import { createHttpHandler } from '../../shared/http-handler.js';

export const handler = createHttpHandler({ auth: 'reports' }, async () => {
  const now = new Date();
  const today = toShopDay(now.toISOString());
  const from = toShopDay(new Date(now.getTime() - (REPORTS.slowMoverDays - 1) * 86_400_000).toISOString());
  const [products, categories, rollups] = await Promise.all([
    listStockProducts(),
    listCategories(),
    // The stock rollup's days: every product's units sold and credited, a few items a day.
    readStockDays(from, today),
  ]);
  const names = new Map(categories.map((category) => [category.id, category.name]));
  return { report: buildStockReport(products, names, rollups, today) };
});

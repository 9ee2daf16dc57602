/**
 * GET /api/admin/reports/sales (admins and accountants): a period against the previous one, from the
 * rollups: the period's months and days, of the breakdown shown only (the totals' every day only
 * where the chart is by day); a breakdown by customer or
 * product over whole months read through the months' leaders (its likeliest largest rows only).
 */
import { REPORTS } from '../../core/reports/report-settings.js';
import {
  buildSalesReport,
  chartUnitOf,
  resolvePeriods,
  SALES_CHART_FIGURES,
  salesReportQuerySchema,
} from '../../core/reports/reports.js';
import { isRankedSet } from '../../core/reports/rollup-leaders.js';
import { readReportRollups } from '../../data/report-rollups.js';
import { createHttpHandler } from '../../shared/http-handler.js';

export const handler = createHttpHandler(
  { auth: 'reports', query: salesReportQuerySchema },
  async ({ query }) => {
    const periods = resolvePeriods(query, new Date().toISOString());
    const { dimension } = query;
    // Customers and products, for any period, through the months' leaders: read whole, a day or a
    // week would read every row's month (or year) cell with its days, about 2.7 s for a week by
    // product at 200,000 orders.
    const ranked = isRankedSet(dimension);
    const rollups = await readReportRollups([
      {
        period: periods.current,
        sets: ranked ? ['totals'] : ['totals', dimension],
        // Charted by day: the totals' days; by month, the months' figures (and the ends' days) suffice.
        ...(chartUnitOf(periods.current) === 'day'
          ? { daily: ['totals'] as const, dayFigures: SALES_CHART_FIGURES }
          : {}),
        ...(ranked ? { ranked: { set: dimension, shown: REPORTS.breakdownLimit } } : {}),
      },
      { period: periods.previous, sets: ['totals'] },
    ]);
    return { report: buildSalesReport(rollups, periods, dimension, rollups.rankedExact) };
  },
);

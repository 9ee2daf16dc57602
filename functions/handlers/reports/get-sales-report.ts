/** GET /api/admin/reports/sales (admins and accountants): a period against the previous one, from the rollups: the period's months and days, of the breakdown shown only. */
import { buildSalesReport, resolvePeriods, salesReportQuerySchema } from '../../core/reports/reports.js';
import { readReportRollups } from '../../data/report-rollups.js';
import { createHttpHandler } from '../../shared/http-handler.js';

export const handler = createHttpHandler(
  { auth: 'reports', query: salesReportQuerySchema },
  async ({ query }) => {
    const periods = resolvePeriods(query, new Date().toISOString());
    const rollups = await readReportRollups([
      { period: periods.current, sets: ['totals', query.dimension], daily: ['totals'] },
      { period: periods.previous, sets: ['totals'] },
    ]);
    return { report: buildSalesReport(rollups, periods, query.dimension) };
  },
);

/** GET /api/admin/reports/sales (admins and accountants): a period against the previous one, from the day rollups. */
import { buildSalesReport, resolvePeriods, salesReportQuerySchema } from '../../core/reports/reports.js';
import { listDayRollups } from '../../data/report-rollups.js';
import { createHttpHandler } from '../../shared/http-handler.js';

export const handler = createHttpHandler(
  { auth: 'reports', query: salesReportQuerySchema },
  async ({ query }) => {
    const periods = resolvePeriods(query, new Date().toISOString());
    const days = await listDayRollups(periods.previous.from, periods.current.to);
    return { report: buildSalesReport(days, periods, query.dimension) };
  },
);

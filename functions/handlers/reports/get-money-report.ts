/** GET /api/admin/reports/money?from&to[&format=csv] (admins and accountants): money received and awaited. */
import { writeCsv } from '../../core/csv/csv.js';
import { buildMoneyReport, moneyReportQuerySchema, toMoneyCsvRows } from '../../core/reports/reports.js';
import { listAwaitingTransfers, listDayRollups } from '../../data/report-rollups.js';
import { createHttpHandler } from '../../shared/http-handler.js';

export const handler = createHttpHandler(
  { auth: 'reports', query: moneyReportQuerySchema },
  async ({ query }) => {
    const [days, awaiting] = await Promise.all([
      listDayRollups(query.from, query.to),
      listAwaitingTransfers(),
    ]);
    const report = buildMoneyReport(days, query, awaiting, new Date().toISOString());
    if (query.format === 'json') return { report };
    return {
      statusCode: 200,
      text: writeCsv(toMoneyCsvRows(report)),
      headers: {
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': `attachment; filename="money-${query.from}-to-${query.to}.csv"`,
      },
    };
  },
);

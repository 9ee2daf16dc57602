/** GET /api/admin/reports/money?from&to[&format=csv] (admins and accountants): money received and awaited. */
import { writeCsv } from '../../core/csv/csv.js';
import {
  buildMoneyReport,
  MONEY_FIGURES,
  moneyReportQuerySchema,
  toMoneyCsvRows,
} from '../../core/reports/reports.js';
import { listAwaitingTransfers, readReportRollups } from '../../data/report-rollups.js';
import { createHttpHandler } from '../../shared/http-handler.js';

export const handler = createHttpHandler(
  { auth: 'reports', query: moneyReportQuerySchema },
  async ({ query }) => {
    const period = { from: query.from, to: query.to };
    const [rollups, awaiting] = await Promise.all([
      // Only the money moved: each day's received and refunded, not the sales figures beside them.
      readReportRollups([{ period, sets: [], daily: ['payment_method'], dayFigures: MONEY_FIGURES }]),
      listAwaitingTransfers(),
    ]);
    const report = buildMoneyReport(rollups, period, awaiting, new Date().toISOString());
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

/** GET /api/admin/reports/gct?month=YYYY-MM[&format=csv] (admins and accountants): the month's GCT return. */
import { writeCsv } from '../../core/csv/csv.js';
import {
  buildGctReturn,
  getMonthPeriod,
  gctReturnQuerySchema,
  toGctReturnCsvRows,
} from '../../core/reports/reports.js';
import { readReportRollups } from '../../data/report-rollups.js';
import { createHttpHandler } from '../../shared/http-handler.js';

export const handler = createHttpHandler(
  { auth: 'reports', query: gctReturnQuerySchema },
  async ({ query }) => {
    const period = getMonthPeriod(query.month);
    const rollups = await readReportRollups([
      { period, sets: ['totals', 'gct_exemption'], daily: ['totals'] },
    ]);
    const gct = buildGctReturn(query.month, rollups);
    if (query.format === 'json') return { gct_return: gct };
    return {
      statusCode: 200,
      text: writeCsv(toGctReturnCsvRows(gct)),
      headers: {
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': `attachment; filename="gct-return-${query.month}.csv"`,
      },
    };
  },
);

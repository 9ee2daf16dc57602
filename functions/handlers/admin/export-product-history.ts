/** GET /api/admin/products/{id}/history/csv: a product's whole history as CSV, one row per changed field. */
import { productParamsSchema } from '../../core/admin/product-form.js';
import { HISTORY_CSV_COLUMNS, toHistoryCsvRows } from '../../core/catalogue/product-history.js';
import { writeCsv } from '../../core/csv/csv.js';
import { listAllHistory } from '../../data/product-history.js';
import { createHttpHandler } from '../../shared/http-handler.js';

export const handler = createHttpHandler(
  { auth: 'admin', params: productParamsSchema },
  async ({ params }) => {
    const rows = toHistoryCsvRows(await listAllHistory(params.id));
    const name = params.id.replace(/[^A-Za-z0-9-]/g, '_');
    return {
      statusCode: 200,
      text: writeCsv([[...HISTORY_CSV_COLUMNS], ...rows]),
      headers: {
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': `attachment; filename="product-${name}-history.csv"`,
      },
    };
  },
);

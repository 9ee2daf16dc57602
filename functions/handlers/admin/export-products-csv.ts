/** GET /api/admin/products-csv: every product as CSV (SKU, name, prices, stock, active, category, brand). */
import { queryAdminProducts } from '../../core/admin/inventory.js';
import { PRODUCT_CSV_COLUMNS, toProductCsvRow } from '../../core/admin/product-csv.js';
import { writeCsv } from '../../core/csv/csv.js';
import { getCatalogue } from '../../data/catalogue-cache.js';
import { createHttpHandler } from '../../shared/http-handler.js';

export const handler = createHttpHandler({ auth: 'admin' }, async () => {
  const { index } = await getCatalogue({ fresh: true });
  const { items } = queryAdminProducts(index, {
    search: undefined,
    status: 'all',
    order: 'newest',
    offset: 0,
    limit: index.size,
  });
  const rows = items.map((product) => toProductCsvRow(product, index.getNames(product)));
  return {
    statusCode: 200,
    text: writeCsv([[...PRODUCT_CSV_COLUMNS], ...rows]),
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': 'attachment; filename="products.csv"',
    },
  };
});

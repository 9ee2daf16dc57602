/** GET /api/admin/products/{id}/history: a product's stock and price history, newest first, a page at a time. */
import { productParamsSchema } from '../../core/admin/product-form.js';
import { historyQuerySchema } from '../../core/catalogue/product-history-query.js';
import { listHistoryPage } from '../../data/product-history.js';
import { createHttpHandler } from '../../shared/http-handler.js';

export const handler = createHttpHandler(
  { auth: 'admin', params: productParamsSchema, query: historyQuerySchema },
  async ({ params, query }) => listHistoryPage(params.id, query.limit, query.cursor),
);

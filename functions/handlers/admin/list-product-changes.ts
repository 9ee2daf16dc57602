/** GET /api/admin/products/{id}/changes: what imports, syncs and CSV imports changed on a product. */
import { productParamsSchema } from '../../core/admin/product-form.js';
import { listProductChanges } from '../../data/product-changes.js';
import { createHttpHandler } from '../../shared/http-handler.js';

export const handler = createHttpHandler(
  { auth: 'admin', params: productParamsSchema },
  async ({ params }) => ({
    changes: await listProductChanges(params.id),
  }),
);

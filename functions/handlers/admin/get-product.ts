/** GET /api/admin/products/{id}: every field of one product, with the derived markup (admin only). */
import { adminMessages } from '../../core/admin/admin-messages.js';
import { productParamsSchema, toAdminProduct } from '../../core/admin/product-form.js';
import { RuleViolation } from '../../core/rule-violation.js';
import { getProduct } from '../../data/catalogue-reads.js';
import { createHttpHandler } from '../../shared/http-handler.js';

export const handler = createHttpHandler(
  { auth: 'admin', params: productParamsSchema },
  async ({ params }) => {
    const product = await getProduct(params.id);
    if (!product) throw new RuleViolation('not-found', adminMessages.productNotFound);
    return { product: toAdminProduct(product) };
  },
);

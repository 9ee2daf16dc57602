/** GET /api/products/{id}: one active product with its detail fields. */
import { productParamsSchema } from '../../core/catalogue/product-id.js';
import { toProductDetail } from '../../core/catalogue/product-card.js';
import { RuleViolation } from '../../core/rule-violation.js';
import { getProductDetail } from '../../data/catalogue-cache.js';
import { createHttpHandler } from '../../shared/http-handler.js';

export const handler = createHttpHandler(
  { auth: 'public', params: productParamsSchema },
  async ({ params }) => {
    const found = await getProductDetail(params.id);
    if (!found?.product.is_active) throw new RuleViolation('not-found', 'Product not found');
    return { product: toProductDetail(found.product, found.names) };
  },
);

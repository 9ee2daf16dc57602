/**
 * GET /api/products/{id}/related: the product page's related products, computed from the warm
 * catalogue (no table read beyond its freshness check), so the product itself never waits for them.
 */
import { productParamsSchema } from '../../core/catalogue/product-id.js';
import { findRelatedProducts } from '../../core/catalogue/related-products.js';
import { PRODUCT_PAGE } from '../../core/catalogue/catalogue-limits.js';
import { RuleViolation } from '../../core/rule-violation.js';
import { listActive } from '../../core/catalogue/catalogue-other-routes.js';
import { getCatalogue } from '../../data/catalogue-cache.js';
import { createHttpHandler } from '../../shared/http-handler.js';

export const handler = createHttpHandler(
  { auth: 'public', params: productParamsSchema },
  async ({ params }) => {
    const { index } = await getCatalogue();
    const product = index.get(params.id);
    if (!product?.is_active) throw new RuleViolation('not-found', 'Product not found');
    const related = findRelatedProducts(product, listActive(index), PRODUCT_PAGE.relatedLimit);
    return { products: related.map((source) => index.toCard(source)) };
  },
);

/** GET /api/products/{id}: one active product with its detail fields (spec get_product_public). */
import { productParamsSchema } from '../../core/catalogue/catalogue-query.js';
import { toProductDetail } from '../../core/catalogue/product-card.js';
import { getCardNames, getProduct } from '../../data/catalogue-reads.js';
import { NotFoundError } from '../../shared/http-errors.js';
import { createHttpHandler } from '../../shared/http-handler.js';

export const handler = createHttpHandler(
  { auth: 'public', params: productParamsSchema },
  async ({ params }) => {
    const product = await getProduct(params.id);
    if (!product?.is_active) throw new NotFoundError('Product not found');
    return { product: toProductDetail(product, await getCardNames(product)) };
  },
);

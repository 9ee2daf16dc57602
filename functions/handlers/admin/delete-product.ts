/** DELETE /api/admin/products/{id}: removes a product, frees its SKU and deletes its uploaded images. */
import { adminMessages } from '../../core/admin/admin-messages.js';
import { productParamsSchema } from '../../core/admin/product-form.js';
import { RuleViolation } from '../../core/rule-violation.js';
import { deleteProduct } from '../../data/admin-products.js';
import { getProduct } from '../../data/catalogue-reads.js';
import { removeUnusedImages } from '../../data/product-images.js';
import { createHttpHandler } from '../../shared/http-handler.js';

export const handler = createHttpHandler(
  { auth: 'admin', params: productParamsSchema },
  async ({ params }) => {
    const product = await getProduct(params.id);
    if (!product || (await deleteProduct(product)))
      throw new RuleViolation('not-found', adminMessages.productNotFound);
    await removeUnusedImages(product.images, []);
    return { statusCode: 204 };
  },
);

/** DELETE /api/admin/products/{id}: removes a product, frees its SKU and deletes its uploaded images. */
import { adminMessages } from '../../core/admin/admin-messages.js';
import { productParamsSchema } from '../../core/admin/product-form.js';
import { deleteProduct } from '../../data/admin-products.js';
import { getProduct } from '../../data/catalogue-reads.js';
import { removeUnusedImages } from '../../data/product-images.js';
import { NotFoundError } from '../../shared/http-errors.js';
import { createHttpHandler } from '../../shared/http-handler.js';

export const handler = createHttpHandler(
  { auth: 'admin', params: productParamsSchema },
  async ({ params }) => {
    const product = await getProduct(params.id);
    if (!product || (await deleteProduct(product))) throw new NotFoundError(adminMessages.productNotFound);
    await removeUnusedImages(product.images, []);
    return { statusCode: 204 };
  },
);

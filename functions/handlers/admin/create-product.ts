/**
 * POST /api/admin/products: creates a product from the admin form; a SKU already in use is a 409.
 * Fresh uploads among its images are checked and moved under `products/` first.
 */
import { randomUUID } from 'node:crypto';
import { adminMessages } from '../../core/admin/admin-messages.js';
import { buildProductFromForm, productFormSchema, toAdminProduct } from '../../core/admin/product-form.js';
import { staffActor, stampChange } from '../../core/catalogue/product-history.js';
import { RuleViolation } from '../../core/rule-violation.js';
import { createProduct } from '../../data/admin-products.js';
import { keepUploadedImages, removeUnusedImages } from '../../data/product-images.js';
import { createHttpHandler } from '../../shared/http-handler.js';

export const handler = createHttpHandler(
  { auth: 'admin', body: productFormSchema },
  async ({ body, caller }) => {
    const images = await keepUploadedImages(body.images);
    const form = { ...body, images: images.urls };
    const product = buildProductFromForm(form, { id: randomUUID(), now: new Date().toISOString() });
    const refusal = await createProduct(product, stampChange('create', staffActor(caller)));
    if (refusal) await removeUnusedImages(images.urls, body.images);
    if (refusal === 'sku') throw new RuleViolation('conflict', adminMessages.duplicateSku(product.sku));
    if (refusal) throw new RuleViolation('conflict', adminMessages.createProductFailed);
    await removeUnusedImages([], [], images.uploads);
    return { statusCode: 201, body: { product: toAdminProduct(product) } };
  },
);

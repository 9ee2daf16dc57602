/**
 * PUT /api/admin/products/{id}: saves the admin form over a product; a SKU another product holds is a
 * 409. Fresh uploads are checked and moved under `products/`; images the product no longer shows
 * are deleted once it is saved.
 */
import { adminMessages } from '../../core/admin/admin-messages.js';
import {
  buildProductFromForm,
  productFormSchema,
  productParamsSchema,
  toAdminProduct,
} from '../../core/admin/product-form.js';
import { staffActor, stampChange } from '../../core/catalogue/product-history.js';
import { RuleViolation } from '../../core/rule-violation.js';
import { updateProduct } from '../../data/admin-products.js';
import { getProduct } from '../../data/catalogue-reads.js';
import { keepUploadedImages, removeUnusedImages } from '../../data/product-images.js';
import { createHttpHandler } from '../../shared/http-handler.js';

export const handler = createHttpHandler(
  { auth: 'admin', body: productFormSchema, params: productParamsSchema },
  async ({ body, params, caller }) => {
    const existing = await getProduct(params.id);
    if (!existing) throw new RuleViolation('not-found', adminMessages.productNotFound);
    const images = await keepUploadedImages(body.images);
    const form = { ...body, images: images.urls };
    const product = buildProductFromForm(form, { id: existing.id, now: new Date().toISOString(), existing });
    const refusal = await updateProduct(product, existing, stampChange('form-edit', staffActor(caller)));
    if (refusal) await removeUnusedImages(images.urls, [...body.images, ...existing.images]);
    if (refusal === 'sku') throw new RuleViolation('conflict', adminMessages.duplicateSku(product.sku));
    if (refusal) throw new RuleViolation('not-found', adminMessages.productNotFound);
    await removeUnusedImages(existing.images, product.images, images.uploads);
    return { product: toAdminProduct(product) };
  },
);

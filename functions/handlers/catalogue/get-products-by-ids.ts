/** POST /api/products/by-ids: the public summary of up to 100 products. */
import { productsByIdsSchema } from '../../core/catalogue/product-id.js';
import { toProductSummary } from '../../core/catalogue/product-card.js';
import { getProducts } from '../../data/catalogue-reads.js';
import { createHttpHandler } from '../../shared/http-handler.js';

export const handler = createHttpHandler({ auth: 'public', body: productsByIdsSchema }, async ({ body }) => {
  const products = await getProducts(body.ids);
  const byId = new Map(products.filter((p) => p.is_active).map((p) => [p.id, toProductSummary(p)]));
  // In the order asked for; inactive and unknown ids are left out.
  return { products: body.ids.flatMap((id) => byId.get(id) ?? []) };
});

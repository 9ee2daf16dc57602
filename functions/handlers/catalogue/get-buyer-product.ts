/**
 * GET /api/me/products/{id} (signed-in customers): the product page of `GET /api/products/{id}` with
 * the caller's company prices in the same answer (`prices`: their price and break table as `POST
 * /api/me/prices` answers them; empty at list prices), so a business buyer's product page is one
 * request. Priced as their catalogue answer is (`buyer-catalogue-pricing.ts`): the membership is read
 * on every request, so a removed buyer gets the list price on the very next one.
 */
import { productParamsSchema } from '../../core/catalogue/product-id.js';
import { toProductDetail } from '../../core/catalogue/product-card.js';
import { RuleViolation } from '../../core/rule-violation.js';
import { getCatalogue, getProductDetail } from '../../data/catalogue-cache.js';
import { getBuyerCataloguePricing } from '../../services/pricing/buyer-catalogue-pricing.js';
import { createHttpHandler } from '../../shared/http-handler.js';

export const handler = createHttpHandler(
  {
    auth: 'customer',
    params: productParamsSchema,
    // The buyer's reads (membership, list header) go beside the check of their standing.
    early: ({ userId }) => getBuyerCataloguePricing(userId),
  },
  async ({ params, early }) => {
    const [found, pricing] = await Promise.all([getProductDetail(params.id), early]);
    if (!found?.product.is_active) throw new RuleViolation('not-found', 'Product not found');
    // The catalogue's own card when it holds one, so its price is worked out once per list version.
    const { index } = await getCatalogue();
    const priced = index.get(found.product.id) ?? found.product;
    return {
      product: toProductDetail(found.product, found.names),
      prices: pricing?.pricesOf([priced]) ?? [],
    };
  },
);

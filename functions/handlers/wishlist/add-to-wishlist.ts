/** PUT /api/wishlist/{productId}: keeps an active product on the customer's wishlist (idempotent). */
import { wishlistParamsSchema } from '../../core/account/wishlist.js';
import { RuleViolation } from '../../core/rule-violation.js';
import { getProduct } from '../../data/catalogue-reads.js';
import { addToWishlist } from '../../data/wishlist.js';
import { createHttpHandler } from '../../shared/http-handler.js';
import { requireCaller } from '../../shared/caller-account.js';

export const handler = createHttpHandler(
  { auth: 'customer', params: wishlistParamsSchema },
  async ({ caller, params }) => {
    const product = await getProduct(params.productId);
    if (!product || !product.is_active) throw new RuleViolation('not-found', 'Product not found');
    await addToWishlist(requireCaller(caller).userId, product.id, new Date().toISOString());
    return { statusCode: 204 };
  },
);

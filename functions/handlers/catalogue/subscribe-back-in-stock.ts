/**
 * POST /api/products/{id}/back-in-stock { email }: asks for one e-mail when an out-of-stock product is
 * back. Signing up twice changes nothing (one subscription per address and product); a product the
 * shop sells right now is a 409, an unknown or hidden one a 404. Counted against the public forms'
 * rate limits (per address and per network address) first: beyond them, a 429 with Retry-After.
 */
import { backInStockSignUpSchema } from '../../core/catalogue/back-in-stock.js';
import { backInStockWords } from '../../core/catalogue/back-in-stock-words.js';
import { productParamsSchema } from '../../core/catalogue/catalogue-query.js';
import { isAvailable } from '../../core/catalogue/product-history.js';
import { subscribeBackInStock } from '../../data/back-in-stock.js';
import { getProduct } from '../../data/catalogue-reads.js';
import { enforceRateLimits } from '../../shared/enquiry-intake.js';
import { ConflictError, NotFoundError } from '../../shared/http-errors.js';
import { createHttpHandler } from '../../shared/http-handler.js';

export const handler = createHttpHandler(
  { auth: 'public', params: productParamsSchema, body: backInStockSignUpSchema },
  async ({ params, body, event }) => {
    await enforceRateLimits(body.email, event, backInStockWords.tooManyRequests);
    const product = await getProduct(params.id);
    if (!product?.is_active) throw new NotFoundError(backInStockWords.productNotFound);
    if (isAvailable(product)) throw new ConflictError(backInStockWords.alreadyInStock);
    await subscribeBackInStock(product.id, body.email);
    return { subscribed: true, email: body.email };
  },
);

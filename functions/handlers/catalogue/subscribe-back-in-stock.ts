/**
 * POST /api/products/{id}/back-in-stock { email }: asks for one e-mail when an out-of-stock product is
 * back. Signing up twice changes nothing (one subscription per address and product); a product the
 * shop sells right now is a 409, an unknown or hidden one a 404. Counted against the public forms'
 * rate limits (per address and per network address) first: beyond them, a 429 with Retry-After.
 */
import { backInStockSignUpSchema } from '../../core/catalogue/back-in-stock.js';
import { productParamsSchema } from '../../core/catalogue/product-id.js';
import { signUpForBackInStock } from '../../services/catalogue/subscribe-back-in-stock.js';
import { getNetworkAddress } from '../../shared/enquiry-intake.js';
import { createHttpHandler } from '../../shared/http-handler.js';

export const handler = createHttpHandler(
  { auth: 'public', params: productParamsSchema, body: backInStockSignUpSchema },
  async ({ params, body, event }) => {
    await signUpForBackInStock(params.id, body.email, getNetworkAddress(event));
    return { subscribed: true, email: body.email };
  },
);

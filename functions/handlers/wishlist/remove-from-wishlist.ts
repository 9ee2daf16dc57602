/** DELETE /api/wishlist/{productId}: drops a product from the customer's wishlist (idempotent). */
import { wishlistParamsSchema } from '../../core/account/wishlist.js';
import { removeFromWishlist } from '../../data/wishlist.js';
import { createHttpHandler } from '../../shared/http-handler.js';
import { requireCaller } from '../../shared/caller-account.js';

export const handler = createHttpHandler(
  { auth: 'customer', params: wishlistParamsSchema },
  async ({ caller, params }) => {
    await removeFromWishlist(requireCaller(caller).userId, params.productId);
    return { statusCode: 204 };
  },
);

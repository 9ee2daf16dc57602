/**
 * POST /api/me/cart/merge: at sign-in, moves the guest cart named by `x-guest-session-id` into the
 * signed-in user's cart (quantities added, capped by stock) and deletes the guest cart, in one
 * transaction. Knowing the guest id is what proves the guest cart is the caller's, as on guest routes.
 */
import { resolveCartOwner, toCartView } from '../../core/cart/cart.js';
import { mergeGuestCart } from '../../data/carts.js';
import { createHttpHandler } from '../../shared/http-handler.js';
import { getGuestSessionHeader } from '../../shared/request-owner.js';

export const handler = createHttpHandler({ auth: 'customer' }, async ({ event, caller }) => {
  const user = resolveCartOwner({ userId: caller!.userId, guestSessionId: undefined });
  const guest = resolveCartOwner({ userId: undefined, guestSessionId: getGuestSessionHeader(event) });
  const { lines, products, notice } = await mergeGuestCart(user, guest);
  return { cart: toCartView(lines, products, notice) };
});

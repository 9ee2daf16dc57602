/**
 * POST /api/me/cart/merge: at sign-in, moves the guest cart named by `x-guest-session-id` into the
 * signed-in user's cart (quantities added, capped by stock) and deletes the guest cart, in one
 * transaction. Knowing the guest id is what proves the guest cart is the caller's, as on guest routes.
 */
import { mergeCartLines, resolveCartOwner, toCartView } from '../../core/cart/cart.js';
import { getCart, getCartProducts, writeMergedCarts } from '../../data/carts.js';
import { createHttpHandler } from '../../shared/http-handler.js';
import { getGuestSessionHeader } from '../../shared/request-owner.js';

const MAX_ATTEMPTS = 5;

export const handler = createHttpHandler({ auth: 'customer' }, async ({ event, caller }) => {
  const user = resolveCartOwner({ userId: caller!.userId, guestSessionId: undefined });
  const guest = resolveCartOwner({ userId: undefined, guestSessionId: getGuestSessionHeader(event) });
  for (let attempt = 1; ; attempt += 1) {
    const [userCart, guestCart] = await Promise.all([getCart(user), getCart(guest)]);
    const ids = [...userCart.lines, ...guestCart.lines].map((line) => line.product_id);
    const products = await getCartProducts(ids);
    if (guestCart.lines.length === 0) return { cart: toCartView(userCart.lines, products) };
    const merged = mergeCartLines(userCart.lines, guestCart.lines, products);
    const written = await writeMergedCarts({
      user,
      userVersion: userCart.version,
      guest,
      guestVersion: guestCart.version,
      lines: merged.lines,
    });
    if (written) return { cart: toCartView(merged.lines, products, merged.notice) };
    if (attempt >= MAX_ATTEMPTS) throw new Error('The carts kept changing during the merge.');
  }
});

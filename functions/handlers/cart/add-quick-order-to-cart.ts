/**
 * POST /api/me/quick-order/cart `{ lines: [{ sku, quantity }] }` (signed-in customers): the lines are
 * matched again (prices and stock are the server's, now) and every matched one is added to the
 * caller's cart through the cart's add rule; unknown SKUs and refused lines are named in the notice.
 */
import { quickOrderMessages, quickOrderSchema } from '../../core/cart/quick-order.js';
import { matchQuickOrder } from '../../services/cart/match-quick-order.js';
import { putLinesInCart } from '../../services/cart/put-lines-in-cart.js';
import { createHttpHandler } from '../../shared/http-handler.js';
import { getRequestOwner } from '../../shared/request-owner.js';

export const handler = createHttpHandler(
  { auth: 'customer', body: quickOrderSchema },
  async ({ event, caller, body }) => {
    const owner = getRequestOwner(event, caller);
    // Only the matching: the cart prices the lines for the buyer itself.
    const matches = await matchQuickOrder(null, body.lines);
    const cart = await putLinesInCart(
      owner,
      matches.flatMap((match) =>
        match.status === 'matched'
          ? [{ product_id: match.product.id, name: match.product.name, quantity: match.quantity }]
          : [],
      ),
      matches.flatMap((match) =>
        match.status === 'unknown' ? [quickOrderMessages.unknownSku(match.sku)] : [],
      ),
    );
    return { cart };
  },
);

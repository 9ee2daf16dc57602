/**
 * POST /api/quotes/{id}/cart (guest) and /api/me/quotes/{id}/cart (customer) `{ token }`: puts the
 * quote's lines into the caller's cart through the cart's own rules (stored prices, stock caps,
 * active products), then marks the draft accepted. The order is then placed by the usual checkout.
 */
import { toCartView } from '../../core/cart/cart.js';
import {
  addQuoteToCartSchema,
  draftOrderParamsSchema,
  markDraftAccepted,
  putDraftInCart,
} from '../../core/quotes/draft-order.js';
import { changeCartWithProducts } from '../../data/carts.js';
import { createHttpHandler } from '../../shared/http-handler.js';
import { changeDraftOrder, getQuoteByLink } from '../../services/quotes/change-draft-order.js';
import { getRequestOwner } from '../../shared/request-owner.js';

export const handler = createHttpHandler(
  { auth: 'public', params: draftOrderParamsSchema, body: addQuoteToCartSchema },
  async ({ event, caller, params, body }) => {
    const owner = getRequestOwner(event, caller);
    const draft = await getQuoteByLink(params.id, body.token);
    const now = new Date().toISOString();
    const { lines, notice, products } = await changeCartWithProducts(
      owner,
      (current, read) => putDraftInCart(current, draft, read, now),
      draft.lines.map((line) => line.product_id),
    );
    await changeDraftOrder(draft.id, (current) => markDraftAccepted(current, now));
    return { cart: toCartView(lines, products, notice) };
  },
);

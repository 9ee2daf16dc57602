/**
 * POST /api/me/quick-order `{ lines: [{ sku, quantity }] }` (signed-in customers): each line matched
 * to a product by its SKU or part number, with the buyer's price and the stock now, or named unknown.
 */
import { quickOrderSchema } from '../../core/cart/quick-order.js';
import { matchQuickOrder } from '../../services/cart/match-quick-order.js';
import { createHttpHandler } from '../../shared/http-handler.js';

export const handler = createHttpHandler(
  { auth: 'customer', body: quickOrderSchema },
  async ({ caller, body }) => ({ lines: await matchQuickOrder(caller!.userId, body.lines) }),
);

/**
 * POST /api/me/prices `{ product_ids: [...] }` (signed-in customers, at most 60 ids): the caller's
 * company prices of those products (`{ prices: [{ product_id, price, list_price, tiers }] }`), only
 * the ones their price list lowers or breaks; empty for anyone without a running list.
 */
import { buyerPricesBodySchema } from '../../core/pricing/buyer-prices.js';
import { getBuyerPrices } from '../../services/pricing/get-buyer-prices.js';
import { createHttpHandler } from '../../shared/http-handler.js';

export const handler = createHttpHandler(
  { auth: 'customer', body: buyerPricesBodySchema },
  async ({ caller, body }) => ({ prices: await getBuyerPrices(caller!.userId, body.product_ids) }),
);

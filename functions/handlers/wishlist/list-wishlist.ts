/** GET /api/wishlist: the customer's wishlist with each product's public summary (null once gone). */
import type { WishlistLine } from '../../core/account/wishlist.js';
import { toProductSummary } from '../../core/catalogue/product-card.js';
import { getProducts } from '../../data/catalogue-reads.js';
import { listWishlist } from '../../data/wishlist.js';
import { createHttpHandler } from '../../shared/http-handler.js';
import { requireCaller } from '../../shared/caller-account.js';

export const handler = createHttpHandler({ auth: 'customer' }, async ({ caller }) => {
  const entries = await listWishlist(requireCaller(caller).userId);
  const products = await getProducts(entries.map((entry) => entry.product_id));
  const byId = new Map(products.filter((p) => p.is_active).map((p) => [p.id, toProductSummary(p)]));
  const items: WishlistLine[] = entries.map((entry) => ({
    ...entry,
    product: byId.get(entry.product_id) ?? null,
  }));
  return { items };
});

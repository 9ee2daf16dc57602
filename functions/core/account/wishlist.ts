/** The customer's wishlist: product ids kept per customer. */
import * as z from 'zod';
import { productIdSchema } from '../catalogue/product-id.js';
import type { ProductSummary } from '../catalogue/product-card.js';

/** Most products one wishlist keeps: a list of one page, read in a single query. */
export const MAX_WISHLIST_ITEMS = 100;

export const wishlistParamsSchema = z.object({ productId: productIdSchema });

export interface WishlistEntry {
  product_id: string;
  added_at: string;
}

/** A wishlist line as the shop shows it; `product` is null once the product is gone or inactive. */
export interface WishlistLine extends WishlistEntry {
  product: ProductSummary | null;
}

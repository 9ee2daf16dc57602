/**
 * What a product id looks like, and the requests that name products by id, on their own: the cart,
 * wishlist, order and search routes check what they need without bundling each other's schemas
 * (zod schemas built on load are never tree-shaken).
 */
import * as z from 'zod';
import { CATALOGUE } from './catalogue-limits.js';

/** Product ids are lowercase letters, digits and hyphens (UUIDs in practice). */
export const productIdSchema = z.string().regex(/^[a-z0-9-]{1,64}$/, 'must be a product id');

export const productParamsSchema = z.object({ id: productIdSchema });

export const productsByIdsSchema = z.object({
  ids: z
    .array(productIdSchema)
    .min(1, 'must list at least one id')
    .max(CATALOGUE.maxIdsPerLookup, `must list at most ${CATALOGUE.maxIdsPerLookup} ids`),
});

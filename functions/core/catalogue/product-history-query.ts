/**
 * The product history page's query, checked with zod: apart from the history rules in
 * `product-history.ts`, which the stream consumers share, so they do not load zod for them.
 */
import * as z from 'zod';
import { PRODUCT_HISTORY } from './catalogue-limits.js';

/**
 * Query of the history page: how many entries, and where the previous page ended (the opaque
 * `cursor` it answered: an entry's time and stream event id).
 */
export const historyQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(PRODUCT_HISTORY.maxPageSize).default(PRODUCT_HISTORY.pageSize),
  cursor: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}T[\d:.]+Z#[a-z0-9-]{1,128}$/, 'must be the cursor of a previous page')
    .optional(),
});

/**
 * The queries of the home page's featured products and the header's search-as-you-type, apart from
 * the list's query (`catalogue-query.ts`) so the list route does not bundle their schemas.
 */
import * as z from 'zod';
import { CATALOGUE } from './catalogue-limits.js';
import { MAX_SEARCH_LENGTH } from './catalogue-values.js';

export const featuredQuerySchema = z.object({
  limit: z.coerce
    .number({ message: 'must be a whole number' })
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .max(CATALOGUE.maxPageSize, `must be at most ${CATALOGUE.maxPageSize}`)
    .default(CATALOGUE.featuredOnHome),
});

/** What the header's search-as-you-type lists at most. */
export const SUGGESTION_LIMITS = { products: 6, categories: 3 } as const;

/** Search-as-you-type: the letters typed so far. */
export const suggestionsQuerySchema = z.object({
  q: z
    .string({ message: 'is required' })
    .trim()
    .min(1, 'is required')
    .max(MAX_SEARCH_LENGTH, `must be at most ${MAX_SEARCH_LENGTH} characters`),
});

/**
 * The public catalogue query: its parameters, their
 * limits, and the opaque page cursor. Shared by the API and the web app.
 */
import * as z from 'zod';
import { CATALOGUE } from './catalogue-limits.js';
import { INPUT_LIMITS } from '../security-limits.js';
import { CATALOGUE_SORTS, DEAL_TYPES, MAX_SEARCH_LENGTH } from './catalogue-values.js';

export type { CatalogueSort } from './catalogue-values.js';
/** Deepest offset accepted, far beyond any real catalogue, to keep the numbers sane. */
const MAX_OFFSET = 1_000_000;

const cursorSchema = z.object({ o: z.number().int().min(0).max(MAX_OFFSET) });

/**
 * Encodes the offset of the next page as an opaque cursor (base64url of ASCII JSON; `btoa` rather
 * than Node's Buffer, because the web app shares this module).
 */
export function encodeCursor(offset: number): string {
  return btoa(JSON.stringify({ o: offset }))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

/** Decodes a cursor; `undefined` when it was not made by `encodeCursor`. */
export function decodeCursor(cursor: string): number | undefined {
  try {
    const parsed = cursorSchema.safeParse(JSON.parse(atob(cursor.replace(/-/g, '+').replace(/_/g, '/'))));
    return parsed.success ? parsed.data.o : undefined;
  } catch {
    return undefined;
  }
}

const flag = z
  .enum(['true', 'false'])
  .optional()
  .transform((value) => value === 'true');

/** Most brands one request filters by: more than any shopper ticks. */
const MAX_BRANDS = 20;
const BRAND_LIST = new RegExp(`^[a-z0-9-]{1,80}(,[a-z0-9-]{1,80}){0,${MAX_BRANDS - 1}}$`);

/** A price bound in whole JMD. */
const priceBound = z.coerce
  .number({ message: 'must be a number' })
  .min(0, 'must be 0 or more')
  .max(INPUT_LIMITS.maxMoney, `must be at most ${INPUT_LIMITS.maxMoney}`)
  .optional();

export const catalogueQuerySchema = z
  .object({
    search: z
      .string()
      .max(MAX_SEARCH_LENGTH, `must be at most ${MAX_SEARCH_LENGTH} characters`)
      .optional()
      .transform((value) => value?.trim() || undefined),
    category: z
      .string()
      .regex(/^[a-z0-9-]{1,80}$/, 'must be a category slug or deals')
      .optional(),
    type: z.enum(DEAL_TYPES).optional(),
    sale: flag,
    sort: z.enum(CATALOGUE_SORTS).optional(),
    brand: z
      .string()
      .regex(BRAND_LIST, `must be brand slugs separated by commas (at most ${MAX_BRANDS})`)
      .optional()
      .transform((value) => (value ? [...new Set(value.split(','))] : [])),
    min_price: priceBound,
    max_price: priceBound,
    in_stock: flag,
    deals: flag,
    limit: z.coerce
      .number({ message: 'must be a whole number' })
      .int('must be a whole number')
      .min(1, 'must be at least 1')
      .max(CATALOGUE.maxPageSize, `must be at most ${CATALOGUE.maxPageSize}`)
      .default(CATALOGUE.pageSize),
    offset: z.coerce
      .number({ message: 'must be a whole number' })
      .int('must be a whole number')
      .min(0, 'must be 0 or more')
      .max(MAX_OFFSET, `must be at most ${MAX_OFFSET}`)
      .optional(),
    cursor: z.string().max(200, 'is not a valid page cursor').optional(),
  })
  .transform((query, context) => {
    if (query.min_price !== undefined && query.max_price !== undefined && query.max_price < query.min_price) {
      context.addIssue({ code: 'custom', path: ['max_price'], message: 'must be at least min_price' });
      return z.NEVER;
    }
    let offset = query.offset ?? CATALOGUE.firstOffset;
    if (query.cursor !== undefined) {
      const decoded = decodeCursor(query.cursor);
      if (decoded === undefined) {
        context.addIssue({ code: 'custom', path: ['cursor'], message: 'is not a valid page cursor' });
        return z.NEVER;
      }
      offset = decoded;
    }
    const { cursor: _cursor, ...rest } = query;
    return { ...rest, offset };
  });

export type CatalogueQuery = z.output<typeof catalogueQuerySchema>;

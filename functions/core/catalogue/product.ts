/**
 * The stored product: every field of the card, detail and admin views. Derived values
 * (markup percentage, the displayed stock status, the discount percent) are computed, not stored; only
 * `stock_status` may be stored, as an override the public views honour.
 */
import * as z from 'zod';
import { STOCK } from './stock-limits.js';
import { INPUT_LIMITS } from '../security-limits.js';

import { MAX_LEAD_TIME_LENGTH } from './back-order.js';
import { DEAL_TYPES, STOCK_STATUSES } from './catalogue-values.js';

export { type DealType, type StockStatus } from './catalogue-values.js';

/** Money in JMD: the admin form accepts cents (step 0.01), the shop shows whole dollars. */
const price = z.number().nonnegative().max(INPUT_LIMITS.maxMoney);
/** A stock figure: a whole number of units, never more than a warehouse could hold. */
const units = z.number().int().nonnegative().max(INPUT_LIMITS.maxStock);

export const productSchema = z.object({
  id: z.string().min(1),
  name: z.string().min(1),
  /** Derived from the name with `slugify`; stored so links and the importer can match on it. */
  slug: z.string().min(1),
  sku: z.string().min(1),
  part_number: z.string().default(''),
  short_description: z.string().default(''),
  description: z.string().default(''),
  /** Key-to-value list; keys use underscores (`display_size`), which the shop shows as spaces. */
  specifications: z.record(z.string(), z.string()).default({}),
  features: z.array(z.string()).default([]),
  warranty_info: z.string().default(''),
  /** The list price; a discount shows when it is above the selling price. */
  base_price: price,
  selling_price: price,
  /** What the distributor paid; admin only, never in public responses. */
  cost_price: price.default(0),
  stock_quantity: units,
  low_stock_threshold: units.default(STOCK.defaultLowStockThreshold),
  /** Optional stored override of the status derived from the quantity. */
  stock_status: z.enum(STOCK_STATUSES).optional(),
  /** Null when the product has no brand (shown as 'No Brand') or no category. */
  brand_id: z.string().min(1).nullable().default(null),
  category_id: z.string().min(1).nullable().default(null),
  is_active: z.boolean().default(true),
  is_featured: z.boolean().default(false),
  /** Public URLs, first one is the card image (`/images/products/...` for uploaded ones). */
  images: z.array(z.string().min(1)).default([]),
  /** Shipping weight in kilograms; absent for software and services. */
  weight: z.number().positive().max(INPUT_LIMITS.maxWeightKg).optional(),
  deal_type: z.enum(DEAL_TYPES).nullable().default(null),
  /** Part of the gaming sale (`category=gaming&sale=true`). */
  on_sale: z.boolean().default(false),
  /**
   * What the product is (`core/catalogue/product-type.ts`), set only when staff corrected it (form,
   * CSV, which check it is a type); absent, search reads it from the name and category.
   */
  product_type: z.string().optional(),
  /** The distributor page the importer read the product from. */
  source_url: z.url().optional(),
  /** The store's own price when it is not in JMD (before conversion); admin only. */
  source_price: z.object({ amount: price, currency: z.string().min(3).max(3) }).optional(),
  /**
   * The wait of a product sold to order (`stock_status` `to-order`, `core/catalogue/back-order.ts`) as
   * the store states it ("20 days"); absent when it states none or the product is sold from stock.
   */
  order_lead_time: z.string().min(1).max(MAX_LEAD_TIME_LENGTH).optional(),
  /** The stock figure is the importer's default, not a count the store showed ("quantity unknown"). */
  stock_estimated: z.boolean().optional(),
  /** The import run that last wrote the product: a product met again in the same run is a duplicate. */
  import_run_id: z.string().optional(),
  created_at: z.iso.datetime(),
  updated_at: z.iso.datetime(),
});

/** A product as stored and read back (defaults applied). */
export type Product = z.infer<typeof productSchema>;
/** A product as accepted before defaults are applied (admin form, importer, seed). */
export type ProductInput = z.input<typeof productSchema>;

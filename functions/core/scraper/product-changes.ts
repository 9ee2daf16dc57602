/**
 * What a run changes on a product, field by field: the preview's new / changed / unchanged, the
 * sync's update of price and stock (the product's history records what the writes changed).
 */
import type { Product, StockStatus } from '../catalogue/product.js';
import { getQuantityStockStatus } from '../catalogue/stock-status.js';
import type { PriceBreakdown } from '../pricing/pricing-rules.js';
import type { ScrapedProduct } from './scraped-product.js';

/** The fields staff follow from run to run. */
export const TRACKED_FIELDS = [
  'name',
  'selling_price',
  'stock_quantity',
  'stock_status',
  'is_active',
] as const;
export type TrackedField = (typeof TRACKED_FIELDS)[number];

export interface FieldChange {
  field: TrackedField;
  before: string | number | boolean | null;
  after: string | number | boolean | null;
}

export type ChangeKind = 'new' | 'changed' | 'unchanged';

const valueOf = (product: Product, field: TrackedField) => product[field] ?? null;

/** The tracked fields that differ between the stored product and the planned one. */
export function diffProducts(
  before: Product | undefined,
  after: Product,
): { kind: ChangeKind; changes: FieldChange[] } {
  if (!before) return { kind: 'new', changes: [] };
  const changes = TRACKED_FIELDS.flatMap((field): FieldChange[] => {
    const was = valueOf(before, field);
    const now = valueOf(after, field);
    return was === now ? [] : [{ field, before: was, after: now }];
  });
  return { kind: changes.length > 0 ? 'changed' : 'unchanged', changes };
}

/**
 * A sync's update of a stored product: the price and stock the store shows now (as the import step
 * planned them), everything else as staff left it.
 */
export function applySyncedFields(existing: Product, planned: Product, now: string): Product {
  const product: Product = {
    ...existing,
    selling_price: planned.selling_price,
    base_price: planned.base_price,
    cost_price: planned.cost_price,
    stock_quantity: planned.stock_quantity,
    updated_at: now,
  };
  // The store's availability sets the stock now: an earlier override (a vanished mark) goes with it.
  delete product.stock_status;
  if (planned.stock_status) product.stock_status = planned.stock_status;
  delete product.stock_estimated;
  if (planned.stock_estimated !== undefined) product.stock_estimated = planned.stock_estimated;
  delete product.source_price;
  if (planned.source_price) product.source_price = planned.source_price;
  delete product.order_lead_time;
  if (planned.order_lead_time) product.order_lead_time = planned.order_lead_time;
  return product;
}

/** A product the store no longer lists: out of stock (no longer sold to order), kept for its history and links. */
export function markVanished(existing: Product, now: string): Product {
  const { order_lead_time: _wait, ...kept } = existing;
  return {
    ...kept,
    stock_quantity: 0,
    stock_status: 'out-of-stock',
    stock_estimated: false,
    updated_at: now,
  };
}

/** One staged product of a preview as staff see it. */
export interface StagedProduct {
  sku: string;
  name: string;
  kind: ChangeKind;
  changes: FieldChange[];
  /** The stored product it would update. */
  productId?: string;
  sellingPrice?: number;
  breakdown?: PriceBreakdown;
  published: boolean;
  /** The store's product as read: publishing imports it through the import step. */
  scraped: ScrapedProduct;
}

/** What staff see of a staged product's stock: a sold-out item must not look like any other. */
export interface StagedStock {
  quantity: number;
  status: StockStatus;
  /** The importer's default quantity: the store said "in stock" without a count. */
  estimated: boolean;
}

/**
 * A staged product as the review route answers it (without the store's raw product): priced and
 * compared with the catalogue as of now, with its stock and first image.
 */
export interface StagedProductView extends Omit<StagedProduct, 'scraped'> {
  stock: StagedStock;
  /** The first image, already copied into the shop's bucket. */
  image?: string;
}

/** The import step's plan of a staged product now (absent when it could not be planned). */
export interface StagedPlan {
  product: Product;
  breakdown?: PriceBreakdown;
  diff: { kind: ChangeKind; changes: FieldChange[] };
}

/** One scraped product as the import step plans it. */
export interface PlannedImport extends StagedPlan {
  /** The store's product as read (store currency). */
  scraped: ScrapedProduct;
  existing: Product | undefined;
}

/**
 * A staged product as staff see it: an open one with the plan of now (today's prices and catalogue),
 * a published one as it was published.
 */
export function viewStagedProduct(staged: StagedProduct, plan: StagedPlan | undefined): StagedProductView {
  const { scraped: _scraped, breakdown: _was, sellingPrice: _wasPrice, ...rest } = staged;
  const fresh = plan && !staged.published;
  const breakdown = fresh ? plan.breakdown : staged.breakdown;
  const product = plan?.product;
  const image = product?.images[0] ?? staged.scraped.images[0];
  return {
    ...rest,
    ...(fresh ? { name: plan.product.name, kind: plan.diff.kind, changes: plan.diff.changes } : {}),
    ...(breakdown ? { breakdown, sellingPrice: breakdown.sellingPrice } : {}),
    stock: product
      ? {
          quantity: product.stock_quantity,
          // "In stock" without a count is in stock, not low on the importer's default quantity.
          status: product.stock_estimated ? 'in-stock' : getQuantityStockStatus(product),
          estimated: product.stock_estimated ?? false,
        }
      : { quantity: 0, status: 'out-of-stock', estimated: false },
    ...(image ? { image } : {}),
  };
}

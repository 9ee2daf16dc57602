/**
 * The admin product table and the inventory overview: the list query (search, status filter, page),
 * the status filter itself, the rows the tables show and the dashboard figures. Pure, so the
 * in-memory catalogue index answers them without reading the table.
 */
import * as z from 'zod';
import { ADMIN } from './admin-limits.js';
import type { CatalogueIndex, CreateCatalogueSearch } from '../catalogue/catalogue-index.js';
import type { CardNames, CardSource } from '../catalogue/product-card.js';
import type { StockStatus } from '../catalogue/product.js';
import { getQuantityStockStatus } from '../catalogue/stock-status.js';

/** The inventory status filter: All, Out of Stock, Low Stock, In Stock, Inactive. */
export const INVENTORY_FILTERS = ['all', 'out-of-stock', 'low-stock', 'in-stock', 'inactive'] as const;
export type InventoryFilter = (typeof INVENTORY_FILTERS)[number];

export const INVENTORY_FILTER_LABELS: Record<InventoryFilter, string> = {
  all: 'All',
  'out-of-stock': 'Out of Stock',
  'low-stock': 'Low Stock',
  'in-stock': 'In Stock',
  inactive: 'Inactive',
};

const MAX_OFFSET = 1_000_000;

/** Orders of the admin tables: the product table shows the newest first, the inventory the lowest stock. */
export const ADMIN_PRODUCT_ORDERS = ['newest', 'stock_asc'] as const;
export type AdminProductOrder = (typeof ADMIN_PRODUCT_ORDERS)[number];

/** Lowest stock first, then by name: what needs restocking tops the inventory overview. */
export function byStockAscending(
  a: Pick<CardSource, 'stock_quantity' | 'name'>,
  b: Pick<CardSource, 'stock_quantity' | 'name'>,
): number {
  return a.stock_quantity - b.stock_quantity || a.name.localeCompare(b.name);
}

/** Query of `GET /api/admin/products`. */
export const adminProductQuerySchema = z.object({
  search: z
    .string()
    .max(200, 'must be at most 200 characters')
    .optional()
    .transform((value) => value?.trim() || undefined),
  status: z.enum(INVENTORY_FILTERS).default('all'),
  order: z.enum(ADMIN_PRODUCT_ORDERS).default('newest'),
  limit: z.coerce
    .number({ message: 'must be a whole number' })
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .max(ADMIN.maxProductPageSize, `must be at most ${ADMIN.maxProductPageSize}`)
    .default(ADMIN.productPageSize),
  offset: z.coerce
    .number({ message: 'must be a whole number' })
    .int('must be a whole number')
    .min(0, 'must be 0 or more')
    .max(MAX_OFFSET, `must be at most ${MAX_OFFSET}`)
    .default(0),
});
export type AdminProductQuery = z.output<typeof adminProductQuerySchema>;

type StockFacts = Pick<CardSource, 'stock_quantity' | 'low_stock_threshold' | 'is_active'>;

/** Stock filters look at the quantity (admin rule of the stock states) of every product, active or not. */
export function matchesInventoryFilter(product: StockFacts, filter: InventoryFilter): boolean {
  if (filter === 'all') return true;
  if (filter === 'inactive') return !product.is_active;
  return getQuantityStockStatus(product) === filter;
}

export interface InventoryStats {
  total_products: number;
  active_products: number;
  low_stock: number;
  out_of_stock: number;
  /** Sum of selling price times stock, in JMD. */
  inventory_value: number;
  /** Active products as a whole percent of all products (0 when there are none). */
  active_rate: number;
}

/** The dashboard's stat cards and the inventory overview's three cards. */
export function computeInventoryStats(
  products: Iterable<
    Pick<CardSource, 'stock_quantity' | 'low_stock_threshold' | 'is_active' | 'selling_price'>
  >,
): InventoryStats {
  const stats: InventoryStats = {
    total_products: 0,
    active_products: 0,
    low_stock: 0,
    out_of_stock: 0,
    inventory_value: 0,
    active_rate: 0,
  };
  for (const product of products) {
    stats.total_products += 1;
    if (product.is_active) stats.active_products += 1;
    const status = getQuantityStockStatus(product);
    if (status === 'low-stock') stats.low_stock += 1;
    if (status === 'out-of-stock') stats.out_of_stock += 1;
    stats.inventory_value += product.selling_price * product.stock_quantity;
  }
  stats.inventory_value = Math.round(stats.inventory_value * 100) / 100;
  stats.active_rate =
    stats.total_products === 0 ? 0 : Math.round((stats.active_products / stats.total_products) * 100);
  return stats;
}

/** One row of the admin product and inventory tables: no cost price, no description. */
export interface AdminProductRow extends Omit<CardNames, 'category_slug'> {
  id: string;
  name: string;
  sku: string;
  image: string | null;
  selling_price: number;
  base_price: number;
  stock_quantity: number;
  low_stock_threshold: number;
  /** Derived from the quantity, as admin screens do. */
  stock_status: StockStatus;
  is_active: boolean;
  is_featured: boolean;
  created_at: string;
}

export function toAdminProductRow(product: CardSource, names: CardNames): AdminProductRow {
  return {
    id: product.id,
    name: product.name,
    sku: product.sku,
    image: product.images[0] ?? null,
    selling_price: product.selling_price,
    base_price: product.base_price,
    stock_quantity: product.stock_quantity,
    low_stock_threshold: product.low_stock_threshold,
    stock_status: getQuantityStockStatus(product),
    is_active: product.is_active,
    is_featured: product.is_featured,
    brand_name: names.brand_name,
    category_name: names.category_name,
    created_at: product.created_at,
  };
}

/** The steps a quick update may take: the table's (-1, +1, +10) and their undoing (+1, -1, -10). */
const STOCK_STEPS: readonly number[] = [
  ...new Set(ADMIN.stockQuickUpdates.flatMap((delta) => [delta, -delta])),
];

/** Body of the inventory quick update: one of the table's steps, or the undoing of one. */
export const stockAdjustmentSchema = z.object({
  delta: z
    .number()
    .int()
    .refine((delta) => STOCK_STEPS.includes(delta), {
      message: `must be one of ${STOCK_STEPS.join(', ')}`,
    }),
});

/** The quick update is ignored in the table when it would go below zero. */
export function canAdjustStock(quantity: number, delta: number): boolean {
  return quantity + delta >= 0;
}

/**
 * The admin product and inventory tables: every product of the in-memory catalogue (active or
 * not), newest first, or by relevance of name and SKU when searching, or lowest stock first when
 * asked; filtered by stock status or inactivity; one page. A query with `search` needs
 * `createSearch` (the first time). Apart from `CatalogueIndex`, so the shop's routes do not bundle it.
 */
export function queryAdminProducts(
  index: CatalogueIndex,
  query: AdminProductQuery,
  createSearch?: CreateCatalogueSearch,
): { items: CardSource[]; total: number } {
  const matches = (p: CardSource) => matchesInventoryFilter(p, query.status);
  let ordered: CardSource[];
  if (query.search) {
    ordered = index.searchWith(createSearch).rankByNameAndCodes(query.search, matches);
    // A piece from the middle of a SKU ("250G9") is no word prefix: fall back to a substring scan.
    if (ordered.length === 0) {
      const needle = query.search.toLowerCase();
      ordered = index
        .order('newest')
        .filter(
          (p) =>
            matches(p) && (p.name.toLowerCase().includes(needle) || p.sku.toLowerCase().includes(needle)),
        );
    }
  } else {
    ordered = query.status === 'all' ? index.order('newest') : index.order('newest').filter(matches);
  }
  if (query.order === 'stock_asc') ordered = [...ordered].sort(byStockAscending);
  return { total: ordered.length, items: ordered.slice(query.offset, query.offset + query.limit) };
}

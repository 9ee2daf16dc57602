/**
 * How a scraped product becomes a catalogue product: a new one, or an update of the product already
 * matched by SKU or by the store's product URL (so a second run updates instead of duplicating).
 * Pure; the data layer looks the matches up and writes the result.
 */
import { MAX_LEAD_TIME_LENGTH, TO_ORDER } from '../catalogue/back-order.js';
import { slugify } from '../catalogue/slug.js';
import { productSchema, type Product } from '../catalogue/product.js';
import { toJmd } from './price.js';
import type { ScrapedProduct } from './scraped-product.js';
import { SCRAPER_LIMITS } from './scraper-limits.js';

/** Prefix of the SKU given to an imported product whose store shows none. */
export const DERIVED_SKU_PREFIX = 'IMP-';

/** FNV-1a, 32 bits: a stable short fingerprint, the same in every runtime. */
function fingerprint(text: string, seed = 0x811c9dc5): string {
  let hash = seed;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}

/** A stable SKU for a product without one, from its URL on the store: the same on every run. */
export function deriveSku(sourceUrl: string): string {
  return `${DERIVED_SKU_PREFIX}${fingerprint(sourceUrl)}${fingerprint(sourceUrl, 0x01000193)}`.toUpperCase();
}

/** The SKU an imported product is stored under. */
export function getImportSku(product: ScrapedProduct): string {
  return product.sku?.trim() || deriveSku(product.sourceUrl);
}

/** A source URL as matched: no fragment-less trailing slash differences, lowercase host. */
export function normaliseSourceUrl(sourceUrl: string): string {
  const url = new URL(sourceUrl);
  url.hostname = url.hostname.toLowerCase();
  if (url.pathname.length > 1 && url.pathname.endsWith('/')) url.pathname = url.pathname.slice(0, -1);
  return url.toString();
}

export interface ImportContext {
  /** Id for a new product. */
  newId: string;
  now: string;
  brandId: string | null;
  categoryId: string | null;
  /** The admin's choice for new products. */
  activeOnImport: boolean;
  /** JMD per US dollar (default `SCRAPER_LIMITS.defaultUsdToJmdRate`). */
  usdRate?: number;
  /** Units of an in-stock product the store gives no count for (default 10). */
  defaultQuantity?: number;
  /** The run writing the product, remembered to spot the same product later in the run. */
  runId?: string;
}

/**
 * The selling and list prices in JMD, or `undefined` when the store shows no usable price: none,
 * "call for price", or a currency the shop has no rate for.
 */
export function getImportPrices(
  scraped: ScrapedProduct,
  usdRate: number = SCRAPER_LIMITS.defaultUsdToJmdRate,
): { selling: number; list?: number } | undefined {
  if (scraped.priceOnRequest || scraped.price === undefined) return undefined;
  const selling = toJmd(scraped.price, scraped.currency, usdRate);
  if (selling === undefined) return undefined;
  const list =
    scraped.listPrice === undefined ? undefined : toJmd(scraped.listPrice, scraped.currency, usdRate);
  return list !== undefined && list > selling ? { selling, list } : { selling };
}

/**
 * Stock from what the store says: its count when it shows one; none when out of stock or on pre-order
 * (nothing to ship today: a pre-order is sold to order, `planBackOrder`); otherwise the default quantity, flagged as estimated ("quantity unknown"),
 * never 0. A product already counted keeps its quantity when the store only says "in stock".
 */
export function planStock(
  scraped: ScrapedProduct,
  existing: Pick<Product, 'stock_quantity' | 'stock_estimated'> | undefined,
  defaultQuantity: number = SCRAPER_LIMITS.defaultInStockQuantity,
): { stock_quantity: number; stock_estimated: boolean } {
  if (scraped.stockQuantity !== undefined) {
    return { stock_quantity: scraped.stockQuantity, stock_estimated: false };
  }
  if (scraped.availability === 'out-of-stock' || scraped.availability === 'pre-order') {
    return { stock_quantity: 0, stock_estimated: false };
  }
  if (existing && existing.stock_quantity > 0) {
    return { stock_quantity: existing.stock_quantity, stock_estimated: existing.stock_estimated ?? false };
  }
  return { stock_quantity: defaultQuantity, stock_estimated: true };
}

/**
 * A back-order or pre-order ("to order within 20 days") is sold to order with the store's wait; any
 * other availability (in stock, out of stock, none said) sells from stock.
 */
function planBackOrder(
  scraped: ScrapedProduct,
): Pick<Product, 'stock_status' | 'order_lead_time'> | undefined {
  if (scraped.availability !== 'pre-order') return undefined;
  const leadTime = scraped.leadTime?.trim().slice(0, MAX_LEAD_TIME_LENGTH);
  return { stock_status: TO_ORDER, ...(leadTime ? { order_lead_time: leadTime } : {}) };
}

/**
 * The product to store. A new product takes everything from the store and arrives active or inactive
 * as the admin chose; a product without a price ("call for price" included) always arrives inactive,
 * so the shop never sells at 0. Prices are converted to JMD (USD at the run's rate; the store's own
 * figure is kept as `source_price`). An update refreshes what the store owns (name, prices, stock,
 * description, images when the store has some, brand and category when known) and keeps what the
 * shop owns: id, SKU, flags, cost, creation.
 */
export function planImportedProduct(
  scraped: ScrapedProduct,
  existing: Product | undefined,
  context: ImportContext,
): Product {
  const prices = getImportPrices(scraped, context.usdRate);
  const sellingPrice = prices?.selling ?? existing?.selling_price ?? 0;
  const basePrice = Math.max(prices?.list ?? sellingPrice, sellingPrice);
  const currency = scraped.currency?.toUpperCase();
  const storeFields = {
    name: scraped.name,
    slug: slugify(scraped.name) || slugify(getImportSku(scraped)),
    selling_price: sellingPrice,
    base_price: basePrice,
    source_url: normaliseSourceUrl(scraped.sourceUrl),
    ...(prices && scraped.price !== undefined && currency && currency !== 'JMD'
      ? { source_price: { amount: scraped.price, currency } }
      : { source_price: undefined }),
    ...planStock(scraped, existing, context.defaultQuantity),
    // The store's availability now sets the quantity; an older import's status override goes.
    stock_status: undefined,
    order_lead_time: undefined,
    ...planBackOrder(scraped),
    ...(context.runId ? { import_run_id: context.runId } : {}),
    updated_at: context.now,
  };
  // What the product's own page showed (read there, never on a listing): kept when a later read lacks it.
  const pageFields = {
    ...(scraped.specifications ? { specifications: scraped.specifications } : {}),
    ...(scraped.features ? { features: scraped.features } : {}),
    ...(scraped.warranty ? { warranty_info: scraped.warranty } : {}),
  };
  if (existing) {
    return productSchema.parse({
      ...existing,
      ...storeFields,
      ...pageFields,
      description: scraped.description ?? existing.description,
      short_description: scraped.shortDescription ?? existing.short_description,
      part_number: scraped.partNumber ?? existing.part_number,
      images: scraped.images.length > 0 ? scraped.images : existing.images,
      brand_id: context.brandId ?? existing.brand_id,
      category_id: context.categoryId ?? existing.category_id,
    });
  }
  return productSchema.parse({
    id: context.newId,
    ...storeFields,
    ...pageFields,
    sku: getImportSku(scraped),
    part_number: scraped.partNumber ?? '',
    description: scraped.description ?? '',
    short_description: scraped.shortDescription ?? '',
    images: scraped.images,
    brand_id: context.brandId,
    category_id: context.categoryId,
    is_active: context.activeOnImport && prices !== undefined,
    created_at: context.now,
  });
}

/** Brand or category names of a page that the catalogue does not have yet, by slug, first spelling wins. */
export function findUnseenNames(
  names: readonly (string | undefined)[],
  knownSlugs: ReadonlySet<string>,
): Map<string, string> {
  const unseen = new Map<string, string>();
  for (const name of names) {
    const slug = name ? slugify(name) : '';
    if (slug === '' || knownSlugs.has(slug) || unseen.has(slug)) continue;
    unseen.set(slug, name!.trim());
  }
  return unseen;
}

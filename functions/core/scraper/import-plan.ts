/**
 * How a scraped product becomes a catalogue product: a new one, or an update of the product already
 * matched by SKU or by the store's product URL (so a second run updates instead of duplicating).
 * Pure; the data layer looks the matches up and writes the result.
 */
import { slugify } from '../catalogue/slug.js';
import { productSchema, type Product } from '../catalogue/product.js';
import type { ScrapedProduct } from './scraped-product.js';

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
}

/**
 * The product to store. A new product takes everything from the store and arrives active or inactive
 * as the admin chose; a product without a price always arrives inactive, so the shop never sells at 0.
 * An update refreshes what the store owns (name, prices, description, images when the store has some,
 * brand and category when known) and keeps what the shop owns: id, SKU, stock, flags, cost, creation.
 */
export function planImportedProduct(
  scraped: ScrapedProduct,
  existing: Product | undefined,
  context: ImportContext,
): Product {
  const sellingPrice = scraped.price ?? existing?.selling_price ?? 0;
  const basePrice = Math.max(scraped.listPrice ?? sellingPrice, sellingPrice);
  const storeFields = {
    name: scraped.name,
    slug: slugify(scraped.name) || slugify(getImportSku(scraped)),
    selling_price: sellingPrice,
    base_price: basePrice,
    source_url: normaliseSourceUrl(scraped.sourceUrl),
    updated_at: context.now,
  };
  if (existing) {
    return productSchema.parse({
      ...existing,
      ...storeFields,
      description: scraped.description ?? existing.description,
      short_description: scraped.shortDescription ?? existing.short_description,
      part_number: scraped.partNumber ?? existing.part_number,
      images: scraped.images.length > 0 ? scraped.images : existing.images,
      brand_id: context.brandId ?? existing.brand_id,
      category_id: context.categoryId ?? existing.category_id,
      ...(scraped.availability ? { stock_status: scraped.availability } : {}),
    });
  }
  return productSchema.parse({
    id: context.newId,
    ...storeFields,
    sku: getImportSku(scraped),
    part_number: scraped.partNumber ?? '',
    description: scraped.description ?? '',
    short_description: scraped.shortDescription ?? '',
    images: scraped.images,
    brand_id: context.brandId,
    category_id: context.categoryId,
    // Stock is the shop's business: none is known until the admin counts it. The store's own
    // availability is kept as the status the public views show.
    stock_quantity: 0,
    ...(scraped.availability ? { stock_status: scraped.availability } : {}),
    is_active: context.activeOnImport && scraped.price !== undefined,
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

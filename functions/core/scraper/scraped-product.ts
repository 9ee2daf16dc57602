/** A product as read from a distributor's page, before it is matched against the catalogue. */
import { stripCodeLabel } from '../catalogue/sku.js';

export interface ScrapedProduct {
  name: string;
  /** Absolute URL of the product on the store; with the SKU, what a second run matches on. */
  sourceUrl: string;
  sku?: string;
  partNumber?: string;
  brand?: string;
  category?: string;
  /** What the store sells it for, in the store's own currency (`currency`); never converted here. */
  price?: number;
  /** The store's list price when it shows a reduction. */
  listPrice?: number;
  /** ISO code of `price` when the store names one ("US$", "USD", `priceCurrency`); JMD when absent. */
  currency?: string;
  /**
   * The store asks to be called or asked for a quote ("Call for price", "Request a quote"): there is
   * no price, even when the text holds digits (a phone number), and the product arrives inactive.
   */
  priceOnRequest?: boolean;
  /** Sanitised HTML (see sanitize-description.ts). */
  description?: string;
  shortDescription?: string;
  /** Absolute http(s) URLs. */
  images: string[];
  availability?: Availability;
  /** Units the store says it holds, when it shows a count ("12 in stock"). */
  stockQuantity?: number;
  /** GTIN / EAN / UPC, as the page gives it. */
  gtin?: string;
  /** Label to value, as the product page's specifications list them (read from its own page). */
  specifications?: Record<string, string>;
  /** The page's key features (its bullet list). */
  features?: string[];
  /** The warranty as the store words it ("1 year limited warranty"). */
  warranty?: string;
  /** A back-order or pre-order's wait as the store states it ("within 20 days"). */
  leadTime?: string;
  /** Read from the product's own page: what that page answered, for the next sync's conditional read. */
  page?: PageValidators;
}

/**
 * What a product page answered when it was last read, kept on the product's source record: its
 * `ETag` and `Last-Modified` (sent back as `If-None-Match` / `If-Modified-Since` by the next sync)
 * and a hash of the product read from it (a page that answers 200 with the same product is unchanged).
 */
export interface PageValidators {
  etag?: string;
  lastModified?: string;
  contentHash: string;
}

/** What a store says about stock: schema.org availability or the words on the page. */
export type Availability = 'in-stock' | 'out-of-stock' | 'pre-order';

/** Why an item of a page was not imported as a product of its own. */
export type SkipReason = 'no-name' | 'no-price' | 'duplicate' | 'page-differs' | 'currency-not-set-up';

/** Reasons that name an item of the report without it being skipped: counted apart from the skipped. */
export const NOTED_ONLY: readonly SkipReason[] = ['duplicate', 'page-differs'];

/** An item the run did not import (or imported inactive, for `no-price`), for the run report. */
export interface SkippedItem {
  reason: SkipReason;
  /** The item's name or address, whichever the page gave. */
  label: string;
}

/** Where a page's products came from, in the order they are tried. */
export type ExtractionSource = 'json-ld' | 'markup' | 'shopify' | 'woocommerce' | 'html';

export interface PageExtraction {
  products: ScrapedProduct[];
  source: ExtractionSource | 'none';
  /** The next page to read, if the page names one. */
  nextUrl?: string;
  /** `nextUrl` is a guess (the following number or offset), not a link the page showed. */
  nextIsGuess?: boolean;
  /** Items of the page that had no name (not importable); duplicates and no-price are found later. */
  skipped?: SkippedItem[];
}

/**
 * A SKU or part number as a page shows it, cleaned up and without its label ("SKU: GZ-001" is
 * "GZ-001"); every reader of the importer reads codes through this.
 */
export function cleanCode(value: unknown): string | undefined {
  const text = cleanText(value);
  return text === undefined ? undefined : stripCodeLabel(text) || undefined;
}

/** Cleans up a scraped text: collapses whitespace, trims, drops empties. */
export function cleanText(value: unknown): string | undefined {
  if (typeof value !== 'string' && typeof value !== 'number') return undefined;
  const text = String(value).replace(/\s+/g, ' ').trim();
  return text === '' ? undefined : text;
}

/**
 * Makes a URL absolute against the page it was found on; only http(s) results survive (no data:,
 * javascript: or mailto:).
 */
export function toAbsoluteUrl(value: unknown, baseUrl: string): string | undefined {
  const text = cleanText(value);
  if (!text) return undefined;
  try {
    const url = new URL(text, baseUrl);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
    url.hash = '';
    return url.toString();
  } catch {
    return undefined;
  }
}

/**
 * Drops duplicate products of one page (same source URL or same SKU), keeping the first and filling
 * what it lacks from the later ones (a "featured" box often shows less than the listing row).
 */
export function dedupeProducts(products: readonly ScrapedProduct[]): ScrapedProduct[] {
  const byKey = new Map<string, ScrapedProduct>();
  const result: ScrapedProduct[] = [];
  for (const product of products) {
    const keys = productKeys(product);
    const first = keys.map((key) => byKey.get(key)).find(Boolean);
    if (first) {
      fillMissing(first, product);
      continue;
    }
    const copy = { ...product };
    keys.forEach((key) => byKey.set(key, copy));
    result.push(copy);
  }
  return result;
}

/** The keys a product is told apart by: its address on the store, and its SKU when it shows one. */
export function productKeys(product: Pick<ScrapedProduct, 'sourceUrl' | 'sku'>): string[] {
  return [`url:${product.sourceUrl}`, ...(product.sku ? [`sku:${product.sku.toLowerCase()}`] : [])];
}

const FILLABLE = [
  'sku',
  'partNumber',
  'brand',
  'category',
  'price',
  'listPrice',
  'currency',
  'description',
  'shortDescription',
  'availability',
  'stockQuantity',
  'gtin',
  'specifications',
  'features',
  'warranty',
  'leadTime',
] as const;

/** Copies into `target` the fields it lacks that `other` has. */
function fillMissing(target: ScrapedProduct, other: ScrapedProduct): void {
  for (const field of FILLABLE) {
    if (target[field] === undefined && other[field] !== undefined) {
      (target as unknown as Record<string, unknown>)[field] = other[field];
    }
  }
  if (target.images.length === 0 && other.images.length > 0) target.images = [...other.images];
  if (target.price !== undefined) delete target.priceOnRequest;
}

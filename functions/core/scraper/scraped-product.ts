/** A product as read from a distributor's page, before it is matched against the catalogue. */

export interface ScrapedProduct {
  name: string;
  /** Absolute URL of the product on the store; with the SKU, what a second run matches on. */
  sourceUrl: string;
  sku?: string;
  partNumber?: string;
  brand?: string;
  category?: string;
  /** What the store sells it for. */
  price?: number;
  /** The store's list price when it shows a reduction. */
  listPrice?: number;
  currency?: string;
  /** Sanitised HTML (see sanitize-description.ts). */
  description?: string;
  shortDescription?: string;
  /** Absolute http(s) URLs. */
  images: string[];
  availability?: 'in-stock' | 'out-of-stock';
}

/** Where a page's products came from, in the order they are tried. */
export type ExtractionSource = 'json-ld' | 'shopify' | 'woocommerce' | 'html';

export interface PageExtraction {
  products: ScrapedProduct[];
  source: ExtractionSource | 'none';
  /** The next page to read, if the page names one. */
  nextUrl?: string;
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

/** Drops duplicate products of one page (same source URL or same SKU), keeping the first. */
export function dedupeProducts(products: readonly ScrapedProduct[]): ScrapedProduct[] {
  const seen = new Set<string>();
  const result: ScrapedProduct[] = [];
  for (const product of products) {
    const keys = [`url:${product.sourceUrl}`, ...(product.sku ? [`sku:${product.sku.toLowerCase()}`] : [])];
    if (keys.some((key) => seen.has(key))) continue;
    keys.forEach((key) => seen.add(key));
    result.push(product);
  }
  return result;
}

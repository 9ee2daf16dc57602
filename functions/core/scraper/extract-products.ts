/**
 * The extraction pipeline of one page, in the order of Schema.org JSON-LD, then the product
 * cards of the HTML (per layout), then a single product page. A platform's catalogue JSON is read by
 * `extractPlatformPage`, chosen once per run when the store exposes one (see `choosePlatform`).
 */
import { load, type CheerioAPI } from 'cheerio';
import { extractHtmlCards, extractPageImages, extractProductPage } from './html-products.js';
import { extractJsonLdProducts } from './json-ld.js';
import { findNextPage } from './next-page.js';
import { getNextPlatformPage, parsePlatformProducts, type Platform } from './platform-catalogue.js';
import { dedupeProducts, type PageExtraction, type ScrapedProduct } from './scraped-product.js';

/** Reads the products and the next page of an HTML page. */
export function extractHtmlPage(html: string, pageUrl: string): PageExtraction {
  const $ = load(html);
  const { products, source } = findProducts($, pageUrl);
  const nextUrl = findNextPage($, pageUrl, products.length > 0);
  return { products: dedupeProducts(products), source, ...(nextUrl ? { nextUrl } : {}) };
}

function findProducts($: CheerioAPI, pageUrl: string): Pick<PageExtraction, 'products' | 'source'> {
  const fromJsonLd = extractJsonLdProducts($, pageUrl);
  if (fromJsonLd.length > 0) return { products: fromJsonLd, source: 'json-ld' };
  const fromCards = extractHtmlCards($, pageUrl);
  if (fromCards.length > 0) return { products: fromCards, source: 'html' };
  const single = extractProductPage($, pageUrl);
  return single ? { products: [single], source: 'html' } : { products: [], source: 'none' };
}

/**
 * Reads one page of a platform's catalogue JSON. `undefined` when the text is not that platform's
 * catalogue (an HTML error page, a different API), which tells the run to fall back to HTML.
 */
export function extractPlatformPage(
  platform: Platform,
  text: string,
  pageUrl: string,
): PageExtraction | undefined {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return undefined;
  }
  const products = parsePlatformProducts(platform, body, pageUrl);
  if (products === undefined) return undefined;
  const nextUrl = getNextPlatformPage(pageUrl, products.length);
  return { products: dedupeProducts(products), source: platform, ...(nextUrl ? { nextUrl } : {}) };
}

/** Markers of a platform in a page's HTML; a hint only, the catalogue JSON itself decides. */
export function detectPlatformHints(html: string): Platform[] {
  const hints: Platform[] = [];
  if (/cdn\.shopify\.com|Shopify\.shop|shopify-section/i.test(html)) hints.push('shopify');
  if (/wp-content\/plugins\/woocommerce|woocommerce|wc-block/i.test(html)) hints.push('woocommerce');
  return hints;
}

/**
 * Whether a run should read the platform JSON: only when the start page has no JSON-LD products
 * (JSON-LD comes first) and the platform answered with products.
 */
export function shouldUsePlatform(
  startPage: PageExtraction,
  platformPage: PageExtraction | undefined,
): boolean {
  return startPage.source !== 'json-ld' && platformPage !== undefined && platformPage.products.length > 0;
}

/** Images for the backfill from a product page: JSON-LD images first, then the page's own. */
export function extractProductImages(html: string, pageUrl: string): string[] {
  const $ = load(html);
  const fromJsonLd: ScrapedProduct[] = extractJsonLdProducts($, pageUrl);
  const withImages = fromJsonLd.find((product) => product.images.length > 0);
  return withImages ? withImages.images : extractPageImages($, pageUrl);
}

/**
 * The extraction pipeline of one page, most exact first: schema.org JSON-LD, then microdata and RDFa
 * in the HTML, then product cards of a known theme (per layout), then product blocks recognised by
 * their shape (cards, table rows, lists), then a single product page (with Open Graph product tags).
 * Every product read from a block of the page is completed from what the block says in words
 * (availability, stock count, part number, call for price) and where it sits (category). A platform's
 * catalogue JSON is read by `extractPlatformPage`, chosen once per run (see `shouldUsePlatform`).
 */
import { load, type CheerioAPI } from 'cheerio';
import {
  extractHtmlCards,
  extractPageImages,
  extractProductPage,
  type FoundProduct,
} from './html-products.js';
import { extractJsonLdProducts, toScrapedProduct } from './json-ld.js';
import { readMarkupProducts } from './microdata.js';
import { findNextPage } from './next-page.js';
import { readBreadcrumbCategory, readPlacedCategory } from './page-category.js';
import { getNextPlatformPage, parsePlatformProducts, type Platform } from './platform-catalogue.js';
import { extractProductBlocks } from './product-blocks.js';
import {
  dedupeProducts,
  type ExtractionSource,
  type PageExtraction,
  type ScrapedProduct,
  type SkippedItem,
} from './scraped-product.js';
import { readVisibleFacts, visibleText } from './visible-facts.js';

/** Reads the products and the next page of an HTML page. */
export function extractHtmlPage(html: string, pageUrl: string): PageExtraction {
  const $ = load(html);
  const { found, source } = findProducts($, pageUrl);
  const breadcrumb = readBreadcrumbCategory($);
  const skipped: SkippedItem[] = [];
  const products: ScrapedProduct[] = [];
  for (const item of found) {
    const product = complete($, item, breadcrumb);
    if (product.name === '') skipped.push({ reason: 'no-name', label: product.sourceUrl });
    else products.push(product);
  }
  const next = findNextPage($, pageUrl, products.length);
  return {
    products: dedupeProducts(products),
    source,
    ...(next ? { nextUrl: next.url, ...(next.guessed ? { nextIsGuess: true } : {}) } : {}),
    ...(skipped.length > 0 ? { skipped } : {}),
  };
}

function findProducts(
  $: CheerioAPI,
  pageUrl: string,
): { found: FoundProduct[]; source: ExtractionSource | 'none' } {
  const fromJsonLd = extractJsonLdProducts($, pageUrl);
  if (fromJsonLd.length > 0) return { found: fromJsonLd.map((product) => ({ product })), source: 'json-ld' };
  const fromMarkup = readMarkupProducts($, pageUrl).flatMap(({ node, element }) => {
    const product = toScrapedProduct(node, pageUrl) ?? { name: '', sourceUrl: pageUrl, images: [] };
    const offer = element.find('[itemprop~="offers"], [property~="offers"]').first();
    const priceText = visibleText($, offer.length > 0 ? offer : element.find('[itemprop~="price"]').first());
    return [{ product, block: element, ...(priceText ? { priceText } : {}) }];
  });
  if (fromMarkup.length > 0) return { found: fromMarkup, source: 'markup' };
  const fromCards = extractHtmlCards($, pageUrl);
  if (fromCards.length > 0) return { found: fromCards, source: 'html' };
  const fromBlocks = extractProductBlocks($, pageUrl);
  if (fromBlocks.length > 0) return { found: fromBlocks, source: 'html' };
  const single = extractProductPage($, pageUrl);
  return single
    ? { found: [{ product: single, block: $('body') }], source: 'html' }
    : { found: [], source: 'none' };
}

/** Completes a product from its block's words and place; a "call for price" line drops any figure. */
function complete($: CheerioAPI, item: FoundProduct, breadcrumb: string | undefined): ScrapedProduct {
  const { product, block } = item;
  if (!block) return { ...product, category: product.category ?? breadcrumb };
  const facts = readVisibleFacts($, block, item.priceText);
  const onRequest = product.price === undefined && facts.priceOnRequest;
  return {
    ...product,
    sku: product.sku ?? facts.sku,
    partNumber: product.partNumber ?? facts.partNumber,
    brand: product.brand ?? facts.brand,
    category: product.category ?? readPlacedCategory($, block, breadcrumb),
    availability: product.availability ?? facts.availability,
    ...(facts.stockQuantity !== undefined ? { stockQuantity: facts.stockQuantity } : {}),
    ...(onRequest ? { priceOnRequest: true } : {}),
  };
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
  const fromJsonLd = extractJsonLdProducts($, pageUrl);
  const withImages = fromJsonLd.find((product) => product.images.length > 0);
  return withImages ? withImages.images : extractPageImages($, pageUrl);
}

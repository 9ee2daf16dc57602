/**
 * The public catalogue JSON some store platforms expose: Shopify's `/products.json?page=` (or a
 * collection's) and the WooCommerce Store API (`/wp-json/wc/store/v1/products`). Pages of JSON are far
 * cheaper and more exact than HTML, so a store that has one is read through it.
 */
import { parsePrice, roundPrice } from './price.js';
import { sanitizeDescription, toPlainText } from './sanitize-description.js';
import { SCRAPER_LIMITS } from './scraper-limits.js';
import { cleanCode, cleanText, toAbsoluteUrl, type ScrapedProduct } from './scraped-product.js';

export type Platform = 'shopify' | 'woocommerce';

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const objects = (value: unknown): Json[] => (Array.isArray(value) ? value.filter(isObject) : []);

/**
 * The first catalogue page of a platform for the URL the admin gave: a Shopify collection URL keeps
 * to that collection, anything else reads the whole store.
 */
export function getPlatformCatalogueUrl(platform: Platform, startUrl: string, page = 1): string {
  const url = new URL(startUrl);
  const size = String(SCRAPER_LIMITS.platformPageSize);
  if (platform === 'shopify') {
    const collection = /^\/collections\/([^/]+)/.exec(url.pathname)?.[1];
    const path = collection ? `/collections/${collection}/products.json` : '/products.json';
    return `${url.origin}${path}?limit=${size}&page=${page}`;
  }
  return `${url.origin}/wp-json/wc/store/v1/products?per_page=${size}&page=${page}`;
}

/** The next page of a platform catalogue: only when this one came back full. */
export function getNextPlatformPage(currentUrl: string, productsOnPage: number): string | undefined {
  if (productsOnPage < SCRAPER_LIMITS.platformPageSize) return undefined;
  const url = new URL(currentUrl);
  const page = Number(url.searchParams.get('page') ?? '1');
  url.searchParams.set('page', String((Number.isFinite(page) ? page : 1) + 1));
  return url.toString();
}

/** Shopify products.json: `{ products: [{ title, handle, vendor, product_type, variants, images }] }`. */
export function parseShopifyProducts(body: unknown, pageUrl: string): ScrapedProduct[] | undefined {
  if (!isObject(body) || !Array.isArray(body.products)) return undefined;
  const origin = new URL(pageUrl).origin;
  const products: ScrapedProduct[] = [];
  for (const item of objects(body.products)) {
    const name = cleanText(item.title);
    const handle = cleanText(item.handle);
    if (!name || !handle) continue;
    const variant = objects(item.variants)[0];
    const price = parsePrice(variant?.price);
    const compareAt = parsePrice(variant?.compare_at_price);
    const images = objects(item.images)
      .map((image) => toAbsoluteUrl(image.src, pageUrl))
      .filter((url): url is string => url !== undefined);
    products.push({
      name,
      sourceUrl: `${origin}/products/${encodeURIComponent(handle)}`,
      sku: cleanCode(variant?.sku),
      brand: cleanText(item.vendor),
      category: cleanText(item.product_type),
      ...(price ? { price: roundPrice(price.amount) } : {}),
      ...(compareAt && price && compareAt.amount > price.amount
        ? { listPrice: roundPrice(compareAt.amount) }
        : {}),
      description: sanitizeDescription(item.body_html),
      images,
      ...(typeof variant?.available === 'boolean'
        ? { availability: variant.available ? ('in-stock' as const) : ('out-of-stock' as const) }
        : {}),
    });
  }
  return products;
}

/** A Store API price is a string of minor units: `"1250000"` with `currency_minor_unit: 2` is 12,500.00. */
function readMinorUnits(prices: Json, field: string): number | undefined {
  const raw = prices[field];
  if (typeof raw !== 'string' && typeof raw !== 'number') return undefined;
  const units = Number(raw);
  if (!Number.isFinite(units) || String(raw).trim() === '') return undefined;
  const minor = typeof prices.currency_minor_unit === 'number' ? prices.currency_minor_unit : 2;
  return roundPrice(units / 10 ** minor);
}

/** WooCommerce Store API: an array of `{ name, permalink, sku, prices, images, categories, brands }`. */
export function parseWooCommerceProducts(body: unknown, pageUrl: string): ScrapedProduct[] | undefined {
  if (!Array.isArray(body)) return undefined;
  const products: ScrapedProduct[] = [];
  for (const item of objects(body)) {
    const name = toPlainText(item.name);
    const sourceUrl = toAbsoluteUrl(item.permalink, pageUrl);
    if (!name || !sourceUrl) continue;
    const prices = isObject(item.prices) ? item.prices : {};
    const price = readMinorUnits(prices, 'price');
    const regular = readMinorUnits(prices, 'regular_price');
    const images = objects(item.images)
      .map((image) => toAbsoluteUrl(image.src, pageUrl))
      .filter((url): url is string => url !== undefined);
    products.push({
      name,
      sourceUrl,
      sku: cleanCode(item.sku),
      brand: cleanText(objects(item.brands)[0]?.name),
      category: toPlainText(objects(item.categories)[0]?.name),
      ...(price !== undefined ? { price } : {}),
      ...(regular !== undefined && price !== undefined && regular > price ? { listPrice: regular } : {}),
      ...(typeof prices.currency_code === 'string' ? { currency: prices.currency_code } : {}),
      description: sanitizeDescription(item.description),
      shortDescription: toPlainText(item.short_description),
      images,
      ...(typeof item.is_in_stock === 'boolean'
        ? { availability: item.is_in_stock ? ('in-stock' as const) : ('out-of-stock' as const) }
        : {}),
    });
  }
  return products;
}

/** Parses a platform page; `undefined` when the body is not that platform's catalogue at all. */
export function parsePlatformProducts(
  platform: Platform,
  body: unknown,
  pageUrl: string,
): ScrapedProduct[] | undefined {
  return platform === 'shopify'
    ? parseShopifyProducts(body, pageUrl)
    : parseWooCommerceProducts(body, pageUrl);
}

/** The platforms to probe for a store without JSON-LD products: those its page hints at first. */
export function orderPlatforms(hints: readonly Platform[]): Platform[] {
  const platforms: Platform[] = ['shopify', 'woocommerce'];
  return platforms.sort((a, b) => Number(hints.includes(b)) - Number(hints.includes(a)));
}

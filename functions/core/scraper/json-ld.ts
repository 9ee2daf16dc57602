/**
 * schema.org Product data in JSON-LD, the most reliable source a store offers: `Product` items at the
 * top level, in `@graph`, in an `ItemList`, or nested as `ProductGroup` variants.
 */
import { load, type CheerioAPI } from 'cheerio';
import { parsePrice, roundPrice } from './price.js';
import { sanitizeDescription, toPlainText } from './sanitize-description.js';
import { cleanCode, cleanText, toAbsoluteUrl, type ScrapedProduct } from './scraped-product.js';
import { slugify } from '../catalogue/slug.js';

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const asArray = (value: unknown): unknown[] =>
  value === undefined || value === null ? [] : Array.isArray(value) ? value : [value];

function hasType(node: Json, type: string): boolean {
  return asArray(node['@type']).some((t) => typeof t === 'string' && t.toLowerCase() === type.toLowerCase());
}

/** Reads the JSON-LD blocks of the page; a block that is not valid JSON is skipped. */
export function readJsonLdBlocks($: CheerioAPI): unknown[] {
  const blocks: unknown[] = [];
  $('script[type="application/ld+json"]').each((_, element) => {
    const text = $(element).text().trim();
    if (text === '') return;
    try {
      blocks.push(JSON.parse(text));
    } catch {
      // Stores sometimes print broken JSON-LD (trailing commas, raw newlines in strings); skip it.
    }
  });
  return blocks;
}

/**
 * Every Product node, wherever it sits in the blocks; `withLists` false leaves out the products of an
 * `ItemList` (on a product page, its recommendations).
 */
export function* findProductNodes(value: unknown, depth = 0, withLists = true): Generator<Json> {
  if (depth > 8) return;
  for (const item of asArray(value)) {
    if (!isObject(item)) continue;
    if (hasType(item, 'Product')) {
      yield item;
      continue;
    }
    if (hasType(item, 'ProductGroup')) {
      const variants = asArray(item.hasVariant).filter(isObject);
      // A group's variants inherit its name, brand, description and images when they lack their own.
      if (variants.length > 0)
        for (const variant of variants) yield { ...item, ...variant, '@type': 'Product' };
      else yield item;
      continue;
    }
    if (item['@graph'] !== undefined) yield* findProductNodes(item['@graph'], depth + 1, withLists);
    if (withLists && hasType(item, 'ItemList')) {
      for (const entry of asArray(item.itemListElement)) {
        if (isObject(entry)) yield* findProductNodes(entry.item ?? entry, depth + 1);
      }
    }
    if (isObject(item.mainEntity)) yield* findProductNodes(item.mainEntity, depth + 1, withLists);
  }
}

/**
 * A text of structured data as a buyer would read it: its HTML entities decoded once (stores print
 * `&quot;` and `&amp;` into JSON-LD), tags dropped, whitespace collapsed.
 */
export function readDataText(value: unknown): string | undefined {
  const text = cleanText(value);
  if (text === undefined || !/[&<]/.test(text)) return text;
  return cleanText(load(text, null, false).root().text());
}

function readName(value: unknown): string | undefined {
  if (isObject(value)) return readDataText(value.name);
  return readDataText(value);
}

/** A price specification that is the list (crossed-out) price, not the one paid now. */
const isListPriceSpec = (spec: Json) =>
  asArray(spec.priceType).some(
    (t) => typeof t === 'string' && /ListPrice|StrikethroughPrice|MSRP|SRP/i.test(t),
  );

/** The offer's price now and its list price, from `price`, `lowPrice` or its price specifications. */
function readOfferPrices(offer: Json | undefined, node: Json): { now?: unknown; list?: unknown } {
  if (!offer) return { now: node.price };
  const specs = asArray(offer.priceSpecification).filter(isObject);
  const listSpec = specs.find(isListPriceSpec);
  const nowSpec = specs.find((spec) => !isListPriceSpec(spec));
  const nested = asArray(offer.offers).filter(isObject)[0];
  return {
    now: offer.price ?? offer.lowPrice ?? nowSpec?.price ?? nested?.price,
    list: listSpec?.price,
  };
}

/** The GTIN of a node in any of its spellings. */
function readGtin(node: Json | undefined): string | undefined {
  if (!node) return undefined;
  for (const key of ['gtin', 'gtin13', 'gtin12', 'gtin14', 'gtin8', 'ean', 'upc']) {
    const value = cleanCode(node[key]);
    if (value) return value;
  }
  return undefined;
}

function readImages(value: unknown, baseUrl: string): string[] {
  const urls: string[] = [];
  for (const image of asArray(value)) {
    const raw = isObject(image) ? (image.url ?? image.contentUrl) : image;
    const url = toAbsoluteUrl(raw, baseUrl);
    if (url && !urls.includes(url)) urls.push(url);
  }
  return urls;
}

function readCategory(value: unknown): string | undefined {
  const first = asArray(value)[0];
  const text = readName(first);
  // "Computers > Laptops" or "Computers/Laptops": the most specific part names the category.
  return text
    ?.split(/\s*[>/|»]\s*/)
    .filter(Boolean)
    .at(-1);
}

function readAvailability(value: unknown): ScrapedProduct['availability'] {
  const text = typeof value === 'string' ? value.toLowerCase() : '';
  if (/instock|limitedavailability|onlineonly|instoreonly/.test(text)) return 'in-stock';
  if (/outofstock|soldout|discontinued/.test(text)) return 'out-of-stock';
  if (/preorder|presale|backorder/.test(text)) return 'pre-order';
  return undefined;
}

/** Turns one Product node into a scraped product; `undefined` without a name. */
export function toScrapedProduct(node: Json, pageUrl: string): ScrapedProduct | undefined {
  const name = readDataText(node.name);
  if (!name) return undefined;
  const offers = asArray(node.offers).filter(isObject);
  const offer = offers[0];
  const prices = readOfferPrices(offer, node);
  const price = parsePrice(prices.now);
  const listPrice = parsePrice(prices.list);
  const currency =
    cleanText(
      offer?.priceCurrency ??
        asArray(offer?.priceSpecification).filter(isObject)[0]?.priceCurrency ??
        node.priceCurrency,
    )?.toUpperCase() ?? price?.currency;
  const sourceUrl =
    toAbsoluteUrl(node.url, pageUrl) ??
    toAbsoluteUrl(offer?.url, pageUrl) ??
    // A product with no address of its own is told apart on its page by its name.
    `${toAbsoluteUrl(pageUrl, pageUrl) ?? pageUrl}#${slugify(name)}`;
  const description = sanitizeDescription(node.description);
  const gtin = readGtin(node) ?? readGtin(offer);
  return {
    name,
    sourceUrl,
    sku: cleanCode(node.sku) ?? cleanCode(offer?.sku),
    partNumber: cleanCode(node.mpn) ?? cleanCode(offer?.mpn),
    brand: readName(node.brand) ?? readName(node.manufacturer),
    category: readCategory(node.category),
    ...(price ? { price: roundPrice(price.amount) } : {}),
    ...(price && listPrice && listPrice.amount > price.amount
      ? { listPrice: roundPrice(listPrice.amount) }
      : {}),
    ...(currency ? { currency } : {}),
    description,
    shortDescription: toPlainText(node.disambiguatingDescription),
    images: readImages(node.image, pageUrl),
    availability: readAvailability(offer?.availability),
    ...(gtin ? { gtin } : {}),
  };
}

/** The products of the page's JSON-LD. */
export function extractJsonLdProducts($: CheerioAPI, pageUrl: string): ScrapedProduct[] {
  const products: ScrapedProduct[] = [];
  for (const node of findProductNodes(readJsonLdBlocks($))) {
    const product = toScrapedProduct(node, pageUrl);
    if (product) products.push(product);
  }
  return products;
}

/** Product cards and product pages read from HTML through the layouts of `html-layouts.ts`. */
import type { CheerioAPI } from 'cheerio';
import type { Cheerio } from 'cheerio';
import type { AnyNode } from 'domhandler';
import { GENERIC_LAYOUT, HTML_LAYOUTS, PRODUCT_PAGE, type HtmlLayout } from './html-layouts.js';
import { parsePrice, roundPrice } from './price.js';
import { sanitizeDescription } from './sanitize-description.js';
import { readImageUrl } from './page-images.js';
import { readAvailabilityText } from './visible-facts.js';
import { cleanCode, cleanText, toAbsoluteUrl, type ScrapedProduct } from './scraped-product.js';

type Node = Cheerio<AnyNode>;

/** The text (or `content`/`value` of a meta or data element) of the first match inside `scope`. */
function readText($: CheerioAPI, scope: Node, selector: string | undefined): string | undefined {
  if (!selector) return undefined;
  for (const part of selector.split(',')) {
    const found = scope.find(part.trim()).first();
    if (found.length === 0) continue;
    const value =
      found.attr('content') ??
      found.attr('data-price') ??
      found.attr('data-sku') ??
      found.attr('data-brand') ??
      found.attr('data-category') ??
      found.attr('data-product_sku') ??
      $(found).text();
    const text = cleanText(value);
    if (text) return text;
  }
  return undefined;
}

function readImages($: CheerioAPI, scope: Node, selector: string, pageUrl: string): string[] {
  const urls: string[] = [];
  for (const part of selector.split(',')) {
    scope.find(part.trim()).each((_, element) => {
      const url = readImageUrl($(element), pageUrl);
      if (url && !urls.includes(url)) urls.push(url);
    });
    if (urls.length > 0) break;
  }
  return urls;
}

/** A product read from a block of the page, with the block for what its words say. */
export interface FoundProduct {
  product: ScrapedProduct;
  block?: Cheerio<AnyNode>;
  /** The text the price was read from, checked for "call for price" wording. */
  priceText?: string;
}

function readCard($: CheerioAPI, card: Node, layout: HtmlLayout, pageUrl: string): FoundProduct | undefined {
  const name = readText($, card, layout.name);
  if (!name) return undefined;
  const linkElement = card.is('a[href]') ? card : card.find(layout.link).first();
  const sourceUrl = toAbsoluteUrl(linkElement.attr('href'), pageUrl);
  if (!sourceUrl) return undefined;
  const priceText = readText($, card, layout.price);
  const price = parsePrice(priceText);
  const listPrice = parsePrice(readText($, card, layout.listPrice));
  const product: ScrapedProduct = {
    name,
    sourceUrl,
    sku: cleanCode(readText($, card, layout.sku)),
    brand: readText($, card, layout.brand),
    category: readText($, card, layout.category),
    ...(price ? { price: roundPrice(price.amount) } : {}),
    ...(listPrice && price && listPrice.amount > price.amount
      ? { listPrice: roundPrice(listPrice.amount) }
      : {}),
    ...(price?.currency ? { currency: price.currency } : {}),
    description: sanitizeDescription(
      layout.description ? card.find(layout.description).first().html() : undefined,
    ),
    images: readImages($, card, layout.image, pageUrl),
  };
  return { product, block: card, ...(priceText ? { priceText } : {}) };
}

/** The layouts that apply to the page, most specific first (the generic one always applies). */
export function detectLayouts($: CheerioAPI): HtmlLayout[] {
  return HTML_LAYOUTS.filter((layout) => layout === GENERIC_LAYOUT || $(layout.detect).length > 0);
}

/** Product cards of a listing page, through the first layout that finds any. */
export function extractHtmlCards($: CheerioAPI, pageUrl: string): FoundProduct[] {
  for (const layout of detectLayouts($)) {
    const products: FoundProduct[] = [];
    // Cards nested in cards (a microdata card inside `.product-item`) are read once, at the outer one.
    $(layout.card)
      .filter((_, element) => $(element).parents(layout.card).length === 0)
      .each((_, element) => {
        const product = readCard($, $(element), layout, pageUrl);
        if (product) products.push(product);
      });
    if (products.length > 0) return products;
  }
  return [];
}

/** A single product page (the URL given is one product), read with `PRODUCT_PAGE`. */
export function extractProductPage($: CheerioAPI, pageUrl: string): ScrapedProduct | undefined {
  if ($(PRODUCT_PAGE.detect).length === 0) return undefined;
  const root = $.root();
  const name = readText($, root, PRODUCT_PAGE.name);
  const price = parsePrice(readText($, root, PRODUCT_PAGE.price));
  if (!name || !price) return undefined;
  const canonical = toAbsoluteUrl($('link[rel="canonical"]').attr('href'), pageUrl);
  const currency = cleanText($('meta[property="product:price:currency"]').attr('content'));
  const availability = readAvailabilityText(
    (
      $('meta[property="product:availability"], meta[property="og:availability"]').attr('content') ?? ''
    ).replace(/^instock$/i, 'in stock'),
  );
  return {
    name,
    sourceUrl: canonical ?? toAbsoluteUrl(pageUrl, pageUrl) ?? pageUrl,
    sku: cleanCode(readText($, root, PRODUCT_PAGE.sku)),
    brand: readText($, root, PRODUCT_PAGE.brand),
    price: roundPrice(price.amount),
    ...((currency ?? price.currency) ? { currency: (currency ?? price.currency)!.toUpperCase() } : {}),
    ...(availability ? { availability } : {}),
    partNumber: cleanCode(readText($, root, PRODUCT_PAGE.partNumber)),
    description: sanitizeDescription(root.find(PRODUCT_PAGE.description).first().html()),
    images: readImages($, root, PRODUCT_PAGE.image, pageUrl),
  };
}

/** Images of a product page, for the backfill: JSON-LD aside, og:image and the gallery. */
export function extractPageImages($: CheerioAPI, pageUrl: string): string[] {
  return readImages($, $.root(), PRODUCT_PAGE.image, pageUrl);
}

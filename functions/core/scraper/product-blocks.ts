/**
 * Product blocks found by their shape when no markup and no known theme names them: the outermost
 * elements (cards, table rows, list items) that hold exactly one product link and a price or a
 * "call for price" line. Works on hand-built shops whose class names mean nothing to us.
 */
import type { CheerioAPI } from 'cheerio';
import type { Cheerio } from 'cheerio';
import type { AnyNode, Element } from 'domhandler';
import type { FoundProduct } from './html-products.js';
import { readImageUrl } from './page-images.js';
import { isPriceOnRequest, parsePrice, roundPrice } from './price.js';
import { sanitizeDescription } from './sanitize-description.js';
import { cleanText, toAbsoluteUrl } from './scraped-product.js';
import { visibleText } from './visible-facts.js';

/** A figure with a currency mark, or with cents. */
const PRICE_LIKE = /(?:J\$|JMD|US\$|USD|TT\$|CA\$|[$£€])\s?\d|\d[\d,]*\.\d{2}\b\s*(?:JMD|USD)?/i;
const BLOCKS = 'div, li, article, tr, section, td, dl';
/** Longest text a single product's block plausibly holds. */
const MAX_BLOCK_TEXT = 2000;
const NAME = 'h1, h2, h3, h4, h5, [class*="title" i], [class*="name" i]';
const PRICE = '[class*="price" i], [class*="amount" i], [class*="cost" i]';
const DESCRIPTION =
  '[class*="desc" i], [class*="blurb" i], [class*="summary" i], [class*="excerpt" i], [class*="short" i]';

/** Addresses of the products a block links to (add-to-cart, anchors and scripts are not products). */
function productLinks($: CheerioAPI, block: Cheerio<AnyNode>, pageUrl: string): Set<string> {
  const links = new Set<string>();
  block.find('a[href]').each((_, a) => {
    const href = $(a).attr('href') ?? '';
    if (/^(#|javascript:|mailto:|tel:)/i.test(href) || /[?&](add-to-cart|add_to_cart|addtocart)=/i.test(href))
      return;
    const url = toAbsoluteUrl(href, pageUrl);
    if (url && url !== toAbsoluteUrl(pageUrl, pageUrl)) links.add(url);
  });
  return links;
}

function looksLikeProduct($: CheerioAPI, block: Cheerio<AnyNode>, pageUrl: string): boolean {
  if (productLinks($, block, pageUrl).size !== 1) return false;
  const text = visibleText($, block);
  return text.length <= MAX_BLOCK_TEXT && (PRICE_LIKE.test(text) || isPriceOnRequest(text));
}

/** The text of the smallest element that shows the price (or says to call for it). */
function findPriceText($: CheerioAPI, block: Cheerio<AnyNode>): string | undefined {
  const marked = block
    .find(PRICE)
    .filter((_, el) => {
      const text = visibleText($, $(el));
      return PRICE_LIKE.test(text) || isPriceOnRequest(text);
    })
    .last();
  if (marked.length > 0) return visibleText($, marked);
  let found: string | undefined;
  block.find('*').each((_, el) => {
    const element = $(el);
    if (element.children().length > 0) return undefined;
    const text = visibleText($, element);
    if (text.length < 60 && (PRICE_LIKE.test(text) || isPriceOnRequest(text))) {
      found = text;
      return false;
    }
    return undefined;
  });
  return found;
}

function readName($: CheerioAPI, block: Cheerio<AnyNode>): string | undefined {
  const named = block
    .find(NAME)
    .filter((_, el) => !PRICE_LIKE.test($(el).text()))
    .first();
  const fromNamed = cleanText(named.text());
  if (fromNamed) return fromNamed;
  let longest = '';
  block.find('a[href]').each((_, a) => {
    const text = cleanText($(a).text()) ?? '';
    if (text.length > longest.length) longest = text;
  });
  return longest || undefined;
}

/** Product blocks recognised by their shape. */
export function extractProductBlocks($: CheerioAPI, pageUrl: string): FoundProduct[] {
  const blocks: Cheerio<Element>[] = [];
  const chosen = new Set<AnyNode>();
  const hasImage = (element: Cheerio<AnyNode>) => element.find('img').length > 0;
  $(BLOCKS).each((_, el) => {
    const block = $(el as Element);
    if (block.is('body, html, main') || !looksLikeProduct($, block, pageUrl)) return;
    if (block.parents().filter((_, parent) => chosen.has(parent)).length > 0) return;
    // The smallest element holding the product's link, its price and (when it has one) its picture:
    // a wrapper around it (a section, a "top pick" box) holds the same and is not the block.
    const image = hasImage(block);
    const inner = block
      .children()
      .filter((_, child) => hasImage($(child)) === image && looksLikeProduct($, $(child), pageUrl));
    if (inner.length > 0) return;
    chosen.add(el);
    blocks.push(block);
  });
  const found: FoundProduct[] = [];
  for (const block of blocks) {
    const sourceUrl = [...productLinks($, block, pageUrl)][0]!;
    const name = readName($, block);
    const priceText = findPriceText($, block);
    const price = parsePrice(priceText);
    const image = block.find('img').first();
    const imageUrl = image.length > 0 ? readImageUrl(image, pageUrl) : undefined;
    found.push({
      product: {
        name: name ?? '',
        sourceUrl,
        ...(price ? { price: roundPrice(price.amount) } : {}),
        ...(price?.currency ? { currency: price.currency } : {}),
        description: sanitizeDescription(block.find(DESCRIPTION).first().html()),
        images: imageUrl ? [imageUrl] : [],
      },
      block,
      ...(priceText ? { priceText } : {}),
    });
  }
  return found;
}

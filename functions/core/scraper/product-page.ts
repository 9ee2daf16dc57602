/**
 * One product's own page, read whole: its structured data (JSON-LD, then microdata) for what it
 * states exactly, then the page a buyer sees for what structured data leaves out or gets wrong:
 * the price paid now (a sale price over the crossed-out one), availability and stock, breadcrumbs,
 * specifications (tables, definition lists, "Key: value" lines under a specifications heading), key
 * features, warranty and the gallery (biggest version of each image). Where the page and its
 * structured data disagree on price or availability the page wins, and the reading says so.
 * Recommendations, "customers also bought" and accessories are cut away before anything is read.
 */
import { load, type CheerioAPI } from 'cheerio';
import type { Cheerio } from 'cheerio';
import type { AnyNode, Element } from 'domhandler';
import { findProductNodes, readDataText, readJsonLdBlocks, toScrapedProduct } from './json-ld.js';
import { readMarkupProducts } from './microdata.js';
import { readImageUrl } from './page-images.js';
import { readBreadcrumbTrail, readProductPageCategory } from './page-category.js';
import { parsePrice, roundPrice } from './price.js';
import { sanitizeDescription } from './sanitize-description.js';
import {
  cleanCode,
  cleanText,
  toAbsoluteUrl,
  type Availability,
  type ScrapedProduct,
} from './scraped-product.js';
import { SCRAPER_LIMITS } from './scraper-limits.js';
import {
  readAvailabilityText,
  readLeadTime,
  readStockCount,
  readVisibleFacts,
  visibleText,
} from './visible-facts.js';

type Node = Cheerio<AnyNode>;
type Json = Record<string, unknown>;

/** What a product page says, and where its visible words overruled its structured data. */
export interface ProductPageReading {
  product: ScrapedProduct;
  /** "availability: the page shows out-of-stock, its structured data in-stock". */
  disagreements: string[];
}

/** Blocks of a product page that show other products or the shop around it. */
const NOT_THE_PRODUCT = [
  'script',
  'style',
  'noscript',
  'template',
  'header',
  'footer',
  'nav',
  '[role="navigation"]',
  '[class*="related" i]',
  '[id*="related" i]',
  '[class*="upsell" i]',
  '[class*="up-sell" i]',
  '[class*="cross-sell" i]',
  '[class*="crosssell" i]',
  '[class*="recommend" i]',
  '[id*="recommend" i]',
  '[class*="also-bought" i]',
  '[class*="also-viewed" i]',
  '[class*="recently-viewed" i]',
  '[class*="accessor" i]',
  '[id*="accessor" i]',
  '[class*="newsletter" i]',
  '[class*="mini-cart" i]',
  '[class*="minicart" i]',
].join(', ');

/** Headings of blocks that show other products. */
const OTHER_PRODUCTS_HEADING =
  /^(customers (who )?(also )?(bought|viewed)|you may (also )?like|related( products| items)?|accessories|frequently bought together|recommended( for you| products)?|similar (products|items)|recently viewed|people also (bought|viewed)|more from|complete the look|others also bought)\b/i;

const PRICE_TEXT =
  /(?:[$£€¥₹]|J\$|US\$|TT\$|CA\$|\b[A-Z]{3})\s?\d|\d[\d.,\s\u00a0]*\s?(?:€|£|\b(?:EUR|GBP|USD|JMD|CAD|kr|zł)\b)|\d[\d,.]*[.,]\d{2}\b/;
const PRICE_ELEMENTS =
  '[class*="price" i], [itemprop="price"], [data-price], [data-price-amount], [class*="amount" i], [class*="cost" i], ins, del, s';
/** A price a buyer no longer pays: crossed out, or labelled as the old, list or compare-at price. */
const CROSSED_OUT =
  'del, s, strike, [class*="old" i], [class*="was" i], [class*="compare" i], [class*="list-price" i], [class*="listprice" i], [class*="rrp" i], [class*="strike" i], [class*="crossed" i], [class*="non-sale" i], [class*="original" i], [class*="before" i], [data-price-type="oldPrice"]';
/** Figures near a price that are not one: a saving, a unit price, instalments. */
const NOT_A_PRICE = /\b(save|you save|off|per month|\/mo|installments?|from \d+ payments)\b|%/i;

const STOCK_ELEMENTS =
  '[class*="stock" i], [class*="availab" i], [class*="inventory" i], [id*="availab" i], [id*="stock" i], [itemprop="availability"]';

const SPEC_HEADING =
  /^(tech(nical)?\s+)?(spec(ification)?s?|details|product details|technical details|characteristics|data ?sheet|product information|additional information|features (&|and) specs|properties)\b/i;
const FEATURE_HEADING = /^(key features|features|highlights|key benefits|product highlights|overview)\b/i;
const WARRANTY_HEADING = /^(warranty|guarantee)\b/i;
const SPEC_CONTAINERS =
  '[id*="spec" i], [class*="spec" i], [class*="attributes" i], [id*="attributes" i], [class*="data-sheet" i], [class*="datasheet" i], [class*="additional-info" i], [id*="additional" i]';
const FEATURE_CONTAINERS =
  '[id*="feature" i] ul, [class*="feature" i] ul, [class*="highlights" i] ul, [class*="short-description" i] ul, [class*="short_description" i] ul';
const DESCRIPTION_ELEMENTS =
  '[itemprop="description"], #tab-description, #description, [id*="description" i], .product-description, [class*="product-description" i], [class*="product__description" i], [class*="productView-description" i], [class*="description" i]';
const GALLERY =
  '[class*="gallery" i], [id*="gallery" i], [class*="product-media" i], [class*="product__media" i], [class*="product-image" i], [class*="product-images" i], [class*="productView-images" i], [class*="fotorama" i], [class*="product-photo" i], [class*="images" i]';
/** Attributes themes keep the large version of a gallery image in, best first. */
const LARGE_IMAGE_ATTRIBUTES = [
  'data-zoom-image',
  'data-zoom',
  'data-large_image',
  'data-large-image',
  'data-large',
  'data-full',
  'data-full-image',
  'data-image-large',
  'data-src-large',
  'data-big',
  'data-image-large-src',
  'data-image-gallery-zoom-image-url',
];
const NOT_A_PRODUCT_IMAGE = /logo|icon|sprite|badge|payment|flag|avatar|rating|star|banner|placeholder/i;

/** Labels of a specification that are the product's identity or terms, not a specification. */
const FIELD_LABELS: {
  field: 'sku' | 'partNumber' | 'gtin' | 'brand' | 'warranty' | 'stock';
  pattern: RegExp;
}[] = [
  { field: 'sku', pattern: /^(sku|item\s*(#|no\.?|code|number)|product code|code|reference|ref\.?)$/i },
  {
    field: 'partNumber',
    pattern:
      /^(mpn|part\s*(#|no\.?|number)|mfr\.?\s*(part|#)(\s*(#|no\.?|number))?|manufacturer part( number)?|model\s*(#|no\.?|number)?)$/i,
  },
  { field: 'gtin', pattern: /^(gtin|ean|upc|isbn|ean[- ]?13|gtin[- ]?13|barcode)$/i },
  { field: 'brand', pattern: /^(brand|manufacturer|make|vendor)$/i },
  { field: 'warranty', pattern: /^(warranty|guarantee|warranty period)$/i },
  { field: 'stock', pattern: /^(stock|availability|in stock|status)$/i },
];

/** The page with the blocks that are not the product removed. */
function productOnly(html: string): CheerioAPI {
  const $ = load(html);
  $(NOT_THE_PRODUCT)
    .filter((_, el) => $(el).find('h1').length === 0 && !$(el).is('body, html, main'))
    .remove();
  $('h2, h3, h4, h5, [class*="title" i]').each((_, el) => {
    if (!OTHER_PRODUCTS_HEADING.test(cleanText($(el).text()) ?? '')) return;
    const block = $(el).closest(
      'section, aside, [class*="block" i], [class*="section" i], [class*="widget" i]',
    );
    const target = block.length > 0 && block.find('h1').length === 0 ? block : $(el).parent();
    if (target.find('h1').length === 0 && !target.is('body, main')) {
      target.remove();
      return;
    }
    // The heading shares its parent with the product: what follows it, up to the next heading, goes.
    const following = $(el).nextUntil('h1, h2, h3');
    if (following.find('h1').length === 0) following.remove();
    $(el).remove();
  });
  return $;
}

/** Words beside a figure that make it something else than the price paid (tax-free, points). */
const OTHER_FIGURE = /\b(ex\.?\s*tax|excl|before tax|reward|points|shipping)\b/i;

/** The elements of `scope` that show one price: price-marked elements, else short leaf texts. */
function priceElements($: CheerioAPI, scope: Node): Element[] {
  const marked = scope
    .find(PRICE_ELEMENTS)
    .filter((_, el) => {
      const text = visibleText($, $(el));
      return PRICE_TEXT.test(text) && text.length < 80;
    })
    .toArray();
  if (marked.length > 0) return marked;
  return scope
    .find('*')
    .filter((_, el) => {
      if ($(el).children().length > 0) return false;
      const text = visibleText($, $(el));
      return text.length < 40 && PRICE_TEXT.test(text) && !OTHER_FIGURE.test(text);
    })
    .toArray();
}

/** The element that holds the product's name and price: the h1's nearest ancestor with a price. */
function findSummary($: CheerioAPI, heading: Node): Node {
  let current = heading.parent();
  while (current.length > 0 && !current.is('body, html')) {
    if (priceElements($, current).length > 0) return current;
    current = current.parent();
  }
  return $('main').length > 0 ? $('main').first() : $('body');
}

interface VisiblePrices {
  now?: { amount: number; currency?: string };
  list?: number;
}

/** The price a buyer pays now and the crossed-out one, from the smallest price elements. */
function readVisiblePrices($: CheerioAPI, summary: Node): VisiblePrices {
  const candidates = priceElements($, summary);
  const inside = new Set(candidates);
  const leaves = candidates.filter(
    (el) =>
      !$(el)
        .find('*')
        .toArray()
        .some((child) => inside.has(child)),
  );
  const read = (el: Element) => {
    const text = visibleText($, $(el));
    return NOT_A_PRICE.test(text) ? undefined : parsePrice($(el).attr('data-price-amount') ?? text);
  };
  const isCrossed = (el: Element) =>
    $(el).is(CROSSED_OUT) ||
    $(el)
      .parentsUntil(summary.get(0) as Element)
      .is(CROSSED_OUT);
  let now: VisiblePrices['now'];
  let list: number | undefined;
  for (const el of leaves) {
    const price = read(el);
    if (!price) continue;
    if (isCrossed(el)) list ??= price.amount;
    else now ??= price;
  }
  // Only a crossed-out figure shown: that is no sale, it is the price.
  if (!now && list !== undefined) return { now: { amount: list } };
  return { ...(now ? { now } : {}), ...(list !== undefined && now && list > now.amount ? { list } : {}) };
}

/** Label/value pairs of a block: two-cell table rows, definition lists, "Key: value" lines. */
/** Label/value pairs of a block: two-cell table rows, definition lists, "Key: value" lines. */
function readPairs($: CheerioAPI, block: Node, keyValueLines: boolean): [string, string][] {
  const pairs: [string, string][] = [];
  const add = (label: string | undefined, value: string | undefined) => {
    const key = cleanText(label)?.replace(/\s*:$/, '');
    const text = cleanText(value);
    if (key && text && key.length <= 60 && text.length <= 500) pairs.push([key, text]);
  };
  block.find('tr').each((_, tr) => {
    const cells = $(tr).children('th, td');
    if (cells.length === 2) add(visibleText($, cells.eq(0)), visibleText($, cells.eq(1)));
  });
  block.find('dt').each((_, dt) => add(visibleText($, $(dt)), visibleText($, $(dt).nextAll('dd').first())));
  if (keyValueLines) {
    block.find('li, p').each((_, el) => {
      if ($(el).find('li, p, tr, dt').length > 0) return;
      const match = /^([^:]{2,60}):\s*(.+)$/.exec(visibleText($, $(el)));
      if (match) add(match[1], match[2]);
    });
  }
  return pairs;
}

/** Headings (and tab labels) of the page whose words match `pattern`. */
function findHeadings($: CheerioAPI, root: Node, pattern: RegExp): Node[] {
  const found: Node[] = [];
  root
    .find(
      'h2, h3, h4, h5, h6, [role="tab"], [class*="tab" i] > a, [class*="tab" i] > li > a, [class*="title" i], strong, b, summary, button',
    )
    .each((_, el) => {
      const text = cleanText($(el).text()) ?? '';
      if (text.length <= 60 && pattern.test(text)) found.push($(el));
    });
  return found;
}

/** The block a heading titles: its tab panel, the siblings after it, or its parent's. */
function sectionOf($: CheerioAPI, heading: Node): Node {
  const target = heading.attr('aria-controls') ?? heading.attr('href')?.replace(/^#/, '');
  if (target && /^[\w-]+$/.test(target)) {
    const panel = $(`#${target}`);
    if (panel.length > 0) return panel;
  }
  let anchor = heading;
  // A heading alone in its wrapper (a tab bar, an accordion title): its wrapper's siblings follow.
  while (anchor.nextAll().length === 0 && anchor.parent().length > 0 && !anchor.parent().is('body, main')) {
    anchor = anchor.parent();
  }
  const following: AnyNode[] = [];
  anchor.nextAll().each((_, el) => {
    if ($(el).is('h1, h2, h3, h4') && following.length > 0) return false;
    following.push(el);
    return following.length < 4;
  });
  return $(following);
}

/** A specification label as the shop stores it: lower case words joined by underscores. */
function specificationKey(label: string): string {
  return label
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '_')
    .replace(/^_+|_+$/g, '');
}

interface PageFacts {
  specifications: Record<string, string>;
  sku?: string;
  partNumber?: string;
  gtin?: string;
  brand?: string;
  warranty?: string;
  stockText?: string;
}

/** Specifications from tables, definition lists and lines under a specifications heading. */
function readSpecifications($: CheerioAPI, main: Node, summary: Node): PageFacts {
  const sections: Node[] = [
    ...findHeadings($, main, SPEC_HEADING).map((heading) => sectionOf($, heading)),
    ...main
      .find(SPEC_CONTAINERS)
      .toArray()
      .map((el) => $(el)),
  ];
  const pairs: [string, string][] = [];
  for (const section of sections) pairs.push(...readPairs($, section, true));
  // Tables and lists anywhere on the product's page (not in its summary's buy box) are its details.
  pairs.push(...readPairs($, main, false));
  // The buy box's own lines ("Brand: TP-Link", "Product Code: X") name the product, not its specs.
  const own = new Set(readPairs($, summary, true).map((pair) => pairs.push(pair) && pair));
  const facts: PageFacts = { specifications: {} };
  for (const pair of pairs) {
    const [label, value] = pair;
    const rule = FIELD_LABELS.find((candidate) => candidate.pattern.test(label));
    if (rule?.field === 'stock') {
      facts.stockText ??= value;
      continue;
    }
    if (rule?.field === 'sku' || rule?.field === 'partNumber' || rule?.field === 'gtin') {
      // A line may go on with another fact ("Part #: X · Brand: APC"): the code is its first part.
      facts[rule.field] ??= cleanCode(value.split(/\s+[·|•;,]\s*|\s+\w+\s*:/)[0]);
      if (rule.field !== 'partNumber') continue;
    }
    if (rule?.field === 'brand') facts.brand ??= value;
    if (rule?.field === 'warranty') facts.warranty ??= value;
    if (own.has(pair)) continue;
    const key = specificationKey(label);
    if (
      key !== '' &&
      !(key in facts.specifications) &&
      !/price|quantity|qty|add to|rating|review/i.test(label)
    ) {
      facts.specifications[key] = value;
    }
  }
  return facts;
}

/** The page's key features: the bullet list under a features heading, or of the short description. */
function readFeatures($: CheerioAPI, main: Node): string[] {
  const lists = [
    ...findHeadings($, main, FEATURE_HEADING).map((heading) => {
      const section = sectionOf($, heading);
      return section.filter('ul, ol').add(section.find('ul, ol')).first();
    }),
    main.find(FEATURE_CONTAINERS).first(),
  ];
  for (const list of lists) {
    const items = list
      .children('li')
      .map((_, li) => cleanText(visibleText($, $(li))))
      .get()
      .filter((text): text is string => text !== undefined && text.length <= 300);
    const asSpecs = items.filter((item) => /^[^:]{2,60}:/.test(item)).length;
    // A list of "Key: value" lines is a specifications list, read there.
    if (items.length > 0 && asSpecs < items.length / 2) return items.slice(0, 20);
  }
  return [];
}

/** The warranty in the store's words: a warranty specification, a warranty section, or a line. */
function readWarranty($: CheerioAPI, main: Node, fromSpecs: string | undefined): string | undefined {
  if (fromSpecs) return fromSpecs;
  for (const heading of findHeadings($, main, WARRANTY_HEADING)) {
    const text = cleanText(visibleText($, sectionOf($, heading)));
    if (text && text.length <= 300) return text;
  }
  const line =
    /\b(\d+[- ](?:years?|yrs?|months?|days?)\s+(?:limited\s+|manufacturer'?s?\s+|standard\s+)?warranty)\b|\bwarranty\s*:\s*([^.|\n]{2,80})/i.exec(
      visibleText($, main),
    );
  return cleanText(line?.[1] ?? line?.[2]);
}

/** The biggest version of a gallery image: zoom attributes, a link to the image, srcset, src. */
function largestImage($: CheerioAPI, element: Node, pageUrl: string): string | undefined {
  for (const attribute of LARGE_IMAGE_ATTRIBUTES) {
    const url = toAbsoluteUrl(element.attr(attribute), pageUrl);
    if (url) return url;
  }
  const link = element.closest('a[href]');
  const linked = toAbsoluteUrl(link.attr('href'), pageUrl);
  if (linked && /\.(jpe?g|png|webp|gif|avif)(\?|$)/i.test(linked)) return linked;
  return readImageUrl(element, pageUrl);
}

/**
 * The same picture at another size is the same image: Shopify's `_300x300`, WordPress's `-300x300`,
 * Magento's `/cache/<hash>/` are taken off, which is also the address of the biggest version.
 */
export function originalImageUrl(url: string): string {
  return url
    .replace(/_(\d+x\d*|x\d+)(@\dx)?(?=\.(jpe?g|png|webp|gif|avif)(\?|$))/i, '')
    .replace(/-\d{2,4}x\d{2,4}(?=\.(jpe?g|png|webp|gif|avif)(\?|$))/i, '')
    .replace(/\/media\/catalog\/product\/cache\/[0-9a-f]+\//i, '/media/catalog/product/');
}

/** The gallery's images (biggest versions, at most `maxImagesPerProduct`), then structured ones. */
function readGallery(
  $: CheerioAPI,
  main: Node,
  summary: Node,
  pageUrl: string,
  structured: string[],
): string[] {
  const urls: string[] = [];
  const add = (url: string | undefined) => {
    if (!url || NOT_A_PRODUCT_IMAGE.test(url)) return;
    const original = originalImageUrl(url);
    if (!urls.includes(original)) urls.push(original);
  };
  const galleries = main
    .find(GALLERY)
    .filter((_, el) => $(el).find('img, [data-zoom-image], a[href]').length > 0);
  const scope = galleries.length > 0 ? galleries : summary.parent();
  scope.find('img, [data-zoom-image], [data-large_image]').each((_, el) => {
    if (
      $(el).closest('a[href]').length > 0 &&
      !/\.(jpe?g|png|webp|gif|avif)(\?|$)/i.test($(el).closest('a[href]').attr('href') ?? '')
    ) {
      // A picture linking to another page is another product's tile.
      if (galleries.length === 0) return;
    }
    add(largestImage($, $(el), pageUrl));
  });
  structured.forEach(add);
  if (urls.length === 0) add(toAbsoluteUrl($('meta[property="og:image"]').attr('content'), pageUrl));
  return urls.slice(0, SCRAPER_LIMITS.maxImagesPerProduct);
}

/** The Product the page is about: the one whose address is the page's, else the first. */
function findMainNode(nodes: Json[], pageUrl: string, canonical: string | undefined): Json | undefined {
  const addresses = [pageUrl, canonical]
    .filter(Boolean)
    .map((url) => url!.replace(/[#?].*$/, '').replace(/\/$/, ''));
  const own = nodes.find((node) => {
    const url = toAbsoluteUrl(node.url, pageUrl)
      ?.replace(/[#?].*$/, '')
      .replace(/\/$/, '');
    return url !== undefined && addresses.includes(url);
  });
  return own ?? nodes[0];
}

/** Structured data of the page's product: JSON-LD, else microdata or RDFa. */
function readStructured(
  $: CheerioAPI,
  pageUrl: string,
  canonical: string | undefined,
): ScrapedProduct | undefined {
  const nodes = [...findProductNodes(readJsonLdBlocks($), 0, false)];
  const node = findMainNode(nodes, pageUrl, canonical);
  const fromJsonLd = node ? toScrapedProduct(node, pageUrl) : undefined;
  if (fromJsonLd) return fromJsonLd;
  const markup = readMarkupProducts($, pageUrl).filter(
    ({ element }) => element.closest(NOT_THE_PRODUCT).length === 0,
  );
  const first = markup.find(({ element }) => element.find('h1').length > 0) ?? markup[0];
  return first ? toScrapedProduct(first.node, pageUrl) : undefined;
}

/** The category of the page's breadcrumbs (JSON-LD BreadcrumbList first), before the product. */
function readCategory($: CheerioAPI, name: string): string | undefined {
  const fromData: string[] = [];
  const visit = (value: unknown) => {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (typeof item !== 'object' || item === null) continue;
      const node = item as Json;
      if (node['@graph']) visit(node['@graph']);
      if (String(node['@type']) !== 'BreadcrumbList') continue;
      for (const entry of Array.isArray(node.itemListElement) ? node.itemListElement : []) {
        const element = entry as Json;
        const named = readDataText(element.name ?? (element.item as Json | undefined)?.name);
        if (named) fromData.push(named);
      }
    }
  };
  visit(readJsonLdBlocks($));
  return readProductPageCategory(fromData.length > 0 ? fromData : readBreadcrumbTrail($), name);
}

/** The page without its recommendations, accessories, header, footer and menus. */
export function withoutOtherProducts(html: string): string {
  return productOnly(html).html();
}

/**
 * Whether the page is one product's own page (not a listing): its Open Graph type or its JSON-LD
 * says so, or (unless `structuredOnly`) its shape does: one heading and one or two buy buttons.
 */
export function isProductPage(html: string, pageUrl: string, structuredOnly = false): boolean {
  const $ = load(html);
  if ($('meta[property="og:type"]').attr('content')?.toLowerCase() === 'product') return true;
  const canonical = toAbsoluteUrl($('link[rel="canonical"]').attr('href'), pageUrl);
  const nodes = [...findProductNodes(readJsonLdBlocks($), 0, false)];
  if (nodes.length === 1 || (nodes.length > 1 && findMainNode(nodes, pageUrl, canonical) !== nodes[0]))
    return true;
  // A page of several products is a product's page only when its own data says so.
  if (structuredOnly) return false;
  const buy = $('button, input[type="submit"], a').filter((_, el) =>
    /\b(add to (cart|basket|bag)|buy now|pre-?order now)\b/i.test(
      ($(el).text() || $(el).attr('value')) ?? '',
    ),
  ).length;
  return (
    $('h1').length === 1 &&
    buy >= 1 &&
    buy <= 2 &&
    $('[itemtype*="ItemList"], .products, .product-grid').length === 0
  );
}

function availabilityLabel(value: Availability | undefined): string {
  return value ?? 'nothing';
}

/**
 * Reads a product page. `undefined` when the page shows no product (no name, or neither a price
 * nor structured data).
 */
export function readProductPage(html: string, pageUrl: string): ProductPageReading | undefined {
  const original = load(html);
  const canonical = toAbsoluteUrl(original('link[rel="canonical"]').attr('href'), pageUrl);
  const structured = readStructured(original, pageUrl, canonical);
  const $ = productOnly(html);
  const heading = $('main h1, [role="main"] h1, h1').first();
  const visibleName = cleanText(heading.text());
  const name =
    visibleName ?? structured?.name ?? readDataText(original('meta[property="og:title"]').attr('content'));
  if (!name) return undefined;
  const main = $('main').length > 0 ? $('main').first() : $('body');
  const summary = heading.length > 0 ? findSummary($, heading) : main;
  const prices = readVisiblePrices($, summary);
  if (!structured && !prices.now) return undefined;

  const disagreements: string[] = [];
  const metaCurrency = cleanText(
    $('meta[property="product:price:currency"], meta[property="og:price:currency"]').attr('content'),
  )?.toUpperCase();
  const currency = prices.now?.currency ?? structured?.currency ?? metaCurrency;
  let price = structured?.price;
  if (prices.now) {
    const shown = roundPrice(prices.now.amount);
    if (price !== undefined && Math.abs(shown - price) > 0.005 * Math.max(price, 1)) {
      disagreements.push(`price: the page shows ${shown}, its structured data ${price}`);
    }
    price = shown;
  }
  const listPrice = prices.list ?? structured?.listPrice;

  const facts = readSpecifications($, main, summary);
  const stockElement = summary.find(STOCK_ELEMENTS).add(main.find(STOCK_ELEMENTS)).first();
  const stockText = [stockElement.length > 0 ? visibleText($, stockElement) : '', facts.stockText ?? '']
    .join(' ')
    .trim();
  const summaryText = visibleText($, summary);
  const shownAvailability =
    readAvailabilityText(stockText) ??
    (/\b(sold out|out of stock|currently unavailable)\b/i.test(summaryText)
      ? 'out-of-stock'
      : readAvailabilityText(summaryText.replace(/\badd to (cart|basket|bag)\b/gi, '')));
  if (shownAvailability && structured?.availability && shownAvailability !== structured.availability) {
    disagreements.push(
      `availability: the page shows ${shownAvailability}, its structured data ${availabilityLabel(structured.availability)}`,
    );
  }
  const availability = shownAvailability ?? structured?.availability;
  const stockQuantity = readStockCount(stockText) ?? readStockCount(summaryText);
  const leadTime = availability === 'pre-order' ? readLeadTime(stockText || summaryText) : undefined;

  const features = readFeatures($, main);
  const warranty = readWarranty($, main, facts.warranty);
  const descriptionElement = main
    .find(DESCRIPTION_ELEMENTS)
    .filter((_, el) => visibleText($, $(el)).length > 20)
    .first();
  const description = structured?.description ?? sanitizeDescription(descriptionElement.html() ?? undefined);
  const inline = readVisibleFacts($, summary, undefined);
  const brand =
    structured?.brand ??
    facts.brand ??
    cleanText(original('meta[property="product:brand"]').attr('content')) ??
    cleanText(summary.find('[class*="brand" i]').first().text())?.replace(/^brand\s*:\s*/i, '') ??
    inline.brand;
  const sku =
    structured?.sku ?? facts.sku ?? cleanCode(summary.find('[class*="sku" i]').first().text()) ?? inline.sku;
  const partNumber = structured?.partNumber ?? facts.partNumber ?? inline.partNumber;
  const gtin = structured?.gtin ?? facts.gtin;
  const category = structured?.category ?? readCategory(original, name);
  const images = readGallery($, main, summary, pageUrl, structured?.images ?? []);
  const product: ScrapedProduct = {
    name,
    sourceUrl: canonical ?? toAbsoluteUrl(pageUrl, pageUrl) ?? pageUrl,
    images,
    ...(sku ? { sku } : {}),
    ...(partNumber ? { partNumber } : {}),
    ...(gtin ? { gtin } : {}),
    ...(brand ? { brand } : {}),
    ...(category ? { category } : {}),
    ...(price !== undefined ? { price } : {}),
    ...(listPrice !== undefined && price !== undefined && listPrice > price ? { listPrice } : {}),
    ...(currency ? { currency } : {}),
    ...(description ? { description } : {}),
    ...(structured?.shortDescription ? { shortDescription: structured.shortDescription } : {}),
    ...(availability ? { availability } : {}),
    ...(stockQuantity !== undefined && availability !== 'out-of-stock' ? { stockQuantity } : {}),
    ...(Object.keys(facts.specifications).length > 0 ? { specifications: facts.specifications } : {}),
    ...(features.length > 0 ? { features } : {}),
    ...(warranty ? { warranty } : {}),
    ...(leadTime ? { leadTime } : {}),
  };
  return { product, disagreements };
}

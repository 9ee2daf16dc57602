/**
 * What a product's block says in words rather than markup: "In stock (12)", "Out of stock",
 * "Pre-order", "Part #: 910-006557", "Brand: Logitech", a "Call for price" line, theme classes
 * (`outofstock`, `onbackorder`), and label/value pairs in definition lists and small tables.
 */
import type { CheerioAPI } from 'cheerio';
import type { Cheerio } from 'cheerio';
import type { AnyNode } from 'domhandler';
import { isPriceOnRequest } from './price.js';
import { cleanCode, cleanText, type Availability } from './scraped-product.js';

export interface VisibleFacts {
  availability?: Availability;
  stockQuantity?: number;
  partNumber?: string;
  sku?: string;
  brand?: string;
  priceOnRequest: boolean;
  /** A price printed beside a "Price" label. */
  priceText?: string;
}

const OUT_OF_STOCK = /\b(out of stock|sold out|unavailable|not available|no stock|discontinued)\b/i;
const PRE_ORDER =
  /\b(pre-?order|on backorder|available on backorder|back-?order(ed)?|coming soon|on order|available to order|to order within|made to order|special order)\b/i;
/** The wait a back-order or pre-order states: "within 20 days", "in 2-3 weeks", "ships in 10 business days". */
const LEAD_TIME =
  /\b(?:within|in|takes?|ships? in|delivery in|dispatched in)\s+((?:\d{1,3}\s*(?:-|–|to)\s*)?\d{1,3}\s+(?:business\s+|working\s+)?(?:days?|weeks?|months?))\b/i;
const IN_STOCK = /\b(in stock|in-stock|available now|available|ready to ship|ships today)\b/i;
/** "In stock (12)", "12 in stock", "Stock: 12", "Qty available: 12", "12 available". */
const STOCK_COUNTS = [
  /\bin stock\s*[:(,]\s*(\d{1,6})\s*\)?/i,
  // Not the tail of a price or a phone number ("US$129.99 In stock", "555-0142 In stock").
  /(?<![\d.,$\w-])(\d{1,6})\s+(?:units?\s+|pcs\.?\s+|items?\s+)?(?:in stock|available|left)\b/i,
  /\b(?:stock|qty(?:\s+available)?|quantity(?:\s+available)?)\s*:\s*(\d{1,6})\b/i,
];

const LABELS: { field: 'partNumber' | 'sku' | 'brand' | 'priceText' | 'stock'; pattern: RegExp }[] = [
  {
    field: 'partNumber',
    pattern:
      /^(part\s*(#|no\.?|number)|mpn|mfr\.?\s*(part|#)|manufacturer part( number)?|model\s*(#|no\.?))$/i,
  },
  { field: 'sku', pattern: /^(sku|item\s*(#|no\.?|code)|product code|code)$/i },
  { field: 'brand', pattern: /^(brand|manufacturer|make|vendor)$/i },
  { field: 'priceText', pattern: /^(price|our price|your price|unit price)$/i },
  { field: 'stock', pattern: /^(stock|availability|in stock|status)$/i },
];

/** "Part #: 910-006557 | Brand: Logitech" inside running text. */
const INLINE = {
  partNumber:
    /\b(?:part\s*(?:#|no\.?|number)|mpn|mfr\.?\s*part(?:\s*#)?)\s*:?\s*([A-Z0-9][A-Z0-9./_-]{1,40})/i,
  sku: /\bsku\s*:?\s*([A-Z0-9][A-Z0-9./_-]{1,40})/i,
  brand: /\bbrand\s*:\s*([^|\n]{1,40}?)\s*(?:\||$|part\b|sku\b|model\b)/i,
};

export function readAvailabilityText(text: string): Availability | undefined {
  if (OUT_OF_STOCK.test(text)) return 'out-of-stock';
  if (PRE_ORDER.test(text)) return 'pre-order';
  if (IN_STOCK.test(text)) return 'in-stock';
  return undefined;
}

/** Theme classes on the block (WooCommerce and others mark stock this way). */
function readAvailabilityClass(classes: string): Availability | undefined {
  if (/\b(outofstock|out-of-stock|sold-?out)\b/i.test(classes)) return 'out-of-stock';
  if (/\b(onbackorder|pre-?order|backorder)\b/i.test(classes)) return 'pre-order';
  if (/\b(instock|in-stock)\b/i.test(classes)) return 'in-stock';
  return undefined;
}

/** The wait a back-order or pre-order line states, as the store words it ("20 days"). */
export function readLeadTime(text: string): string | undefined {
  return LEAD_TIME.exec(text)?.[1]?.replace(/\s+/g, ' ');
}

export function readStockCount(text: string): number | undefined {
  for (const pattern of STOCK_COUNTS) {
    const match = pattern.exec(text);
    if (match) return Number(match[1]);
  }
  return undefined;
}

/** Label/value pairs of `<dl>` lists and two-cell table rows inside the block. */
function readLabelledPairs($: CheerioAPI, block: Cheerio<AnyNode>): Map<string, string> {
  const pairs = new Map<string, string>();
  const add = (label: string | undefined, value: string | undefined) => {
    const key = cleanText(label)?.replace(/:$/, '').trim();
    const text = cleanText(value);
    if (key && text && !pairs.has(key.toLowerCase())) pairs.set(key.toLowerCase(), text);
  };
  block.find('dt').each((_, dt) => add($(dt).text(), $(dt).next('dd').text()));
  block.find('tr').each((_, tr) => {
    const cells = $(tr).children('th, td');
    if (cells.length === 2) add(cells.eq(0).text(), cells.eq(1).text());
  });
  return pairs;
}

/** The shortest text of an element of the block that holds `pattern` ("Brand: Razer", not the card). */
function labelledLine($: CheerioAPI, block: Cheerio<AnyNode>, pattern: RegExp): string {
  let best: string | undefined;
  block
    .find('*')
    .addBack()
    .each((_, el) => {
      const text = visibleText($, $(el));
      if (pattern.test(text) && (best === undefined || text.length < best.length)) best = text;
    });
  return best ?? '';
}

const SEPARATE = 'td, th, li, div, p, br, dt, dd, tr, h1, h2, h3, h4, h5, h6, section, article, button';

/** Visible text of a block without its scripts and styles. */
export function visibleText($: CheerioAPI, block: Cheerio<AnyNode>): string {
  const copy = block.clone();
  copy.find('script, style, noscript, template').remove();
  // Cells and blocks are separate words ("Router" | "Call for price"), as a browser shows them.
  copy.find(SEPARATE).after(' ');
  return copy.text().replace(/\s+/g, ' ').trim();
}

/**
 * The facts of one product block. `priceText` is what the reader found as the price (checked for
 * "call for price" wording); the block's own words decide availability when markup did not.
 */
export function readVisibleFacts(
  $: CheerioAPI,
  block: Cheerio<AnyNode>,
  priceText: string | undefined,
): VisibleFacts {
  const text = visibleText($, block);
  const facts: VisibleFacts = { priceOnRequest: isPriceOnRequest(priceText ?? '') };
  for (const [label, value] of readLabelledPairs($, block)) {
    const rule = LABELS.find((l) => l.pattern.test(label));
    if (!rule) continue;
    if (rule.field === 'stock') {
      facts.availability ??= readAvailabilityText(value);
      facts.stockQuantity ??= readStockCount(value) ?? (/^\d+$/.test(value) ? Number(value) : undefined);
    } else if (rule.field === 'sku' || rule.field === 'partNumber') {
      facts[rule.field] ??= cleanCode(value);
    } else {
      facts[rule.field] ??= value;
    }
  }
  // Block classes first: a "Read more" button or a related product's words must not decide.
  facts.availability ??= readAvailabilityClass(block.attr('class') ?? '') ?? readAvailabilityText(text);
  facts.stockQuantity ??= readStockCount(text);
  facts.partNumber ??= cleanCode(INLINE.partNumber.exec(labelledLine($, block, INLINE.partNumber))?.[1]);
  facts.sku ??= cleanCode(INLINE.sku.exec(labelledLine($, block, INLINE.sku))?.[1]);
  facts.brand ??= cleanText(INLINE.brand.exec(labelledLine($, block, INLINE.brand))?.[1]);
  if (!facts.priceOnRequest && priceText === undefined && isPriceOnRequest(text)) facts.priceOnRequest = true;
  if (facts.priceText && isPriceOnRequest(facts.priceText)) facts.priceOnRequest = true;
  return facts;
}

/**
 * The category a listing gives its products without saying it on each one: a section row of a price
 * table, the page's breadcrumbs, or the section heading above a grid. Generic words ("Shop",
 * "Featured", "Deal of the week") name no category.
 */
import type { CheerioAPI } from 'cheerio';
import type { Cheerio } from 'cheerio';
import type { AnyNode, Element } from 'domhandler';
import { cleanText } from './scraped-product.js';

const GENERIC =
  /^(home|shop|store|products?|all products|catalogu?e|catalog|price ?list|search( results)?|featured( products)?|top picks?|deals?( of the (week|day|month))?|best ?sellers?|new( arrivals)?|on sale|sale|specials?|special offers?|related( products)?|you may also like|recently viewed|popular( products)?|recommended|results?)$/i;

const BREADCRUMBS = [
  '.woocommerce-breadcrumb',
  'nav[aria-label*="breadcrumb" i]',
  '[itemtype*="BreadcrumbList"]',
  '.breadcrumb',
  '.breadcrumbs',
  '#breadcrumbs',
  '#breadcrumb',
  '[class*="breadcrumb" i]',
  '.trail',
].join(', ');

const SEPARATORS = /\s*(?:[/›»>|→]|&gt;|\u00bb|\u203a)\s*/;

function meaningful(text: string | undefined): string | undefined {
  const clean = cleanText(text)?.replace(/:$/, '');
  return clean && clean.length <= 80 && !GENERIC.test(clean) ? clean : undefined;
}

/** The page's breadcrumbs, in order, as their words read (empty without any). */
export function readBreadcrumbTrail($: CheerioAPI): string[] {
  const trail = $(BREADCRUMBS).first();
  if (trail.length === 0) return [];
  const items = trail.find('li');
  const parts = items.length > 0 ? items.map((_, li) => $(li).text()).get() : trail.text().split(SEPARATORS);
  return parts.map((part) => cleanText(part)).filter((part): part is string => part !== undefined);
}

/** The last meaningful crumb of the page's breadcrumbs (the page's own category). */
export function readBreadcrumbCategory($: CheerioAPI): string | undefined {
  return meaningful(readBreadcrumbTrail($).at(-1));
}

/**
 * The category of a product's own page from its breadcrumbs: the last crumb before the product
 * itself (a trail often ends with the product's name).
 */
export function readProductPageCategory(trail: readonly string[], productName: string): string | undefined {
  const name = productName.toLowerCase();
  const crumbs = trail.filter((crumb) => {
    const text = crumb.toLowerCase();
    return (text !== name && !name.startsWith(text.replace(/…|\.\.\.$/, ''))) || text.length < 4;
  });
  for (const crumb of [...crumbs].reverse()) {
    const category = meaningful(crumb);
    if (category && category.toLowerCase() !== name) return category;
  }
  return undefined;
}

/** A row of a price table that names the section below it: one wide cell, or header cells only. */
function isSectionRow($: CheerioAPI, row: Cheerio<Element>): boolean {
  const cells = row.children('td, th');
  if (cells.length === 0 || row.find('[itemscope], [typeof], a[href], img').length > 0) return false;
  if (/\b(section|group|category|cat|heading|subhead)\b/i.test(row.attr('class') ?? '')) return true;
  if (cells.length === 1) return Number(cells.attr('colspan') ?? '1') > 1;
  return false;
}

function tableSection($: CheerioAPI, block: Cheerio<AnyNode>): string | undefined {
  const row = block.is('tr') ? (block as Cheerio<Element>) : block.closest('tr');
  if (row.length === 0) return undefined;
  let previous = row.prev();
  while (previous.length > 0) {
    if (previous.is('tr') && isSectionRow($, previous as Cheerio<Element>))
      return meaningful(previous.text());
    previous = previous.prev();
  }
  return undefined;
}

/** The nearest heading (h2-h4) written before the block at its own level or an enclosing one. */
function sectionHeading(block: Cheerio<AnyNode>): string | undefined {
  let current: Cheerio<AnyNode> = block;
  while (current.length > 0 && !current.is('body, html')) {
    let previous = current.prev();
    while (previous.length > 0) {
      if (previous.is('h2, h3, h4')) return meaningful(previous.text());
      previous = previous.prev();
    }
    current = current.parent();
  }
  return undefined;
}

/**
 * The category of a block by its place on the page: a table section row, else the breadcrumbs, else
 * the heading of its section. `breadcrumb` is read once per page by the caller.
 */
export function readPlacedCategory(
  $: CheerioAPI,
  block: Cheerio<AnyNode>,
  breadcrumb: string | undefined,
): string | undefined {
  return tableSection($, block) ?? breadcrumb ?? sectionHeading(block);
}

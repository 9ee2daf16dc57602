/**
 * schema.org Product items written in the HTML itself: microdata (`itemscope`/`itemtype`/`itemprop`)
 * and RDFa (`typeof`/`property`), with nested items (brand, offers) read as nested objects. Each item
 * becomes a node shaped like JSON-LD, so one reader (`toScrapedProduct`) turns every kind into a
 * product.
 */
import type { CheerioAPI } from 'cheerio';
import type { Cheerio } from 'cheerio';
import type { AnyNode, Element } from 'domhandler';
import { readImageUrl } from './page-images.js';

type Json = Record<string, unknown>;

interface Vocabulary {
  /** Selects item roots. */
  scope: string;
  /** The attribute naming a property. */
  prop: string;
  /** The item's type, as written. */
  type: (element: Cheerio<Element>) => string;
  isScope: (element: Cheerio<Element>) => boolean;
}

const MICRODATA: Vocabulary = {
  scope: '[itemscope]',
  prop: 'itemprop',
  type: (element) => element.attr('itemtype') ?? '',
  isScope: (element) => element.attr('itemscope') !== undefined,
};

const RDFA: Vocabulary = {
  scope: '[typeof]',
  prop: 'property',
  type: (element) => element.attr('typeof') ?? '',
  isScope: (element) => element.attr('typeof') !== undefined,
};

/** `http://schema.org/Product`, `schema:Product` or `Product` all name `Product`. */
function typeName(raw: string): string[] {
  return raw
    .split(/\s+/)
    .filter(Boolean)
    .map((t) => t.replace(/^.*[/#:]/, ''));
}

/** A property's value, by the element that carries it (the microdata rules, shared by RDFa). */
function readValue(
  $: CheerioAPI,
  element: Cheerio<Element>,
  name: string,
  pageUrl: string,
  vocab: Vocabulary,
): unknown {
  if (vocab.isScope(element)) return readItem($, element, pageUrl, vocab);
  const content = element.attr('content');
  if (content !== undefined) return content;
  const tag = (element.get(0)?.tagName ?? '').toLowerCase();
  if (tag === 'img' || tag === 'source') return readImageUrl(element, pageUrl);
  if (['a', 'link', 'area'].includes(tag)) return element.attr('href') ?? element.attr('resource');
  if (['audio', 'video', 'iframe', 'embed'].includes(tag)) return element.attr('src');
  if (tag === 'time') return element.attr('datetime') ?? element.text();
  if (tag === 'data' || tag === 'meter') return element.attr('value') ?? element.text();
  const resource = element.attr('resource') ?? element.attr('href');
  if (resource !== undefined && vocab === RDFA) return resource;
  // A description keeps its markup (sanitised later); every other property is text.
  return name === 'description' ? (element.html() ?? '') : element.text();
}

/** The properties of one item: descendants whose nearest enclosing item is this one. */
function readItem($: CheerioAPI, root: Cheerio<Element>, pageUrl: string, vocab: Vocabulary): Json {
  const node: Json = { '@type': typeName(vocab.type(root)) };
  const visit = (parent: Cheerio<AnyNode>) => {
    parent.children().each((_, child) => {
      const element = $(child as Element);
      const props = (element.attr(vocab.prop) ?? '').split(/\s+/).filter(Boolean);
      for (const raw of props) {
        const name = raw.replace(/^.*[/#:]/, '');
        const value = readValue($, element, name, pageUrl, vocab);
        const previous = node[name];
        node[name] = previous === undefined ? value : [previous, value].flat();
      }
      // A nested item's own properties belong to it, not to this one.
      if (!vocab.isScope(element)) visit(element);
    });
  };
  visit(root);
  return node;
}

/** Product items of the page, with the element each was read from. */
export function readMarkupProducts(
  $: CheerioAPI,
  pageUrl: string,
): { node: Json; element: Cheerio<Element> }[] {
  const found: { node: Json; element: Cheerio<Element> }[] = [];
  for (const vocab of [MICRODATA, RDFA]) {
    $(vocab.scope).each((_, raw) => {
      const element = $(raw as Element);
      if (!typeName(vocab.type(element)).some((t) => t.toLowerCase() === 'product')) return;
      // A product nested in another product (an accessory, a variant) is its own card elsewhere.
      if (element.parents(vocab.scope).filter((_, p) => isProductScope($(p as Element), vocab)).length > 0)
        return;
      found.push({ node: readItem($, element, pageUrl, vocab), element });
    });
    if (found.length > 0) break;
  }
  return found;
}

function isProductScope(element: Cheerio<Element>, vocab: Vocabulary): boolean {
  return typeName(vocab.type(element)).some((t) => t.toLowerCase() === 'product');
}

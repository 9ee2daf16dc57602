/**
 * Finding the next page of a listing: `rel=next` first, then a link that says "next", then the
 * number after the current one, and, when the page itself is numbered, the number after it.
 */
import type { CheerioAPI } from 'cheerio';
import type { AnyNode } from 'domhandler';
import { toAbsoluteUrl } from './scraped-product.js';

/** Query parameters stores use for the page number. */
const PAGE_PARAMS = ['page', 'p', 'pg', 'paged', 'pagenum', 'page_no'];
/** `/page/3/` (WordPress) or `/page-3`. */
const PAGE_IN_PATH = /\/page[/-](\d+)\/?$/i;

const PAGINATION_PARTS = [
  '.pagination',
  '.pager',
  '.page-numbers',
  'nav[aria-label*="agination" i]',
  '[class*="pagination"]',
  '.pages',
];
const PAGINATION = PAGINATION_PARTS.join(', ');

interface PageNumber {
  number: number;
  withNumber: (n: number) => string;
}

/** The page number in a URL and a way to write another one, if the URL carries one. */
export function readPageNumber(pageUrl: string): PageNumber | undefined {
  const url = new URL(pageUrl);
  for (const param of PAGE_PARAMS) {
    const value = url.searchParams.get(param);
    if (value !== null && /^\d+$/.test(value)) {
      return {
        number: Number(value),
        withNumber: (n) => {
          const copy = new URL(url);
          copy.searchParams.set(param, String(n));
          return copy.toString();
        },
      };
    }
  }
  const inPath = PAGE_IN_PATH.exec(url.pathname);
  if (inPath) {
    return {
      number: Number(inPath[1]),
      withNumber: (n) => {
        const copy = new URL(url);
        copy.pathname = url.pathname.replace(PAGE_IN_PATH, (match) => match.replace(/\d+/, String(n)));
        return copy.toString();
      },
    };
  }
  return undefined;
}

/** The URL of page `current + 1` when the URL is numbered; used to step over a page that failed. */
export function guessFollowingPage(pageUrl: string): string | undefined {
  const page = readPageNumber(pageUrl);
  return page ? page.withNumber(page.number + 1) : undefined;
}

function sameSite(candidate: string | undefined, pageUrl: string): string | undefined {
  if (!candidate) return undefined;
  const url = new URL(candidate);
  const page = new URL(pageUrl);
  if (url.host !== page.host || candidate === page.toString()) return undefined;
  return candidate;
}

/** Link text or labels that mean "the next page" (or the "Load more" fallback of a script list). */
const NEXT_WORDS = /^(next|next page|next ›|next »|next >|next →|›|»|>|→|>>|››|older|older posts)$/i;
const NEXT_LABEL = /\bnext\b/i;
/** A script list's fallback link: followed when there is neither a next link nor page numbers. */
const MORE_WORDS = /^(load more|show more|more products|view more|see more|load more products)$/i;
const CURRENT_CLASS = /\b(current|active|selected|on|is-active|is-current)\b/i;

function linkText($: CheerioAPI, a: AnyNode): string {
  return $(a)
    .text()
    .replace(/[\s\u00a0]+/g, ' ')
    .trim();
}

/** `a` elements whose words, label or title mean "next" (or, with `more`, "load more"). */
function nextByWords($: CheerioAPI, pageUrl: string, words: 'next' | 'more'): string | undefined {
  let found: string | undefined;
  $('a[href]').each((_, a) => {
    const link = $(a);
    const text = linkText($, a);
    const label = `${link.attr('aria-label') ?? ''} ${link.attr('title') ?? ''}`;
    const classes = link.attr('class') ?? '';
    const matches =
      words === 'more'
        ? MORE_WORDS.test(text) || MORE_WORDS.test(label.trim())
        : NEXT_WORDS.test(text) ||
          NEXT_LABEL.test(label) ||
          (/(^|[\s_-])next([\s_-]|$)/i.test(classes) && link.parents(PAGINATION).length > 0);
    if (matches) {
      found = sameSite(toAbsoluteUrl(link.attr('href'), pageUrl), pageUrl);
      if (found) return false;
    }
    return undefined;
  });
  return found;
}

/**
 * A numbered page list: the link to the number after the current one. The current page is the
 * number marked (aria-current, a "current"/"active" class, or a number that is not a link); failing
 * that, the page number of the URL.
 */
function nextByNumber($: CheerioAPI, pageUrl: string): string | undefined {
  const numbered = $('a[href]').filter((_, a) => /^\d{1,4}$/.test(linkText($, a)));
  if (numbered.length === 0) return undefined;
  const containers = new Set<AnyNode>();
  numbered.each((_, a) => {
    const box = $(a).parent().is('li') ? $(a).parent().parent() : $(a).parent();
    if (box.get(0)) containers.add(box.get(0)!);
  });
  for (const container of containers) {
    const box = $(container);
    let current: number | undefined;
    box.find('*').each((_, el) => {
      const element = $(el);
      const text = linkText($, el);
      if (!/^\d{1,4}$/.test(text) || element.children().length > 0) return undefined;
      const marked =
        element.attr('aria-current') !== undefined ||
        CURRENT_CLASS.test(element.attr('class') ?? '') ||
        CURRENT_CLASS.test(element.parent().attr('class') ?? '') ||
        element.closest('a[href]').length === 0;
      if (marked) {
        current = Number(text);
        return false;
      }
      return undefined;
    });
    current ??= readPageNumber(pageUrl)?.number ?? 1;
    const target = current + 1;
    let next: string | undefined;
    box.find('a[href]').each((_, a) => {
      if (linkText($, a) !== String(target)) return undefined;
      next = sameSite(toAbsoluteUrl($(a).attr('href'), pageUrl), pageUrl);
      return next ? false : undefined;
    });
    if (next) return next;
  }
  return undefined;
}

/**
 * The next page of `pageUrl`, or `undefined` on the last page. Only pages of the same site are
 * followed. In order: `rel=next`; a link whose words or label mean next ("Next ›", "»", "Load
 * more"); the number after the current one in a numbered list; and, for a numbered URL with products
 * and no pagination shown at all (infinite-scroll themes), the following number or offset.
 */
export function findNextPage(
  $: CheerioAPI,
  pageUrl: string,
  productCount: number,
): { url: string; guessed: boolean } | undefined {
  const relNext = $('link[rel~="next"], a[rel~="next"]').first().attr('href');
  const found =
    sameSite(toAbsoluteUrl(relNext, pageUrl), pageUrl) ??
    nextByWords($, pageUrl, 'next') ??
    nextByNumber($, pageUrl) ??
    nextByWords($, pageUrl, 'more');
  if (found) return { url: found, guessed: false };
  if (productCount === 0 || showsPagination($)) return undefined;
  const page = readPageNumber(pageUrl);
  if (page) return { url: page.withNumber(page.number + 1), guessed: true };
  const offset = readOffset(pageUrl);
  return offset ? { url: offset.withOffset(offset.value + productCount), guessed: true } : undefined;
}

const PREVIOUS_WORDS = /^(‹|«|<|←|<<)?\s*(prev|previous|previous page|back)?\s*(‹|«|<|←|<<)?$/i;

/**
 * Whether the page shows a way between pages (so having no way forward means it is the last one):
 * rel=prev, a pagination box, a "Prev" link, numbered page links, or "Page 4 of 4".
 */
function showsPagination($: CheerioAPI): boolean {
  if ($(`link[rel~="prev"], a[rel~="prev"], ${PAGINATION}`).length > 0) return true;
  let found = false;
  $('a[href]').each((_, a) => {
    const text = linkText($, a);
    if ((text !== '' && PREVIOUS_WORDS.test(text)) || /^\d{1,4}$/.test(text)) {
      found = true;
      return false;
    }
    return undefined;
  });
  return found || /\bpage\s+\d+\s+(of|\/)\s+\d+\b/i.test($('body').text());
}

/** Query parameters stores use for the first item of a page (`?start=24`). */
const OFFSET_PARAMS = ['start', 'offset', 'from', 'skip'];

/** The item offset in a URL and a way to write another one, if the URL carries one. */
function readOffset(pageUrl: string): { value: number; withOffset: (n: number) => string } | undefined {
  const url = new URL(pageUrl);
  for (const param of OFFSET_PARAMS) {
    const value = url.searchParams.get(param);
    if (value !== null && /^\d+$/.test(value)) {
      return {
        value: Number(value),
        withOffset: (n) => {
          const copy = new URL(url);
          copy.searchParams.set(param, String(n));
          return copy.toString();
        },
      };
    }
  }
  return undefined;
}

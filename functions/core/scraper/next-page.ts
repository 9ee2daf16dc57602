/**
 * Finding the next page of a listing: `rel=next` first, then the pagination's "next" link, then a link
 * to the following page number, and, when the page itself is numbered, the number after it.
 */
import type { CheerioAPI } from 'cheerio';
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
/** Links inside any pagination container. */
const PAGINATION_LINKS = PAGINATION_PARTS.map((part) => `${part} a[href]`).join(', ');
const NEXT_TEXT = /^(next( page)?|›|»|>|→|next ›|next »|next →)$/i;

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

/**
 * The next page of `pageUrl`, or `undefined` on the last page. Only pages of the same site are
 * followed. `hadProducts` allows the numbered guess: a page without products ends the listing.
 */
export function findNextPage($: CheerioAPI, pageUrl: string, hadProducts: boolean): string | undefined {
  const relNext = $('link[rel~="next"], a[rel~="next"]').first().attr('href');
  const fromRel = sameSite(toAbsoluteUrl(relNext, pageUrl), pageUrl);
  if (fromRel) return fromRel;

  let fromPagination: string | undefined;
  $(`${PAGINATION_LINKS}, a.next[href], a[aria-label*="next" i][href], a[class*="next"][href]`).each(
    (_, a) => {
      const link = $(a);
      const text = link.text().replace(/\s+/g, ' ').trim();
      const label = `${link.attr('aria-label') ?? ''} ${link.attr('class') ?? ''}`;
      if (NEXT_TEXT.test(text) || /\bnext\b/i.test(label)) {
        fromPagination = sameSite(toAbsoluteUrl(link.attr('href'), pageUrl), pageUrl);
        if (fromPagination) return false;
      }
      return undefined;
    },
  );
  if (fromPagination) return fromPagination;

  const page = readPageNumber(pageUrl) ?? { number: 1, withNumber: undefined };
  let numbered: string | undefined;
  $(PAGINATION_LINKS).each((_, a) => {
    const href = toAbsoluteUrl($(a).attr('href'), pageUrl);
    const target = href ? readPageNumber(href) : undefined;
    if (href && target?.number === page.number + 1) {
      numbered = sameSite(href, pageUrl);
      if (numbered) return false;
    }
    return undefined;
  });
  if (numbered) return numbered;

  // A page that shows its pagination but no way forward is the last one; only a numbered page with
  // no pagination at all (infinite-scroll themes) gets the following number guessed.
  const showsPagination = $(`link[rel~="prev"], a[rel~="prev"], ${PAGINATION}`).length > 0;
  return hadProducts && !showsPagination && page.withNumber ? page.withNumber(page.number + 1) : undefined;
}

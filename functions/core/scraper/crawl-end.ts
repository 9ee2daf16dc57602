/**
 * When a crawl of a store ends, and how its run closes. The scrape task reads one page at a time;
 * these rules decide from what the page held whether there is another page to read, and from the
 * run's figures whether the run succeeded and whether a sync may mark what it did not see.
 */
import { SCRAPER_STATUS_TEXT } from './scraper-messages.js';

/** What one page read gave, as the end-of-crawl rules need it. */
export interface PageRead {
  /** The address the page was read from. */
  url: string;
  /** Products the page showed. */
  productCount: number;
  /** Products among them not met before in the run (unknown when the write did not count them). */
  newProductCount?: number | undefined;
  /** The page's products are exactly those of a page read before (a store repeating its last page). */
  repeated: boolean;
  /** Product pages the page links to (a listing of plain product links), and how many are new. */
  productLinkCount?: number | undefined;
  newProductLinkCount?: number | undefined;
  /** The next page the page links to, if any. */
  nextUrl?: string | undefined;
  /** The next page is a guess (`?page=n+1`), not a link the page printed. */
  nextIsGuess?: boolean | undefined;
}

/**
 * The page to read next, or `undefined` when the crawl ends here: a page seen before, or one whose
 * products (or product links) all came earlier in the run, ends the listing; so does a page without
 * a next link, or one linking to itself.
 */
export function getNextPage(page: PageRead): { url: string; guessed: boolean } | undefined {
  const nothingNew =
    page.repeated ||
    (page.productCount > 0 && page.newProductCount === 0) ||
    ((page.productLinkCount ?? 0) > 0 && page.newProductLinkCount === 0);
  if (nothingNew || !page.nextUrl || page.nextUrl === page.url) return undefined;
  return { url: page.nextUrl, guessed: page.nextIsGuess === true };
}

/** A guessed page that does not exist (404 or 410) is the end of the listing, not a failure. */
export function isEndOfListing(guessed: boolean | undefined, status: number | undefined): boolean {
  return guessed === true && (status === 404 || status === 410);
}

/** A run that read no product at all failed, whatever its pages answered. */
export function judgeFinishedRun(
  productsFound: number,
): { status: 'succeeded' } | { status: 'failed'; error: string } {
  return productsFound === 0
    ? { status: 'failed', error: SCRAPER_STATUS_TEXT.noProductsInRun }
    : { status: 'succeeded' };
}

/**
 * Whether a sync read the whole store: no page left unread, none failed, products found. Only then
 * are the products it did not see marked out of stock: a partial read must not empty the shop.
 */
export function readWholeStore(
  nextUrl: string | undefined,
  run: { pagesFailed: number; productsFound: number },
): boolean {
  return nextUrl === undefined && run.pagesFailed === 0 && run.productsFound > 0;
}

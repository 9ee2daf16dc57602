import { describe, expect, it } from 'vitest';
import {
  getNextPage,
  isEndOfListing,
  judgeFinishedRun,
  readWholeStore,
} from '../../../../functions/core/scraper/crawl-end.js';
import { SCRAPER_STATUS_TEXT } from '../../../../functions/core/scraper/scraper-messages.js';

const page = (over: Partial<Parameters<typeof getNextPage>[0]> = {}) => ({
  url: 'https://store.example/laptops?page=1',
  productCount: 20,
  newProductCount: 20,
  repeated: false,
  nextUrl: 'https://store.example/laptops?page=2',
  ...over,
});

describe('when a crawl ends', () => {
  it('reads the next page a page links to', () => {
    expect(getNextPage(page())).toEqual({ url: 'https://store.example/laptops?page=2', guessed: false });
  });

  it('carries a guessed next page as a guess', () => {
    expect(getNextPage(page({ nextIsGuess: true }))?.guessed).toBe(true);
  });

  it('ends at a page without a next link, or one linking to itself', () => {
    expect(getNextPage(page({ nextUrl: undefined }))).toBeUndefined();
    expect(getNextPage(page({ nextUrl: 'https://store.example/laptops?page=1' }))).toBeUndefined();
  });

  it('ends at a page seen before, or one whose products all came earlier in the run', () => {
    expect(getNextPage(page({ repeated: true }))).toBeUndefined();
    expect(getNextPage(page({ newProductCount: 0 }))).toBeUndefined();
  });

  it('goes on past an empty page that links further', () => {
    expect(getNextPage(page({ productCount: 0, newProductCount: 0 }))).toBeDefined();
  });

  it('takes a missing guessed page as the end of the listing, and a missing linked page as a failure', () => {
    expect(isEndOfListing(true, 404)).toBe(true);
    expect(isEndOfListing(true, 410)).toBe(true);
    expect(isEndOfListing(true, 500)).toBe(false);
    expect(isEndOfListing(false, 404)).toBe(false);
  });

  it('fails a run that read no product, whatever its pages answered', () => {
    expect(judgeFinishedRun(0)).toEqual({ status: 'failed', error: SCRAPER_STATUS_TEXT.noProductsInRun });
    expect(judgeFinishedRun(3)).toEqual({ status: 'succeeded' });
  });

  it('lets a sync mark unseen products only after reading the whole store', () => {
    expect(readWholeStore(undefined, { pagesFailed: 0, productsFound: 5 })).toBe(true);
    expect(readWholeStore('https://store.example/?page=9', { pagesFailed: 0, productsFound: 5 })).toBe(false);
    expect(readWholeStore(undefined, { pagesFailed: 1, productsFound: 5 })).toBe(false);
    expect(readWholeStore(undefined, { pagesFailed: 0, productsFound: 0 })).toBe(false);
  });
});

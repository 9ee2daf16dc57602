import { describe, expect, it } from 'vitest';
import {
  queueProductPages,
  requeueProductPages,
  takeProductBatch,
  takeProductListPages,
  type ImportState,
} from '../../../../functions/core/scraper/run-state.js';
import { SCRAPER_LIMITS } from '../../../../functions/core/scraper/scraper-limits.js';

const base: ImportState = {
  runId: 'run',
  maxPages: 10,
  pagesProcessed: 1,
  delaySeconds: 0,
  startUrl: 'https://store.example/catalogue/',
  activeOnImport: false,
  mode: 'html',
  consecutiveFailures: 0,
};
const urls = (count: number, from = 0) =>
  Array.from({ length: count }, (_, i) => `https://store.example/item/${from + i}`);

describe("the run's queue of product pages", () => {
  it('hands the Map a batch at a time and reads each page once in the run', () => {
    const first = queueProductPages(base, urls(8));
    expect(first.added).toBe(8);
    expect(first.state.productBatch).toEqual(urls(SCRAPER_LIMITS.productBatchSize));
    expect(first.state.productQueue).toEqual(urls(8).slice(SCRAPER_LIMITS.productBatchSize));
    // The next listing page links the same products again, and one new one.
    const again = queueProductPages(first.state, [...urls(8), ...urls(1, 8)]);
    expect(again.added).toBe(1);
    expect(again.state.productBatch).toEqual(first.state.productBatch);
    const second = takeProductBatch(again.state);
    expect(second.productBatch).toEqual([...urls(8).slice(SCRAPER_LIMITS.productBatchSize), ...urls(1, 8)]);
    expect(takeProductBatch(second).productBatch).toBeUndefined();
  });

  it("stops at the run's page budget and counts the pages it leaves", () => {
    const near = { ...base, productPagesRead: SCRAPER_LIMITS.productPageBudget - 2 };
    const { state } = queueProductPages(near, urls(5));
    expect(state.productBatch).toEqual(urls(2));
    expect(state.productPagesOverBudget).toBe(3);
  });

  it('takes a big listing out of the state for the Distributed Map, within the budget', () => {
    const { state } = queueProductPages(base, urls(SCRAPER_LIMITS.productPageBudget + 3));
    expect(takeProductListPages(state, SCRAPER_LIMITS.distributedCrawlThreshold - 1)).toBeUndefined();
    const listed = takeProductListPages(state, SCRAPER_LIMITS.distributedCrawlThreshold)!;
    expect(listed.urls).toEqual(urls(SCRAPER_LIMITS.productPageBudget));
    expect(listed.state.productBatch).toBeUndefined();
    expect(listed.state.productQueue).toBeUndefined();
    expect(listed.state.productPagesRead).toBe(SCRAPER_LIMITS.productPageBudget);
    expect(listed.state.productPagesOverBudget).toBe(3);
  });

  it("hands a sync's Map chunks of pages, one task each, as many as pages in flight, and takes back pages left unread", () => {
    const sync: ImportState = { ...base, runMode: 'sync', currency: 'USD' };
    const lanes = SCRAPER_LIMITS.productPageConcurrency;
    const perBatch = SCRAPER_LIMITS.syncChunkSize * lanes;
    const { state } = queueProductPages(sync, urls(perBatch + 3));
    expect(state.productBatch).toBeUndefined();
    expect(state.productChunks).toHaveLength(lanes);
    expect(state.productChunks!.flatMap((chunk) => chunk.urls)).toEqual(urls(perBatch));
    expect(state.productChunks![0]!.run).toEqual({
      runId: 'run',
      runMode: 'sync',
      activeOnImport: false,
      currency: 'USD',
    });
    // A listing page that leads to more pages leaves the chunks being read as they are.
    const more = queueProductPages(state, urls(2, perBatch + 3));
    expect(more.state.productChunks).toEqual(state.productChunks);
    // The last 5 pages, in as many chunks as pages in flight, the 2 a chunk had no time for first.
    const last = takeProductBatch(requeueProductPages(more.state, urls(2, 1)));
    expect(last.productChunks!.flatMap((chunk) => chunk.urls)).toEqual([
      ...urls(2, 1),
      ...urls(3, perBatch),
      ...urls(2, perBatch + 3),
    ]);
    expect(last.productChunks).toHaveLength(lanes);
    expect(last.productPagesRead).toBe(perBatch + 5);
    expect(takeProductBatch(last).productChunks).toBeUndefined();
    // A big listing takes the chunks' pages too.
    expect(takeProductListPages(last, SCRAPER_LIMITS.distributedCrawlThreshold)!.urls).toHaveLength(7);
  });
});

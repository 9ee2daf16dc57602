/**
 * What the import tool page says. The messages and toast titles (Scraper) come
 * from the shared `SCRAPER_MESSAGES`, verbatim, so the API and the page say the same; labels are here.
 */
import { SCRAPER_MESSAGES } from '@core/scraper/scraper-messages';

export { SCRAPER_MESSAGES };

export const scraperStrings = {
  title: 'Product Import',
  intro: 'Import products from a distributor store. The import reads the store page by page.',
  backToDashboard: 'Back to dashboard',
  url: 'Store URL',
  urlPlaceholder: 'https://distributor.example.com/catalogue',
  maxPages: 'Max pages',
  maxPagesHint: '(1 to 500, default 200)',
  activeOnImport: 'Make new products active (shown in the shop) right away',
  start: 'Start Import',
  starting: 'Starting...',
  running: 'Importing...',
  backfillTitle: 'Images Backfill',
  backfillIntro: 'Visits the store pages of imported products that have no images and fills them in.',
  backfillMaxPages: 'Backfill max pages',
  backfillMaxPagesHint: '(1 to 200, default 50)',
  backfillStart: 'Fill Missing Images',
  backfillRunning: 'Filling images...',
  progress: 'Progress',
  result: 'Result',
  recentRuns: 'Recent runs',
  noRuns: 'No imports yet.',
  importDone: 'Import complete',
  backfillDone: 'Backfill complete',
  stats: {
    pagesProcessed: 'Pages processed',
    productsFound: 'Products found',
    productsInserted: 'New products',
    productsUpdated: 'Updated products',
    /** A sync's products whose page had not changed (a 304) or whose price and stock had not. */
    productsUnchanged: 'Unchanged products',
    brandsCreated: 'Brands created',
    categoriesCreated: 'Categories created',
    pagesFailed: 'Pages failed',
    imagesFilled: 'Images filled',
    duplicates: 'Repeats counted once',
    productsSkipped: 'Skipped or no price',
  },
  skippedTitle: 'Skipped items',
  skipReasons: {
    'no-name': 'no name: not imported',
    'no-price': 'no price: imported inactive',
    duplicate: 'duplicate: counted once',
    'page-differs': "its page and its structured data differ: the page's price and availability imported",
    'currency-not-set-up': 'currency not set up: staged, not published',
  },
  /** A preview writes nothing: an item without a price is shown, and never published. */
  previewNoPrice: 'no price: will not be published',
  /** What each run is, in the recent runs: an import run by its mode. */
  runKind: { import: 'Import', preview: 'Preview', sync: 'Sync', backfill: 'Images backfill' },
  /** A recent run's link: what it was, of which store, when (e.g. "Preview of store.example.com, 26/11/2026, 9:05"). */
  runLabel: (kind: string, store: string, date: string) => `${kind} of ${store}, ${date}`,
  previewState: {
    open: 'Open for review',
    published: 'Published',
    discarded: 'Discarded',
    expired: 'Expired',
  },
  status: { running: 'Running', succeeded: 'Succeeded', failed: 'Failed' },
} as const;

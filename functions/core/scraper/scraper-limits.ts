/**
 * Operating limits of the importer that are ours to choose: how much of
 * a distributor's site one run may read, and how fast. The shop's own limits (max pages, backfill max
 * pages, the 60-second pause) are `SCRAPER` in `scraper-options.ts`.
 */
export const SCRAPER_LIMITS = {
  /** One page (HTML or JSON) may not take longer than this to arrive in full. */
  pageTimeoutMs: 15_000,
  /** Larger answers are cut off and the page is recorded as failed. */
  maxPageBytes: 5 * 1024 * 1024,
  /** robots.txt is small; anything bigger is read only this far. */
  maxRobotsBytes: 512 * 1024,
  /** Redirects followed for one request; each hop is checked again. */
  maxRedirects: 5,
  /** Products requested per page of a platform's catalogue JSON (Shopify `limit`, Woo `per_page`). */
  platformPageSize: 50,
  /** Pause between two pages of one run unless robots.txt asks for a longer one (Crawl-delay). */
  politeDelaySeconds: 1,
  /** Longest Crawl-delay honoured; a site asking for more is read at this pace. */
  maxCrawlDelaySeconds: 30,
  /** A run holds the lock at most this long, so a run that died never blocks the tool for good. */
  runLeaseSeconds: 2 * 60 * 60,
  /** Products written per DynamoDB transaction (4 items each, plus the version stamp). */
  upsertBatchSize: 20,
  /** Longest description kept, in characters of sanitised HTML. */
  maxDescriptionChars: 20_000,
  /** Recent runs listed on the page. */
  recentRuns: 10,
  /** A preview left unpublished is kept this long with its run, then its staged products expire. */
  previewKeepDays: 7,
  /**
   * JMD per US dollar for stores that price in USD, until staff set a rate of their own. A default,
   * not the day's rate: check it against the bank's rate before relying on imported USD prices.
   */
  defaultUsdToJmdRate: 160,
  /** Units given to a product the store says is in stock without a count ("quantity unknown"). */
  defaultInStockQuantity: 10,
  /** Images copied per product; a gallery beyond that stays on the product page of the store. */
  maxImagesPerProduct: 8,
  /** Largest image copied into the shop's bucket. */
  maxImageBytes: 5 * 1024 * 1024,
  /** Images fetched at the same time while a page is imported. */
  imageCopyConcurrency: 16,
  /** Page fingerprints a run remembers to spot a page it has read already. */
  rememberedPages: 500,
  /** Skipped items kept on a run for the report (the counts cover all of them). */
  maxReportedSkips: 50,
  /**
   * Product pages one run opens (besides its listing pages, which max pages bounds): the run's page
   * budget; pages beyond it are counted in the report, not read.
   */
  productPageBudget: 5_000,
  /**
   * Product pages the machine's Map reads before their products are written: small enough that
   * their records (descriptions up to `maxDescriptionChars`) stay well inside a state's 256 KB.
   */
  productBatchSize: 6,
  /**
   * Product pages one task of a sync reads one after another (a chunk): a sync's pages mostly answer
   * 304, so the Map's per-item and per-task cost, not the page, would set its speed. Unchanged
   * pages return nothing, and a changed page is written by the chunk's task, so the state stays small.
   */
  syncChunkSize: 25,
  /** Product pages read at the same time, per store (the Map's MaxConcurrency). */
  productPageConcurrency: 2,
  /**
   * Product links one listing (a sitemap) leads to from which AWS reads them through a Distributed
   * Map over a list written to S3 instead of the inline Map (whose state and history would not hold
   * them). The local interpreter has no Distributed Map: locally stores stay under it.
   */
  distributedCrawlThreshold: 10_000,
  /** Robots rules are kept this long per site by a warm function. */
  robotsCacheMs: 10 * 60 * 1000,
} as const;

/** Key prefix, in the images bucket, of the product page lists a Distributed Map reads. */
export const PRODUCT_LIST_PREFIX = 'imports/product-lists/';

/** The honest user agent of every request the importer sends. */
export const SCRAPER_USER_AGENT = 'StorefrontImporter/1.0 (product catalogue import; respects robots.txt)';

/**
 * What the import tool says, word for word, shared by the routes
 * and the /admin/scraper page so the two never drift apart.
 */
import { SCRAPER } from './scraper-options.js';
import { SCRAPER_LIMITS } from './scraper-limits.js';

export const SCRAPER_MESSAGES = {
  /** The page text of a refused start, and the server's 429 message. */
  rateLimited: 'Rate limit exceeded. Please wait 60 seconds before trying again.',
  rateLimitedTitle: 'Rate Limit Exceeded',
  failedTitle: 'Scraping Failed',
  unknownError: 'Unknown error occurred',
  backfillFailed: 'Backfill failed',
} as const;

/**
 * The start form's field messages: the same under the page's field and in the server's 400
 * (`startScrapeSchema` says them).
 */
export const SCRAPE_FORM_MESSAGES = {
  invalidUrl: 'Please enter a valid http or https URL.',
  invalidMaxPages: `Max pages must be a whole number from ${SCRAPER.minMaxPages} to ${SCRAPER.maxMaxPages}.`,
} as const;

/** Messages of the import tool that are ours, kept here with the others. */
export const SCRAPER_STATUS_TEXT = {
  started: 'Import started.',
  backfillStarted: 'Images backfill started.',
  running: 'Import in progress.',
  backfillRunning: 'Images backfill in progress.',
  notFound: 'Scrape run not found',
  blockedAddress: 'That address is not a public web site.',
  unknownHost: 'That address could not be found.',
  robotsDisallowed: 'The store does not allow robots to read that page (robots.txt).',
  noProducts: 'No products were found on that page.',
  noProductsInRun: 'The run read no product: no page of the store showed products the importer could read.',
  startPageFailed: (status: number) => `The store answered HTTP ${status} for the start page.`,
  startPageUnreachable: (reason: string) => `The start page could not be read: ${reason}.`,
  /** A product page of the run that showed no product the importer could read. */
  noProductOnPage: 'the page shows no product the importer could read',
  pageBudgetSpent: (count: number) =>
    `${count} product page(s) not read: the run's page budget of ${SCRAPER_LIMITS.productPageBudget} is spent.`,
} as const;

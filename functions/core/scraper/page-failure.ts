/** What an import run does after a page it could not read. */
import { guessFollowingPage } from './next-page.js';
import { MAX_CONSECUTIVE_FAILURES, type ImportState } from './run-state.js';

/** How the page failed, as far as the next step cares. */
export interface PageFailure {
  /** The HTTP status the store answered, when it answered. */
  status?: number;
  /** The address was refused (a private or otherwise blocked target). */
  blocked?: boolean;
}

/**
 * Where to go after a page that failed: the following page number, unless the listing has ended
 * (404, 410, a blocked address) or too many pages failed in a row.
 */
export function afterFailure(state: ImportState, url: string, failure: PageFailure): ImportState {
  const consecutiveFailures = state.consecutiveFailures + 1;
  const endOfListing = failure.status === 404 || failure.status === 410 || failure.blocked === true;
  const next =
    endOfListing || consecutiveFailures >= MAX_CONSECUTIVE_FAILURES ? undefined : guessFollowingPage(url);
  const { nextUrl: _done, ...rest } = state;
  return {
    ...rest,
    pagesProcessed: state.pagesProcessed + 1,
    consecutiveFailures,
    ...(next ? { nextUrl: next } : {}),
  };
}

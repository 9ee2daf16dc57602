/**
 * The task function of the images backfill state machine (not an HTTP route). Steps:
 * - begin: lists the imported products that have no images (at most maxPages of them);
 * - page: visits one product's page on the store and fills its images from it;
 * - finish / fail: closes the run and frees the lock.
 * Stats: pagesProcessed (pages visited), productsFound (products without images), productsInserted
 * (products whose images were filled).
 */
import { extractProductImages } from '../../core/scraper/extract-products.js';
import { getDelaySeconds, type BackfillState } from '../../core/scraper/run-state.js';
import { fillProductImages, listProductsMissingImages } from '../../data/catalogue-import.js';
import { copyImages } from '../../data/imported-images.js';
import { recordPageProgress, setProductsFound } from '../../data/scrape-runs.js';
import { fetchPage, isAllowedByRobots } from '../../data/store-fetcher.js';
import { logger } from '../../shared/powertools.js';
import { allowsPrivateTargets, getConfiguredDelaySeconds } from '../../shared/workflow-task.js';
import { createWorkflowTask } from '../../services/scraper/create-workflow-task.js';

/** Moves to the next product of the queue. */
function advance(state: BackfillState): BackfillState {
  const [next, ...queue] = state.queue;
  const { nextUrl: _n, currentId: _c, ...rest } = state;
  return next ? { ...rest, queue, nextUrl: next.sourceUrl, currentId: next.id } : { ...rest, queue: [] };
}

async function begin(state: BackfillState): Promise<BackfillState> {
  const candidates = await listProductsMissingImages(state.maxPages);
  await setProductsFound(state.runId, candidates.length);
  return advance({
    ...state,
    queue: candidates,
    pagesProcessed: 0,
    delaySeconds: getDelaySeconds(getConfiguredDelaySeconds(), undefined),
  });
}

async function visitPage(state: BackfillState): Promise<BackfillState> {
  const url = state.nextUrl;
  const id = state.currentId;
  if (!url || !id) return advance(state);
  const fetchOptions = { allowPrivateTargets: allowsPrivateTargets() };
  try {
    if (!(await isAllowedByRobots(url, fetchOptions))) throw new Error('robots.txt does not allow this page');
    const page = await fetchPage(url, fetchOptions);
    const found = extractProductImages(page.text, page.url);
    const { images } = await copyImages(found, fetchOptions);
    const filled = images.length > 0 && (await fillProductImages(id, images));
    await recordPageProgress(state.runId, { productsInserted: filled ? 1 : 0 });
  } catch (error) {
    const reason = `${url}: ${(error as Error).message}`;
    logger.warn('Backfill page failed', { runId: state.runId, reason });
    await recordPageProgress(state.runId, { failure: reason });
  }
  return advance({ ...state, pagesProcessed: state.pagesProcessed + 1 });
}

/** Entry of the task function; `event` is the `Payload` the state machine sends. */
export const handler = createWorkflowTask('Backfill', { begin, page: visitPage });

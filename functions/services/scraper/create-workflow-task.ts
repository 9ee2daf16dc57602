/** The task function of a scraper machine: its steps, and closing the run (and its lock) at the end. */
import { describeRunFailure, type TaskStep } from '../../core/scraper/run-state.js';
import { finishRun } from '../../data/scrape-runs.js';
import { logger } from '../../shared/powertools.js';
import { withRetryableErrors } from '../../shared/workflow-task.js';

interface RunState {
  runId: string;
  error?: { Error?: string; Cause?: string };
}

/**
 * The task function of a scraper machine: `begin` and `page` are the machine's own work; `finish`
 * and `fail` close the run (and free the lock) the same way for both machines.
 */
export function createWorkflowTask<S extends RunState>(
  name: string,
  steps: {
    begin: (state: S) => Promise<S>;
    page: (state: S) => Promise<S>;
    /** Writes what the machine's Map read (the import machine's product pages). */
    products?: (state: S) => Promise<S>;
    /** Closes a run that read to its end; by default it succeeded. */
    finish?: (state: S) => Promise<void>;
  },
): (event: { step: TaskStep; state: S }) => Promise<S> {
  return ({ step, state }) =>
    withRetryableErrors(async () => {
      switch (step) {
        case 'begin':
          return steps.begin(state);
        case 'page':
          return steps.page(state);
        case 'products':
          if (!steps.products) throw new Error(`${name} has no products step`);
          return steps.products(state);
        case 'product':
        case 'productChunk':
        case 'listedProduct':
          // One product page of a Map: its input is not the run's state (see the scrape task).
          throw new Error(`${name} reads no product page here`);
        case 'finish':
          // A scheduled run that found the tool busy never recorded a run.
          if (!state.runId) return state;
          await (steps.finish ? steps.finish(state) : finishRun(state.runId, { status: 'succeeded' }));
          return state;
        case 'fail':
          logger.error(`${name} run failed`, { runId: state.runId, error: state.error });
          if (state.runId) {
            await finishRun(state.runId, { status: 'failed', error: describeRunFailure(state.error) });
          }
          return state;
      }
    });
}

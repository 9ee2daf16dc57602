/**
 * Worker-thread entry of the local stream poller: the stream consumers (order mails, payment lapse)
 * run here, apart from the API's event loop, as each consumer runs in a function of its own in AWS.
 * Rendering the e-mails of every order in the API's own thread made place-order wait behind them.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { startStreamPoller, type StreamPollerOptions } from './stream-poller.js';

export type StreamWorkerData = Omit<StreamPollerOptions, 'log' | 'loadHandler' | 'retryDelayMs'>;

/** What the worker tells the thread that started it. */
export type StreamWorkerMessage =
  { kind: 'ready' } | { kind: 'log'; line: string } | { kind: 'failed'; message: string };

const port = parentPort!;
const post = (message: StreamWorkerMessage) => port.postMessage(message);

startStreamPoller({
  ...(workerData as StreamWorkerData),
  log: (line) => post({ kind: 'log', line }),
}).then(
  (poller) => {
    port.on('message', (message: unknown) => {
      // The handlers' clients keep sockets open: end the thread once the poll has stopped.
      if (message === 'stop') void poller.stop().finally(() => process.exit(0));
    });
    post({ kind: 'ready' });
  },
  (error: unknown) => post({ kind: 'failed', message: (error as Error).message }),
);

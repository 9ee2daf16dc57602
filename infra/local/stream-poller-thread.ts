/**
 * Starts the local stream poller in a worker thread (see stream-worker.ts) and resolves once it reads
 * the stream, so every change after that is delivered, as `startStreamPoller` does in-process.
 */
import { Worker } from 'node:worker_threads';
import type { StreamWorkerData, StreamWorkerMessage } from './stream-worker.js';

export interface StreamPollerThread {
  /** Stops polling; resolves once the current poll has ended and the thread has exited. */
  stop(): Promise<void>;
}

export function startStreamPollerThread(
  data: StreamWorkerData,
  log: (line: string) => void,
): Promise<StreamPollerThread> {
  // The thread loads the TypeScript handlers itself: through tsx unless the process already runs on it.
  const execArgv = process.execArgv.some((flag) => flag.includes('tsx'))
    ? process.execArgv
    : [...process.execArgv, '--import', 'tsx'];
  const worker = new Worker(new URL('./stream-worker.ts', import.meta.url), {
    workerData: data,
    execArgv,
    env: { ...process.env },
  });
  const exited = new Promise<void>((resolve) => worker.once('exit', () => resolve()));
  return new Promise((resolve, reject) => {
    worker.on('message', (message: StreamWorkerMessage) => {
      if (message.kind === 'log') log(message.line);
      else if (message.kind === 'failed') {
        reject(new Error(message.message));
        void worker.terminate();
      } else {
        resolve({
          stop: () => {
            worker.postMessage('stop');
            return exited;
          },
        });
      }
    });
    worker.once('error', reject);
  });
}

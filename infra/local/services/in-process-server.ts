/**
 * The life of a stand-in that runs as an HTTP server inside this process (s3rver, the local SES):
 * a close nobody asked for is reported, stopping does not hang on keep-alive sockets, and the
 * service counts as started only once it answers.
 */
import type { Server } from 'node:http';
import { waitUntilReady } from './wait-until-ready.js';

export interface InProcessService {
  endpoint: string;
  stop(): Promise<void>;
}

/** Watches `server` (already listening on 127.0.0.1:`port`) and resolves once `readyPath` answers. */
export async function superviseInProcessServer(options: {
  name: string;
  server: Server;
  port: number;
  readyPath?: string;
  onUnexpectedExit: (description: string) => void;
}): Promise<InProcessService> {
  const { name, server } = options;
  let stopping = false;
  server.on('close', () => {
    if (!stopping) options.onUnexpectedExit(`${name} closed unexpectedly.`);
  });

  let stopPromise: Promise<void> | undefined;
  const stop = (): Promise<void> => {
    stopping = true;
    stopPromise ??= new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    });
    return stopPromise;
  };

  const endpoint = `http://127.0.0.1:${options.port}`;
  try {
    await waitUntilReady({ name, url: `${endpoint}${options.readyPath ?? ''}` });
  } catch (error) {
    await stop();
    throw error;
  }
  return { endpoint, stop };
}

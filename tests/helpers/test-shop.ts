/** Starts the whole shop for a test run on free ports with a throwaway data folder. */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { getFreePorts } from '../../infra/local/free-ports.js';
import { startShop, type RunningShop, type StartShopOptions } from '../../infra/local/shop.js';
import type { ProvidedShop } from './integration-setup.js';

export interface TestShop {
  shop: RunningShop;
  /** What the tests read of it: its address, the functions' environment, the pool, the sample accounts. */
  provided: ProvidedShop;
  /** Stops the shop and deletes its data. */
  dispose(): Promise<void>;
}

/** Tries on fresh ports, this many times in all, when a port was taken meanwhile. */
const START_ATTEMPTS = 3;

/**
 * A port found free can be taken before its service listens on it (a client connection's own port,
 * another run's server): the start then fails with "in use", and is tried again on other ports.
 */
function isPortTaken(error: unknown): boolean {
  return /EADDRINUSE|in use/i.test(error instanceof Error ? error.message : String(error));
}

export async function startTestShop(
  options: Pick<StartShopOptions, 'cardReconcileEveryMs'> = {},
): Promise<TestShop> {
  for (let attempt = 1; ; attempt++) {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'storefront-test-'));
    try {
      return await startTestShopIn(dataDir, options);
    } catch (error) {
      await rm(dataDir, { recursive: true, force: true });
      if (attempt >= START_ATTEMPTS || !isPortTaken(error)) throw error;
    }
  }
}

async function startTestShopIn(
  dataDir: string,
  options: Pick<StartShopOptions, 'cardReconcileEveryMs'>,
): Promise<TestShop> {
  const ports = await getFreePorts();
  const shop = await startShop({
    ports,
    dataDir,
    reset: true,
    // No log: nothing is printed, and so no mailbox printer reads the whole local SES store every
    // second (thousands of e-mails by the end of a run); tests read the mailbox when they need it.
    // The data is thrown away after the run: no need to wait for DynamoDB Local's disk writes.
    inMemory: true,
    // Test only: the importer's tests read the fixture distributor site on 127.0.0.1, without pauses.
    scraper: { allowPrivateTargets: true, politeDelaySeconds: 0 },
    ...options,
  });
  return {
    shop,
    provided: {
      url: shop.url,
      functionEnv: shop.services.functionEnv,
      userPoolId: shop.services.userPoolId,
      userPoolClientId: shop.services.userPoolClientId,
      sampleAccounts: shop.sampleAccounts,
    },
    dispose: async () => {
      await shop.stop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

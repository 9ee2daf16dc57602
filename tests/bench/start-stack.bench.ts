/**
 * `npm run bench:start`: time from `npm start` to "ready", cold (empty store, sample catalogue
 * loaded) and warm (existing store), and the peak resident memory of the whole running stack
 * (Node, DynamoDB Local's JVM, cognito-local) while pages and API calls are served.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { getFreePorts } from '../../infra/local/free-ports.js';
import type { LocalPorts } from '../../infra/local/config.js';
import { getTreeRssBytes } from './process-tree.js';
import { startShopProcess } from './shop-process.js';

/** How often the memory of the stack is sampled while it starts and serves. */
const SAMPLE_EVERY_MS = 200;
/** Rounds of page and API requests served before the memory figure is taken. */
const SERVING_ROUNDS = 50;

interface RunResult {
  readySeconds: number;
  peakRssBytes: number;
}

async function runOnce(dataDir: string, ports: LocalPorts): Promise<RunResult> {
  let peakRssBytes = 0;
  let pid: number | undefined;
  const sampler = setInterval(() => {
    if (pid !== undefined) peakRssBytes = Math.max(peakRssBytes, getTreeRssBytes(pid));
  }, SAMPLE_EVERY_MS);
  const shop = await startShopProcess(dataDir, ports, {
    onSpawn: (spawned) => {
      pid = spawned;
    },
  });
  try {
    // Exercise the stack a little so the memory figure covers serving, not just idling.
    for (let i = 0; i < SERVING_ROUNDS; i++) {
      await Promise.all(
        ['/', '/api/categories', '/config.json'].map((p) =>
          fetch(`${shop.url}${p}`).then((r) => r.arrayBuffer()),
        ),
      );
    }
    peakRssBytes = Math.max(peakRssBytes, getTreeRssBytes(shop.pid));
    return { readySeconds: shop.readySeconds, peakRssBytes };
  } finally {
    clearInterval(sampler);
    await shop.stop();
  }
}

const dataDir = await mkdtemp(path.join(os.tmpdir(), 'storefront-bench-'));
try {
  const ports = await getFreePorts();
  const cold = await runOnce(dataDir, ports);
  const warm = await runOnce(dataDir, ports);
  const mib = (bytes: number) => (bytes / 1024 / 1024).toFixed(0);
  console.log('\nnpm start benchmark (2 cores)');
  console.log(`  cold start (empty store, sample catalogue loaded): ${cold.readySeconds.toFixed(1)} s`);
  console.log(
    `  warm start (existing store):                       ${warm.readySeconds.toFixed(1)} s   goal < 20 s`,
  );
  console.log(
    `  peak memory of the whole stack:                    ${mib(Math.max(cold.peakRssBytes, warm.peakRssBytes))} MiB   goal < 1536 MiB`,
  );
} finally {
  await rm(dataDir, { recursive: true, force: true });
}

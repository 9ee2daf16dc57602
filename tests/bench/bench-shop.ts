/**
 * A benchmark's own shop: a fresh data folder, free ports, the shop as a child process and a client
 * on its table, all stopped and removed afterwards, whatever the benchmark did.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { LocalPorts } from '../../infra/local/config.js';
import { getFreePorts } from '../../infra/local/free-ports.js';
import { createBenchTable, type BenchTable } from './bench-table.js';
import { startShopProcess, type ShopProcess } from './shop-process.js';

/** The machine's load averages over 1, 5 and 15 minutes ('0.4 0.6 0.9'): a figure is fair only near 0. */
export const loadAverage = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');

export async function withBenchShop(
  name: string,
  options: Parameters<typeof startShopProcess>[2],
  run: (bench: { shop: ShopProcess; ports: LocalPorts; table: BenchTable }) => Promise<void>,
): Promise<void> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), `storefront-bench-${name}-`));
  const ports = await getFreePorts();
  const shop = await startShopProcess(dataDir, ports, options);
  const table = createBenchTable(ports.dynamodb);
  try {
    await run({ shop, ports, table });
  } finally {
    table.documents.destroy();
    await shop.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

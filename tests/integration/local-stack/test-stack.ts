/** Starts a private stack for one test file: free ports, a temp data folder, no output. */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { LocalPorts } from '../../../infra/local/config.js';
import { getFreePorts } from '../../../infra/local/free-ports.js';
import { startServices, type RunningServices } from '../../../infra/local/supervisor.js';

export async function makeDataDir(): Promise<string> {
  return mkdtemp(path.join(os.tmpdir(), 'storefront-local-stack-'));
}

export async function removeDataDir(dataDir: string): Promise<void> {
  await rm(dataDir, { recursive: true, force: true });
}

export async function startTestStack(options: {
  dataDir: string;
  ports?: LocalPorts;
}): Promise<RunningServices> {
  return startServices({
    ports: options.ports ?? (await getFreePorts()),
    dataDir: options.dataDir,
    reset: false,
    log: () => undefined,
  });
}

/** True while a process with this pid exists (a zombie counts until it is reaped). */
export function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

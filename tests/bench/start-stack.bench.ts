/**
 * `npm run bench:start`: time from `npm start` to "ready", cold (empty store, sample catalogue
 * loaded) and warm (existing store), and the peak resident memory of the whole running stack
 * (Node, DynamoDB Local's JVM, cognito-local) while pages and API calls are served.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { getFreePorts } from '../../infra/local/free-ports.js';
import { PORT_ENV, PROJECT_ROOT, type LocalPorts } from '../../infra/local/config.js';
import { getTreeRssBytes } from './process-tree.js';

interface RunResult {
  readySeconds: number;
  peakRssBytes: number;
}

function portEnv(ports: LocalPorts): Record<string, string> {
  return Object.fromEntries(
    Object.entries(PORT_ENV).map(([key, name]) => [name, String(ports[key as keyof LocalPorts])]),
  );
}

async function runOnce(dataDir: string, ports: LocalPorts): Promise<RunResult> {
  const startedAt = performance.now();
  const child = spawn(process.execPath, ['--import', 'tsx', 'infra/local/start.ts', '--data-dir', dataDir], {
    cwd: PROJECT_ROOT,
    env: { ...process.env, ...portEnv(ports) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  let peakRssBytes = 0;
  const sampler = setInterval(() => {
    peakRssBytes = Math.max(peakRssBytes, getTreeRssBytes(child.pid!));
  }, 200);
  try {
    await new Promise<void>((resolve, reject) => {
      const onData = (chunk: Buffer) => {
        output += chunk.toString();
        if (output.includes('Storefront ready')) resolve();
      };
      child.stdout.on('data', onData);
      child.stderr.on('data', onData);
      child.once('exit', (code) => reject(new Error(`start exited with ${code}:\n${output}`)));
    });
    const readySeconds = (performance.now() - startedAt) / 1000;
    // Exercise the stack a little so the memory figure covers serving, not just idling.
    const base = `http://localhost:${ports.app}`;
    for (let i = 0; i < 50; i++) {
      await Promise.all(
        ['/', '/api/categories', '/config.json'].map((p) =>
          fetch(`${base}${p}`).then((r) => r.arrayBuffer()),
        ),
      );
    }
    peakRssBytes = Math.max(peakRssBytes, getTreeRssBytes(child.pid!));
    return { readySeconds, peakRssBytes };
  } finally {
    clearInterval(sampler);
    child.kill('SIGINT');
    await new Promise((resolve) => child.once('exit', resolve));
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

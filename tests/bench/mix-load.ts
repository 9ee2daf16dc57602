/**
 * Load for the catalogue bench's scenario mix: `connections` keep-alive connections, each sending
 * the next request as soon as its last answer arrived (a closed loop, as autocannon does), each
 * starting at its own place in the mix so that no two ask the same query at once (the index would
 * answer the second from its memory). Latency is kept per kind of request, and the CPU time the
 * shop's API process spent (read from /proc, Linux) is divided by the requests it answered.
 */
import { readFileSync } from 'node:fs';
import http from 'node:http';
import type { MixKind } from './search-query-mix.js';

export interface MixPath {
  kind: MixKind;
  path: string;
}

export interface KindFigures {
  requests: number;
  p50Ms: number;
  p99Ms: number;
}

export interface MixFigures {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  failures: number;
  /** CPU milliseconds of the API process (user + system) per request answered. */
  serverCpuMsPerRequest: number;
  byKind: Map<MixKind, KindFigures>;
}

/** What the SPA's requests carry that changes the answer: a browser accepts a compressed body. */
const BROWSER_HEADERS = { accept: 'application/json', 'accept-encoding': 'gzip, deflate, br' };

/** Clock ticks per second of /proc's CPU times (USER_HZ, 100 on Linux). */
const CLOCK_TICKS = 100;

/** User + system CPU milliseconds a process has used so far. */
function readCpuMs(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // utime and stime are fields 14 and 15 of stat, the 12th and 13th after the command name.
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS;
}

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;
}

const round = (ms: number) => Math.round(ms * 10) / 10;

function get(agent: http.Agent, origin: URL, path: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = http.get(
      { agent, host: origin.hostname, port: origin.port, path, headers: BROWSER_HEADERS },
      (response) => {
        response.on('data', () => {});
        response.on('end', () => resolve(response.statusCode ?? 0));
        response.on('error', reject);
      },
    );
    request.on('error', reject);
  });
}

/** `paths` in turn on `url`'s origin for `seconds`, from `connections` connections; `pid` is the API process. */
export async function runMixLoad(
  url: string,
  paths: readonly MixPath[],
  options: { connections: number; seconds: number; pid: number },
): Promise<MixFigures> {
  const origin = new URL(url);
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.connections });
  const latencies = new Map<MixKind, number[]>();
  let failures = 0;
  const cpuBefore = readCpuMs(options.pid);
  const start = performance.now();
  const end = start + options.seconds * 1000;
  const connection = async (first: number) => {
    for (let at = first; performance.now() < end; at = (at + 1) % paths.length) {
      const { kind, path } = paths[at]!;
      const sent = performance.now();
      const status = await get(agent, origin, path).catch(() => 0);
      if (status !== 200) failures += 1;
      let times = latencies.get(kind);
      if (!times) latencies.set(kind, (times = []));
      times.push(performance.now() - sent);
    }
  };
  const stride = Math.floor(paths.length / options.connections);
  await Promise.all(Array.from({ length: options.connections }, (_, i) => connection(i * stride)));
  const seconds = (performance.now() - start) / 1000;
  const cpuMs = readCpuMs(options.pid) - cpuBefore;
  agent.destroy();

  const all = [...latencies.values()].flat().sort((a, b) => a - b);
  const byKind = new Map(
    [...latencies].map(([kind, times]) => {
      const sorted = [...times].sort((a, b) => a - b);
      return [
        kind,
        {
          requests: sorted.length,
          p50Ms: round(percentile(sorted, 0.5)),
          p99Ms: round(percentile(sorted, 0.99)),
        },
      ] as const;
    }),
  );
  return {
    requestsPerSecond: all.length / seconds,
    p50Ms: round(percentile(all, 0.5)),
    p99Ms: round(percentile(all, 0.99)),
    failures,
    serverCpuMsPerRequest: cpuMs / Math.max(1, all.length),
    byKind,
  };
}

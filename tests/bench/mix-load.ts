/**
 * Load for the catalogue bench's scenario mix: `connections` keep-alive connections, each sending
 * the next request as soon as its last answer arrived (a closed loop, as autocannon does), each
 * starting at its own place in the mix so that no two ask the same query at once (the index would
 * answer the second from its memory). Latency is kept per kind of request, and the CPU time the
 * shop's API process spent (read from /proc, Linux) is divided by the requests it answered.
 *
 * With `buyers`, that many more connections browse the same mix as signed-in business buyers, as the
 * SPA does: a list or search as `GET /api/me/products` and a product page as `GET
 * /api/me/products/{id}`, with the buyer's ID token (the same answers at their prices, the page's
 * prices in the answer: one request per page). Their figures are kept apart, per kind and together.
 */
import http from 'node:http';
import { getTreeCpuMs, readCpuMs } from './process-tree.js';
import type { MixKind } from './search-query-mix.js';

/** The mix's kinds and the product page (`GET /api/products/{id}`). */
export type LoadKind = MixKind | 'detail';

export interface MixPath {
  kind: LoadKind;
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
  /** The same with DynamoDB Local and cognito-local (the API process's children). */
  shopCpuMsPerRequest: number;
  byKind: Map<LoadKind, KindFigures>;
  /** The business buyers' connections, when there were any. */
  buyers?: BuyerFigures;
}

export interface BuyerFigures {
  /** Their catalogue requests (lists, searches and product pages at their prices), per kind and all together. */
  byKind: Map<LoadKind, KindFigures>;
  catalogue: KindFigures;
  /** Pages (one request each) a second, all buyers together. */
  pagesPerSecond: number;
  failures: number;
}

/** What the SPA's requests carry that changes the answer: a browser accepts a compressed body. */
const BROWSER_HEADERS = { accept: 'application/json', 'accept-encoding': 'gzip, deflate, br' };

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;
}

const round = (ms: number) => Math.round(ms * 10) / 10;

function summarize(times: readonly number[]): KindFigures {
  const sorted = [...times].sort((a, b) => a - b);
  return {
    requests: sorted.length,
    p50Ms: round(percentile(sorted, 0.5)),
    p99Ms: round(percentile(sorted, 0.99)),
  };
}

function summarizeKinds(latencies: ReadonlyMap<LoadKind, number[]>): Map<LoadKind, KindFigures> {
  return new Map([...latencies].map(([kind, times]) => [kind, summarize(times)] as const));
}

interface Answer {
  status: number;
  /** When the last byte arrived (the body is not decompressed: that is the load generator's work). */
  endedAt: number;
}

function send(
  agent: http.Agent,
  origin: URL,
  request: { path: string; headers?: Record<string, string> },
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const outgoing = http.request(
      {
        agent,
        host: origin.hostname,
        port: origin.port,
        method: 'GET',
        path: request.path,
        headers: { ...BROWSER_HEADERS, ...request.headers },
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve({ status: response.statusCode ?? 0, endedAt: performance.now() }));
        response.on('error', reject);
      },
    );
    outgoing.on('error', reject);
    outgoing.end();
  });
}

/** `paths` in turn on `url`'s origin for `seconds`, from `connections` connections; `pid` is the API process. */
export async function runMixLoad(
  url: string,
  paths: readonly MixPath[],
  options: {
    connections: number;
    seconds: number;
    pid: number;
    /** Business buyers browsing beside the anonymous connections, each page as the next buyer in turn. */
    buyers?: { connections: number; idTokens: readonly string[] };
  },
): Promise<MixFigures> {
  const origin = new URL(url);
  const buyerTokens = options.buyers?.idTokens ?? [];
  const buyerConnections = buyerTokens.length > 0 ? (options.buyers?.connections ?? 0) : 0;
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.connections + buyerConnections });
  const latencies = new Map<LoadKind, number[]>();
  const buyerLatencies = new Map<LoadKind, number[]>();
  let failures = 0;
  let buyerFailures = 0;
  const cpuBefore = readCpuMs(options.pid);
  const treeCpuBefore = getTreeCpuMs(options.pid);
  const start = performance.now();
  const end = start + options.seconds * 1000;
  const connection = async (first: number) => {
    for (let at = first; performance.now() < end; at = (at + 1) % paths.length) {
      const { kind, path } = paths[at]!;
      const sent = performance.now();
      const { status, endedAt } = await send(agent, origin, { path }).catch(() => ({
        status: 0,
        endedAt: performance.now(),
      }));
      if (status !== 200) failures += 1;
      let times = latencies.get(kind);
      if (!times) latencies.set(kind, (times = []));
      times.push(endedAt - sent);
    }
  };
  const buyerConnection = async (first: number) => {
    for (let at = first, turn = first; performance.now() < end; at = (at + 1) % paths.length, turn += 1) {
      const idToken = buyerTokens[turn % buyerTokens.length]!;
      const { kind, path } = paths[at]!;
      // A list, search or product page at the buyer's prices, their prices in the answer (GET
      // /api/me/products and /api/me/products/{id}, with their token).
      const request = {
        path: path.replace(/^\/api\/products\b/, '/api/me/products'),
        headers: { authorization: `Bearer ${idToken}` },
      };
      const sent = performance.now();
      const answer = await send(agent, origin, request).catch(() => ({
        status: 0,
        endedAt: performance.now(),
      }));
      let times = buyerLatencies.get(kind);
      if (!times) buyerLatencies.set(kind, (times = []));
      times.push(answer.endedAt - sent);
      if (answer.status !== 200) buyerFailures += 1;
    }
  };
  const allConnections = options.connections + buyerConnections;
  const stride = Math.floor(paths.length / allConnections);
  await Promise.all([
    ...Array.from({ length: options.connections }, (_, i) => connection(i * stride)),
    ...Array.from({ length: buyerConnections }, (_, i) =>
      buyerConnection((options.connections + i) * stride),
    ),
  ]);
  const seconds = (performance.now() - start) / 1000;
  const cpuMs = readCpuMs(options.pid) - cpuBefore;
  const treeCpuMs = getTreeCpuMs(options.pid) - treeCpuBefore;
  agent.destroy();

  const all = [...latencies.values()].flat().sort((a, b) => a - b);
  const buyerTimes = [...buyerLatencies.values()].flat();
  const answered = all.length + buyerTimes.length;
  return {
    requestsPerSecond: all.length / seconds,
    p50Ms: round(percentile(all, 0.5)),
    p99Ms: round(percentile(all, 0.99)),
    failures,
    serverCpuMsPerRequest: cpuMs / Math.max(1, answered),
    shopCpuMsPerRequest: treeCpuMs / Math.max(1, answered),
    byKind: summarizeKinds(latencies),
    ...(buyerConnections > 0
      ? {
          buyers: {
            byKind: summarizeKinds(buyerLatencies),
            catalogue: summarize(buyerTimes),
            pagesPerSecond: buyerTimes.length / seconds,
            failures: buyerFailures,
          },
        }
      : {}),
  };
}

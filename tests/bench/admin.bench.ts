/**
 * `npm run bench:admin`: the admin area at 20,000 products and 5,000 users. The whole shop
 * starts as the tests start it (`startShop`, free ports, a throwaway folder); this process seeds it,
 * signs in as the sample admin and times, serially over HTTP through the local adapter, the product
 * table's first page, searches, a status filter, the dashboard figures and the user list. Requests
 * are serial, so sharing the adapter's event loop only adds the client's own small cost to each
 * figure. The goal is 300 ms per answer.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {
  CognitoIdentityProviderClient,
  InitiateAuthCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { buildNewProfile } from '../../functions/core/account/profile.js';
import { CALLER_STANDING } from '../../functions/core/security-limits.js';
import { stampChange } from '../../functions/core/catalogue/product-history.js';
import { toProductItem } from '../../functions/data/products.js';
import { toProfileItem } from '../../functions/data/profiles.js';
import { LOCAL_RESOURCES, SAMPLE_ACCOUNTS } from '../../infra/local/config.js';
import { getFreePorts } from '../../infra/local/free-ports.js';
import { startShop, type RunningShop } from '../../infra/local/shop.js';
import { generateSampleCatalogue } from '../../infra/local/seed/generate-sample-catalogue.js';
import { discardSnapshot, createBenchTable, writeItems } from './bench-table.js';
import { printFailedAnswers, requestJson } from './bench-http.js';
import { createProductVariants } from './catalogue-variants.js';

const TOTAL_PRODUCTS = 20_000;
const USERS = 5_000;
const RUNS = 40;
const GOAL_MS = 300;

const ms = (start: number) => performance.now() - start;

async function signInAdmin(shopUrl: string, cognitoPort: number): Promise<string> {
  const config = (await (await fetch(`${shopUrl}/config.json`)).json()) as { userPoolClientId: string };
  const client = new CognitoIdentityProviderClient({
    region: LOCAL_RESOURCES.region,
    endpoint: `http://127.0.0.1:${cognitoPort}`,
    credentials: {
      accessKeyId: LOCAL_RESOURCES.accessKeyId,
      secretAccessKey: LOCAL_RESOURCES.secretAccessKey,
    },
  });
  try {
    const result = await client.send(
      new InitiateAuthCommand({
        AuthFlow: 'USER_PASSWORD_AUTH',
        ClientId: config.userPoolClientId,
        AuthParameters: { USERNAME: SAMPLE_ACCOUNTS.admin.email, PASSWORD: SAMPLE_ACCOUNTS.admin.password },
      }),
    );
    return result.AuthenticationResult!.IdToken!;
  } finally {
    client.destroy();
  }
}

interface Figures {
  name: string;
  firstMs: number;
  meanMs: number;
  p95Ms: number;
  maxMs: number;
  total: unknown;
}

async function measure(
  shop: RunningShop,
  token: string,
  name: string,
  path: string,
  /** A pause before each timed request, and how many there are (the revocation check's rows). */
  { pauseMs = 0, runs = RUNS }: { pauseMs?: number; runs?: number } = {},
): Promise<Figures> {
  const call = () =>
    requestJson(name, `${shop.url}${path}`, { headers: { authorization: `Bearer ${token}` } });
  let start = performance.now();
  const first = await call();
  const firstMs = ms(start);
  const times: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    if (pauseMs > 0) await new Promise((resolve) => setTimeout(resolve, pauseMs));
    start = performance.now();
    await call();
    times.push(ms(start));
  }
  times.sort((a, b) => a - b);
  return {
    name,
    firstMs,
    meanMs: times.reduce((sum, t) => sum + t, 0) / times.length,
    p95Ms: times[Math.floor(times.length * 0.95)] ?? 0,
    maxMs: times.at(-1) ?? 0,
    total: first ? (first.total ?? first.total_products) : null,
  };
}

const dataDir = await mkdtemp(path.join(os.tmpdir(), 'storefront-admin-bench-'));
const ports = await getFreePorts();
const table = createBenchTable(ports.dynamodb);
let shop: RunningShop | undefined;
try {
  console.log('Admin benchmark: starting the shop (sample catalogue)...');
  shop = await startShop({ ports, dataDir, reset: true, log: (line) => console.log(`    ${line}`) });
  const sample = generateSampleCatalogue();
  const variants = createProductVariants(sample.products, TOTAL_PRODUCTS - sample.products.length);
  const now = Date.now();
  const profiles = Array.from({ length: USERS }, (_, n) =>
    buildNewProfile({
      userId: `bench-user-${n}`,
      attributes: {
        email: `shopper${n}@example.com`,
        given_name: ['Andre', 'Keisha', 'Marlon', 'Shanice', 'Damion'][n % 5],
        family_name: ['Brown', 'Campbell', 'Williams', 'Reid', 'Thompson'][Math.floor(n / 5) % 5],
      },
      roles: ['customer'],
      now: new Date(now - n * 60_000).toISOString(),
    }),
  );
  let start = performance.now();
  await writeItems(table, [
    // SKU guards only matter to writes; reads never touch them, so the benchmark leaves them out.
    ...variants.map((product) => toProductItem(product, stampChange('sample-data', 'bench'))),
    ...profiles.map(toProfileItem),
  ]);
  await discardSnapshot(table);
  console.log(
    `  seeded ${variants.length} products and ${USERS} profiles in ${(ms(start) / 1000).toFixed(1)} s`,
  );

  const token = await signInAdmin(shop.url, ports.cognito);
  // The adapter loads every card on its first catalogue request (a Lambda's cold start). On a busy
  // machine that can outlast the handler's timeout once; the load goes on and the next call is warm.
  start = performance.now();
  for (let attempt = 1; ; attempt += 1) {
    const response = await fetch(`${shop.url}/api/admin/stats`, {
      headers: { authorization: `Bearer ${token}` },
    });
    if (response.ok) break;
    if (attempt === 5) throw new Error(`the catalogue did not load: ${response.status}`);
  }
  const coldMs = ms(start);
  console.log(`  cold catalogue load (first admin request, 20,000 cards): ${(coldMs / 1000).toFixed(1)} s`);
  const sku = variants[Math.floor(variants.length / 3)]!.sku;
  const scenarios: [string, string][] = [
    ['product table, first page', '/api/admin/products'],
    ['product table, page 100', '/api/admin/products?offset=4950'],
    ['search "lenovo thinkpad"', '/api/admin/products?search=lenovo%20thinkpad'],
    [`search by SKU "${sku}"`, `/api/admin/products?search=${encodeURIComponent(sku)}`],
    ['search by a SKU fragment', `/api/admin/products?search=${encodeURIComponent(sku.slice(-5))}`],
    ['status filter Low Stock', '/api/admin/products?status=low-stock'],
    ['dashboard stats', '/api/admin/stats'],
    [`user list (${USERS} profiles)`, '/api/admin/users'],
    ['user list, read afresh (Refresh)', '/api/admin/users?fresh=true'],
    ['user search "keisha reid"', '/api/admin/users?search=keisha%20reid'],
  ];
  const rows: Figures[] = [];
  for (const [name, url] of scenarios) rows.push(await measure(shop, token, name, url));
  // The revocation check of every signed-in request: the caller's account from the container's
  // memory, then read afresh (one BatchGetItem) once the few seconds it is kept have passed.
  const check = '/api/admin/debug/auth';
  rows.push(await measure(shop, token, 'caller check, account kept', check));
  rows.push(
    await measure(shop, token, 'caller check, account read afresh', check, {
      pauseMs: CALLER_STANDING.cacheMs + 100,
      runs: 12,
    }),
  );

  console.log(
    `\nAdmin benchmark: ${TOTAL_PRODUCTS} products, ${USERS} users, ${RUNS} serial requests each after the first, ${os.cpus().length} cores`,
  );
  const header = ['scenario', 'matches', 'first ms', 'mean ms', 'p95 ms', 'max ms', `< ${GOAL_MS} ms`];
  const cells = rows.map((r) => [
    r.name,
    String(r.total ?? '-'),
    r.firstMs.toFixed(0),
    r.meanMs.toFixed(1),
    r.p95Ms.toFixed(1),
    r.maxMs.toFixed(1),
    r.p95Ms < GOAL_MS && r.firstMs < GOAL_MS ? 'yes' : 'NO',
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i]!.length)));
  const line = (c: string[]) => c.map((v, i) => v.padEnd(widths[i]!)).join('  ');
  console.log(`  ${line(header)}\n  ${line(widths.map((w) => '-'.repeat(w)))}`);
  for (const c of cells) console.log(`  ${line(c)}`);
  printFailedAnswers();
} finally {
  await shop?.stop();
  table.documents.destroy();
  await rm(dataDir, { recursive: true, force: true });
}

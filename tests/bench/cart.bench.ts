/**
 * Cart and order benchmark (`npm run bench:cart`): the shop runs in a child process on a fresh data
 * folder with the sample catalogue; autocannon drives add-to-cart, read-cart and place-order through
 * the local adapter as guests, each request for one of many guest carts, and prints req/s and p99.
 * It runs three times: DynamoDB Local in memory (as in the tests) with and without the table's stream
 * consumers, and on disk (as `npm start`).
 * Goals: p99 under 60 ms for the cart calls; place order's p99 within 10 % of its figure before the
 * stream consumers (order mails) existed, judged without them.
 */
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import autocannon, { type AutocannonResult } from 'autocannon';
import { getFreePorts } from '../../infra/local/free-ports.js';
import { callJson, printFailedAnswers } from './bench-http.js';
import { createBenchTable, setStock } from './bench-table.js';
import { startShopProcess } from './shop-process.js';

const CONNECTIONS = 10;
const SECONDS = 10;
/**
 * Each cart scenario first runs this long unmeasured: DynamoDB Local's JIT and V8 warm up, as they
 * are in a Lambda container that has served a few requests.
 */
const WARM_UP_SECONDS = 5;
const GUESTS = 200;
/** Each guest's adds cycle through this many different products, so a cart holds several lines. */
const LINES_PER_CART = 4;
const ORDERS_TO_PLACE = 300;
/**
 * Placed unmeasured before the measured orders, as the cart scenarios' warm-up: the first orders
 * compile the checkout path and the stream consumers' mail templates.
 */
const ORDERS_WARM_UP = 60;
const P99_GOAL_MS = 60;
/** Place order's p99 in the run that set its goal, before order mails existed. */
const PLACE_ORDER_P99_BEFORE_MS = 123;

interface CartRequest {
  method: 'GET' | 'POST';
  path: string;
  headers?: Record<string, string>;
  body?: string;
  setupRequest?: (request: CartRequest) => CartRequest;
}

/** The part of autocannon's options these scenarios need beyond the shared declaration. */
type RunLoad = (options: {
  url: string;
  connections: number;
  duration?: number;
  amount?: number;
  requests: CartRequest[];
}) => Promise<AutocannonResult>;
const runLoad = autocannon as unknown as RunLoad;

interface Figures {
  scenario: string;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  failures: number;
}

const toFigures = (scenario: string, result: AutocannonResult): Figures => ({
  scenario,
  requestsPerSecond: Math.round(result.requests.average),
  p50Ms: result.latency.p50,
  p99Ms: result.latency.p99,
  failures: result.errors + result.timeouts + result.non2xx,
});

const json = { 'content-type': 'application/json' };
const checkoutBody = JSON.stringify({
  customer_info: { firstName: 'Bench', lastName: 'Mark', email: 'bench@example.com', phone: '876-555-0100' },
  shipping_address: { street: '1 Bench Way', city: 'Portmore', parish: 'St Catherine' },
  billing_address: { street: '1 Bench Way', city: 'Portmore', parish: 'St Catherine' },
});

/**
 * Where DynamoDB Local keeps the tables (in memory as in the tests, or on disk as in `npm start`),
 * and whether the table's stream consumers run beside the API.
 */
interface Setup {
  store: 'memory' | 'disk';
  streams: boolean;
}

/** All three scenarios on a fresh shop; the rows are add to cart, read cart, place order. */
async function runScenarios({ store, streams }: Setup): Promise<Figures[]> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'storefront-bench-cart-'));
  const ports = await getFreePorts();
  const shop = await startShopProcess(dataDir, ports, {
    inMemory: store === 'memory',
    withoutStreams: !streams,
  });
  try {
    const list = await callJson('GET /api/products', `${shop.url}/api/products?limit=20`);
    if (!list) throw new Error('the product list failed: nothing to add to carts');
    const products = (list.products as { id: string }[]).map((product) => product.id);
    // Plenty of stock, so place-order measures the transaction rather than running out.
    const table = createBenchTable(ports.dynamodb);
    for (const id of products) await setStock(table, id, 1_000_000);
    const guests = Array.from({ length: GUESTS }, () => `guest_${randomUUID()}`);
    const addsPerGuest = new Array<number>(GUESTS).fill(0);
    let next = 0;
    const nextGuest = () => guests[next++ % guests.length]!;
    const addRequest: CartRequest = {
      method: 'POST',
      path: '/api/cart/items',
      setupRequest: (request) => {
        const guest = next++ % GUESTS;
        const adds = addsPerGuest[guest]!++;
        // Spread over the catalogue page: guest g's lines are products g, g+5, g+10, g+15 (mod 20).
        const product = products[(guest + (adds % LINES_PER_CART) * 5) % products.length]!;
        return {
          ...request,
          headers: { ...json, 'x-guest-session-id': guests[guest]! },
          body: JSON.stringify({ product_id: product, quantity: 1 }),
        };
      },
    };
    const readRequest: CartRequest = {
      method: 'GET',
      path: '/api/cart',
      setupRequest: (request) => ({ ...request, headers: { 'x-guest-session-id': nextGuest() } }),
    };
    const measure = async (request: CartRequest) => {
      await runLoad({
        url: shop.url,
        connections: CONNECTIONS,
        duration: WARM_UP_SECONDS,
        requests: [request],
      });
      return runLoad({ url: shop.url, connections: CONNECTIONS, duration: SECONDS, requests: [request] });
    };
    const add = await measure(addRequest);
    const read = await measure(readRequest);

    // Each order needs its own guest with a cart and a checkout session.
    const buyers: { guest: string; session: string }[] = [];
    for (let i = 0; i < ORDERS_WARM_UP + ORDERS_TO_PLACE; i += 1) {
      const guest = `guest_${randomUUID()}`;
      const headers = { 'x-guest-session-id': guest };
      const added = await callJson(
        'POST /api/cart/items',
        `${shop.url}/api/cart/items`,
        'POST',
        headers,
        JSON.stringify({ product_id: products[i % products.length], quantity: 1 }),
      );
      const saved =
        added &&
        (await callJson(
          'POST /api/checkout/sessions',
          `${shop.url}/api/checkout/sessions`,
          'POST',
          headers,
          checkoutBody,
        ));
      // A buyer whose cart or checkout failed (counted) places no order.
      if (saved) buyers.push({ guest, session: (saved.checkout_session as { id: string }).id });
    }
    if (buyers.length === 0) throw new Error('no buyer could check out: no order to place');
    let buyer = 0;
    const placeOrders = (amount: number) =>
      runLoad({
        url: shop.url,
        connections: CONNECTIONS,
        amount,
        requests: [
          {
            method: 'POST',
            path: '/api/orders',
            setupRequest: (request) => {
              const { guest, session } = buyers[buyer++ % buyers.length]!;
              return {
                ...request,
                headers: { ...json, 'x-guest-session-id': guest, 'idempotency-key': randomUUID() },
                body: JSON.stringify({ checkout_session_id: session, payment_method: 'bank_transfer' }),
              };
            },
          },
        ],
      });
    await placeOrders(ORDERS_WARM_UP);
    const place = await placeOrders(ORDERS_TO_PLACE);

    return [toFigures('add to cart', add), toFigures('read cart', read), toFigures('place order', place)];
  } finally {
    await shop.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  // The goals are judged in memory: on disk each write also waits for SQLite's sync to the file
  // (DynamoDB Local's cost, not the shop's), shown for comparison; `-- --memory-only` skips it.
  // Place order is judged without the stream consumers, as its goal was set before they existed: in
  // AWS they run in functions of their own, while here DynamoDB Local's stream and the consumers'
  // work (rendering e-mails) take the same two cores as the API.
  const setups: Setup[] = [
    { store: 'memory', streams: true },
    { store: 'memory', streams: false },
    ...(process.argv.includes('--memory-only') ? [] : [{ store: 'disk', streams: true } as const]),
  ];
  const results: { setup: Setup; rows: Figures[] }[] = [];
  for (const setup of setups) results.push({ setup, rows: await runScenarios(setup) });
  console.log(
    `Cart benchmark: ${CONNECTIONS} connections, ${SECONDS} s per cart scenario after ${WARM_UP_SECONDS} s ` +
      `of warm-up, carts of ${LINES_PER_CART} lines, ${ORDERS_TO_PLACE} orders\n`,
  );
  console.log('| DynamoDB Local | stream consumers | call | req/s | p50 ms | p99 ms | failures |');
  console.log('|---|---|---|---|---|---|---|');
  for (const { setup, rows } of results) {
    for (const row of rows) {
      console.log(
        `| ${setup.store} | ${setup.streams ? 'on' : 'off'} | ${row.scenario} | ${row.requestsPerSecond} | ` +
          `${row.p50Ms} | ${row.p99Ms} | ${row.failures} |`,
      );
    }
  }
  const inMemory = (streams: boolean) =>
    results.find(({ setup }) => setup.store === 'memory' && setup.streams === streams)!.rows;
  const [add, read] = inMemory(true);
  const cartP99 = Math.max(add!.p99Ms, read!.p99Ms);
  console.log(
    `\nCart calls p99 in memory ${cartP99} ms (goal < ${P99_GOAL_MS} ms): ${cartP99 < P99_GOAL_MS ? 'met' : 'NOT met'}`,
  );
  // Judged side by side with the code that set the goal (README): a single run varies by more than 10 %.
  console.log(
    `Place order p99 in memory without the stream consumers ${inMemory(false)[2]!.p99Ms} ms ` +
      `(goal: within 10 % of the code before order mails, ${PLACE_ORDER_P99_BEFORE_MS} ms in the run that set it)`,
  );
}

try {
  await main();
} finally {
  printFailedAnswers();
}

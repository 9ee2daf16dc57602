/**
 * Orders benchmark (`npm run bench:orders`): the shop runs in a child process (DynamoDB Local in
 * memory) with the sample catalogue. Buyers are guests, each with a one-line cart and a checkout
 * session prepared beforehand; autocannon then places their orders, `CONNECTIONS` at a time.
 *
 * - Distinct products: the orders in flight at once buy different products, so nothing but the
 *   shop's own design can make them collide. Goal: p99 < 100 ms and no lost races (409) counted.
 * - One hot product: every buyer wants one unit of a product with `HOT_STOCK` units. Exactly that
 *   many orders may be placed, the rest refused, and the stored stock must be what the placed orders
 *   left (never below zero).
 */
import { randomUUID } from 'node:crypto';
import os from 'node:os';
import autocannon, { type AutocannonResult } from 'autocannon';
import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { keys } from '../../functions/data/keys.js';
import { callJson, prepareGuestCheckout, printFailedAnswers } from './bench-http.js';
import { loadAverage, withBenchShop } from './bench-shop.js';
import { setStock, type BenchTable } from './bench-table.js';

/** Concurrent buyers. */
const CONNECTIONS = 20;
/** Orders placed in the distinct-products scenario (after `WARM_UP_ORDERS` unmeasured ones). */
const DISTINCT_ORDERS = 600;
const WARM_UP_ORDERS = 100;
const PRODUCTS = 100;
const HOT_BUYERS = 300;
const HOT_STOCK = 100;
/** Buyers prepared side by side (cart and checkout session). */
const SETUP_CONCURRENCY = 10;
const P99_GOAL_MS = 100;

interface OrderRequest {
  method: 'POST';
  path: string;
  headers?: Record<string, string>;
  body?: string;
  setupRequest?: (request: OrderRequest) => OrderRequest;
}
type RunLoad = (options: {
  url: string;
  connections: number;
  amount: number;
  timeout: number;
  requests: OrderRequest[];
}) => Promise<AutocannonResult> & { on(event: 'response', listener: (...args: unknown[]) => void): void };
const runLoad = autocannon as unknown as RunLoad;

const json = { 'content-type': 'application/json' };
const checkoutBody = JSON.stringify({
  customer_info: { firstName: 'Bench', lastName: 'Mark', email: 'bench@example.com', phone: '876-555-0100' },
  shipping_address: { street: '1 Bench Way', city: 'Portmore', parish: 'St Catherine' },
  billing_address: { street: '1 Bench Way', city: 'Portmore', parish: 'St Catherine' },
});

/** Guests with one line of `productOf(n)` in their cart and a saved checkout session each. */
async function prepareBuyers(shopUrl: string, count: number, productOf: (n: number) => string) {
  const buyers: { guest: string; session: string }[] = [];
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const n = next++;
      const buyer = await prepareGuestCheckout(shopUrl, productOf(n), checkoutBody);
      // A buyer whose cart or checkout failed (counted) is left out.
      if (buyer) buyers.push(buyer);
    }
  };
  await Promise.all(Array.from({ length: SETUP_CONCURRENCY }, worker));
  return buyers;
}

interface Placed {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  byStatus: Map<number, number>;
}

async function placeOrders(shopUrl: string, buyers: { guest: string; session: string }[]): Promise<Placed> {
  let next = 0;
  const byStatus = new Map<number, number>();
  const run = runLoad({
    url: shopUrl,
    connections: CONNECTIONS,
    amount: buyers.length,
    // On a loaded machine an order can take seconds: wait for every answer rather than drop it.
    timeout: 120,
    requests: [
      {
        method: 'POST',
        path: '/api/orders',
        setupRequest: (request) => {
          const { guest, session } = buyers[next++ % buyers.length]!;
          return {
            ...request,
            headers: { ...json, 'x-guest-session-id': guest, 'idempotency-key': randomUUID() },
            body: JSON.stringify({ checkout_session_id: session, payment_method: 'bank_transfer' }),
          };
        },
      },
    ],
  });
  run.on('response', (_client: unknown, statusCode: unknown) => {
    const status = Number(statusCode);
    byStatus.set(status, (byStatus.get(status) ?? 0) + 1);
  });
  const result = await run;
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    byStatus,
  };
}

/** Stored orders that bought `productId`, read from the staff order list. */
async function countOrdersOf(table: BenchTable, productId: string): Promise<number> {
  let count = 0;
  let cursor: Record<string, unknown> | undefined;
  do {
    const page = await table.documents.send(
      new QueryCommand({
        TableName: table.tableName,
        IndexName: 'gsi3',
        KeyConditionExpression: 'gsi3pk = :pk',
        ExpressionAttributeValues: { ':pk': keys.orderList().gsi3pk },
        ExclusiveStartKey: cursor,
      }),
    );
    for (const item of page.Items ?? []) {
      const lines = item.lines as { product_id: string }[] | undefined;
      if (lines?.some((line) => line.product_id === productId)) count += 1;
    }
    cursor = page.LastEvaluatedKey;
  } while (cursor);
  return count;
}

const statuses = (placed: Placed) =>
  [...placed.byStatus.entries()]
    .sort(([a], [b]) => a - b)
    .map(([status, count]) => `${count} x ${status}`)
    .join(', ');

async function main(): Promise<void> {
  const loadAtStart = loadAverage();
  // `-- --without-streams`: the request path alone, as in AWS where the stream consumers run apart.
  const options = { inMemory: true, withoutStreams: process.argv.includes('--without-streams') };
  await withBenchShop('orders', options, async ({ shop, table }) => {
    const list = await callJson('GET /api/products', `${shop.url}/api/products?limit=${PRODUCTS}`);
    if (!list) throw new Error('the product list failed: nothing to order');
    const products = (list.products as { id: string }[]).map((product) => product.id);
    const [hot, ...others] = products;
    // Plenty of stock on the distinct products, so the scenario measures the transaction.
    for (const id of others) await setStock(table, id, 1_000_000);
    await setStock(table, hot!, HOT_STOCK);

    // Consecutive buyers buy consecutive products: the CONNECTIONS orders in flight never share one.
    const distinctOf = (n: number) => others[n % others.length]!;
    const warmUp = await prepareBuyers(shop.url, WARM_UP_ORDERS, distinctOf);
    const distinctBuyers = await prepareBuyers(shop.url, DISTINCT_ORDERS, distinctOf);
    const hotBuyers = await prepareBuyers(shop.url, HOT_BUYERS, () => hot!);

    await placeOrders(shop.url, warmUp);
    const distinct = await placeOrders(shop.url, distinctBuyers);
    const hotRun = await placeOrders(shop.url, hotBuyers);
    const stored = await table.documents.send(
      new GetCommand({ TableName: table.tableName, Key: keys.product(hot!), ConsistentRead: true }),
    );
    const hotStock = Number(stored.Item?.stock_quantity);
    const hotPlaced = await countOrdersOf(table, hot!);

    console.log(
      `\nOrders benchmark: ${CONNECTIONS} concurrent buyers, DynamoDB Local in memory, ${os.cpus().length} cores; ` +
        `load average ${loadAtStart} at the start, ${loadAverage()} at the end (fair only near 0)\n`,
    );
    console.log('| scenario | orders | req/s | p50 ms | p99 ms | answers |');
    console.log('|---|---|---|---|---|---|');
    console.log(
      `| distinct products | ${DISTINCT_ORDERS} | ${distinct.requestsPerSecond} | ${distinct.p50Ms} | ${distinct.p99Ms} | ${statuses(distinct)} |`,
    );
    console.log(
      `| one hot product (stock ${HOT_STOCK}) | ${HOT_BUYERS} | ${hotRun.requestsPerSecond} | ${hotRun.p50Ms} | ${hotRun.p99Ms} | ${statuses(hotRun)} |`,
    );
    const lostRaces = DISTINCT_ORDERS - (distinct.byStatus.get(201) ?? 0);
    console.log(
      `\nDistinct products: p99 ${distinct.p99Ms} ms (goal < ${P99_GOAL_MS} ms), ${lostRaces} not placed (goal 0): ` +
        `${distinct.p99Ms < P99_GOAL_MS && lostRaces === 0 ? 'met' : 'NOT met'}`,
    );
    // Never oversold: every placed order took one unit, and the stock never went below zero.
    const correct = hotPlaced <= HOT_STOCK && hotStock === HOT_STOCK - hotPlaced;
    console.log(
      `Hot product: ${hotPlaced} orders stored for ${HOT_STOCK} units, stored stock ${hotStock}: ${correct ? 'correct (never oversold)' : 'WRONG'}`,
    );
    if (!correct) process.exitCode = 1;
  });
}

try {
  await main();
} finally {
  printFailedAnswers();
}

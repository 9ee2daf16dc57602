/**
 * Card payments benchmark (`npm run bench:card`): the shop runs in a child process (DynamoDB Local in
 * memory, the PowerTranz stand-in beside it) with the sample catalogue. Guest buyers, each with a
 * one-line cart and a saved checkout session prepared beforehand, `WORKERS` at a time:
 *
 * - place order + start payment: `POST /api/orders` (card) then `POST /api/orders/{n}/card-payment`
 *   (the shop records the attempt and calls the gateway's `spi/auth`);
 * - complete payment: after the hosted page (not measured: the cardholder's time at PowerTranz),
 *   the `Response` post to the MerchantResponseUrl (the shop claims the attempt, calls `spi/payment`
 *   and writes the outcome).
 *
 * Then the CPU time of place + start: `CPU_BUYERS` more buyers, one at a time, their carts and checkouts
 * prepared first; the CPU the shop's Node process (API and stand-in) and DynamoDB Local used meanwhile,
 * per buyer, less the stand-in's own CPU for as many `spi/auth` calls made straight to it.
 *
 * Goal: each p99 < 250 ms in the shop's own time. The gateway's part is excluded by measuring it: in
 * the same workers, interleaved, the bench calls the stand-in's `spi/auth` and `spi/payment` itself,
 * and the median of those is taken off every shop request (a stand-in tail is left in the shop's
 * figure, so the estimate errs against the shop).
 */
import { randomUUID } from 'node:crypto';
import os from 'node:os';
import { LOCAL_POWERTRANZ } from '../../infra/local/config.js';
import { authRequest, payOnHostedPage, TEST_CARD } from '../helpers/powertranz.js';
import { callJson, countFailedAnswer, prepareGuestCheckout, printFailedAnswers } from './bench-http.js';
import { getTreeCpuMs, readCpuMs } from './process-tree.js';
import { loadAverage, withBenchShop } from './bench-shop.js';
import { setStock } from './bench-table.js';

/** Buyers paying side by side. */
const WORKERS = 4;
const WARM_UP_BUYERS = 20;
const MEASURED_BUYERS = 200;
const PRODUCTS = 100;
const P99_GOAL_MS = 250;
/** Buyers placing and starting one at a time while the shop's CPU is read. */
const CPU_BUYERS = 60;

const checkoutBody = JSON.stringify({
  customer_info: {
    firstName: 'Bench',
    lastName: 'Card',
    email: 'bench-card@example.com',
    phone: '876-555-0100',
  },
  shipping_address: { street: '1 Bench Way', city: 'Portmore', parish: 'St Catherine' },
  billing_address: { street: '1 Bench Way', city: 'Portmore', parish: 'St Catherine' },
});

/** Milliseconds `work` takes, with its result. */
async function timed<T>(work: () => Promise<T>): Promise<[number, T]> {
  const start = performance.now();
  const result = await work();
  return [performance.now() - start, result];
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};

interface Samples {
  placeAndStart: number[];
  complete: number[];
  gatewayAuth: number[];
  gatewayPayment: number[];
}

/** A guest's one-line cart and saved checkout session; undefined when a step failed (counted). */
async function prepareBuyer(shopUrl: string, productId: string) {
  const buyer = await prepareGuestCheckout(shopUrl, productId, checkoutBody);
  if (!buyer) return undefined;
  return { headers: { 'x-guest-session-id': buyer.guest }, session: buyer.session };
}

/** Places the buyer's card order and starts its payment: the answer to the start, or null (counted). */
async function placeAndStart(shopUrl: string, buyer: { headers: Record<string, string>; session: string }) {
  const placed = await callJson(
    'POST /api/orders',
    `${shopUrl}/api/orders`,
    'POST',
    { ...buyer.headers, 'idempotency-key': randomUUID() },
    JSON.stringify({ checkout_session_id: buyer.session, payment_method: 'card' }),
  );
  if (!placed) return null;
  const orderNumber = (placed.order as { order_number: string }).order_number;
  return callJson(
    'POST /api/orders/{orderNumber}/card-payment',
    `${shopUrl}/api/orders/${orderNumber}/card-payment`,
    'POST',
    buyer.headers,
    '{}',
  );
}

const gatewayCredentials = {
  'PowerTranz-PowerTranzId': LOCAL_POWERTRANZ.merchantId,
  'PowerTranz-PowerTranzPassword': LOCAL_POWERTRANZ.password,
};

/** One buyer: cart and checkout (not measured), then the two measured steps and the gateway's own. */
async function buy(shopUrl: string, gatewayUrl: string, productId: string, samples: Samples) {
  const buyer = await prepareBuyer(shopUrl, productId);
  // A step that failed (counted) ends this buyer's turn; the run goes on with the next.
  if (!buyer) return;
  const [placeAndStartMs, started] = await timed(() => placeAndStart(shopUrl, buyer));
  if (!started) return;
  // The payment frame's document, as the browser loads it (not measured).
  const frame = await fetch(new URL(started.frame_path as string, shopUrl));
  const redirectData = await frame.text();
  if (frame.status !== 200) return countFailedAnswer('GET the payment frame', frame.status, redirectData);
  const hosted = await payOnHostedPage(redirectData, TEST_CARD.frictionlessApprove);
  const [complete, answer] = await timed(() =>
    fetch(hosted.merchantResponseUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ Response: JSON.stringify(hosted.response) }),
      redirect: 'manual',
    }),
  );
  const text = await answer.text();
  // A redirect (3xx, not followed) is the page's success.
  if (answer.status >= 400) return countFailedAnswer('POST the Response', answer.status, text);

  // The gateway's own time for the same two calls, from the same worker.
  const [gatewayAuth, auth] = await timed(() => directAuth(gatewayUrl));
  if (!auth) return;
  const direct = await payOnHostedPage(auth.RedirectData as string, TEST_CARD.frictionlessApprove);
  const [gatewayPayment] = await timed(() =>
    callJson(
      'POST spi/payment',
      `${gatewayUrl}/api/spi/payment`,
      'POST',
      {},
      JSON.stringify(direct.response.SpiToken),
    ),
  );
  samples.placeAndStart.push(placeAndStartMs);
  samples.complete.push(complete);
  samples.gatewayAuth.push(gatewayAuth);
  samples.gatewayPayment.push(gatewayPayment);
}

/** The stand-in's `spi/auth`, called straight. */
const directAuth = (gatewayUrl: string) =>
  callJson(
    'POST spi/auth',
    `${gatewayUrl}/api/spi/auth`,
    'POST',
    gatewayCredentials,
    JSON.stringify(authRequest()),
  );

/** CPU milliseconds of the shop's Node process (API and stand-in) and of its children (DynamoDB Local). */
function shopCpu(pid: number) {
  const node = readCpuMs(pid);
  return { node, store: getTreeCpuMs(pid) - node };
}

/** Waits (up to 3 minutes) until the shop's Node process used under 5 % of a core over a second. */
async function waitUntilIdle(pid: number) {
  const deadline = Date.now() + 180_000;
  for (let last = readCpuMs(pid); Date.now() < deadline;) {
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const now = readCpuMs(pid);
    if (now - last < 50) return;
    last = now;
  }
}

/**
 * CPU per place + start, one buyer at a time: the shop's Node process (less the stand-in's own CPU
 * for as many `spi/auth` calls made straight to it) and DynamoDB Local.
 */
async function measureCpu(shopUrl: string, gatewayUrl: string, pid: number, products: string[]) {
  const buyers = [];
  for (let n = 0; n < CPU_BUYERS; n += 1) {
    const buyer = await prepareBuyer(shopUrl, products[n % products.length]!);
    if (buyer) buyers.push(buyer);
  }
  // The stream consumers (when they run) render the mails of the orders before these first: the
  // reading starts once the shop's process has been nearly idle for a second.
  await waitUntilIdle(pid);
  const before = shopCpu(pid);
  let started = 0;
  for (const buyer of buyers) if (await placeAndStart(shopUrl, buyer)) started += 1;
  const afterShop = shopCpu(pid);
  for (let n = 0; n < started; n += 1) await directAuth(gatewayUrl);
  const gatewayNodeMs = readCpuMs(pid) - afterShop.node;
  const per = (ms: number) => ms / Math.max(1, started);
  return {
    started,
    nodeMs: per(afterShop.node - before.node - gatewayNodeMs),
    storeMs: per(afterShop.store - before.store),
    gatewayMs: per(gatewayNodeMs),
  };
}

async function run(
  shopUrl: string,
  gatewayUrl: string,
  buyers: number,
  products: string[],
): Promise<Samples> {
  const samples: Samples = { placeAndStart: [], complete: [], gatewayAuth: [], gatewayPayment: [] };
  let next = 0;
  const worker = async () => {
    while (next < buyers) {
      const n = next++;
      await buy(shopUrl, gatewayUrl, products[n % products.length]!, samples);
    }
  };
  await Promise.all(Array.from({ length: WORKERS }, worker));
  return samples;
}

async function main(): Promise<void> {
  const loadAtStart = loadAverage();
  // `-- --without-streams`: the request path alone, as in AWS where the stream consumers run apart.
  const options = { inMemory: true, withoutStreams: process.argv.includes('--without-streams') };
  await withBenchShop('card', options, async ({ shop, ports, table }) => {
    const gatewayUrl = `http://127.0.0.1:${ports.powertranz}`;
    const list = await callJson('GET /api/products', `${shop.url}/api/products?limit=${PRODUCTS}`);
    if (!list) throw new Error('the product list failed: nothing to buy');
    const products = (list.products as { id: string }[]).map((product) => product.id);
    for (const id of products) await setStock(table, id, 1_000_000);

    await run(shop.url, gatewayUrl, WARM_UP_BUYERS, products);
    const samples = await run(shop.url, gatewayUrl, MEASURED_BUYERS, products);

    const row = (label: string, shopMs: number[], gatewayMs: number[]) => {
      const gatewayMedian = percentile(gatewayMs, 50);
      const own = shopMs.map((ms) => Math.max(0, ms - gatewayMedian));
      const ownP99 = percentile(own, 99);
      console.log(
        `| ${label} | ${shopMs.length} | ${percentile(shopMs, 50).toFixed(0)} | ${percentile(shopMs, 99).toFixed(0)} | ` +
          `${gatewayMedian.toFixed(0)} / ${percentile(gatewayMs, 99).toFixed(0)} | ${percentile(own, 50).toFixed(0)} | ${ownP99.toFixed(0)} |`,
      );
      return ownP99;
    };
    console.log(
      `\nCard payments benchmark: ${WORKERS} buyers at once, ${MEASURED_BUYERS} measured after ${WARM_UP_BUYERS}, ` +
        `DynamoDB Local in memory, ${os.cpus().length} cores; load average ${loadAtStart} at the start, ` +
        `${loadAverage()} at the end (fair only near 0)\n`,
    );
    console.log(
      '| step | requests | shop p50 ms | shop p99 ms | stand-in p50 / p99 ms | own p50 ms | own p99 ms |',
    );
    console.log('|---|---|---|---|---|---|---|');
    const placeP99 = row('place order + start payment', samples.placeAndStart, samples.gatewayAuth);
    const completeP99 = row('complete payment (Response post)', samples.complete, samples.gatewayPayment);
    const cpu = await measureCpu(shop.url, gatewayUrl, shop.pid, products);
    console.log(
      `\nCPU per place order + start payment (${cpu.started} buyers one at a time, load average ${loadAverage()}): ` +
        `shop's Node process ${cpu.nodeMs.toFixed(1)} ms (the stand-in's own ${cpu.gatewayMs.toFixed(1)} ms per spi/auth taken off), ` +
        `DynamoDB Local ${cpu.storeMs.toFixed(1)} ms`,
    );
    const met = placeP99 < P99_GOAL_MS && completeP99 < P99_GOAL_MS;
    console.log(
      `\nOwn p99 (the stand-in's median taken off each request): ${placeP99.toFixed(0)} ms and ` +
        `${completeP99.toFixed(0)} ms (goal < ${P99_GOAL_MS} ms each): ${met ? 'met' : 'NOT met'}`,
    );
    if (!met) process.exitCode = 1;
  });
}

try {
  await main();
} finally {
  printFailedAnswers();
}

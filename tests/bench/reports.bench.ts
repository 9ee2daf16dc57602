/**
 * `npm run bench:reports`: the reports at a real shop's volume, and the rollup consumer's pace.
 *
 * The whole shop starts as the tests start it (`startShop`, free ports, DynamoDB Local in memory,
 * the sample catalogue). 200,000 orders over the last two years are generated (1 to 3 lines of the
 * sample products, every payment method, some paid late, refunded, cancelled or zero-rated for a
 * GCT-exempt company) and summed into rollup cells by the rebuild's own path (`buildOrderContribution`,
 * `toDayCells`, `addDayCellToWrites`), then written whole with `putRollupCells` and their months'
 * leaders with `putRollupLeaders`, as
 * `npm run reports:rebuild` writes them. The orders and their markers are not written: no report
 * reads them.
 *
 * Each report is then read through the local adapter, as the reports screen reads it, serially:
 * Sales (by category and by customer), the GCT return, Money and Stock, for a month, a year and two
 * years where the report takes a period. Goal: p99 < 300 ms.
 *
 * The consumer: the real `report-rollups` stream handler is given batches (the consumer's
 * `batchSize`) of stream records of new orders placed today, most of them paid (every order adds
 * to the same day's and month's cells), one batch after another as one shard's consumer runs, and
 * then the same batches again (a retry: nothing may be added twice, and the figures are checked).
 * Goal: it keeps up with 100 orders a second. It prints the CPU per new order of this process (the
 * handler) and of DynamoDB Local's processes, which a loaded machine does not change as it does the pace.
 *
 * `-- --keep <folder>`: the shop's data in that folder, DynamoDB Local on disk (slower to read than
 * in memory, so compare runs of one kind only), kept after the run; a later run with the same folder
 * and the same `--orders` reads the cells already written (and the instant they were seeded for)
 * instead of seeding again. Each report's row also gives the CPU per request of this process (the
 * API adapter and its handlers run in it) and of DynamoDB Local (its process tree), and the same net
 * of what both spend with no request (the shop's stream pollers and timers, measured for 5 s before
 * the reports, per second of the requests' wall time): under load a request takes longer and the
 * background's share of it grows.
 */
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { unmarshall } from '@aws-sdk/util-dynamodb';
import type { DynamoDBRecord } from 'aws-lambda';
import { computeOrderTotals } from '../../functions/core/checkout/checkout.js';
import { CHECKOUT } from '../../functions/core/checkout/checkout-charges.js';
import type { Order, OrderLine } from '../../functions/core/orders/order.js';
import type { PaymentMethod } from '../../functions/core/orders/payment.js';
import {
  addDayCellToWrites,
  planRollupJournals,
  sumCellWrites,
  toDayCells,
  type CellWrite,
} from '../../functions/core/reports/rollup-cells.js';
import { REPORTS } from '../../functions/core/reports/report-settings.js';
import { leadersOfCells } from '../../functions/core/reports/rollup-leaders.js';
import { buildOrderContribution, type LineProductFacts } from '../../functions/core/reports/rollup.js';
import { toShopDay } from '../../functions/core/shop-time.js';
import { keys } from '../../functions/data/keys.js';
import { DEFAULT_CONSUMER_TIMEOUT_SECONDS, streamConsumers } from '../../functions/stream-consumers.js';
import { getFreePorts } from '../../infra/local/free-ports.js';
import { generateSampleCatalogue } from '../../infra/local/seed/generate-sample-catalogue.js';
import { startShop, type RunningShop } from '../../infra/local/shop.js';
import { signIn } from '../helpers/cognito.js';
import { lambdaContext } from '../helpers/http-event.js';
import { printFailedAnswers, request } from './bench-http.js';
import { getTreeCpuSeconds } from './process-tree.js';
import { streamRecord } from '../helpers/stream-records.js';

/** Orders seeded over two years (`-- --orders N` for a smaller seed). */
const ORDERS = Number(process.argv[process.argv.indexOf('--orders') + 1]) || 200_000;
/** `-- --consumer-only`: no seed and no report reads, only the consumer's pace. */
const CONSUMER_ONLY = process.argv.includes('--consumer-only');
/** `-- --items-only`: no shop, only what the consumer writes per order (its plan of the same batches). */
const ITEMS_ONLY = process.argv.includes('--items-only');
/** `-- --reads-only`: the reports only, not the consumer. `-- --only <text>`: the reports whose name has it. */
const READS_ONLY = process.argv.includes('--reads-only');
const ONLY = process.argv.includes('--only') ? process.argv[process.argv.indexOf('--only') + 1] : undefined;
const KEEP = process.argv.includes('--keep') ? process.argv[process.argv.indexOf('--keep') + 1] : undefined;
const DAYS = 730;
const CUSTOMERS = 3_000;
/** Timed requests per report after the first (`-- --runs N`). */
const RUNS = Number(process.argv[process.argv.indexOf('--runs') + 1]) || 10;
const GOAL_MS = 300;
/** Orders handed to the consumer, in batches of the stream's size (`batchSize` of `report-rollups`). */
const CONSUMER_ORDERS = 1_000;
const CONSUMER = streamConsumers.find((consumer) => consumer.name === 'report-rollups')!;
const CONSUMER_BATCH = CONSUMER.batchSize;
/** The consumer's Lambda context: its deployed timeout, so a batch slowed by a busy machine is not cut short sooner. */
const CONSUMER_CONTEXT = lambdaContext(
  CONSUMER.name,
  (CONSUMER.timeoutSeconds ?? DEFAULT_CONSUMER_TIMEOUT_SECONDS) * 1000,
);
const CONSUMER_GOAL_PER_SECOND = 100;

const DAY_MS = 86_400_000;
const ms = (start: number) => performance.now() - start;

/** A small deterministic generator, so two runs seed the same shop. */
function createRandom(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const sample = generateSampleCatalogue();
const categoryNames = new Map(sample.categories.map((category) => [category.id, category.name]));
const brandNames = new Map(sample.brands.map((brand) => [brand.id, brand.name]));
const facts = new Map<string, LineProductFacts>(
  sample.products.map((product) => [
    product.id,
    {
      category_id: product.category_id ?? null,
      category_name: product.category_id ? (categoryNames.get(product.category_id) ?? null) : null,
      brand_id: product.brand_id ?? null,
      brand_name: product.brand_id ? (brandNames.get(product.brand_id) ?? null) : null,
      unit_cost: product.cost_price > 0 ? product.cost_price : null,
    },
  ]),
);
const METHODS: PaymentMethod[] = [
  'bank_transfer',
  'bank_transfer',
  'card',
  'card',
  'cash_in_store',
  'purchase_order',
  'on_account',
];

/** One generated order placed at `placedAt`, its payment and reversal decided by `random`. */
function generateOrder(n: number, placedAt: number, random: () => number): Order {
  const at = (offsetMs: number) => new Date(placedAt + offsetMs).toISOString();
  const lines: OrderLine[] = Array.from({ length: 1 + Math.floor(random() * 3) }, () => {
    const product = sample.products[Math.floor(random() * sample.products.length)]!;
    const quantity = 1 + Math.floor(random() * 3);
    return {
      product_id: product.id,
      name: product.name,
      sku: product.sku,
      image_url: null,
      price: product.selling_price,
      quantity,
      line_total: Math.round(product.selling_price * quantity * 100) / 100,
    };
  }).filter((line, index, all) => all.findIndex((other) => other.product_id === line.product_id) === index);
  const exempt = n % 40 === 0;
  const pickup = random() < 0.3;
  const subtotal = lines.reduce((sum, line) => sum + line.line_total, 0);
  const totals = computeOrderTotals(
    subtotal,
    pickup ? { method: 'pickup' } : { method: 'delivery', parish: 'Kingston', speed: 'standard' },
    exempt ? 0 : CHECKOUT.gctRate,
  );
  const method = METHODS[Math.floor(random() * METHODS.length)]!;
  const fate = random();
  const paidAt = at(Math.floor(random() * 3 * DAY_MS));
  const paid = fate < 0.9;
  const refunded = paid && fate > 0.87;
  const cancelled = fate >= 0.9 && fate < 0.94;
  const customer = Math.floor(random() * CUSTOMERS);
  const capture = { kind: 'capture', amount: totals.total, at: paidAt, by: 'staff', state: 'approved' };
  const refund = { kind: 'refund', amount: totals.total, at: at(5 * DAY_MS), by: 'staff', state: 'approved' };
  return {
    order_number: `BENCH-${String(n).padStart(7, '0')}`,
    status: cancelled ? 'cancelled' : 'delivered',
    status_history: [
      { status: 'confirmed', at: at(0) },
      ...(cancelled ? [{ status: 'cancelled' as const, at: at(DAY_MS) }] : []),
    ],
    user_id: `bench-customer-${customer}`,
    session_id: null,
    customer_info: {
      firstName: 'Customer',
      lastName: String(customer),
      email: `customer${customer}@example.com`,
      phone: '8765550100',
      company: '',
    },
    shipping_address: null,
    billing_address: null,
    notes: '',
    fulfilment: pickup
      ? { method: 'pickup', fee: 0, lead_time: '' }
      : { method: 'delivery', parish: 'Kingston', speed: 'standard', fee: totals.shipping, lead_time: '' },
    payment_method: method,
    payment_status: refunded ? 'refunded' : paid ? 'paid' : 'awaiting_payment',
    payment_events: [
      ...(paid ? [{ kind: 'paid' as const, at: paidAt, by: 'staff', reason: null }] : []),
      ...(refunded ? [{ kind: 'refunded' as const, at: at(5 * DAY_MS), by: 'staff', reason: null }] : []),
    ],
    payment_due_at: null,
    payment_proof: null,
    purchase_order: null,
    ...(exempt
      ? {
          gct_exemption: { reason: 'Government ministry', reference: `MOF-EX-${customer % 20}` },
          account: {
            company_id: `company-${customer % 20}`,
            company_name: `Ministry ${customer % 20}`,
            payment_terms_days: 30,
            due_on: at(30 * DAY_MS).slice(0, 10),
          },
        }
      : {}),
    ...(method === 'card' && paid
      ? {
          card_payment: {
            steps: { capture, ...(refunded ? { refund } : {}) },
          } as unknown as Order['card_payment'],
        }
      : {}),
    buyer_trn: null,
    lines,
    ...totals,
    created_at: at(0),
    updated_at: at(0),
  } as Order;
}

/** 200,000 orders over two years, summed into rollup cells as the rebuild sums them. */
function seedCells(now: number): { writes: Map<string, CellWrite>; orders: number } {
  const random = createRandom(31);
  const writes = new Map<string, CellWrite>();
  const first = now - DAYS * DAY_MS;
  for (let n = 0; n < ORDERS; n += 1) {
    // Spread evenly over two years, at a random time of each order's slot; none in the future.
    const placedAt = Math.min(first + ((n + random()) * DAYS * DAY_MS) / ORDERS, now - DAY_MS * 6);
    const order = generateOrder(n, placedAt, random);
    for (const cell of toDayCells(buildOrderContribution(order, facts)).values())
      addDayCellToWrites(writes, cell);
  }
  return { writes, orders: ORDERS };
}

interface Timing {
  name: string;
  firstMs: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  /** CPU per timed request: this process (the adapter and handlers) and DynamoDB Local's processes. */
  cpuMs: number;
  storeCpuMs: number;
  /** The same less the background's CPU over the requests' wall time (`Background`). */
  netCpuMs: number;
  netStoreCpuMs: number;
}

/** CPU per second of wall time that this process and DynamoDB Local spend with no request. */
interface Background {
  cpuMsPerSecond: number;
  storeCpuMsPerSecond: number;
}

async function measureBackground(shop: RunningShop, seconds = 5): Promise<Background> {
  const storePid = shop.services.pids?.dynamodb;
  const cpu = process.cpuUsage();
  const storeCpu = storePid ? getTreeCpuSeconds(storePid) : Number.NaN;
  const start = performance.now();
  await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
  const wallSeconds = ms(start) / 1000;
  const used = process.cpuUsage(cpu);
  return {
    cpuMsPerSecond: (used.user + used.system) / 1000 / wallSeconds,
    storeCpuMsPerSecond: storePid
      ? ((getTreeCpuSeconds(storePid) - storeCpu) * 1000) / wallSeconds
      : Number.NaN,
  };
}

async function measure(
  shop: RunningShop,
  token: string,
  name: string,
  url: string,
  background: Background,
): Promise<Timing> {
  const call = () => request(name, `${shop.url}${url}`, { headers: { authorization: `Bearer ${token}` } });
  let start = performance.now();
  await call();
  const firstMs = ms(start);
  const times: number[] = [];
  const cpu = process.cpuUsage();
  const storePid = shop.services.pids?.dynamodb;
  const storeCpu = storePid ? getTreeCpuSeconds(storePid) : Number.NaN;
  for (let i = 0; i < RUNS; i += 1) {
    start = performance.now();
    await call();
    times.push(ms(start));
  }
  const used = process.cpuUsage(cpu);
  const storeCpuMs = storePid ? ((getTreeCpuSeconds(storePid) - storeCpu) * 1000) / RUNS : Number.NaN;
  const wallSeconds = times.reduce((sum, time) => sum + time, 0) / 1000;
  const cpuMs = (used.user + used.system) / 1000 / RUNS;
  times.sort((a, b) => a - b);
  const at = (share: number) => times[Math.min(times.length - 1, Math.ceil(times.length * share) - 1)]!;
  return {
    name,
    firstMs,
    p50Ms: at(0.5),
    p99Ms: at(0.99),
    maxMs: times.at(-1)!,
    cpuMs,
    storeCpuMs,
    netCpuMs: cpuMs - (background.cpuMsPerSecond * wallSeconds) / RUNS,
    netStoreCpuMs: storeCpuMs - (background.storeCpuMsPerSecond * wallSeconds) / RUNS,
  };
}

/**
 * What the consumer writes for `orders` handed to it new, batch by batch, by kind of item (a cell of
 * each grain and set, the markers, the journal's chunks put and deleted, the awaiting-transfer list),
 * worked out as the consumer plans it, per order.
 */
function itemsPerOrder(orders: readonly Order[]): [string, number][] {
  const counts = new Map<string, number>();
  const count = (kind: string, n = 1) => counts.set(kind, (counts.get(kind) ?? 0) + n);
  for (let index = 0; index < orders.length; index += CONSUMER_BATCH) {
    const batch = orders.slice(index, index + CONSUMER_BATCH).map((order) => ({
      orderNumber: order.order_number,
      deltas: [...toDayCells(buildOrderContribution(order, facts)).values()],
    }));
    // Each group's chunks (one per journal) are added in one transaction, each cell once.
    const groups = new Map<number, CellWrite[]>();
    for (const journal of planRollupJournals(batch, 100, 99)) {
      count('markers', journal.orders.size);
      count('journal chunks (put and deleted)', 2 * journal.chunks.length);
      journal.chunks.forEach((cells, index) =>
        groups.set(journal.groups[index]!, [...(groups.get(journal.groups[index]!) ?? []), ...cells]),
      );
    }
    for (const write of [...groups.values()].flatMap(sumCellWrites))
      count(`cell: ${write.set}${{ 4: ' (year)', 10: ' (stock day)' }[write.period.length] ?? ''}`);
    count(
      'awaiting-transfer list',
      orders.slice(index, index + CONSUMER_BATCH).filter((order) => order.payment_method === 'bank_transfer')
        .length,
    );
  }
  return [...counts].sort((a, b) => b[1] - a[1]).map(([kind, n]) => [kind, n / orders.length]);
}

function printItemsPerOrder(orders: readonly Order[]): void {
  const breakdown = itemsPerOrder(orders);
  console.log(
    `  items written per new order (${breakdown.reduce((sum, [, n]) => sum + n, 0).toFixed(2)} in all):\n${breakdown
      .map(([kind, n]) => `  - ${kind}: ${n.toFixed(2)}`)
      .join('\n')}`,
  );
}

/**
 * The consumer's pace: `CONSUMER_ORDERS` new orders of today, in stream batches, one after another;
 * then the same batches again (a retry), which must leave today's figures as they were.
 */
async function measureConsumer(
  shop: RunningShop,
  now: number,
): Promise<{
  perSecond: number;
  seconds: number;
  retrySeconds: number;
  calls: Map<string, { calls: number; items: number }>;
  /** CPU per new order (the first run): this process (the consumer's handler) and DynamoDB Local's processes. */
  cpuMsPerOrder: number;
  storeCpuMsPerOrder: number;
}> {
  const { handler } = await import('../../functions/handlers/events/update-report-rollups.js');
  const { readReportRollups } = await import('../../functions/data/report-rollups.js');
  const { documentClient } = await import('../../functions/data/dynamo-client.js');
  // The consumer's DynamoDB calls (this process's client), by operation, with the items each names.
  let counting = false;
  const calls = new Map<string, { calls: number; items: number }>();
  documentClient.middlewareStack.add(
    (next, context) => async (args) => {
      if (counting) {
        const input = args.input as Record<string, unknown>;
        const requests = Object.values((input.RequestItems ?? {}) as Record<string, unknown>);
        const items = Array.isArray(input.TransactItems)
          ? input.TransactItems.length
          : requests.length > 0
            ? requests.reduce<number>(
                (sum, request) =>
                  sum +
                  (Array.isArray(request) ? request.length : (request as { Keys: unknown[] }).Keys.length),
                0,
              )
            : 1;
        const name = String(context.commandName).replace(/Command$/, '');
        const seen = calls.get(name) ?? { calls: 0, items: 0 };
        calls.set(name, { calls: seen.calls + 1, items: seen.items + items });
      }
      return next(args);
    },
    { step: 'initialize', name: 'benchCallCounter' },
  );
  const random = createRandom(7);
  const records: DynamoDBRecord[] = Array.from({ length: CONSUMER_ORDERS }, (_, n) => {
    const order = generateOrder(ORDERS + n, now - 60_000, random);
    const item = { ...keys.order(order.order_number), entity: 'order', ...order };
    return streamRecord(item, 'INSERT', String(n + 1));
  });
  printItemsPerOrder(
    records.map((record) => unmarshall(record.dynamodb!.NewImage as never) as unknown as Order),
  );
  const today = toShopDay(new Date(now).toISOString());
  const readToday = async () =>
    (await readReportRollups([{ period: { from: today, to: today }, sets: ['totals', 'product'] }])).sum({
      from: today,
      to: today,
    });
  const before = await readToday();
  const run = async () => {
    const start = performance.now();
    for (let index = 0; index < records.length; index += CONSUMER_BATCH) {
      const answer = await handler(
        { Records: records.slice(index, index + CONSUMER_BATCH) },
        CONSUMER_CONTEXT,
      );
      if (answer.batchItemFailures.length > 0) throw new Error('the consumer failed records');
    }
    return ms(start) / 1000;
  };
  const storePid = shop.services.pids?.dynamodb;
  const cpu = process.cpuUsage();
  const storeCpu = storePid ? getTreeCpuSeconds(storePid) : Number.NaN;
  counting = true;
  const seconds = await run();
  counting = false;
  const used = process.cpuUsage(cpu);
  const storeCpuMsPerOrder = storePid
    ? ((getTreeCpuSeconds(storePid) - storeCpu) * 1000) / CONSUMER_ORDERS
    : Number.NaN;
  const after = await readToday();
  if (after.totals.orders - before.totals.orders !== CONSUMER_ORDERS)
    throw new Error(
      `today counts ${after.totals.orders - before.totals.orders} new orders, not ${CONSUMER_ORDERS}`,
    );
  const retrySeconds = await run();
  if (JSON.stringify(await readToday()) !== JSON.stringify(after))
    throw new Error('the batches handled again changed the figures');
  return {
    perSecond: CONSUMER_ORDERS / seconds,
    seconds,
    retrySeconds,
    calls,
    cpuMsPerOrder: (used.user + used.system) / 1000 / CONSUMER_ORDERS,
    storeCpuMsPerOrder,
  };
}

if (ITEMS_ONLY) {
  const random = createRandom(7);
  const now = Date.now();
  printItemsPerOrder(
    Array.from({ length: CONSUMER_ORDERS }, (_, n) => generateOrder(ORDERS + n, now - 60_000, random)),
  );
  process.exit(0);
}

if (KEEP) await mkdir(KEEP, { recursive: true });
const dataDir = KEEP ?? (await mkdtemp(path.join(os.tmpdir(), 'storefront-reports-bench-')));
/** What a kept folder was seeded with: the orders and the instant the periods are counted from. */
const seededFile = path.join(dataDir, 'reports-bench-seed.json');
const seeded = KEEP
  ? await readFile(seededFile, 'utf8')
      .then((text) => JSON.parse(text) as { orders: number; now: number })
      .catch(() => null)
  : null;
const ports = await getFreePorts();
let shop: RunningShop | undefined;
try {
  console.log(
    `Reports benchmark: starting the shop (sample catalogue, DynamoDB Local ${KEEP ? 'on disk' : 'in memory'})...`,
  );
  const reuse = seeded !== null && seeded.orders === ORDERS && !CONSUMER_ONLY;
  shop = await startShop({
    ports,
    dataDir,
    reset: !reuse,
    inMemory: !KEEP,
    log: (line) => console.log(`    ${line}`),
  });
  // The data layer of this process (the consumer's handler) uses the shop's table.
  Object.assign(process.env, shop.services.functionEnv);

  const now = reuse ? seeded.now : Date.now();
  if (reuse) console.log(`  ${ORDERS} orders' cells already in ${dataDir}: not seeded again`);
  else {
    if (KEEP) await rm(seededFile, { force: true });
    let start = performance.now();
    const { writes, orders } = CONSUMER_ONLY
      ? { writes: new Map<string, CellWrite>(), orders: 0 }
      : seedCells(now);
    const summedSeconds = ms(start) / 1000;
    const { putRollupCells, putRollupLeaders } = await import('../../functions/data/report-rollups.js');
    start = performance.now();
    const written = await putRollupCells(writes.values(), 6);
    await putRollupLeaders(leadersOfCells(writes.values(), REPORTS.leadersKept));
    console.log(
      `  ${orders} orders summed into ${written} rollup cells in ${summedSeconds.toFixed(1)} s, written in ${(ms(start) / 1000).toFixed(1)} s`,
    );
    if (KEEP && !CONSUMER_ONLY) await writeFile(seededFile, JSON.stringify({ orders: ORDERS, now }));
  }

  const token = (
    await signIn(
      {
        url: shop.url,
        functionEnv: shop.services.functionEnv,
        userPoolId: shop.services.userPoolId,
        userPoolClientId: shop.services.userPoolClientId,
        sampleAccounts: shop.sampleAccounts,
      },
      shop.sampleAccounts.admin.email,
      shop.sampleAccounts.admin.password,
    )
  ).idToken;
  const today = toShopDay(new Date(now).toISOString());
  const daysBefore = (count: number) => toShopDay(new Date(now - count * DAY_MS).toISOString());
  const month = today.slice(0, 7);
  const periods: [string, string, string][] = [
    ['a month', `period=month&date=${today}`, `from=${today.slice(0, 8)}01&to=${today}`],
    ['a year', `period=custom&from=${daysBefore(364)}&to=${today}`, `from=${daysBefore(364)}&to=${today}`],
    [
      'two years',
      `period=custom&from=${daysBefore(DAYS - 1)}&to=${today}`,
      `from=${daysBefore(DAYS - 1)}&to=${today}`,
    ],
  ];
  const scenarios: [string, string][] = [
    ...periods.flatMap(([label, sales, money]): [string, string][] => [
      [`Sales by category, ${label}`, `/api/admin/reports/sales?${sales}&dimension=category`],
      [`Sales by customer, ${label}`, `/api/admin/reports/sales?${sales}&dimension=customer`],
      [`Sales by product, ${label}`, `/api/admin/reports/sales?${sales}&dimension=product`],
      [`Money, ${label}`, `/api/admin/reports/money?${money}`],
    ]),
    // A week within one month, by customer (through the month's leaders) and by product.
    ['Sales by customer, a week', `/api/admin/reports/sales?period=week&date=${today}&dimension=customer`],
    ['Sales by product, a week', `/api/admin/reports/sales?period=week&date=${today}&dimension=product`],
    [`GCT return, a month (${month})`, `/api/admin/reports/gct?month=${month}`],
    ['Stock (90 days of sales)', '/api/admin/reports/stock'],
  ];
  if (!READS_ONLY)
    console.log(`  the consumer: ${CONSUMER_ORDERS} new orders of today, ${CONSUMER_BATCH} a batch...`);
  const consumer = READS_ONLY ? null : await measureConsumer(shop, now);
  if (consumer)
    console.log(
      `  consumer: ${consumer.perSecond.toFixed(0)} orders/s; CPU per new order: this process ${consumer.cpuMsPerOrder.toFixed(1)} ms, DynamoDB Local ${consumer.storeCpuMsPerOrder.toFixed(1)} ms`,
    );
  if (consumer) {
    const batches = CONSUMER_ORDERS / CONSUMER_BATCH;
    const all = [...consumer.calls.values()].reduce((sum, { calls }) => sum + calls, 0);
    console.log(
      `  the consumer's DynamoDB calls per batch of ${CONSUMER_BATCH} new orders: ${(all / batches).toFixed(1)} (${[
        ...consumer.calls,
      ]
        .sort(([a], [b]) => a.localeCompare(b))
        .map(
          ([name, { calls, items }]) =>
            `${name} ${(calls / batches).toFixed(1)}, ${(items / CONSUMER_ORDERS).toFixed(2)} items an order`,
        )
        .join('; ')})`,
    );
  }
  const rows: Timing[] = [];
  const background = CONSUMER_ONLY ? null : await measureBackground(shop);
  for (const [name, url] of CONSUMER_ONLY ? [] : scenarios.filter(([name]) => !ONLY || name.includes(ONLY))) {
    const row = await measure(shop, token, name, url, background!);
    console.log(`  ${name}: first ${row.firstMs.toFixed(0)} ms, p99 ${row.p99Ms.toFixed(0)} ms`);
    rows.push(row);
  }

  if (background)
    console.log(
      `\n  with no request: this process ${background.cpuMsPerSecond.toFixed(1)} ms of CPU a second, DynamoDB Local ${background.storeCpuMsPerSecond.toFixed(1)} (the "net" columns leave it out)`,
    );
  console.log(
    `\nReports benchmark: ${CONSUMER_ONLY ? 0 : ORDERS} orders over ${DAYS} days, ${RUNS} serial requests each after the first, ${os.cpus().length} cores, load average ${os
      .loadavg()
      .map((load) => load.toFixed(1))
      .join(' ')}`,
  );
  const header = [
    'report',
    'first ms',
    'p50 ms',
    'p99 ms',
    'max ms',
    `p99 < ${GOAL_MS} ms`,
    'CPU ms/req: API',
    'DynamoDB Local',
    'net: API',
    'DynamoDB Local',
  ];
  const cells = rows.map((row) => [
    row.name,
    row.firstMs.toFixed(0),
    row.p50Ms.toFixed(0),
    row.p99Ms.toFixed(0),
    row.maxMs.toFixed(0),
    row.p99Ms < GOAL_MS ? 'yes' : 'NO',
    row.cpuMs.toFixed(1),
    row.storeCpuMs.toFixed(1),
    row.netCpuMs.toFixed(1),
    row.netStoreCpuMs.toFixed(1),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i]!.length)));
  const line = (c: string[]) => c.map((v, i) => v.padEnd(widths[i]!)).join('  ');
  console.log(`  ${line(header)}\n  ${line(widths.map((w) => '-'.repeat(w)))}`);
  for (const c of cells) console.log(`  ${line(c)}`);
  if (consumer)
    console.log(
      `  consumer: ${consumer.perSecond.toFixed(0)} orders/s (${CONSUMER_ORDERS} in ${consumer.seconds.toFixed(1)} s, ${CONSUMER_BATCH} a batch, all on one day; CPU per order: this process ${consumer.cpuMsPerOrder.toFixed(1)} ms, DynamoDB Local ${consumer.storeCpuMsPerOrder.toFixed(1)} ms; the same batches again: ${consumer.retrySeconds.toFixed(1)} s, figures unchanged): ${consumer.perSecond >= CONSUMER_GOAL_PER_SECOND ? 'keeps up' : 'does NOT keep up'} with ${CONSUMER_GOAL_PER_SECOND}/s`,
    );
  if (!CONSUMER_ONLY) printFailedAnswers();
} finally {
  await shop?.stop();
  if (!KEEP) await rm(dataDir, { recursive: true, force: true });
}

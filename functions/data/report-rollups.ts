/**
 * The reports' rollups in the table: one cell per (day or month, set, row) holding atomic sums
 * (`functions/core/reports/rollup-cells.ts`), and per order a marker (`report-facts`) holding its
 * products' facts as first seen and exactly what it has added to the cells so far, with a version.
 *
 * A stream batch is applied as differences (what each order's current state adds, less what its
 * marker says was added), summed per cell over the batch, in two steps:
 * 1. a **journal**: one transaction puts the markers of up to ~95 orders (on the condition that their
 *    version is still the one read) and the sums of their differences per cell, as chunk items of up
 *    to 99 cell writes (`report#journal` / `<id>#<group>`). So a transaction records an order's share as
 *    applied and keeps it to be added, or does neither; a record delivered again finds its marker
 *    already saying what its state adds, and adds nothing. A marker changed meanwhile (another
 *    consumer, a rebuild) cancels it and the batch is worked out again from the markers.
 * 2. the batch's cells are cut into groups shared by its journals (a journal's chunk holds its share
 *    of one group): each group's chunks are added to their cells (ADD, summed over the journals: each
 *    cell once a batch) in one transaction that also deletes them on the condition that they still
 *    exist: a chunk is added once, or not yet. Chunks left by a failed run are found in the journal
 *    and added by the next batch.
 */
import { randomUUID } from 'node:crypto';
import { BatchWriteCommand, GetCommand, PutCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import type { Order } from '../core/orders/order.js';
import {
  addToApplied,
  cellWriteId,
  dayFigureName,
  diffCells,
  gatherCells,
  gatherStockDays,
  keepsMonthCells,
  monthFigureName,
  monthFiguresOf,
  planChunkWaves,
  planWholeMonthReads,
  planRollupJournals,
  ROLLUP_SETS,
  splitIntoMonths,
  STOCK_SET,
  sumCellWrites,
  toCellUpdateExpression,
  toDayCells,
  type AppliedCells,
  type CellWrite,
  type ReportRollups,
  type RollupSet,
  type StoredCell,
} from '../core/reports/rollup-cells.js';
import {
  buildAccountPaymentContribution,
  buildOrderContribution,
  FIGURE_NAMES,
  type Figures,
  type LineProductFacts,
} from '../core/reports/rollup.js';
import { REPORTS } from '../core/reports/report-settings.js';
import {
  emptyLeaders,
  isRankedSet,
  isRankingExact,
  pickCandidates,
  rankOf,
  updateLeaders,
  type Leaders,
  type RankedSet,
} from '../core/reports/rollup-leaders.js';
import type { StockProduct } from '../core/reports/stock-report.js';
import { documentClient, getItemsByKeys, getTableName, queryAll, toProjection } from './dynamo-client.js';
import { keys } from './keys.js';
import { readStored } from './stored-items.js';

/** TransactWriteItems' limit. */
const MAX_TRANSACTION_ITEMS = 100;
/** Cell writes per group (a journal's chunk holds its share of a group): a group's cells and the deletion of a chunk fit one transaction. */
const CELLS_PER_GROUP = MAX_TRANSACTION_ITEMS - 1;
const APPLY_ATTEMPTS = 6;
/** Transactions of a batch sent at once: its journals, and its chunks that share no cell. */
const WRITE_CONCURRENCY = 4;

/** An order's marker: its products' facts, what it has added to the cells, and its version. */
export interface ReportMarker {
  products: Record<string, LineProductFacts>;
  applied: AppliedCells;
  version: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The markers of some orders, by order number (consistent reads); absent the first time an order is seen. */
export async function readReportMarkers(orderNumbers: readonly string[]): Promise<Map<string, ReportMarker>> {
  const byPk = new Map(orderNumbers.map((number) => [keys.reportFacts(number).pk, number]));
  const items = await getItemsByKeys(orderNumbers.map((number) => keys.reportFacts(number)));
  return new Map(items.map((item) => [byPk.get(String(item.pk))!, fromMarkerItem(item)]));
}

/**
 * A marker's products and applied cells as stored: one string (`state`, their JSON), not maps of
 * maps of numbers, which the table would parse and copy into the stream's images figure by figure
 * (a new order's marker holds 60 to 100). Journal chunks keep their cells the same way.
 */
const toMarkerAttributes = (marker: ReportMarker) => ({
  state: JSON.stringify({ products: marker.products, applied: marker.applied }),
  version: marker.version,
});

/** A stored marker: its `state` string, or (written before it was one string) its maps. */
function fromMarkerItem(item: Record<string, unknown>): ReportMarker {
  const state = (typeof item.state === 'string' ? JSON.parse(item.state) : item) as Partial<ReportMarker>;
  return {
    products: state.products ?? {},
    applied: state.applied ?? {},
    version: Number(item.version ?? 0),
  };
}

/**
 * A cell's grain by its period's length: a year's (YYYY), a month's (YYYY-MM), or a day's stock
 * rollup item (YYYY-MM-DD); each in its set's partition of the year.
 */
const CELL_GRAINS: Record<number, string> = { 4: 'year', 7: 'month', 10: 'stock' };
const cellKey = (cell: Pick<CellWrite, 'set' | 'period' | 'row'>) => ({
  pk: keys.reportCells(CELL_GRAINS[cell.period.length] ?? 'month', cell.set, cell.period.slice(0, 4)).pk,
  sk: `${cell.period}#${cell.row}`,
});

/** What identifies a cell besides its figures (read with them). */
const CELL_FIELDS = ['set', 'period', 'row', 'label'] as const;

/** One cell's atomic addition (and its identity and name, set the first time). */
function toCellUpdate(write: CellWrite) {
  const { expression, names, values } = toCellUpdateExpression(write);
  return {
    Update: {
      TableName: getTableName(),
      Key: cellKey(write),
      UpdateExpression: expression,
      ExpressionAttributeNames: names,
      ExpressionAttributeValues: values,
    },
  };
}

/** A marker written on the condition that nobody else wrote it since it was read at `version`. */
function toMarkerPut(orderNumber: string, marker: ReportMarker) {
  return {
    Put: {
      TableName: getTableName(),
      Item: {
        ...keys.reportFacts(orderNumber),
        entity: 'report-facts',
        ...toMarkerAttributes({ ...marker, version: marker.version + 1 }),
      },
      ConditionExpression: marker.version === 0 ? 'attribute_not_exists(version)' : 'version = :version',
      ...(marker.version === 0 ? {} : { ExpressionAttributeValues: { ':version': marker.version } }),
    },
  };
}

const isRetryable = (error: unknown) =>
  error instanceof Error &&
  ['TransactionCanceledException', 'TransactionConflictException'].includes(error.name);

/**
 * Brings the rollups up to date with the orders' current states (a stream batch; the last state
 * of each order wins). Returns how many journals it wrote.
 */
export async function applyOrdersToRollups(
  orders: readonly Order[],
  payments: readonly AccountPaymentMove[] = [],
): Promise<number> {
  const latest = [...new Map(orders.map((order) => [order.order_number, order])).values()];
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await applyOnce(latest, payments);
    } catch (error) {
      if (!isRetryable(error) || attempt >= APPLY_ATTEMPTS) throw error;
      await sleep(50 * 2 ** attempt * Math.random());
    }
  }
}

/** The facts of an order's products: kept on its marker, else read now (one read for the batch). */
export async function resolveOrderProducts(
  orders: readonly Order[],
  markers: ReadonlyMap<string, ReportMarker>,
): Promise<Map<string, Record<string, LineProductFacts>>> {
  const unknown = orders.filter((order) => !markers.get(order.order_number)?.products);
  const facts = unknown.length
    ? await readLineProductFacts([
        ...new Set(unknown.flatMap((order) => order.lines.map((l) => l.product_id))),
      ])
    : new Map<string, LineProductFacts>();
  return new Map(
    orders.map((order) => [
      order.order_number,
      markers.get(order.order_number)?.products ??
        Object.fromEntries(
          order.lines.flatMap((line) => {
            const fact = facts.get(line.product_id);
            return fact ? [[line.product_id, fact]] : [];
          }),
        ),
    ]),
  );
}

/** A payment received against a company's account (a ledger entry): its id, instant and amount. */
export interface AccountPaymentMove {
  id: string;
  at: string;
  amount: number;
}

/** The marker of a payment received on account (beside the orders' markers, never an order number). */
export const accountPaymentMarkerId = (paymentId: string) => `payment ${paymentId}`;

const JOURNAL_PK = 'report#journal';

/** One chunk of a journal: its item's key and the cell writes it holds. */
interface JournalChunk {
  key: { pk: string; sk: string };
  cells: CellWrite[];
}

const chunkDelete = (chunk: JournalChunk) => ({
  Delete: { TableName: getTableName(), Key: chunk.key, ConditionExpression: 'attribute_exists(pk)' },
});

/** A chunk a run journalled, with its group (a journal's share of cells that no other group has). */
export interface GroupedChunk extends JournalChunk {
  group: number;
}

/**
 * Adds chunks a run journalled, each once: each group (its chunks of every journal, summed into one
 * write per cell) in one transaction, the groups at once (they share no cell).
 */
export async function addJournalChunks(chunks: readonly GroupedChunk[]): Promise<void> {
  const groups = new Map<number, JournalChunk[]>();
  for (const { group, ...chunk } of chunks) groups.set(group, [...(groups.get(group) ?? []), chunk]);
  await settleAll([...groups.values()].map((grouped) => () => addChunkGroup(grouped)));
}

/**
 * Adds a group's chunks (one per journal of the batch, sharing no cell with other groups) to their
 * cells in one transaction, each cell once with the chunks' sum, deleting every chunk on the
 * condition that it is still there. Refused (a chunk already added by another consumer, or a
 * conflict), or too many items for one transaction, each chunk is added alone (once: a chunk gone
 * is skipped).
 */
async function addChunkGroup(chunks: readonly JournalChunk[]): Promise<void> {
  const cells = sumCellWrites(chunks.flatMap((chunk) => chunk.cells));
  if (chunks.length > 1 && cells.length + chunks.length <= MAX_TRANSACTION_ITEMS) {
    try {
      await documentClient.send(
        new TransactWriteCommand({
          TransactItems: [...cells.map(toCellUpdate), ...chunks.map(chunkDelete)],
        }),
      );
      return;
    } catch (error) {
      if (!isRetryable(error)) throw error;
    }
  }
  for (const chunk of chunks) await addChunkToCells(chunk);
}

/** Adds a journal chunk to its cells and deletes it, once: a chunk already added (gone) is skipped. */
async function addChunkToCells(chunk: JournalChunk): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      await documentClient.send(
        new TransactWriteCommand({
          TransactItems: [...chunk.cells.map(toCellUpdate), chunkDelete(chunk)],
        }),
      );
      return;
    } catch (error) {
      if (!isRetryable(error)) throw error;
      const { Item } = await documentClient.send(
        new GetCommand({ TableName: getTableName(), Key: chunk.key, ConsistentRead: true }),
      );
      if (!Item) return; // another consumer added it
      if (attempt >= APPLY_ATTEMPTS) throw error;
      await sleep(50 * 2 ** attempt * Math.random());
    }
  }
}

/** The chunks left in the journal (by a run that failed after writing them, or one still running). */
async function readJournal(): Promise<JournalChunk[]> {
  const items = await queryAll({
    KeyConditionExpression: 'pk = :pk',
    ExpressionAttributeValues: { ':pk': JOURNAL_PK },
    ConsistentRead: true,
  });
  return items.map((item) => ({
    key: { pk: String(item.pk), sk: String(item.sk) },
    // One string (`toMarkerAttributes`), or a list of maps for a chunk written before it was one.
    cells: (typeof item.cells === 'string' ? JSON.parse(item.cells) : item.cells) as CellWrite[],
  }));
}

/** Deletes every journal chunk not yet added (a rebuild, which writes the cells whole). */
export async function clearRollupJournal(): Promise<void> {
  const chunks = await readJournal();
  await writeInBatches(
    chunks.map((chunk) => ({ DeleteRequest: { Key: chunk.key } })),
    2,
  );
}

async function applyOnce(orders: readonly Order[], payments: readonly AccountPaymentMove[]): Promise<number> {
  const stored = await readReportMarkers([
    ...orders.map((order) => order.order_number),
    ...payments.map((payment) => accountPaymentMarkerId(payment.id)),
  ]);
  const products = await resolveOrderProducts(orders, stored);
  const markers = new Map<string, ReportMarker>();
  const rows: CellRef[] = [];
  const differences = orders.map((order) => {
    const marker = stored.get(order.order_number) ?? { products: {}, applied: {}, version: 0 };
    const facts = products.get(order.order_number)!;
    markers.set(order.order_number, { ...marker, products: facts });
    const cells = toDayCells(buildOrderContribution(order, new Map(Object.entries(facts))));
    // Its rows now and before: their months' leaders are refreshed even when nothing is left to add
    // (a batch handled again after a run that failed before refreshing them).
    for (const cell of cells.values())
      rows.push({ set: cell.set, period: cell.day.slice(0, 7), row: cell.row });
    for (const id of Object.keys(marker.applied)) {
      const [set, day, ...row] = id.split('|');
      rows.push({ set: set as RollupSet, period: day!.slice(0, 7), row: row.join('|') });
    }
    return { orderNumber: order.order_number, deltas: diffCells(marker.applied, cells) };
  });
  for (const payment of payments) {
    const id = accountPaymentMarkerId(payment.id);
    const marker = stored.get(id) ?? { products: {}, applied: {}, version: 0 };
    markers.set(id, marker);
    const cells = toDayCells(buildAccountPaymentContribution(payment));
    differences.push({ orderNumber: id, deltas: diffCells(marker.applied, cells) });
  }
  const journals = planRollupJournals(differences, MAX_TRANSACTION_ITEMS, CELLS_PER_GROUP);
  const planned = journals.map((journal) => {
    const id = randomUUID();
    return {
      chunks: journal.chunks.map((cells, index) => ({
        key: { pk: JOURNAL_PK, sk: `${id}#${journal.groups[index]!}` },
        group: journal.groups[index]!,
        cells,
      })),
      markers: [...journal.orders].map(([orderNumber, cells]) => {
        const marker = markers.get(orderNumber)!;
        return toMarkerPut(orderNumber, { ...marker, applied: addToApplied(marker.applied, cells) });
      }),
    };
  });
  // The journals hold distinct orders and chunks: written at once. Each is whole or not written;
  // one refused (a marker changed) fails the attempt once the others have answered, and the batch
  // is worked out again from the markers (what the others journalled is then added as left over).
  const written: GroupedChunk[] = [];
  await settleAll(
    planned.map((journal) => async () => {
      await documentClient.send(
        new TransactWriteCommand({
          TransactItems: [
            ...journal.markers,
            ...journal.chunks.map((chunk) => ({
              Put: {
                TableName: getTableName(),
                Item: { ...chunk.key, entity: 'report-journal', cells: JSON.stringify(chunk.cells) },
              },
            })),
          ],
        }),
      );
      written.push(...journal.chunks);
    }),
  );
  // What a failed run left (written before it failed) or another consumer is adding meanwhile,
  // read while this run's chunks are added.
  const mine = new Set(written.map((chunk) => chunk.key.sk));
  const journalRead = readJournal();
  await addJournalChunks(written);
  const left = (await journalRead).filter((chunk) => !mine.has(chunk.key.sk));
  await addChunks(left);
  await Promise.all([
    refreshLeaders([...rows, ...left.flatMap((chunk) => chunk.cells)]),
    writeAwaitingTransfers(orders),
  ]);
  return journals.length;
}

/**
 * Runs tasks at once, at most `WRITE_CONCURRENCY` at a time, and waits for all of them to answer;
 * then throws the first failure, if any.
 */
async function settleAll(tasks: readonly (() => Promise<void>)[]): Promise<void> {
  let next = 0;
  const failures: unknown[] = [];
  const worker = async () => {
    while (next < tasks.length) {
      const task = tasks[next++]!;
      await task().catch((error: unknown) => failures.push(error));
    }
  };
  await Promise.all(Array.from({ length: Math.min(WRITE_CONCURRENCY, tasks.length) }, worker));
  if (failures.length > 0) throw failures[0];
}

/**
 * Adds chunks to their cells, each once (`addChunkToCells`): in waves of chunks that share no cell,
 * the chunks of a wave at once, so no two transactions sent together write the same item.
 */
async function addChunks(chunks: readonly JournalChunk[]): Promise<void> {
  for (const wave of planChunkWaves(chunks, WRITE_CONCURRENCY))
    await settleAll(wave.map((chunk) => () => addChunkToCells(chunk)));
}

const leadersKey = (set: RankedSet, period: string) => ({
  pk: keys.reportCells('leaders', set, period.slice(0, 4)).pk,
  sk: period,
});

function toLeaders(item: Record<string, unknown> | undefined): Leaders & { version: number } {
  if (!item) return { ...emptyLeaders(), version: 0 };
  return {
    rows: (item.rows ?? {}) as Record<string, number>,
    floor: Number(item.floor ?? 0),
    version: Number(item.version ?? 0),
  };
}

/** Reads items by key, 100 a request, the requests at once. */
async function getManyByKeys(
  itemKeys: readonly { pk: string; sk: string }[],
  projection?: ReturnType<typeof toProjection>,
): Promise<Record<string, unknown>[]> {
  const parts: { pk: string; sk: string }[][] = [];
  for (let start = 0; start < itemKeys.length; start += 100) parts.push(itemKeys.slice(start, start + 100));
  return (await Promise.all(parts.map((part) => getItemsByKeys(part, projection)))).flat();
}

/** A cell by its set, month and row. */
type CellRef = Pick<CellWrite, 'set' | 'period' | 'row'>;

/**
 * Brings the leaders of the months whose customer or product cells were just added to up to date:
 * those rows' whole month figures are read back and put in their months' leaders (each put on the
 * condition that nobody changed them since they were read; tried again from a fresh read if so).
 */
async function refreshLeaders(cells: readonly (CellRef & { add?: Record<string, number> })[]): Promise<void> {
  const touched = new Map<string, { set: RankedSet; period: string; rows: Set<string> }>();
  const touch = (set: RankedSet, period: string, row: string) => {
    const id = `${set}|${period}`;
    const month = touched.get(id) ?? { set, period, rows: new Set<string>() };
    month.rows.add(row);
    touched.set(id, month);
  };
  for (const cell of cells) {
    if (!isRankedSet(cell.set)) continue;
    if (cell.period.length === 7) touch(cell.set, cell.period, cell.row);
    // A year cell (a leftover chunk's) of a set that keeps no month cells: the months it adds to.
    else if (!keepsMonthCells(cell.set) && cell.add)
      for (const month of monthFiguresOf({ period: cell.period, figures: cell.add }).keys())
        touch(cell.set, month, cell.row);
  }
  if (touched.size === 0) return;
  // A month's figures of a row: its month cell's, or its year cell's for a set that keeps no month cells.
  const cellOf = (set: RankedSet, month: string, row: string) =>
    ({ set, period: keepsMonthCells(set) ? month : month.slice(0, 4), row }) as const;
  for (let attempt = 1; ; attempt += 1) {
    const months = [...touched.values()];
    const refs = new Map(
      months.flatMap((month) =>
        [...month.rows].map((row) => {
          const ref = cellOf(month.set, month.period, row);
          return [cellWriteId(ref), ref] as const;
        }),
      ),
    );
    const yearOnlyMonths = [...new Set(months.filter((m) => !keepsMonthCells(m.set)).map((m) => m.period))];
    const [stored, figures] = await Promise.all([
      getItemsByKeys(months.map((month) => leadersKey(month.set, month.period))),
      getManyByKeys(
        [...refs.values()].map(cellKey),
        toProjection([
          ...CELL_FIELDS,
          ...FIGURE_NAMES,
          ...yearOnlyMonths.flatMap((month) => FIGURE_NAMES.map((name) => monthFigureName(month, name))),
        ]),
      ),
    ]);
    const leadersOf = new Map(stored.map((item) => [`${String(item.pk)}\n${String(item.sk)}`, item]));
    const read = new Map(
      figures.map((item) => [`${String(item.set)}|${String(item.period)}|${String(item.row)}`, item]),
    );
    const monthFigures = (set: RankedSet, month: string, row: string): Partial<Figures> => {
      const ref = cellOf(set, month, row);
      const item = read.get(cellWriteId(ref));
      if (!item) return {};
      return monthFiguresOf(toStoredCell(item)).get(month) ?? {};
    };
    const puts = months.map((month) => {
      const key = leadersKey(month.set, month.period);
      const before = toLeaders(leadersOf.get(`${key.pk}\n${key.sk}`));
      const changed = new Map(
        [...month.rows].map((row) => [row, monthFigures(month.set, month.period, row)]),
      );
      const after = updateLeaders(before, changed, REPORTS.leadersKept);
      return documentClient.send(
        new PutCommand({
          TableName: getTableName(),
          Item: {
            ...key,
            entity: 'report-leaders',
            set: month.set,
            period: month.period,
            ...after,
            version: before.version + 1,
          },
          ...(before.version === 0
            ? { ConditionExpression: 'attribute_not_exists(pk)' }
            : {
                ConditionExpression: 'version = :version',
                ExpressionAttributeValues: { ':version': before.version },
              }),
        }),
      );
    });
    const results = await Promise.allSettled(puts);
    const failed = results.flatMap((result, index) =>
      result.status === 'rejected' ? [[index, result.reason] as const] : [],
    );
    if (failed.length === 0) return;
    const retry = failed.every(
      ([, reason]) => reason instanceof Error && reason.name === 'ConditionalCheckFailedException',
    );
    if (!retry || attempt >= APPLY_ATTEMPTS) throw failed[0]![1];
    const again = new Set(failed.map(([index]) => `${months[index]!.set}|${months[index]!.period}`));
    for (const id of touched.keys()) if (!again.has(id)) touched.delete(id);
    await sleep(50 * 2 ** attempt * Math.random());
  }
}

/** Writes the leaders of months whole (a rebuild's, from the cells it writes). */
export async function putRollupLeaders(
  months: Iterable<{ set: RankedSet; period: string; leaders: Leaders }>,
): Promise<void> {
  await writeInBatches(
    [...months].map(({ set, period, leaders }) => ({
      PutRequest: {
        Item: { ...leadersKey(set, period), entity: 'report-leaders', set, period, ...leaders, version: 1 },
      },
    })),
    4,
  );
}

/**
 * The cells of a period's likeliest largest rows of a ranked set (`count`, picked from its months'
 * leaders): the whole months of a year from each row's year cell (`planWholeMonthReads`, projected
 * to those months' figures) or month cells (projected to the month's figures), the months at the
 * ends whole (their days); with the leaders and candidates, to tell whether the ranking is sure.
 */
async function readRankedCells(
  set: RankedSet,
  period: { from: string; to: string },
  count: number,
): Promise<{ cells: Record<string, unknown>[]; leaders: Leaders[]; candidates: string[] }> {
  const months: string[] = [];
  for (let month = period.from.slice(0, 7); month <= period.to.slice(0, 7); month = nextMonthOf(month))
    months.push(month);
  const stored = await getManyByKeys(months.map((month) => leadersKey(set, month)));
  const leaders = stored.map(toLeaders);
  const candidates = pickCandidates(leaders, count);
  const split = splitIntoMonths(period);
  const isWhole = (month: string) =>
    split.months !== null && month >= split.months.from && month <= split.months.to;
  const keysOf = (periods: readonly string[]) =>
    periods.flatMap((cellPeriod) => candidates.map((row) => cellKey({ set, period: cellPeriod, row })));
  const yearOnly = !keepsMonthCells(set);
  const plans = split.months ? planWholeMonthReads(split.months.from, split.months.to, yearOnly) : [];
  // The months at the ends: their month cells whole, or the year cells (holding their days) whole.
  const ends = months.filter((month) => !isWhole(month));
  // A year-only set's year cell read whole for the ends holds that year's whole months too.
  const endYears = new Set(ends.map((month) => month.slice(0, 4)));
  const read = await Promise.all([
    // The whole months: a year's from its year cells (those months' figures), else month cells.
    ...plans
      .filter((plan) => !(yearOnly && plan.grain === 'year' && endYears.has(plan.year)))
      .map((plan) =>
        plan.grain === 'year'
          ? getManyByKeys(
              keysOf([plan.year]),
              toProjection([
                ...CELL_FIELDS,
                ...plan.months.flatMap((month) => FIGURE_NAMES.map((name) => monthFigureName(month, name))),
              ]),
            )
          : getManyByKeys(
              keysOf(months.filter((month) => month >= plan.from && month <= plan.to)),
              toProjection([...CELL_FIELDS, ...FIGURE_NAMES]),
            ),
      ),
    // The months at the ends whole (their days).
    getManyByKeys(keysOf(yearOnly ? [...endYears] : ends)),
  ]);
  return { cells: read.flat(), leaders, candidates };
}

const nextMonthOf = (month: string) => {
  const date = new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)), 1));
  return date.toISOString().slice(0, 7);
};

/** The sets and days a report reads: `sets` summed over `period`, and `daily` sets day by day. */
export interface RollupRead {
  period: { from: string; to: string };
  sets: readonly RollupSet[];
  daily?: readonly RollupSet[];
  /**
   * A customer or product breakdown read through its months' leaders: the cells of
   * `REPORTS.rankedCandidates` rows only, the `shown` largest of which the report shows.
   */
  ranked?: { set: RankedSet; shown: number };
  /**
   * The day figures a `daily` set's whole months are read for (a chart's: the cells' other days'
   * figures are not returned), and its months at the period's ends when it is not in `sets` too (its
   * sums over part of a month then hold these figures only); every figure when left out.
   */
  dayFigures?: readonly (keyof Figures)[];
}

/** Every day's place in a month's cell (`dayFigureName` takes a day's date: its last two digits). */
const DAYS_OF_MONTH = Array.from(
  { length: 31 },
  (_, index) => `0000-00-${String(index + 1).padStart(2, '0')}`,
);

/**
 * Reads the cells a report needs, one per row and month: for the whole months of a period only
 * their month figures (projected), for the months at its ends and for the sets read day by day the
 * days too.
 */
export async function readReportRollups(
  reads: readonly RollupRead[],
): Promise<ReportRollups & { rankedExact: boolean }> {
  /** A query's attributes: every one (`all`), the month's figures only, or with these day figures. */
  type Wanted = 'all' | readonly (keyof Figures)[];
  type Query =
    | { grain: 'month'; set: RollupSet; from: string; to: string; wanted: Wanted }
    | { grain: 'year'; set: RollupSet; year: string; months: readonly string[] | 'all' };
  const queries = new Map<string, Query>();
  const add = (set: RollupSet, from: string, to: string, wanted: Wanted) => {
    for (let year = Number(from.slice(0, 4)); year <= Number(to.slice(0, 4)); year += 1) {
      // A set that keeps no month cells: its year cells whole (they hold its days).
      if (!keepsMonthCells(set)) {
        queries.set(`${set}|${year}|all`, { grain: 'year', set, year: String(year), months: 'all' });
        continue;
      }
      const first = year === Number(from.slice(0, 4)) ? from : `${year}-01`;
      const last = year === Number(to.slice(0, 4)) ? to : `${year}-12`;
      queries.set(`${set}|${first}|${last}|${String(wanted)}`, {
        grain: 'month',
        set,
        from: first,
        to: last,
        wanted,
      });
    }
  };
  /** A set's whole months summed: from its year cells where it keeps them (its months' figures). */
  const addWholeMonths = (set: RollupSet, from: string, to: string) => {
    for (const read of planWholeMonthReads(from, to, !keepsMonthCells(set))) {
      if (read.grain === 'month') add(set, read.from, read.to, []);
      else queries.set(`${set}|${read.year}|${read.months.join(',')}`, { ...read, set });
    }
  };
  /** The days each set needs (beside whole months' figures). */
  const dayRanges = new Map<RollupSet, { from: string; to: string }[]>();
  for (const read of reads) {
    const split = splitIntoMonths(read.period);
    for (const set of new Set([...read.sets, ...(read.daily ?? [])])) {
      const daily = read.daily?.includes(set) ?? false;
      // A set read day by day: its whole months with the day figures asked for (all without a list).
      if (split.months && daily) add(set, split.months.from, split.months.to, read.dayFigures ?? 'all');
      else if (split.months) addWholeMonths(set, split.months.from, split.months.to);
      // The months at the ends: whole for a set summed, else (read day by day only) with the day
      // figures asked for, which are then all its sums over part of a month hold.
      const ends = daily && !read.sets.includes(set) && read.dayFigures ? read.dayFigures : 'all';
      for (const range of split.days) add(set, range.from.slice(0, 7), range.to.slice(0, 7), ends);
      dayRanges.set(set, [...(dayRanges.get(set) ?? []), ...(daily ? [read.period] : split.days)]);
    }
  }
  const rankedReads = reads.flatMap((read) => (read.ranked ? [{ ...read.ranked, period: read.period }] : []));
  for (const read of rankedReads)
    dayRanges.set(read.set, [...(dayRanges.get(read.set) ?? []), ...splitIntoMonths(read.period).days]);
  const rankedCells = Promise.all(
    rankedReads.map((read) => readRankedCells(read.set, read.period, REPORTS.rankedCandidates)),
  );
  const pages = await Promise.all(
    [...queries.values()].map((query) => {
      if (query.grain === 'year')
        return queryAll({
          KeyConditionExpression: 'pk = :pk',
          ...(query.months === 'all'
            ? {}
            : toProjection([
                ...CELL_FIELDS,
                ...query.months.flatMap((month) => FIGURE_NAMES.map((name) => monthFigureName(month, name))),
              ])),
          ExpressionAttributeValues: { ':pk': keys.reportCells('year', query.set, query.year).pk },
        });
      const { set, from, to, wanted } = query;
      return queryAll({
        KeyConditionExpression: 'pk = :pk AND sk BETWEEN :from AND :to',
        ...(wanted === 'all'
          ? {}
          : toProjection([
              ...CELL_FIELDS,
              ...FIGURE_NAMES,
              ...DAYS_OF_MONTH.flatMap((day) => wanted.map((name) => dayFigureName(day, name))),
            ])),
        ExpressionAttributeValues: {
          ':pk': keys.reportCells('month', set, from.slice(0, 4)).pk,
          ':from': `${from}#`,
          ':to': `${to}#\uffff`,
        },
      });
    }),
  );
  const ranked = await rankedCells;
  // A cell read twice (projected and whole, or a year cell for two periods' months) counts once,
  // with every attribute either read returned.
  const unique = new Map<string, Record<string, unknown>>();
  for (const item of [...pages.flat(), ...ranked.flatMap((read) => read.cells)]) {
    const key = `${String(item.set)}\n${String(item.period)}\n${String(item.row)}`;
    unique.set(key, { ...unique.get(key), ...item });
  }
  const rollups = gatherCells([...unique.values()].map(toStoredCell), (set, day) =>
    (dayRanges.get(set) ?? []).some((range) => day >= range.from && day <= range.to),
  );
  const rankedExact = rankedReads.every((read, index) => {
    const ranks = Object.values(rollups.sum(read.period).by[read.set])
      .map(rankOf)
      .sort((a, b) => b - a);
    const lastShown = ranks.length === 0 ? null : ranks[Math.min(read.shown, ranks.length) - 1]!;
    return isRankingExact(ranked[index]!.leaders, ranked[index]!.candidates, lastShown);
  });
  return { ...rollups, rankedExact };
}

/**
 * The stock rollup of the days `from` to `to`: each day's items (its shards' parts), a query of
 * each year's days: each product's units sold and credited by day.
 */
export async function readStockDays(from: string, to: string): Promise<ReportRollups> {
  const items: Record<string, unknown>[] = [];
  for (let year = Number(from.slice(0, 4)); year <= Number(to.slice(0, 4)); year += 1)
    items.push(
      ...(await queryAll({
        KeyConditionExpression: 'pk = :pk AND sk BETWEEN :from AND :to',
        ExpressionAttributeValues: {
          ':pk': keys.reportCells('stock', STOCK_SET, String(year)).pk,
          // A day's items are `<day>#<row>`: '$' sorts after '#'.
          ':from': `${from}#`,
          ':to': `${to}$`,
        },
      })),
    );
  return gatherStockDays(items.map(toStoredCell));
}

function toStoredCell(item: Record<string, unknown>): StoredCell {
  const figures: Record<string, number> = {};
  for (const [name, value] of Object.entries(item)) if (typeof value === 'number') figures[name] = value;
  return {
    set: item.set as RollupSet,
    period: String(item.period),
    row: String(item.row),
    label: typeof item.label === 'string' ? item.label : null,
    figures,
  };
}

/** Writes whole cells (a rebuild's sums), 25 a request, several requests at once. */
export async function putRollupCells(writes: Iterable<CellWrite>, concurrency = 4): Promise<number> {
  const items = [...writes].map((write) => ({
    ...cellKey(write),
    entity: 'report-cell',
    set: write.set,
    period: write.period,
    row: write.row,
    ...(write.label === null ? {} : { label: write.label }),
    ...write.add,
  }));
  await writeInBatches(
    items.map((Item) => ({ PutRequest: { Item } })),
    concurrency,
  );
  return items.length;
}

/** Puts markers whole (a rebuild: each order's applied state is what the rebuilt cells hold). */
export async function putReportMarkers(markers: ReadonlyMap<string, ReportMarker>): Promise<void> {
  await writeInBatches(
    [...markers].map(([orderNumber, marker]) => ({
      PutRequest: {
        Item: { ...keys.reportFacts(orderNumber), entity: 'report-facts', ...toMarkerAttributes(marker) },
      },
    })),
    4,
  );
}

/**
 * Deletes every cell of the given years (before a rebuild writes them again), and the day cells of
 * the design before (a day's figures are kept in its month's cell now).
 */
export async function deleteRollupCells(years: readonly string[]): Promise<void> {
  for (const year of years)
    for (const grain of ['day', 'month', 'year', 'leaders', 'stock'] as const)
      for (const set of ROLLUP_SETS) {
        const items = await queryAll({
          KeyConditionExpression: 'pk = :pk',
          ProjectionExpression: 'pk, sk',
          ExpressionAttributeValues: { ':pk': keys.reportCells(grain, set, year).pk },
        });
        await writeInBatches(
          items.map((item) => ({ DeleteRequest: { Key: { pk: item.pk, sk: item.sk } } })),
          4,
        );
      }
}

type WriteRequest =
  { PutRequest: { Item: Record<string, unknown> } } | { DeleteRequest: { Key: Record<string, unknown> } };

async function writeInBatches(requests: readonly WriteRequest[], concurrency: number): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < requests.length) {
      const start = next;
      next += 25;
      let pending: Record<string, WriteRequest[]> | undefined = {
        [getTableName()]: requests.slice(start, start + 25),
      };
      for (let round = 0; pending && Object.keys(pending).length > 0; round += 1) {
        if (round > 0) await sleep(50 * round);
        const result = await documentClient.send(new BatchWriteCommand({ RequestItems: pending }));
        pending = result.UnprocessedItems as typeof pending;
      }
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
}

/** The category, brand (with their names) and cost price of products, as the reports file lines. */
export async function readLineProductFacts(
  productIds: readonly string[],
): Promise<Map<string, LineProductFacts>> {
  const products = await getItemsByKeys(
    productIds.map((id) => keys.product(id)),
    toProjection(['id', 'category_id', 'brand_id', 'cost_price']),
  );
  const refs = products.flatMap((item) => [
    ...(typeof item.category_id === 'string' ? [keys.category(item.category_id)] : []),
    ...(typeof item.brand_id === 'string' ? [keys.brand(item.brand_id)] : []),
  ]);
  const names = new Map(
    (await getItemsByKeys(refs, toProjection(['entity', 'id', 'name']))).map((item) => [
      `${String(item.entity)}#${String(item.id)}`,
      String(item.name),
    ]),
  );
  return new Map(
    products.map((item) => {
      const categoryId = typeof item.category_id === 'string' ? item.category_id : null;
      const brandId = typeof item.brand_id === 'string' ? item.brand_id : null;
      const cost = Number(item.cost_price);
      return [
        String(item.id),
        {
          category_id: categoryId,
          category_name: categoryId ? (names.get(`category#${categoryId}`) ?? null) : null,
          brand_id: brandId,
          brand_name: brandId ? (names.get(`brand#${brandId}`) ?? null) : null,
          unit_cost: cost > 0 ? cost : null,
        },
      ];
    }),
  );
}

/** A bank transfer awaiting payment, as the Money report lists it. */
export interface AwaitingTransfer {
  order_number: string;
  customer: string;
  total: number;
  placed_at: string;
  payment_due_at: string | null;
}

/**
 * Keeps the list of bank transfers awaiting payment in step with the orders (put or removed). An
 * order paid otherwise is never on it (an order's payment method never changes once placed), so it
 * costs no write.
 */
export async function writeAwaitingTransfers(orders: readonly Order[]): Promise<void> {
  const transfers = orders.filter((order) => order.payment_method === 'bank_transfer');
  const requests = transfers.map((order): WriteRequest => {
    const key = keys.reportAwaiting(order.order_number);
    const awaiting = order.payment_status === 'awaiting_payment' && order.status !== 'cancelled';
    if (!awaiting) return { DeleteRequest: { Key: { ...key } } };
    const info = order.customer_info;
    const transfer: AwaitingTransfer = {
      order_number: order.order_number,
      customer:
        order.purchase_order?.company_name ?? (`${info.firstName} ${info.lastName}`.trim() || info.email),
      total: order.total,
      placed_at: order.created_at,
      payment_due_at: order.payment_due_at,
    };
    return { PutRequest: { Item: { ...key, entity: 'report-awaiting', ...transfer } } };
  });
  await writeInBatches(requests, 2);
}

export async function listAwaitingTransfers(): Promise<AwaitingTransfer[]> {
  const items = await queryAll({
    KeyConditionExpression: 'pk = :pk',
    ExpressionAttributeValues: { ':pk': keys.allReportAwaiting().pk },
  });
  return items.map((item) => readStored('report-awaiting', item));
}

const STOCK_FIELDS = [
  'id',
  'name',
  'sku',
  'category_id',
  'cost_price',
  'selling_price',
  'stock_quantity',
  'stock_estimated',
  'is_active',
  'created_at',
] as const;

/** Every product's stock, prices and category, for the Stock report (the product list, these fields only). */
export async function listStockProducts(): Promise<StockProduct[]> {
  const items = await queryAll({
    IndexName: 'gsi1',
    KeyConditionExpression: 'gsi1pk = :pk',
    ...toProjection([...STOCK_FIELDS]),
    ExpressionAttributeValues: { ':pk': keys.allProducts().gsi1pk },
  });
  return items.map((item) => ({
    id: String(item.id),
    name: String(item.name),
    sku: String(item.sku),
    category_id: typeof item.category_id === 'string' ? item.category_id : null,
    cost_price: Number(item.cost_price ?? 0),
    selling_price: Number(item.selling_price ?? 0),
    stock_quantity: Number(item.stock_quantity ?? 0),
    stock_estimated: item.stock_estimated === true,
    is_active: item.is_active !== false,
    created_at: String(item.created_at ?? ''),
  }));
}

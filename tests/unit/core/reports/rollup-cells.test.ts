import { describe, expect, it } from 'vitest';
import type { Order, OrderLine } from '../../../../functions/core/orders/order.js';
import {
  addDayCellToWrites,
  addToApplied,
  cellWriteId,
  createReportRollups,
  dayFigureName,
  diffCells,
  gatherCells,
  gatherStockDays,
  keepsMonthCells,
  monthFigureName,
  planChunkWaves,
  planWholeMonthReads,
  planRollupJournals,
  splitIntoMonths,
  stockFigureName,
  sumCellWrites,
  toCellUpdateExpression,
  toDayCells,
  yearDayFigureName,
  type AppliedCells,
  type CellWrite,
  type DayCell,
  type RollupSet,
  type StoredCell,
} from '../../../../functions/core/reports/rollup-cells.js';
import {
  addDayFigures,
  buildAccountPaymentContribution,
  buildOrderContribution,
  emptyDayFigures,
  FIGURE_NAMES,
  type LineProductFacts,
} from '../../../../functions/core/reports/rollup.js';
import { orderLine, placedOrder } from '../../../helpers/orders.js';

const line = (product_id: string, price: number, quantity: number) => orderLine(product_id, price, quantity);

function makeOrder(orderNumber: string, lines: OrderLine[], overrides: Partial<Order> = {}): Order {
  return placedOrder(lines, {
    order_number: orderNumber,
    user_id: `user-${orderNumber}`,
    customer_info: {
      firstName: 'Ann',
      lastName: orderNumber,
      email: 'a@example.com',
      phone: '',
      company: '',
    },
    ...overrides,
  });
}

const facts = new Map<string, LineProductFacts>(
  ['p1', 'p2', 'p3'].map((id) => [
    id,
    { category_id: 'laptops', category_name: 'Laptops', brand_id: id, brand_name: id, unit_cost: 40 },
  ]),
);
const cellsOf = (order: Order) => toDayCells(buildOrderContribution(order, facts));
const paid = (order: Order, at: string): Order => ({
  ...order,
  payment_status: 'paid',
  payment_events: [{ kind: 'paid', at, by: 'staff', reason: null }],
});
const refunded = (order: Order, at: string): Order => ({
  ...order,
  payment_status: 'refunded',
  payment_events: [...order.payment_events, { kind: 'refunded', at, by: 'staff', reason: null }],
});

/** Applies states one after another as the consumer does, returning the summed writes and the marker. */
function applyStates(states: Order[]): { writes: Map<string, CellWrite>; applied: AppliedCells } {
  const writes = new Map<string, CellWrite>();
  let applied: AppliedCells = {};
  for (const state of states) {
    const deltas = diffCells(applied, cellsOf(state));
    for (const delta of deltas) addDayCellToWrites(writes, delta);
    applied = addToApplied(applied, deltas);
  }
  return { writes, applied };
}

const figuresOf = (writes: Map<string, CellWrite>, id: string) => writes.get(id)?.add ?? {};

describe('rollup cells', () => {
  it('add nothing for a state already applied (a redelivered record)', () => {
    const order = paid(makeOrder('A', [line('p1', 1000, 2)]), '2026-11-11T15:00:00.000Z');
    const once = applyStates([order]);
    expect(diffCells(once.applied, cellsOf(order))).toEqual([]);
    expect(applyStates([order, order]).writes).toEqual(once.writes);
  });

  it('add only the refund’s credit note and money out when a paid order is refunded', () => {
    const placed = makeOrder('A', [line('p1', 1000, 2)]);
    const before = paid(placed, '2026-11-11T15:00:00.000Z');
    const after = refunded(before, '2026-12-02T15:00:00.000Z');
    const applied = applyStates([before]).applied;
    const deltas = diffCells(applied, cellsOf(after));
    expect(new Set(deltas.map((delta) => delta.day))).toEqual(new Set(['2026-12-02']));
    const totals = deltas.find((delta) => delta.set === 'totals')!;
    expect(totals.figures).toEqual({
      credited_revenue: 200000,
      credited_gct: 30000,
      credited_delivery: Math.round(before.shipping * 100),
      credited_units: 2,
      credited_cost: 8000,
      credited_costed_revenue: 200000,
      credited_orders: 1,
      refunded: Math.round(before.total * 100),
    });
  });

  it('sum states applied one by one to what the last state alone adds, in day and month cells', () => {
    const placed = makeOrder('A', [line('p1', 333.33, 3), line('p2', 10, 1)]);
    const states = [
      placed,
      paid(placed, '2026-11-30T23:00:00.000Z'),
      refunded(paid(placed, '2026-11-30T23:00:00.000Z'), '2026-12-03T15:00:00.000Z'),
    ];
    const stepwise = applyStates(states).writes;
    const direct = applyStates([states[2]!]).writes;
    const nonZero = (writes: Map<string, CellWrite>) =>
      Object.fromEntries(
        [...writes].map(([id, write]) => [
          id,
          Object.fromEntries(Object.entries(write.add).filter(([, value]) => value !== 0)),
        ]),
      );
    expect(nonZero(stepwise)).toEqual(nonZero(direct));
    // Paid at 18:00 in Jamaica on 30 November: November's money, in the day and in the month.
    const november = figuresOf(direct, 'totals|2026-11|all');
    expect(november[dayFigureName('2026-11-30', 'received')]).toBe(Math.round(placed.total * 100));
    expect(november.received).toBe(Math.round(placed.total * 100));
    expect(figuresOf(direct, 'totals|2026-12|all').credited_orders).toBe(1);
    expect(figuresOf(direct, 'totals|2026-12|all')[dayFigureName('2026-12-03', 'credited_orders')]).toBe(1);
  });

  it('take a cancellation after payment off once, with the invoice’s GCT to the cent', () => {
    const placed = paid(
      makeOrder('A', [line('p1', 333.33, 1), line('p2', 333.33, 1)]),
      '2026-11-10T16:00:00Z',
    );
    const cancelled: Order = {
      ...placed,
      status: 'cancelled',
      status_history: [...placed.status_history, { status: 'cancelled', at: '2026-11-12T15:00:00.000Z' }],
    };
    const { writes } = applyStates([placed, cancelled, refunded(cancelled, '2026-11-13T15:00:00.000Z')]);
    const month = figuresOf(writes, 'totals|2026-11|all');
    expect(month.credited_orders).toBe(1);
    expect(month.credited_gct).toBe(month.gct);
    expect(month.credited_revenue).toBe(month.revenue);
    const rowGct = ['p1', 'p2'].map((id) => figuresOf(writes, `product|2026-11|${id}`).gct ?? 0);
    expect(rowGct[0]! + rowGct[1]!).toBe(month.gct);
  });

  it('pack a batch into journals within the item limit, whole orders, every order’s cells once', () => {
    const orders = Array.from({ length: 30 }, (_, n) =>
      paid(makeOrder(`N${n}`, [line('p1', 100, 1), line(`p${1 + (n % 3)}`, 50, 1)]), '2026-11-10T16:00:00Z'),
    );
    const batch = [
      ...orders.map((order) => ({ orderNumber: order.order_number, deltas: diffCells({}, cellsOf(order)) })),
      { orderNumber: 'UNCHANGED', deltas: [] },
    ];
    const journals = planRollupJournals(batch, 12, 5);
    expect(journals.length).toBeGreaterThan(1);
    const summed = new Map<string, CellWrite>();
    const seen = new Set<string>();
    for (const journal of journals) {
      // One marker per order and one item per chunk, within the limit.
      expect(journal.orders.size + journal.chunks.length).toBeLessThanOrEqual(12);
      for (const chunk of journal.chunks) expect(chunk.length).toBeLessThanOrEqual(5);
      // Each cell written once per journal, holding the sum of its orders' cells.
      const own = new Map<string, CellWrite>();
      for (const cells of journal.orders.values()) for (const cell of cells) addDayCellToWrites(own, cell);
      expect(new Map(journal.chunks.flat().map((write) => [cellWriteId(write), write]))).toEqual(own);
      expect(journal.chunks.flat()).toHaveLength(own.size);
      for (const [orderNumber, cells] of journal.orders) {
        expect(seen.has(orderNumber)).toBe(false);
        seen.add(orderNumber);
        for (const cell of cells) addDayCellToWrites(summed, cell);
      }
    }
    // Whole orders, none left out, none without a difference.
    expect(seen).toEqual(new Set(orders.map((order) => order.order_number)));
    const everything = new Map<string, CellWrite>();
    for (const { deltas } of batch) for (const cell of deltas) addDayCellToWrites(everything, cell);
    expect(summed).toEqual(everything);
    // The first journal summed its orders into one totals write.
    const first = journals[0]!;
    const totals = first.chunks.flat().find((write) => cellWriteId(write) === 'totals|2026-11|all')!;
    expect(totals.add.orders).toBe(first.orders.size);
    expect(totals.add[dayFigureName('2026-11-10', 'orders')]).toBe(first.orders.size);
  });

  it('fold a batch of new, refunded and cancelled orders into journals that add what applying them one by one adds', () => {
    const placedAt = (n: number) => `2026-11-${String(10 + (n % 5)).padStart(2, '0')}T15:00:00.000Z`;
    const base = (n: number) =>
      makeOrder(`M${n}`, [line(`p${1 + (n % 3)}`, 333.33, 1 + (n % 2)), line('p1', 99.99, 1)], {
        created_at: placedAt(n),
        status_history: [{ status: 'confirmed', at: placedAt(n) }],
        user_id: `user-${n % 4}`,
      });
    // Each order's states as the stream brings them: some earlier states already applied (their
    // markers), the rest arriving in this batch, refunds and cancellations after payment among them.
    const histories = Array.from({ length: 24 }, (_, n) => {
      const placed = base(n);
      const settled = paid(placed, '2026-11-15T16:00:00Z');
      const cancelled: Order = {
        ...settled,
        status: 'cancelled',
        status_history: [...settled.status_history, { status: 'cancelled', at: '2026-11-16T15:00:00.000Z' }],
      };
      if (n % 4 === 0)
        return { before: [placed, settled], batch: [refunded(settled, '2026-12-01T15:00:00Z')] };
      if (n % 4 === 1) return { before: [placed], batch: [settled, cancelled] };
      if (n % 4 === 2)
        return { before: [], batch: [placed, settled, refunded(settled, '2026-11-20T15:00:00Z')] };
      return { before: [], batch: [placed] };
    });
    // One by one: every state of every order, in turn.
    const oneByOne = new Map<string, CellWrite>();
    for (const { before, batch } of histories)
      for (const cell of [...applyStates([...before, ...batch]).writes.values()]) {
        for (const [name, value] of Object.entries(cell.add)) {
          const write = oneByOne.get(cellWriteId(cell)) ?? { ...cell, add: {} };
          write.add[name] = (write.add[name] ?? 0) + value;
          oneByOne.set(cellWriteId(cell), write);
        }
      }
    // The batch: what the markers already hold, plus each order's last state's difference from them,
    // summed per cell by the journals.
    const markersBefore = histories.map(({ before }) => applyStates(before));
    const folded = new Map<string, CellWrite>();
    for (const { writes } of markersBefore)
      for (const cell of writes.values()) {
        const write = folded.get(cellWriteId(cell)) ?? { ...cell, add: {} };
        for (const [name, value] of Object.entries(cell.add))
          write.add[name] = (write.add[name] ?? 0) + value;
        folded.set(cellWriteId(cell), write);
      }
    const journals = planRollupJournals(
      histories.map(({ batch }, n) => ({
        orderNumber: `M${n}`,
        deltas: diffCells(markersBefore[n]!.applied, cellsOf(batch.at(-1)!)),
      })),
      12,
      7,
    );
    expect(journals.length).toBeGreaterThan(1);
    for (const write of journals.flatMap((journal) => journal.chunks.flat())) {
      const sum = folded.get(cellWriteId(write)) ?? { ...write, add: {} };
      for (const [name, value] of Object.entries(write.add)) sum.add[name] = (sum.add[name] ?? 0) + value;
      folded.set(cellWriteId(write), sum);
    }
    const nonZero = (writes: Map<string, CellWrite>) =>
      Object.fromEntries(
        [...writes]
          .map(([id, write]) => [
            id,
            Object.fromEntries(Object.entries(write.add).filter(([, value]) => value !== 0)),
          ])
          .filter(([, add]) => Object.keys(add as object).length > 0),
      );
    expect(nonZero(folded)).toEqual(nonZero(oneByOne));
    const november = folded.get('totals|2026-11|all')!.add;
    expect(november.orders).toBe(24);
    // Refunded or cancelled: 6 in November (cancelled, refunded on the 20th), 6 in December.
    expect(november.credited_orders).toBe(12);
    expect(folded.get('totals|2026-12|all')!.add.credited_orders).toBe(6);
  });

  it('cut a batch’s cells into groups shared by its journals, so each cell is written once a batch within the item limits', () => {
    // 100 new orders of one day, as a stream batch brings them: 20 products, a customer each.
    const orders = Array.from({ length: 100 }, (_, n) =>
      paid(
        makeOrder(`G${n}`, [line(`p${n % 20}`, 100, 1), line(`p${(n * 7) % 20}`, 40, 2)]),
        '2026-11-10T16:00:00Z',
      ),
    );
    const batch = orders.map((order) => ({
      orderNumber: order.order_number,
      deltas: diffCells({}, cellsOf(order)),
    }));
    const journals = planRollupJournals(batch, 100, 99);
    // 100 markers do not fit one transaction beside the chunks.
    expect(journals.length).toBe(2);
    const groups = new Map<number, CellWrite[][]>();
    for (const journal of journals) {
      expect(journal.orders.size + journal.chunks.length).toBeLessThanOrEqual(100);
      expect(new Set(journal.groups).size).toBe(journal.chunks.length);
      journal.chunks.forEach((cells, index) =>
        groups.set(journal.groups[index]!, [...(groups.get(journal.groups[index]!) ?? []), cells]),
      );
    }
    // A group's cells summed over the journals and the deletion of each journal's chunk fit one
    // transaction; no cell is in two groups.
    const groupOfCell = new Map<string, number>();
    for (const [group, chunks] of groups) {
      const cells = sumCellWrites(chunks.flat());
      expect(cells.length + chunks.length).toBeLessThanOrEqual(100);
      for (const cell of cells) {
        expect(groupOfCell.has(cellWriteId(cell))).toBe(false);
        groupOfCell.set(cellWriteId(cell), group);
      }
    }
    // Every cell once for the batch, holding the whole batch's sum: the day's totals count 100 orders.
    const written = [...groups.values()].flatMap((chunks) => sumCellWrites(chunks.flat()));
    const everything = new Map<string, CellWrite>();
    for (const { deltas } of batch) for (const cell of deltas) addDayCellToWrites(everything, cell);
    expect(new Map(written.map((write) => [cellWriteId(write), write]))).toEqual(everything);
    expect(written).toHaveLength(everything.size);
    const totals = written.find((write) => cellWriteId(write) === 'totals|2026-11|all')!;
    expect(totals.add.orders).toBe(100);
    expect(totals.add[dayFigureName('2026-11-10', 'orders')]).toBe(100);
    expect(written.filter((write) => write.set === 'product' && write.period === '2026-11')).toHaveLength(20);
  });

  it('add a batch’s chunks in waves that share no cell, each chunk once, at most so many at once', () => {
    const cell = (row: string) => ({ set: 'product' as const, period: '2026-11', row });
    const chunks = [
      { id: 'a', cells: [cell('p1'), cell('p2')] },
      { id: 'b', cells: [cell('p2'), cell('p3')] },
      { id: 'c', cells: [cell('p4')] },
      { id: 'd', cells: [cell('p5')] },
      { id: 'e', cells: [cell('p1'), cell('p6')] },
      { id: 'f', cells: [cell('p7')] },
    ];
    const waves = planChunkWaves(chunks, 3);
    expect(waves.map((wave) => wave.map((chunk) => chunk.id))).toEqual([
      ['a', 'c', 'd'],
      ['b', 'e', 'f'],
    ]);
    for (const wave of waves) {
      const ids = wave.flatMap((chunk) => chunk.cells.map(cellWriteId));
      expect(new Set(ids).size).toBe(ids.length);
    }
    expect(planChunkWaves([], 3)).toEqual([]);
    // A batch of distinct cells goes out at once, up to the limit.
    expect(planChunkWaves(chunks.slice(2, 4), 4)).toHaveLength(1);
  });

  it('make a journal of an order alone even when its cells need more items than the limit', () => {
    const order = paid(
      makeOrder(
        'BIG',
        Array.from({ length: 8 }, (_, n) => line(`p${n}`, 10, 1)),
      ),
      '2026-11-10T16:00:00Z',
    );
    const journals = planRollupJournals(
      [{ orderNumber: 'BIG', deltas: diffCells({}, cellsOf(order)) }],
      3,
      5,
    );
    expect(journals).toHaveLength(1);
    expect(journals[0]!.orders.size).toBe(1);
  });

  it('split a period into its whole months and the days at its ends', () => {
    expect(splitIntoMonths({ from: '2025-11-27', to: '2026-11-26' })).toEqual({
      months: { from: '2025-12', to: '2026-10' },
      days: [
        { from: '2025-11-27', to: '2025-11-30' },
        { from: '2026-11-01', to: '2026-11-26' },
      ],
    });
    expect(splitIntoMonths({ from: '2026-02-01', to: '2026-02-28' })).toEqual({
      months: { from: '2026-02', to: '2026-02' },
      days: [],
    });
    expect(splitIntoMonths({ from: '2026-02-02', to: '2026-02-28' })).toEqual({
      months: null,
      days: [{ from: '2026-02-02', to: '2026-02-28' }],
    });
  });

  it('sum a period from month and day cells to the same figures as from days alone', () => {
    const orders = ['2026-09-15', '2026-10-01', '2026-10-31', '2026-11-02'].map((day, n) =>
      makeOrder(`D${n}`, [line('p1', 99.99, n + 1)], { created_at: `${day}T15:00:00.000Z` }),
    );
    const writes = new Map<string, CellWrite>();
    const days = new Map<string, ReturnType<typeof emptyDayFigures>>();
    for (const order of orders) {
      for (const cell of cellsOf(order).values()) addDayCellToWrites(writes, cell as DayCell);
      for (const [day, figures] of buildOrderContribution(order, facts))
        days.set(day, addDayFigures(days.get(day) ?? emptyDayFigures(), figures));
    }
    const rollups = gatherCells([...writes.values()].map((write) => ({ ...write, figures: write.add })));
    const period = { from: '2026-09-20', to: '2026-11-05' };
    expect(rollups.sum(period)).toEqual(createReportRollups(days).sum(period));
    expect(rollups.sum(period).totals.orders).toBe(3);
  });

  it('keep a day’s figures in its month’s cell: one write per row and month, the days read only when asked', () => {
    const orders = ['2026-10-01', '2026-10-31'].map((day, n) =>
      makeOrder(`M${n}`, [line('p1', 10, n + 1)], { created_at: `${day}T15:00:00.000Z` }),
    );
    const writes = new Map<string, CellWrite>();
    for (const order of orders) for (const cell of cellsOf(order).values()) addDayCellToWrites(writes, cell);
    const product = writes.get('product|2026-10|p1')!;
    expect(product.add.units).toBe(3);
    expect(product.add[dayFigureName('2026-10-01', 'units')]).toBe(1);
    expect(product.add[dayFigureName('2026-10-31', 'units')]).toBe(2);
    // One month cell and one year cell per row, whatever the day; a customer's year cell only;
    // beside them the stock rollup's item of each day a product sold on (its units only).
    const customers = [...writes.values()].filter((write) => write.set === 'customer');
    expect(customers.map((write) => write.period)).toEqual(['2026', '2026']);
    expect(customers[1]!.add[yearDayFigureName('2026-10-31', 'units')]).toBe(2);
    expect(customers[1]!.add[monthFigureName('2026-10', 'units')]).toBe(2);
    const periods = [...writes.values()]
      .filter((write) => keepsMonthCells(write.set))
      .map((write) => `${write.set} ${write.row} ${write.period}`);
    const monthCells = periods.filter((period) => period.endsWith(' 2026-10'));
    const yearCells = periods.filter((period) => period.endsWith(' 2026'));
    const stockDays = [...writes.values()].filter((write) => write.period.length === 10);
    expect(stockDays.map((write) => [write.period, write.add])).toEqual([
      ['2026-10-01', { [stockFigureName('p1', 'units')]: 1 }],
      ['2026-10-31', { [stockFigureName('p1', 'units')]: 2 }],
    ]);
    expect(monthCells.length + yearCells.length + stockDays.length).toBe(writes.size - customers.length);
    expect(yearCells.sort()).toEqual(monthCells.map((period) => period.replace('-10', '')).sort());
    expect(yearCells).toContain('product p1 2026');
    const stored = [...writes.values()].map((write) => ({ ...write, figures: write.add }));
    const lastDay = gatherCells(stored, (_set, day) => day === '2026-10-31');
    expect(lastDay.day('2026-10-01')).toBeUndefined();
    expect(lastDay.day('2026-10-31')!.by.product.p1!.units).toBe(2);
    expect(lastDay.day('2026-10-31')!.by.customer[customers[1]!.row]!.units).toBe(2);
    expect(lastDay.sum({ from: '2026-10-01', to: '2026-10-31' }).totals.units).toBe(3);
    expect(lastDay.sum({ from: '2026-10-15', to: '2026-10-31' }).totals.units).toBe(2);
  });
});

/** Orders summed into cells (month and year) and into days (what the reports must add up to). */
function sumOrders(orders: readonly Order[]) {
  const writes = new Map<string, CellWrite>();
  const days = new Map<string, ReturnType<typeof emptyDayFigures>>();
  for (const order of orders) {
    for (const cell of cellsOf(order).values()) addDayCellToWrites(writes, cell);
    for (const [day, figures] of buildOrderContribution(order, facts))
      days.set(day, addDayFigures(days.get(day) ?? emptyDayFigures(), figures));
  }
  return { stored: [...writes.values()].map((write) => ({ ...write, figures: write.add })), days };
}

/**
 * The cells a report of `sets` over `period` reads, as the data layer reads them: the whole months
 * by `planWholeMonthReads` (a year cell projected to those months' figures, or month cells projected
 * to the month's figures), the months at the period's ends whole.
 */
function readAsReport(
  stored: readonly StoredCell[],
  sets: readonly RollupSet[],
  period: { from: string; to: string },
) {
  const split = splitIntoMonths(period);
  const project = (cell: StoredCell, keep: (name: string) => boolean): StoredCell => ({
    ...cell,
    figures: Object.fromEntries(Object.entries(cell.figures).filter(([name]) => keep(name))),
  });
  const read: StoredCell[] = [];
  for (const set of sets) {
    const ofSet = stored.filter((cell) => cell.set === set);
    const yearOnly = !keepsMonthCells(set);
    for (const plan of split.months
      ? planWholeMonthReads(split.months.from, split.months.to, yearOnly)
      : []) {
      if (plan.grain === 'year') {
        const names = new Set(
          plan.months.flatMap((month) => FIGURE_NAMES.map((name) => monthFigureName(month, name))),
        );
        read.push(
          ...ofSet
            .filter((cell) => cell.period === plan.year)
            .map((cell) => project(cell, (name) => names.has(name))),
        );
      } else {
        read.push(
          ...ofSet
            .filter((cell) => cell.period.length === 7 && cell.period >= plan.from && cell.period <= plan.to)
            .map((cell) => project(cell, (name) => (FIGURE_NAMES as readonly string[]).includes(name))),
        );
      }
    }
    // The months at the ends whole: their month cells, or a year-only set's year cells (its days).
    for (const range of split.days)
      read.push(
        ...ofSet.filter((cell) =>
          yearOnly
            ? cell.period >= range.from.slice(0, 4) && cell.period <= range.to.slice(0, 4)
            : cell.period.length === 7 &&
              cell.period >= range.from.slice(0, 7) &&
              cell.period <= range.to.slice(0, 7),
        ),
      );
  }
  // A cell read twice (projected and whole, or for both ends of a period) counts once, as the data
  // layer merges it.
  const unique = new Map<string, StoredCell>();
  for (const cell of read) {
    const id = `${cell.set}|${cell.period}|${cell.row}`;
    unique.set(id, { ...cell, figures: { ...unique.get(id)?.figures, ...cell.figures } });
  }
  const rollups = gatherCells([...unique.values()], (_set, day) =>
    split.days.some((range) => day >= range.from && day <= range.to),
  );
  return { read: [...unique.values()], rollups };
}

/** A period's figures of these sets only (the totals and their breakdowns with their names). */
function ofSets(figures: ReturnType<typeof emptyDayFigures>, sets: readonly RollupSet[]) {
  const rows = sets.filter((set) => set !== 'totals') as Exclude<RollupSet, 'totals'>[];
  return {
    totals: figures.totals,
    by: Object.fromEntries(rows.map((set) => [set, figures.by[set]])),
    labels: Object.fromEntries(rows.map((set) => [set, figures.labels[set] ?? {}])),
  };
}

describe('year cells', () => {
  const placed = (number: string, at: string, quantity = 1) =>
    paid(makeOrder(number, [line('p1', 99.99, quantity), line('p2', 15.5, 1)], { created_at: at }), at);

  it('read a year’s whole months from one cell per row and add up to the days, to the cent', () => {
    expect(planWholeMonthReads('2024-12', '2026-10')).toEqual([
      { grain: 'month', from: '2024-12', to: '2024-12' },
      {
        grain: 'year',
        year: '2025',
        months: Array.from({ length: 12 }, (_, i) => `2025-${String(i + 1).padStart(2, '0')}`),
      },
      {
        grain: 'year',
        year: '2026',
        months: Array.from({ length: 10 }, (_, i) => `2026-${String(i + 1).padStart(2, '0')}`),
      },
    ]);
    // A year with one whole month in the period: its month cell.
    expect(planWholeMonthReads('2025-12', '2026-01')).toEqual([
      { grain: 'month', from: '2025-12', to: '2025-12' },
      { grain: 'month', from: '2026-01', to: '2026-01' },
    ]);
  });

  it('keep a year cell per customer and per product too: a year by customer or product from one cell per row, to the cent', () => {
    const orders = [
      placed('K1', '2025-02-03T15:00:00.000Z', 2),
      placed('K2', '2025-05-09T15:00:00.000Z', 1),
      placed('K3', '2025-11-30T15:00:00.000Z', 3),
      makeOrder('K4', [line('p2', 15.5, 4)], { created_at: '2025-08-08T15:00:00.000Z', user_id: 'u-other' }),
    ];
    orders[1] = refunded(orders[1]!, '2025-06-01T15:00:00.000Z');
    const { stored, days } = sumOrders(orders);
    const truth = createReportRollups(days);
    const period = { from: '2025-01-01', to: '2025-12-31' };
    const sets = ['totals', 'customer', 'product'] as const;
    const { read, rollups } = readAsReport(stored, sets, period);
    expect(ofSets(rollups.sum(period), sets)).toEqual(ofSets(truth.sum(period), sets));
    expect(Object.keys(rollups.sum(period).by.customer).length).toBeGreaterThan(1);
    // One year cell per row of each set, no month cell.
    const rowsOf = (set: RollupSet) =>
      new Set(stored.filter((cell) => cell.set === set && cell.period.length === 4).map((cell) => cell.row));
    for (const set of sets)
      expect(
        read
          .filter((cell) => cell.set === set)
          .map((cell) => `${cell.period} ${cell.row}`)
          .sort(),
      ).toEqual([...rowsOf(set)].map((row) => `2025 ${row}`).sort());
  });

  it('put a refund in another year on its own year’s cell: the sale in one year, the credit note in the next', () => {
    const sale = placed('Y1', '2025-12-20T15:00:00.000Z', 2);
    const orders = [
      refunded(sale, '2026-01-10T15:00:00.000Z'),
      placed('Y2', '2025-06-05T15:00:00.000Z'),
      placed('Y3', '2026-03-01T15:00:00.000Z', 3),
    ];
    const { stored, days } = sumOrders(orders);
    const truth = createReportRollups(days);
    const year2025 = stored.find((cell) => cell.set === 'totals' && cell.period === '2025')!;
    const year2026 = stored.find((cell) => cell.set === 'totals' && cell.period === '2026')!;
    const saleCents = Math.round(sale.subtotal * 100);
    expect(year2025.figures[monthFigureName('2025-12', 'revenue')]).toBe(saleCents);
    expect(year2025.figures[monthFigureName('2025-12', 'credited_revenue')]).toBeUndefined();
    expect(year2026.figures[monthFigureName('2026-01', 'credited_revenue')]).toBe(saleCents);
    expect(year2026.figures[monthFigureName('2026-01', 'refunded')]).toBe(Math.round(sale.total * 100));
    for (const period of [
      { from: '2025-01-01', to: '2025-12-31' },
      { from: '2026-01-01', to: '2026-12-31' },
      { from: '2025-01-01', to: '2026-12-31' },
    ]) {
      const sets = ['totals', 'category', 'payment_method'] as const;
      const { read, rollups } = readAsReport(stored, sets, period);
      expect(ofSets(rollups.sum(period), sets)).toEqual(ofSets(truth.sum(period), sets));
      // Whole years: year cells only, one per row.
      expect(read.every((cell) => cell.period.length === 4)).toBe(true);
    }
    const twoYears = readAsReport(stored, ['totals'], { from: '2025-01-01', to: '2026-12-31' }).rollups;
    expect(twoYears.sum({ from: '2025-12-01', to: '2025-12-31' }).totals.revenue).toBe(saleCents + 0);
    expect(twoYears.sum({ from: '2026-01-01', to: '2026-01-31' }).totals.credited_revenue).toBe(saleCents);
    expect(twoYears.sum({ from: '2026-01-01', to: '2026-01-31' }).totals.revenue).toBe(0);
  });

  it('count only the period’s months of a year cut inside the year, and the days at its ends', () => {
    const orders = [
      '2025-01-10',
      '2025-03-10',
      '2025-03-20',
      '2025-07-04',
      '2025-12-31',
      '2026-01-15',
      '2026-02-05',
      '2026-02-20',
    ].map((day, n) => placed(`C${n}`, `${day}T15:00:00.000Z`, n + 1));
    orders[3] = refunded(orders[3]!, '2026-02-01T15:00:00.000Z');
    const { stored, days } = sumOrders(orders);
    const truth = createReportRollups(days);
    const period = { from: '2025-03-15', to: '2026-02-10' };
    const sets = ['totals', 'category', 'brand'] as const;
    const { read, rollups } = readAsReport(stored, sets, period);
    expect(ofSets(rollups.sum(period), sets)).toEqual(ofSets(truth.sum(period), sets));
    // 2025-03-20, 07-04, 12-31, 2026-01-15, 02-05: five orders; 2025-01-10, 03-10 and 02-20 outside.
    expect(rollups.sum(period).totals.orders).toBe(5);
    expect(rollups.sum(period).totals.credited_orders).toBe(1);
    // April to December 2025 from the year cell (one per row); January 2026 alone from its month cell.
    const totals = read
      .filter((cell) => cell.set === 'totals')
      .map((cell) => cell.period)
      .sort();
    expect(totals).toEqual(['2025', '2025-03', '2026-01', '2026-02']);
    for (const month of ['2025-04', '2025-07', '2025-12', '2026-01'])
      expect(
        rollups.sum({ from: `${month}-01`, to: `${month}-${month === '2025-04' ? '30' : '31'}` }).totals,
      ).toEqual(
        truth.sum({ from: `${month}-01`, to: `${month}-${month === '2025-04' ? '30' : '31'}` }).totals,
      );
  });

  it('keep a customer in one cell a year, its days in it: one item written per order, any period cut inside a year to the cent', () => {
    const orders: Order[] = [
      placed('D1', '2025-02-03T15:00:00.000Z', 2),
      placed('D2', '2025-02-20T15:00:00.000Z', 1),
      placed('D3', '2025-07-09T15:00:00.000Z', 3),
      placed('D4', '2026-01-05T15:00:00.000Z', 1),
    ].map((order) => ({
      ...order,
      user_id: 'u-same',
      customer_info: { ...order.customer_info, lastName: 'Same' },
    }));
    orders.push(
      makeOrder('D5', [line('p2', 15.5, 4)], { created_at: '2025-08-08T15:00:00.000Z', user_id: 'u-other' }),
    );
    orders[2] = refunded(orders[2]!, '2025-08-01T15:00:00.000Z');
    // Each order's customer share is one item: its year's cell (an order paid or refunded in the
    // same year adds nothing more).
    for (const order of orders) {
      const writes = new Map<string, CellWrite>();
      for (const cell of cellsOf(order).values()) addDayCellToWrites(writes, cell);
      expect([...writes.values()].filter((write) => write.set === 'customer').map((w) => w.period)).toEqual([
        order.created_at.slice(0, 4),
      ]);
    }
    const { stored, days } = sumOrders(orders);
    expect(
      stored
        .filter((cell) => cell.set === 'customer')
        .map((cell) => cell.period)
        .sort(),
    ).toEqual(['2025', '2025', '2026']);
    const truth = createReportRollups(days);
    const sets = ['totals', 'customer'] as const;
    for (const period of [
      { from: '2025-02-10', to: '2025-02-25' },
      { from: '2025-02-01', to: '2025-02-28' },
      { from: '2025-02-15', to: '2025-08-05' },
      { from: '2025-01-01', to: '2025-12-31' },
      { from: '2025-02-04', to: '2026-01-31' },
      { from: '2024-12-28', to: '2026-12-27' },
    ]) {
      const { read, rollups } = readAsReport(stored, sets, period);
      expect(ofSets(rollups.sum(period), sets)).toEqual(ofSets(truth.sum(period), sets));
      expect(read.filter((cell) => cell.set === 'customer').every((cell) => cell.period.length === 4)).toBe(
        true,
      );
    }
    // Only the days the customer bought on (or was credited on) are in its cell.
    const cell = stored.find(
      (c) => c.set === 'customer' && c.period === '2025' && c.figures[monthFigureName('2025-02', 'orders')],
    )!;
    const dayNames = Object.keys(cell.figures).filter((name) => /^d\d{4}_orders$/.test(name));
    expect(dayNames.sort()).toEqual(['d0203_orders', 'd0220_orders', 'd0709_orders']);
  });

  it('count a month once when both its month cell and its year cell were read', () => {
    const { stored, days } = sumOrders([
      placed('B1', '2025-05-05T15:00:00.000Z'),
      placed('B2', '2025-06-06T15:00:00.000Z'),
    ]);
    const rollups = gatherCells(stored);
    const period = { from: '2025-05-01', to: '2025-06-30' };
    expect(rollups.sum(period)).toEqual(createReportRollups(days).sum(period));
  });
});

describe('payments received on account', () => {
  it('count as money received under on_account on the Jamaica day they were recorded', () => {
    const cells = toDayCells(
      buildAccountPaymentContribution({ at: '2026-12-01T02:00:00.000Z', amount: 1234.56 }),
    );
    expect([...cells.values()]).toEqual([
      { set: 'totals', day: '2026-11-30', row: 'all', label: null, figures: { received: 123456 } },
      {
        set: 'payment_method',
        day: '2026-11-30',
        row: 'on_account',
        label: 'on_account',
        figures: { received: 123456 },
      },
    ]);
  });
});

describe('the stock rollup’s parts', () => {
  it('cut a batch selling 3,000 products on one day into stock updates each within DynamoDB’s 4 KB expression and 400 KB item, adding up to what was sold', () => {
    // 63 orders of 48 lines (an order's most), each line a product of its own: 3,024 products sold
    // on 10 November, every third order refunded that day (its units credited).
    const day = '2026-11-10';
    const productId = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
    const expected = new Map<string, { units: number; credited_units: number }>();
    const batch = Array.from({ length: 63 }, (_, o) => {
      const lines = Array.from({ length: 48 }, (_, l) => line(productId(o * 48 + l), 10, 1 + (l % 3)));
      let order = paid(makeOrder(`W${o}`, lines, { created_at: `${day}T15:00:00.000Z` }), `${day}T15:00:00Z`);
      if (o % 3 === 0) order = refunded(order, `${day}T20:00:00Z`);
      for (const { product_id, quantity } of lines)
        expected.set(product_id, { units: quantity, credited_units: o % 3 === 0 ? quantity : 0 });
      return { orderNumber: order.order_number, deltas: diffCells({}, cellsOf(order)) };
    });
    // The consumer's limits: 100 items a transaction, 99 cells a group.
    const journals = planRollupJournals(batch, 100, 99);
    const groups = new Map<number, CellWrite[]>();
    for (const journal of journals)
      journal.chunks.forEach((chunk, index) => {
        // A journal chunk is one item: within 400 KB (its JSON is larger than DynamoDB's encoding).
        expect(Buffer.byteLength(JSON.stringify(chunk))).toBeLessThanOrEqual(400 * 1024);
        const group = journal.groups[index]!;
        groups.set(group, [...(groups.get(group) ?? []), ...chunk]);
      });
    const stockItems: StoredCell[] = [];
    for (const chunks of groups.values()) {
      const updates = sumCellWrites(chunks);
      // A group's transaction: each item once, every update expression within DynamoDB's 4 KB.
      expect(new Set(updates.map(cellWriteId)).size).toBe(updates.length);
      for (const update of updates) {
        expect(toCellUpdateExpression(update).expression.length).toBeLessThanOrEqual(4096);
        if (update.period.length === 10) stockItems.push({ ...update, figures: update.add });
      }
    }
    // Several items for each shard that day, and together exactly what was sold and credited.
    expect(stockItems.length).toBeGreaterThan(8);
    const sold = gatherStockDays(stockItems).day(day)!.by.product;
    expect(Object.keys(sold)).toHaveLength(3_024);
    for (const [id, figures] of expected) {
      expect(sold[id]?.units).toBe(figures.units);
      expect(sold[id]?.credited_units).toBe(figures.credited_units);
    }
  });
});

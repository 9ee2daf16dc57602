/**
 * The reports' rollups as stored: one **cell** per (set, month, row), where the set is the totals or
 * one breakdown (`ROLLUP_ROWS`) and the row is a key of that breakdown (`all` for the totals). A cell
 * holds the month's figures of its row (cents, counts) and, beside them, each day's
 * (`dayFigureName`), kept up to date by atomic additions, so a report reads only the set it shows,
 * one cell per row and month, and an order's share of a row is one item written.
 *
 * An order's contribution is applied as a difference: what its current state adds to each day cell
 * (`toDayCells`) less what was applied before (kept with the order: `AppliedCells`), so a record
 * handled twice has nothing left to add (see docs/reports.md, "How they stay fast").
 */
import {
  addDayFigures,
  addFigures,
  emptyDayFigures,
  emptyFigures,
  FIGURE_NAMES,
  ROLLUP_ROWS,
  type DayFigures,
  type Figures,
} from './rollup.js';

export const ROLLUP_SETS = ['totals', ...ROLLUP_ROWS] as const;
export type RollupSet = (typeof ROLLUP_SETS)[number];
/** The row of the `totals` set. */
export const TOTALS_ROW = 'all';

/** An order's figures of one row of one set on one day: the unit an order contributes. */
export interface DayCell {
  set: RollupSet;
  day: string;
  row: string;
  /** The row's name as shown (null when unknown: a cell the order no longer touches). */
  label: string | null;
  figures: Partial<Figures>;
}

/** What has been added to the rollups for one order, by `dayCellId`: non-zero figures only. */
export type AppliedCells = Record<string, Partial<Figures>>;

export const dayCellId = (cell: Pick<DayCell, 'set' | 'day' | 'row'>): string =>
  `${cell.set}|${cell.day}|${cell.row}`;

function nonZero(figures: Partial<Figures>): Partial<Figures> {
  const out: Partial<Figures> = {};
  for (const name of FIGURE_NAMES) if (figures[name]) out[name] = figures[name];
  return out;
}
const isEmpty = (figures: Partial<Figures>) => Object.keys(figures).length === 0;

/** An order's contribution (`buildOrderContribution`) as day cells, zero figures and empty cells left out. */
export function toDayCells(contribution: ReadonlyMap<string, DayFigures>): Map<string, DayCell> {
  const cells = new Map<string, DayCell>();
  const put = (cell: DayCell) => {
    const figures = nonZero(cell.figures);
    if (!isEmpty(figures)) cells.set(dayCellId(cell), { ...cell, figures });
  };
  for (const [day, figures] of contribution) {
    put({ set: 'totals', day, row: TOTALS_ROW, label: null, figures: figures.totals });
    for (const set of ROLLUP_ROWS) {
      for (const [row, rowFigures] of Object.entries(figures.by[set] ?? {})) {
        put({ set, day, row, label: figures.labels[set]?.[row] ?? null, figures: rowFigures });
      }
    }
  }
  return cells;
}

/** What must be added to the rollups to go from `applied` to `next`: the non-zero differences. */
export function diffCells(applied: AppliedCells, next: ReadonlyMap<string, DayCell>): DayCell[] {
  const deltas: DayCell[] = [];
  for (const [id, cell] of next) {
    const before = applied[id] ?? {};
    const figures = nonZero(
      Object.fromEntries(FIGURE_NAMES.map((name) => [name, (cell.figures[name] ?? 0) - (before[name] ?? 0)])),
    );
    if (!isEmpty(figures)) deltas.push({ ...cell, figures });
  }
  for (const [id, before] of Object.entries(applied)) {
    if (next.has(id)) continue;
    const [set, day, ...row] = id.split('|');
    const figures = nonZero(Object.fromEntries(FIGURE_NAMES.map((name) => [name, -(before[name] ?? 0)])));
    if (!isEmpty(figures))
      deltas.push({ set: set as RollupSet, day: day!, row: row.join('|'), label: null, figures });
  }
  return deltas;
}

/** `applied` with `deltas` added: what has been added once a transaction carrying them succeeds. */
export function addToApplied(applied: AppliedCells, deltas: readonly DayCell[]): AppliedCells {
  const out: AppliedCells = { ...applied };
  for (const delta of deltas) {
    const id = dayCellId(delta);
    const sum = nonZero(addFigures({ ...emptyFigures(), ...out[id] }, delta.figures));
    if (isEmpty(sum)) delete out[id];
    else out[id] = sum;
  }
  return out;
}

/**
 * The name of a day's figure in its month's cell (`d07_revenue`): a row's cell of a month holds the
 * month's figures under their own names and each day's beside them, so an order's share of a row is
 * one item written, not two (a day's and a month's).
 */
export const dayFigureName = (day: string, name: string): string => `d${day.slice(8, 10)}_${name}`;
const DAY_FIGURE = /^d(\d\d)_(.+)$/;

/**
 * The name of a month's figure in its year's cell (`m03_revenue`): every set keeps a **year cell**
 * per row beside its month cells, holding each month's figures, so a long report reads one item per
 * row and year for the whole months of a year instead of one per month (kept by the same additions
 * as the month cells).
 */
export const monthFigureName = (month: string, name: string): string => `m${month.slice(5, 7)}_${name}`;
const MONTH_FIGURE = /^m(\d\d)_(.+)$/;

/**
 * The sets kept in **year cells only**: the customers' (a customer buys a few times a year, so a
 * month cell and a year cell were nearly two items written per order). A row's year cell holds each
 * month's figures (`monthFigureName`) and, beside them, the days it has figures on
 * (`yearDayFigureName`: sparse, only its days), so an order's share of a customer is one item written
 * and a period reads one item a row and year.
 */
const YEAR_ONLY_SETS: readonly RollupSet[] = ['customer'];
export const keepsMonthCells = (set: RollupSet): boolean => !YEAR_ONLY_SETS.includes(set);

/** The name of a day's figure in its year's cell of a year-only set (`d0307_revenue`). */
export const yearDayFigureName = (day: string, name: string): string =>
  `d${day.slice(5, 7)}${day.slice(8, 10)}_${name}`;
const YEAR_DAY_FIGURE = /^d(\d\d)(\d\d)_(.+)$/;

/**
 * The whole-month figures a cell's attributes hold, by month: a month cell's own, a year cell's
 * `monthFigureName` ones.
 */
export function monthFiguresOf(cell: {
  period: string;
  figures: Record<string, number>;
}): Map<string, Partial<Figures>> {
  const out = new Map<string, Partial<Figures>>();
  const into = (month: string) => out.get(month) ?? out.set(month, {}).get(month)!;
  for (const [name, value] of Object.entries(cell.figures)) {
    if (cell.period.length === 7) {
      if ((FIGURE_NAMES as readonly string[]).includes(name))
        into(cell.period)[name as keyof Figures] = value;
      continue;
    }
    const monthFigure = MONTH_FIGURE.exec(name);
    if (monthFigure) into(`${cell.period}-${monthFigure[1]}`)[monthFigure[2] as keyof Figures] = value;
  }
  return out;
}

/**
 * The **stock rollup**: items per shop day and shard (`STOCK_SHARDS` a day, a product always in
 * the same one) holding the units sold and credited that day of every product that moved
 * (`stockFigureName`), kept by the same additions as the product cells. The Stock report reads the
 * last 90 days' items (a query of the days, about 360) instead of every product's month cells with
 * their days. A batch's figures of a shard's day are cut into **parts** (`planStockParts`), each
 * its own item (`<day>#shard01`, then `<day>#shard01#1`...), so that every addition stays within
 * DynamoDB's limits however many products a batch sells on one day: see docs/reports.md.
 */
export const STOCK_SHARDS = 4;
/** The figures of each product the stock rollup keeps: units sold and credited. */
export const STOCK_FIGURES = ['units', 'credited_units'] as const satisfies readonly (keyof Figures)[];
export const stockFigureName = (productId: string, name: (typeof STOCK_FIGURES)[number]): string =>
  `${name}:${productId}`;
const STOCK_FIGURE = /^(units|credited_units):(.+)$/;
/** The stock rollup's row (its shard) of a product: FNV-1a of its id. */
export function stockShardRow(productId: string): string {
  let hash = 0x811c9dc5;
  for (let index = 0; index < productId.length; index += 1) {
    hash ^= productId.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return `shard${String(hash % STOCK_SHARDS).padStart(2, '0')}`;
}
/** A stock rollup item's set (its key: the day as period, the shard as row). */
export const STOCK_SET = 'product' satisfies RollupSet;
/** The row of a shard's part (`stockShardRow`'s row for part 0, as the rebuild writes a day whole). */
const stockPartRow = (shardRow: string, part: number): string =>
  part === 0 ? shardRow : `${shardRow}#${part}`;
/** Where a batch's stock figures go: the row of each product's day (`stockPartKey`). */
export type StockRows = ReadonlyMap<string, string>;
const stockPartKey = (day: string, productId: string) => `${day}|${productId}`;
const stockRowOf = (cell: Pick<DayCell, 'day' | 'row'>, stockRows: StockRows | undefined) =>
  stockRows?.get(stockPartKey(cell.day, cell.row)) ?? stockShardRow(cell.row);

/** DynamoDB's limit on an expression's length (bytes). */
const MAX_EXPRESSION_BYTES = 4096;
/**
 * A stock part's figures at most, in bytes as stored: each figure's name and
 * `STOCK_FIGURE_OVERHEAD_BYTES`. A journal chunk holds up to 99 cell writes: 99 parts of this size
 * (and their keys) stay within an item's 400 KB (409,600 bytes), and so does the stock item each
 * part is added to.
 */
const STOCK_PART_BYTES = 3_800;
/** A figure's number (up to 38 digits: 21 bytes) and a map entry's byte, beside its name. */
const STOCK_FIGURE_OVERHEAD_BYTES = 22;
const utf8 = new TextEncoder();
const stockFigureBytes = (name: string) => utf8.encode(name).length + STOCK_FIGURE_OVERHEAD_BYTES;

const addClause = (index: number) => `#a${index} :a${index}`;
const ADD_KEYWORD = ' ADD ';
const ADD_SEPARATOR = ', ';
/**
 * The length of a cell write's update expression once `count` more figures are added to its
 * `figures` (`toCellUpdateExpression`'s expression, measured from its own parts).
 */
function expressionLengthWith(base: number, figures: number, count: number): number {
  let length = base + (figures === 0 && count > 0 ? ADD_KEYWORD.length : 0);
  for (let index = figures; index < figures + count; index += 1)
    length += addClause(index).length + (index > 0 ? ADD_SEPARATOR.length : 0);
  return length;
}

/**
 * A cell write as one update: SET its identity (and its row's name), ADD its figures, with the
 * names and values the expression uses. The data layer sends exactly this (`toCellUpdate`), so
 * `planStockParts` measures the real expression.
 */
export function toCellUpdateExpression(write: CellWrite): {
  expression: string;
  names: Record<string, string>;
  values: Record<string, unknown>;
} {
  const names: Record<string, string> = {
    '#entity': 'entity',
    '#set': 'set',
    '#period': 'period',
    '#row': 'row',
  };
  const values: Record<string, unknown> = {
    ':entity': 'report-cell',
    ':set': write.set,
    ':period': write.period,
    ':row': write.row,
  };
  const sets = ['#entity = :entity', '#set = :set', '#period = :period', '#row = :row'];
  if (write.label !== null) {
    names['#label'] = 'label';
    values[':label'] = write.label;
    sets.push('#label = :label');
  }
  const adds = Object.entries(write.add).map(([name, value], index) => {
    names[`#a${index}`] = name;
    values[`:a${index}`] = value;
    return addClause(index);
  });
  return {
    expression: `SET ${sets.join(', ')}${adds.length ? `${ADD_KEYWORD}${adds.join(ADD_SEPARATOR)}` : ''}`,
    names,
    values,
  };
}

/**
 * Cuts a batch's stock figures (its product day cells) into parts: for each day and shard, the
 * products in order of their ids, a new part begun where the next product's figures would take the
 * part's update expression past `MAX_EXPRESSION_BYTES` (measured on `toCellUpdateExpression`) or
 * its figures past `STOCK_PART_BYTES`. Each part is a distinct item (`stockPartRow`) and so a
 * distinct cell write of the batch: in one group, added once, in a transaction of its own items
 * only. A batch selling few products of a shard on a day has one part, the shard's row.
 */
export function planStockParts(cells: Iterable<DayCell>): StockRows {
  const byShardDay = new Map<string, Map<string, Set<string>>>();
  for (const cell of cells) {
    if (cell.set !== STOCK_SET) continue;
    const names = STOCK_FIGURES.filter((name) => cell.figures[name]);
    if (names.length === 0) continue;
    const id = `${cell.day}|${stockShardRow(cell.row)}`;
    const products = byShardDay.get(id) ?? byShardDay.set(id, new Map()).get(id)!;
    const figures = products.get(cell.row) ?? products.set(cell.row, new Set()).get(cell.row)!;
    for (const name of names) figures.add(stockFigureName(cell.row, name));
  }
  const rows = new Map<string, string>();
  for (const [id, products] of byShardDay) {
    const [day, shard] = id.split('|') as [string, string];
    let part = 0;
    let row = shard;
    // The part's expression with no figure yet (its SET), its figures and their bytes.
    let base = toCellUpdateExpression({ set: STOCK_SET, period: day, row, label: null, add: {} }).expression
      .length;
    let figures = 0;
    let bytes = 0;
    for (const productId of [...products.keys()].sort()) {
      const names = products.get(productId)!.size;
      const more = [...products.get(productId)!].reduce((sum, name) => sum + stockFigureBytes(name), 0);
      const fits =
        bytes + more <= STOCK_PART_BYTES &&
        expressionLengthWith(base, figures, names) <= MAX_EXPRESSION_BYTES;
      if (!fits && figures > 0) {
        part += 1;
        row = stockPartRow(shard, part);
        base = toCellUpdateExpression({ set: STOCK_SET, period: day, row, label: null, add: {} }).expression
          .length;
        figures = 0;
        bytes = 0;
      }
      figures += names;
      bytes += more;
      rows.set(stockPartKey(day, productId), row);
    }
  }
  return rows;
}

/** A rollup item's addition: its key parts (the month or the year), the attributes to add, and its row's name. */
export interface CellWrite {
  set: RollupSet;
  /** YYYY-MM for a month's cell, YYYY for a year's, YYYY-MM-DD for a stock rollup item (set `product`). */
  period: string;
  row: string;
  label: string | null;
  /** Month figures by their names, day figures by `dayFigureName` (a year cell: `monthFigureName` only). */
  add: Record<string, number>;
}

export const cellWriteId = (write: Pick<CellWrite, 'set' | 'period' | 'row'>): string =>
  `${write.set}|${write.period}|${write.row}`;

/**
 * Adds a day cell into `writes`: into its month's cell, as the month's figures and as the day's, and
 * into its year's cell, as the month's figures (`monthFigureName`); a product's units sold and
 * credited into its day's stock rollup item too (its shard's, or the part `stockRows` gives it).
 */
export function addDayCellToWrites(
  writes: Map<string, CellWrite>,
  cell: DayCell,
  stockRows?: StockRows,
): void {
  const month = cell.day.slice(0, 7);
  const into = (period: string) => {
    const id = cellWriteId({ set: cell.set, period, row: cell.row });
    const write = writes.get(id) ?? { set: cell.set, period, row: cell.row, label: null, add: {} };
    write.label ??= cell.label;
    writes.set(id, write);
    return write.add;
  };
  const monthAdd = keepsMonthCells(cell.set) ? into(month) : null;
  const yearAdd = into(month.slice(0, 4));
  const plus = (add: Record<string, number>, name: string, value: number) => {
    add[name] = (add[name] ?? 0) + value;
  };
  for (const name of FIGURE_NAMES) {
    const value = cell.figures[name];
    if (!value) continue;
    if (monthAdd) {
      plus(monthAdd, name, value);
      plus(monthAdd, dayFigureName(cell.day, name), value);
    } else plus(yearAdd, yearDayFigureName(cell.day, name), value);
    plus(yearAdd, monthFigureName(month, name), value);
  }
  if (cell.set !== STOCK_SET) return;
  for (const name of STOCK_FIGURES) {
    const value = cell.figures[name];
    if (!value) continue;
    const row = stockRowOf(cell, stockRows);
    const id = cellWriteId({ set: STOCK_SET, period: cell.day, row });
    const write = writes.get(id) ?? { set: STOCK_SET, period: cell.day, row, label: null, add: {} };
    writes.set(id, write);
    const stockName = stockFigureName(cell.row, name);
    write.add[stockName] = (write.add[stockName] ?? 0) + value;
  }
}

/**
 * The cell writes a day cell is added to: its month's (unless its set keeps year cells only), its
 * year's, and a product's day's stock item.
 */
const cellWriteIdsOf = (cell: DayCell, stockRows: StockRows): string[] => {
  const month = cell.day.slice(0, 7);
  return [
    ...(keepsMonthCells(cell.set) ? [cellWriteId({ set: cell.set, period: month, row: cell.row })] : []),
    cellWriteId({ set: cell.set, period: month.slice(0, 4), row: cell.row }),
    ...(cell.set === STOCK_SET && STOCK_FIGURES.some((name) => cell.figures[name])
      ? [cellWriteId({ set: STOCK_SET, period: cell.day, row: stockRowOf(cell, stockRows) })]
      : []),
  ];
};

/**
 * One journal of a batch: the orders whose differences it carries (each order's day cells, for its
 * marker's new applied state) and those differences summed per cell, cut into chunks (each chunk
 * one journal item). A batch's cells are cut into **groups** once for all its journals: a journal's
 * chunk `groups[i]` holds its share of that group's cells, so one transaction adds a group's cells,
 * summed over every journal of the batch, and deletes the group's chunks.
 */
export interface RollupJournal {
  orders: Map<string, DayCell[]>;
  chunks: CellWrite[][];
  /** The group of each chunk (`chunks[i]` belongs to `groups[i]`); a journal has one chunk a group at most. */
  groups: number[];
}

/**
 * Packs whole orders into journals, each written in one transaction with its orders' markers
 * (`maxItems`, the transaction limit: one marker per order plus one item per chunk), and cuts the
 * batch's cells into groups of at most `cellsPerGroup`, so that adding a group (its cells summed
 * over all the journals, and the deletion of each journal's chunk of it) is one transaction within
 * `maxItems` too. A cell is in one group only, so a batch's additions to a cell are summed once for
 * the whole batch rather than once per journal. An order is never split between journals; one order
 * alone always makes a journal.
 */
export function planRollupJournals(
  orders: readonly { orderNumber: string; deltas: readonly DayCell[] }[],
  maxItems: number,
  cellsPerGroup: number,
): RollupJournal[] {
  // Each order once, its differences together (the same order twice in the list adds up).
  const byOrder = new Map<string, DayCell[]>();
  for (const { orderNumber, deltas } of orders)
    if (deltas.length > 0) byOrder.set(orderNumber, [...(byOrder.get(orderNumber) ?? []), ...deltas]);
  if (byOrder.size === 0) return [];
  // The batch's stock figures cut into parts once, for all its journals (a part is a cell).
  const stockRows = planStockParts([...byOrder.values()].flat());
  const cellIds = [
    ...new Set([...byOrder.values()].flat().flatMap((cell) => cellWriteIdsOf(cell, stockRows))),
  ];
  // Journals need a chunk per group, and a group's transaction a deletion per journal: the fewest
  // journals for which both fit (none when the limit is too small for the batch's cells: then each
  // journal's cells make groups of their own).
  let shape: { groupCount: number; ordersPerJournal: number } | null = null;
  const mostJournals = Math.min(byOrder.size, maxItems - 1);
  for (let journalCount = 1; journalCount <= mostJournals && !shape; journalCount += 1) {
    const groupCount = Math.ceil(cellIds.length / Math.min(cellsPerGroup, maxItems - journalCount));
    const ordersPerJournal = maxItems - groupCount;
    if (ordersPerJournal >= 1 && Math.ceil(byOrder.size / ordersPerJournal) <= journalCount)
      shape = { groupCount, ordersPerJournal };
  }
  if (!shape) return packJournalsApart([...byOrder], maxItems, cellsPerGroup, stockRows);
  const { groupCount, ordersPerJournal } = shape;
  const groupSize = Math.ceil(cellIds.length / groupCount);
  const groupOf = new Map(cellIds.map((id, index) => [id, Math.floor(index / groupSize)]));
  const entries = [...byOrder];
  const journals: RollupJournal[] = [];
  for (let start = 0; start < entries.length; start += ordersPerJournal) {
    const journalOrders = new Map(entries.slice(start, start + ordersPerJournal));
    const writes = new Map<string, CellWrite>();
    for (const cells of journalOrders.values())
      for (const cell of cells) addDayCellToWrites(writes, cell, stockRows);
    const byGroup = new Map<number, CellWrite[]>();
    for (const [id, write] of writes) {
      const group = groupOf.get(id)!;
      byGroup.set(group, [...(byGroup.get(group) ?? []), write]);
    }
    const groups = [...byGroup.keys()].sort((a, b) => a - b);
    journals.push({ orders: journalOrders, chunks: groups.map((group) => byGroup.get(group)!), groups });
  }
  return journals;
}

/**
 * Journals packed one after another, each with chunks of its own (a group per chunk): for a limit too
 * small to share groups across a batch's journals.
 */
function packJournalsApart(
  orders: readonly [string, DayCell[]][],
  maxItems: number,
  cellsPerChunk: number,
  stockRows: StockRows,
): RollupJournal[] {
  const journals: RollupJournal[] = [];
  let orderCells = new Map<string, DayCell[]>();
  let writes = new Map<string, CellWrite>();
  let nextGroup = 0;
  const close = () => {
    if (orderCells.size === 0) return;
    const all = [...writes.values()];
    const chunks: CellWrite[][] = [];
    for (let start = 0; start < all.length; start += cellsPerChunk)
      chunks.push(all.slice(start, start + cellsPerChunk));
    journals.push({ orders: orderCells, chunks, groups: chunks.map(() => nextGroup++) });
    orderCells = new Map();
    writes = new Map();
  };
  for (const [orderNumber, deltas] of orders) {
    const newCells = new Set(
      deltas.flatMap((cell) => cellWriteIdsOf(cell, stockRows)).filter((id) => !writes.has(id)),
    ).size;
    const items = orderCells.size + 1 + Math.ceil((writes.size + newCells) / cellsPerChunk);
    if (items > maxItems) close();
    for (const cell of deltas) addDayCellToWrites(writes, cell, stockRows);
    orderCells.set(orderNumber, deltas);
  }
  close();
  return journals;
}

/** Cell writes summed per cell (a group's chunks of several journals, added in one transaction). */
export function sumCellWrites(writes: Iterable<CellWrite>): CellWrite[] {
  const sums = new Map<string, CellWrite>();
  for (const write of writes) {
    const id = cellWriteId(write);
    const sum = sums.get(id) ?? {
      set: write.set,
      period: write.period,
      row: write.row,
      label: null,
      add: {},
    };
    sum.label ??= write.label;
    for (const [name, value] of Object.entries(write.add)) sum.add[name] = (sum.add[name] ?? 0) + value;
    sums.set(id, sum);
  }
  return [...sums.values()];
}

/**
 * Orders the adding of journal chunks into waves: the chunks of a wave share no cell (their
 * transactions touch distinct items, so they run at once without conflicting), at most `concurrency`
 * a wave; the waves run one after another. Every chunk is in exactly one wave (additions commute, so
 * the order does not change the sums).
 */
export function planChunkWaves<Chunk extends { cells: readonly Pick<CellWrite, 'set' | 'period' | 'row'>[] }>(
  chunks: readonly Chunk[],
  concurrency: number,
): Chunk[][] {
  const waves: { chunks: Chunk[]; cells: Set<string> }[] = [];
  for (const chunk of chunks) {
    const ids = chunk.cells.map(cellWriteId);
    let wave = waves.find(
      (candidate) => candidate.chunks.length < concurrency && ids.every((id) => !candidate.cells.has(id)),
    );
    if (!wave) waves.push((wave = { chunks: [], cells: new Set() }));
    wave.chunks.push(chunk);
    for (const id of ids) wave.cells.add(id);
  }
  return waves.map((wave) => wave.chunks);
}

/** The months wholly inside a period, and the days of the period outside them. */
export function splitIntoMonths(period: { from: string; to: string }): {
  months: { from: string; to: string } | null;
  days: { from: string; to: string }[];
} {
  const firstMonth = period.from.endsWith('-01')
    ? period.from.slice(0, 7)
    : nextMonth(period.from.slice(0, 7));
  const lastMonth =
    lastDayOfMonth(period.to.slice(0, 7)) === period.to
      ? period.to.slice(0, 7)
      : previousMonth(period.to.slice(0, 7));
  if (firstMonth > lastMonth) return { months: null, days: [period] };
  const days: { from: string; to: string }[] = [];
  if (period.from < `${firstMonth}-01`)
    days.push({ from: period.from, to: lastDayOfMonth(previousMonth(firstMonth)) });
  if (period.to > lastDayOfMonth(lastMonth)) days.push({ from: `${nextMonth(lastMonth)}-01`, to: period.to });
  return { months: { from: firstMonth, to: lastMonth }, days };
}

/** The whole months of a period as read: by year cell or by month cells. */
export type WholeMonthsRead =
  { grain: 'year'; year: string; months: string[] } | { grain: 'month'; from: string; to: string };

/**
 * How a set's whole months (`from` to `to`, YYYY-MM) are read: a year's months from its year cells
 * (one item per row: each month's figures) where the period holds at least two of that year's
 * months or the set keeps no month cells (`yearOnly`), else from their month cells (one item per
 * row and month).
 */
export function planWholeMonthReads(from: string, to: string, yearOnly = false): WholeMonthsRead[] {
  const reads: WholeMonthsRead[] = [];
  for (let year = Number(from.slice(0, 4)); year <= Number(to.slice(0, 4)); year += 1) {
    const first = year === Number(from.slice(0, 4)) ? from : `${year}-01`;
    const last = year === Number(to.slice(0, 4)) ? to : `${year}-12`;
    const months: string[] = [];
    for (let month = first; month <= last; month = nextMonth(month)) months.push(month);
    reads.push(
      months.length >= 2 || yearOnly
        ? { grain: 'year', year: String(year), months }
        : { grain: 'month', from: first, to: last },
    );
  }
  return reads;
}

function shiftMonth(month: string, by: number): string {
  const date = new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)) - 1 + by, 1));
  return date.toISOString().slice(0, 7);
}
const nextMonth = (month: string) => shiftMonth(month, 1);
const previousMonth = (month: string) => shiftMonth(month, -1);
function lastDayOfMonth(month: string): string {
  return new Date(Date.parse(`${nextMonth(month)}-01T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
}

/** A stored cell as read back: its key parts (the month) and attributes (as `CellWrite.add`). */
export interface StoredCell {
  set: RollupSet;
  period: string;
  row: string;
  label: string | null;
  figures: Record<string, number>;
}

/**
 * The rollups a report reads, by day and by month: `sum` adds up a period from its whole months'
 * cells and its other days' cells; `day` gives one day's. Only the sets that were read are filled.
 */
export interface ReportRollups {
  sum(period: { from: string; to: string }): DayFigures;
  day(day: string): DayFigures | undefined;
}

export function createReportRollups(
  days: ReadonlyMap<string, DayFigures>,
  months: ReadonlyMap<string, DayFigures> | null = null,
): ReportRollups {
  return {
    sum(period) {
      const split = months ? splitIntoMonths(period) : { months: null, days: [period] };
      const out = emptyDayFigures();
      const add = (figures: DayFigures) => addDayFigures(out, figures);
      if (split.months && months)
        for (const [month, figures] of months)
          if (month >= split.months.from && month <= split.months.to) add(figures);
      for (const [day, figures] of days)
        if (split.days.some((range) => day >= range.from && day <= range.to)) add(figures);
      return out;
    },
    day: (day) => days.get(day),
  };
}

/**
 * Stored cells gathered into months and days (each cell read once): a month cell's month figures,
 * and the figures of those of its days that `wantsDay` asks for (all of them without it); a year
 * cell's months, each one whose month cell was not read too (a month is counted once).
 */
export function gatherCells(
  cellsRead: Iterable<StoredCell>,
  wantsDay: (set: RollupSet, day: string) => boolean = () => true,
): ReportRollups {
  const cells = [...cellsRead];
  const monthCells = new Set(
    cells.filter((cell) => cell.period.length === 7).map((cell) => `${cell.set}|${cell.period}|${cell.row}`),
  );
  const days = new Map<string, DayFigures>();
  const months = new Map<string, DayFigures>();
  const add = (map: Map<string, DayFigures>, key: string, cell: StoredCell, figures: Partial<Figures>) => {
    const into = map.get(key) ?? map.set(key, emptyDayFigures()).get(key)!;
    if (cell.set === 'totals') addFigures(into.totals, figures);
    else {
      into.by[cell.set][cell.row] = addFigures(into.by[cell.set][cell.row] ?? emptyFigures(), figures);
      if (cell.label) (into.labels[cell.set] ??= {})[cell.row] = cell.label;
    }
  };
  for (const cell of cells) {
    // A stock rollup item (a day's): read apart, by the Stock report (`gatherStockDays`).
    if (cell.period.length === 10) continue;
    if (cell.period.length === 4) {
      const byMonth = new Map<string, Partial<Figures>>();
      const byDay = new Map<string, Partial<Figures>>();
      for (const [name, value] of Object.entries(cell.figures)) {
        // A year-only set's days (its year cell is its only cell).
        const yearDay = YEAR_DAY_FIGURE.exec(name);
        if (yearDay) {
          const day = `${cell.period}-${yearDay[1]}-${yearDay[2]}`;
          if (!wantsDay(cell.set, day)) continue;
          const figures = byDay.get(day) ?? byDay.set(day, {}).get(day)!;
          figures[yearDay[3] as keyof Figures] = value;
          continue;
        }
        const monthFigure = MONTH_FIGURE.exec(name);
        if (!monthFigure) continue;
        const month = `${cell.period}-${monthFigure[1]}`;
        if (monthCells.has(`${cell.set}|${month}|${cell.row}`)) continue;
        const figures = byMonth.get(month) ?? byMonth.set(month, {}).get(month)!;
        figures[monthFigure[2] as keyof Figures] = value;
      }
      for (const [month, figures] of byMonth) add(months, month, cell, figures);
      for (const [day, figures] of byDay) add(days, day, cell, figures);
      continue;
    }
    const month: Partial<Figures> = {};
    const byDay = new Map<string, Partial<Figures>>();
    for (const [name, value] of Object.entries(cell.figures)) {
      if ((FIGURE_NAMES as readonly string[]).includes(name)) month[name as keyof Figures] = value;
      const dayFigure = DAY_FIGURE.exec(name);
      if (!dayFigure) continue;
      const day = `${cell.period}-${dayFigure[1]}`;
      if (!wantsDay(cell.set, day)) continue;
      const figures = byDay.get(day) ?? byDay.set(day, {}).get(day)!;
      figures[dayFigure[2] as keyof Figures] = value;
    }
    add(months, cell.period, cell, month);
    for (const [day, figures] of byDay) add(days, day, cell, figures);
  }
  return createReportRollups(days, months);
}

/**
 * The stock rollup's items as read (`STOCK_SHARDS` a day) gathered into days: each product's units
 * sold and credited under the product breakdown, for `buildStockReport`.
 */
export function gatherStockDays(items: Iterable<StoredCell>): ReportRollups {
  const days = new Map<string, DayFigures>();
  for (const item of items) {
    const day = days.get(item.period) ?? days.set(item.period, emptyDayFigures()).get(item.period)!;
    for (const [name, value] of Object.entries(item.figures)) {
      const figure = STOCK_FIGURE.exec(name);
      if (!figure || !value) continue;
      const row = (day.by.product[figure[2]!] ??= emptyFigures());
      row[figure[1] as (typeof STOCK_FIGURES)[number]] += value;
    }
  }
  return createReportRollups(days);
}

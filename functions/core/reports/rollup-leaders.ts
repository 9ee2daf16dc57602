/**
 * The leaders of a month: for the breakdowns whose rows grow with the shop (customers, products),
 * the month's rows with the most revenue (net of credit notes), kept beside the cells, so a Sales
 * report by customer or product reads a few rows' cells whatever the number of customers.
 *
 * A month's leaders hold up to `keep` rows and their revenue, and a **floor**: the highest revenue
 * a row left out (or pushed out) had, so every row not listed has at most the floor that month.
 * They are updated from the changed rows' whole figures (read back after they are added), never
 * from differences, so a stale entry is corrected the next time its row changes.
 *
 * A report over several months picks its candidates by the revenue the months' leaders list, reads
 * those candidates' cells (their figures exact) and shows the largest; the rows not shown make one
 * "all others" row (the totals less the rows shown), so the breakdown adds up to the totals to the
 * cent. The ranking is certain when no row left out could beat the last row shown (`isRankingExact`:
 * its listed revenue, or the floor in a month it is not listed); see docs/reports.md.
 */
import { keepsMonthCells, monthFiguresOf, type CellWrite } from './rollup-cells.js';
import { FIGURE_NAMES, type Figures, type RollupRow } from './rollup.js';

/** The breakdowns read through their months' leaders. */
const RANKED_SETS = ['customer', 'product'] as const satisfies readonly RollupRow[];
export type RankedSet = (typeof RANKED_SETS)[number];
export const isRankedSet = (set: string): set is RankedSet =>
  (RANKED_SETS as readonly string[]).includes(set);

/** A month's leaders: revenue by row, and the most any row not listed has. */
export interface Leaders {
  rows: Record<string, number>;
  floor: number;
}

export const emptyLeaders = (): Leaders => ({ rows: {}, floor: 0 });

/** What ranks a row: its revenue net of GCT after credit notes (what the breakdown is sorted by), cents. */
export const rankOf = (figures: Partial<Figures>): number =>
  (figures.revenue ?? 0) - (figures.credited_revenue ?? 0);

/** Largest first; a tie goes to the smaller key, so a ranking never depends on reading order. */
const byRank = (a: [string, number], b: [string, number]) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1);

/**
 * The leaders once some rows have changed (`changed`: each row's whole month figures now). A row
 * with no figures left is dropped; rows past `keep` are pushed out, and the floor rises to the most
 * a row left out has.
 */
export function updateLeaders(
  leaders: Leaders,
  changed: ReadonlyMap<string, Partial<Figures>>,
  keep: number,
): Leaders {
  const rows = new Map(Object.entries(leaders.rows));
  for (const [row, figures] of changed) {
    if (FIGURE_NAMES.some((name) => figures[name])) rows.set(row, rankOf(figures));
    else rows.delete(row);
  }
  const ranked = [...rows].sort(byRank);
  let floor = leaders.floor;
  for (const [, rank] of ranked.slice(keep)) floor = Math.max(floor, rank);
  return { rows: Object.fromEntries(ranked.slice(0, keep)), floor };
}

/**
 * The leaders of every month of whole cells (a rebuild's), by set and month: from month cells, or
 * from the year cells of a set that keeps no month cells (each month's figures in them).
 */
export function leadersOfCells(
  cells: Iterable<CellWrite>,
  keep: number,
): { set: RankedSet; period: string; leaders: Leaders }[] {
  const months = new Map<string, { set: RankedSet; period: string; rows: Map<string, Partial<Figures>> }>();
  for (const cell of cells) {
    if (!isRankedSet(cell.set)) continue;
    if ((cell.period.length === 7) !== keepsMonthCells(cell.set)) continue;
    const set = cell.set;
    for (const [period, figures] of monthFiguresOf({ period: cell.period, figures: cell.add })) {
      const id = `${set}|${period}`;
      const month = months.get(id) ?? { set, period, rows: new Map() };
      month.rows.set(cell.row, figures);
      months.set(id, month);
    }
  }
  return [...months.values()].map(({ set, period, rows }) => ({
    set,
    period,
    leaders: updateLeaders(emptyLeaders(), rows, keep),
  }));
}

/**
 * The rows to read for a period's breakdown: the `count` rows with the most revenue its months'
 * leaders list (a month a row is not listed in counts as nothing).
 */
export function pickCandidates(months: readonly Leaders[], count: number): string[] {
  const listed = new Map<string, number>();
  for (const month of months)
    for (const [row, rank] of Object.entries(month.rows)) listed.set(row, (listed.get(row) ?? 0) + rank);
  return [...listed]
    .sort(byRank)
    .slice(0, count)
    .map(([row]) => row);
}

/**
 * Whether the rows shown are surely the period's largest: no row left out of the candidates could
 * have more revenue than `lastShown` (the smallest shown), counting for each month its listed
 * revenue or, where it is not listed, the month's floor (a row listed nowhere: the floors' sum).
 */
export function isRankingExact(
  months: readonly Leaders[],
  candidates: readonly string[],
  lastShown: number | null,
): boolean {
  if (lastShown === null) return months.every((month) => Object.keys(month.rows).length === 0);
  const floors = months.reduce((sum, month) => sum + month.floor, 0);
  if (floors > lastShown) return false;
  const read = new Set(candidates);
  const bounds = new Map<string, number>();
  for (const month of months)
    for (const [row, rank] of Object.entries(month.rows))
      if (!read.has(row)) bounds.set(row, (bounds.get(row) ?? floors) - month.floor + rank);
  return [...bounds.values()].every((bound) => bound <= lastShown);
}

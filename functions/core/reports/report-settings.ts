/** The reports' settings: only the report routes read them. */
export const REPORTS = {
  /** The longest custom period one report covers, in days. */
  maxPeriodDays: 800,
  /** A Sales period of more days than this is charted (and tabled) by month, a shorter one by day. */
  dayChartMaxDays: 92,
  /** Rows of a breakdown (top categories, products, customers...). */
  breakdownLimit: 10,
  /** Rows of a month kept in its leaders, for the breakdowns by customer and product (rollup-leaders.ts). */
  leadersKept: 200,
  /** Rows whose cells a report by customer or product reads (picked from the months' leaders), the largest shown. */
  rankedCandidates: 30,
  /** Products that sold nothing for this many days are listed as slow (the most stock value first). */
  slowMoverDays: 90,
  /** Slow products listed (their count is given in full). */
  slowMoverLimit: 25,
  /** The sales rate that predicts when a product runs out: the last this many days. */
  runOutRateDays: 30,
  /** Products that run out within this many days at that rate are listed. */
  runOutWithinDays: 30,
} as const;

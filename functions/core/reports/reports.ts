/**
 * The reports read from the day rollups: the period asked for (Jamaica's days), the Sales report
 * against the previous period with its breakdowns, the monthly GCT return, and the Money report.
 * Pure: the handlers read the rollups and pass them in. Amounts leave here in JMD with cents.
 */
import * as z from 'zod';
import { REPORTS } from './report-settings.js';
import { PAYMENT_METHOD_LABELS } from '../orders/invoice.js';
import { toShopDay } from '../shop-time.js';
import type { ReportRollups } from './rollup-cells.js';
import {
  emptyFigures,
  FIGURE_NAMES,
  REPORT_DIMENSIONS,
  type Figures,
  type ReportDimension,
} from './rollup.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The years a report, a return or an export may be asked of: a date box reads as a new day at every
 * key (year 0002 on the way to 2026), and the months' and days' arithmetic (Date.UTC reads years
 * 0 to 99 as 1900 to 1999) must never see such a year, nor one whose next year has five digits.
 */
const FIRST_YEAR = 2000;
const LAST_YEAR = 2999;
const inReportYears = (value: string) => {
  const year = Number(value.slice(0, 4));
  return year >= FIRST_YEAR && year <= LAST_YEAR;
};

export const isoDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date like 2026-11-30')
  .refine((value) => {
    const time = Date.parse(`${value}T00:00:00Z`);
    return !Number.isNaN(time) && new Date(time).toISOString().startsWith(value);
  }, 'must be a real date')
  .refine(inReportYears, `must be a date from ${FIRST_YEAR}-01-01 to ${LAST_YEAR}-12-31`);

const isoMonth = z
  .string()
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'must be a month like 2026-11')
  .refine(inReportYears, `must be a month from ${FIRST_YEAR}-01 to ${LAST_YEAR}-12`);

export const REPORT_PERIODS = ['day', 'week', 'month', 'custom'] as const;
export type ReportPeriodKind = (typeof REPORT_PERIODS)[number];

const addDays = (day: string, days: number): string =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
export const daysBetween = (from: string, to: string): number =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);

/** `GET /api/admin/reports/sales`: which period, around which day, broken down by what. */
export const salesReportQuerySchema = z
  .strictObject({
    period: z.enum(REPORT_PERIODS, `must be one of ${REPORT_PERIODS.join(', ')}`).default('month'),
    /** A day inside the period (day, week, month); today in Jamaica when left out. */
    date: isoDay.optional(),
    /** First and last day of a custom period. */
    from: isoDay.optional(),
    to: isoDay.optional(),
    dimension: z
      .enum(REPORT_DIMENSIONS, `must be one of ${REPORT_DIMENSIONS.join(', ')}`)
      .default('category'),
  })
  .superRefine((query, context) => {
    if (query.period !== 'custom') return;
    if (!query.from)
      context.addIssue({ code: 'custom', path: ['from'], message: 'is required for a custom period' });
    if (!query.to)
      context.addIssue({ code: 'custom', path: ['to'], message: 'is required for a custom period' });
    if (!query.from || !query.to) return;
    if (query.to < query.from) {
      context.addIssue({ code: 'custom', path: ['to'], message: 'must be on or after from' });
    } else if (daysBetween(query.from, query.to) + 1 > REPORTS.maxPeriodDays) {
      context.addIssue({
        code: 'custom',
        path: ['to'],
        message: `must be at most ${REPORTS.maxPeriodDays} days after from`,
      });
    }
  });
export type SalesReportQuery = z.output<typeof salesReportQuerySchema>;

/** `GET /api/admin/reports/gct`: the month of the return and how to answer. */
export const gctReturnQuerySchema = z.strictObject({
  month: isoMonth,
  format: z.enum(['json', 'csv'], 'must be json or csv').default('json'),
});

/** `GET /api/admin/reports/money`: the days of payments received. */
export const moneyReportQuerySchema = z
  .strictObject({
    from: isoDay,
    to: isoDay,
    format: z.enum(['json', 'csv'], 'must be json or csv').default('json'),
  })
  .superRefine((query, context) => {
    if (query.to < query.from)
      context.addIssue({ code: 'custom', path: ['to'], message: 'must be on or after from' });
    else if (daysBetween(query.from, query.to) + 1 > REPORTS.maxPeriodDays) {
      context.addIssue({
        code: 'custom',
        path: ['to'],
        message: `must be at most ${REPORTS.maxPeriodDays} days after from`,
      });
    }
  });

/** A period of whole Jamaica days, both ends included. */
export interface ReportPeriod {
  from: string;
  to: string;
}

/** The period a query asks for, and the one before it (the previous day, week or month, or as many days). */
export function resolvePeriods(
  query: SalesReportQuery,
  now: string,
): { current: ReportPeriod; previous: ReportPeriod } {
  const anchor = query.date ?? toShopDay(now);
  if (query.period === 'day')
    return {
      current: { from: anchor, to: anchor },
      previous: { from: addDays(anchor, -1), to: addDays(anchor, -1) },
    };
  if (query.period === 'week') {
    // Weeks start on Monday.
    const weekday = (new Date(`${anchor}T00:00:00Z`).getUTCDay() + 6) % 7;
    const from = addDays(anchor, -weekday);
    return {
      current: { from, to: addDays(from, 6) },
      previous: { from: addDays(from, -7), to: addDays(from, -1) },
    };
  }
  if (query.period === 'month') {
    const current = getMonthPeriod(anchor.slice(0, 7));
    return { current, previous: getMonthPeriod(addDays(current.from, -1).slice(0, 7)) };
  }
  const from = query.from!;
  const to = query.to!;
  const length = daysBetween(from, to) + 1;
  return { current: { from, to }, previous: { from: addDays(from, -length), to: addDays(from, -1) } };
}

/** The first and last day of a month (YYYY-MM). */
export function getMonthPeriod(month: string): ReportPeriod {
  const from = `${month}-01`;
  const next = new Date(Date.parse(`${from}T00:00:00Z`));
  next.setUTCMonth(next.getUTCMonth() + 1);
  return { from, to: addDays(next.toISOString().slice(0, 10), -1) };
}

/** Every day of a period, in order. */
export function listDays(period: ReportPeriod): string[] {
  const days: string[] = [];
  for (let day = period.from; day <= period.to; day = addDays(day, 1)) days.push(day);
  return days;
}

const jmd = (cents: number): number => cents / 100;

/** The Sales figures of a period or of a row, in JMD, after credit notes. */
export interface SalesSummary {
  /** Goods net of GCT, after credit notes. */
  revenue: number;
  gct: number;
  delivery: number;
  /** Credit notes (cancellations and refunds), GCT and delivery included. */
  credits: number;
  /** Money paid back to buyers. */
  refunds: number;
  orders: number;
  units: number;
  average_order_value: number | null;
  /** Goods revenue less cost, over the units whose cost is known; null when none is. */
  gross_margin: number | null;
  gross_margin_percent: number | null;
  /** The share of revenue whose cost is known (0 to 1). */
  cost_coverage: number | null;
}

export function summarise(figures: Figures): SalesSummary {
  const revenue = figures.revenue - figures.credited_revenue;
  const costedRevenue = figures.costed_revenue - figures.credited_costed_revenue;
  const cost = figures.cost - figures.credited_cost;
  const orders = figures.orders - figures.credited_orders;
  const margin = costedRevenue === 0 && cost === 0 ? null : costedRevenue - cost;
  return {
    revenue: jmd(revenue),
    gct: jmd(figures.gct - figures.credited_gct),
    delivery: jmd(figures.delivery - figures.credited_delivery),
    credits: jmd(figures.credited_revenue + figures.credited_gct + figures.credited_delivery),
    refunds: jmd(figures.refunded),
    orders,
    units: figures.units - figures.credited_units,
    average_order_value: orders > 0 ? Math.round(revenue / orders) / 100 : null,
    gross_margin: margin === null ? null : jmd(margin),
    gross_margin_percent:
      margin === null || costedRevenue === 0 ? null : Math.round((margin / costedRevenue) * 1000) / 10,
    cost_coverage: revenue > 0 ? Math.round((costedRevenue / revenue) * 1000) / 1000 : null,
  };
}

/** The day figures the chart of revenue over time reads (revenue, GCT and orders after credit notes). */
export const SALES_CHART_FIGURES = [
  'revenue',
  'credited_revenue',
  'gct',
  'credited_gct',
  'orders',
  'credited_orders',
] as const satisfies readonly (keyof Figures)[];

/** How the Sales report's chart of revenue over time is cut: a bar a day, or a bar a month. */
export type ChartUnit = 'day' | 'month';

/** One bar of the chart over time: a day, or a month (or the part of it in the period). */
export interface OverTimePoint {
  /** The day (YYYY-MM-DD) or the month (YYYY-MM). */
  key: string;
  from: string;
  to: string;
  revenue: number;
  gct: number;
  orders: number;
}

/** A period's chart unit: days for up to REPORTS.dayChartMaxDays days, months beyond. */
export const chartUnitOf = (period: ReportPeriod): ChartUnit =>
  daysBetween(period.from, period.to) + 1 > REPORTS.dayChartMaxDays ? 'month' : 'day';

/** The months of a period, each cut to the days of it in the period. */
export function listMonths(period: ReportPeriod): ReportPeriod[] {
  const months: ReportPeriod[] = [];
  for (let month = period.from.slice(0, 7); month <= period.to.slice(0, 7);) {
    const whole = getMonthPeriod(month);
    months.push({
      from: whole.from < period.from ? period.from : whole.from,
      to: whole.to > period.to ? period.to : whole.to,
    });
    month = addDays(whole.to, 1).slice(0, 7);
  }
  return months;
}

export interface SalesReport {
  period: ReportPeriod;
  previous_period: ReportPeriod;
  totals: SalesSummary;
  previous: SalesSummary;
  /**
   * The chart of revenue over time and its table: every day of a period of up to
   * REPORTS.dayChartMaxDays days, else every month (the months at the period's ends only their days
   * in it, `from` and `to` saying which).
   */
  over_time: { unit: ChartUnit; points: OverTimePoint[] };
  dimension: ReportDimension;
  /** The largest rows by revenue (up to REPORTS.breakdownLimit). */
  breakdown: ({ key: string; label: string } & SalesSummary)[];
  /**
   * Every other row together (the totals less the rows shown, so the breakdown adds up to the
   * totals to the cent), null when there is none. Its orders are null where an order counts in
   * several rows (a product, category or brand breakdown).
   */
  breakdown_others: (Omit<SalesSummary, 'orders' | 'average_order_value'> & { orders: number | null }) | null;
  /**
   * False when the rows were picked from the months' leaders (customers, products) and a row left
   * out might have had more revenue than the last one shown (docs/reports.md).
   */
  breakdown_exact: boolean;
}

/** The breakdowns in which an order counts in one row only, so their orders add up to the totals'. */
const ONE_ROW_PER_ORDER: readonly ReportDimension[] = ['customer', 'payment_method', 'delivery_method'];

/** How payment and delivery methods are named in a breakdown (the invoice's own words for payment). */
const METHOD_LABELS: Partial<Record<ReportDimension, Record<string, string>>> = {
  payment_method: PAYMENT_METHOD_LABELS,
  delivery_method: { delivery: 'Delivery', pickup: 'Pickup' },
};

/**
 * The Sales report. `rollups` holds the period's breakdown rows: all of them, or for a breakdown
 * read through its months' leaders the candidates only (`exact` tells whether those are surely the
 * largest); the rows not shown make the "others" row, the totals less the rows shown.
 */
export function buildSalesReport(
  rollups: ReportRollups,
  periods: { current: ReportPeriod; previous: ReportPeriod },
  dimension: ReportDimension,
  exact = true,
): SalesReport {
  const current = rollups.sum(periods.current);
  const rows = Object.entries(current.by[dimension]).map(([key, figures]) => ({
    key,
    label: METHOD_LABELS[dimension]?.[key] ?? current.labels[dimension]?.[key] ?? key,
    figures,
    ...summarise(figures),
  }));
  // Two customers of one name and revenue are still told apart by their key, so a month read
  // through its leaders lists them in the same order as the same month read whole.
  rows.sort((a, b) => b.revenue - a.revenue || a.label.localeCompare(b.label) || (a.key < b.key ? -1 : 1));
  const shown = rows.slice(0, REPORTS.breakdownLimit);
  const others = { ...current.totals };
  for (const row of shown) for (const name of FIGURE_NAMES) others[name] -= row.figures[name];
  const { orders, average_order_value: _average, ...othersSummary } = summarise(others);
  return {
    period: periods.current,
    previous_period: periods.previous,
    totals: summarise(current.totals),
    previous: summarise(rollups.sum(periods.previous).totals),
    over_time: overTime(rollups, periods.current),
    dimension,
    breakdown: shown.map(({ figures: _figures, ...row }) => row),
    // Money on account (no order) is in the totals and in no row: it makes no "others" row.
    breakdown_others:
      rows.length > shown.length || [others.revenue, others.credited_revenue, others.units].some(Boolean)
        ? { ...othersSummary, orders: ONE_ROW_PER_ORDER.includes(dimension) ? orders : null }
        : null,
    breakdown_exact: exact,
  };
}

function overTime(rollups: ReportRollups, period: ReportPeriod): SalesReport['over_time'] {
  const point = (key: string, from: string, to: string, figures: Figures): OverTimePoint => {
    const summary = summarise(figures);
    return { key, from, to, revenue: summary.revenue, gct: summary.gct, orders: summary.orders };
  };
  if (chartUnitOf(period) === 'day')
    return {
      unit: 'day',
      points: listDays(period).map((day) => point(day, day, day, rollups.day(day)?.totals ?? emptyFigures())),
    };
  return {
    unit: 'month',
    points: listMonths(period).map((month) =>
      point(month.from.slice(0, 7), month.from, month.to, rollups.sum(month).totals),
    ),
  };
}

/** The figures of a month's GCT return, in JMD. */
export interface GctReturn {
  month: string;
  /** Goods invoiced at the standard rate, net of GCT, and their output GCT. */
  standard_rated_sales: number;
  output_gct: number;
  /** Goods invoiced at GCT 0 % to buyers with an approved exemption (their letters' references below). */
  zero_rated_sales: number;
  /** The shop sells no exempt goods: always 0. */
  exempt_sales: number;
  /** Delivery charged: the invoices carry no GCT on it. */
  delivery_charged: number;
  /** Credit notes of the month of standard-rated invoices: goods, and the output GCT they reduce. */
  credit_notes_sales: number;
  credit_notes_gct: number;
  /** Credit notes of zero-rated invoices: goods only (they reduce no output GCT). */
  credit_notes_zero_rated_sales: number;
  /** Sales (standard and zero-rated) and output GCT after credit notes: what the return declares. */
  net_sales: number;
  net_output_gct: number;
  invoices: number;
  credit_notes: number;
  /** Zero-rated sales by the buyer's exemption reference (the letter), with their credit notes. */
  zero_rated_by_exemption: {
    reference: string;
    buyer: string;
    zero_rated_sales: number;
    credit_notes_sales: number;
    invoices: number;
    credit_notes: number;
  }[];
  by_day: {
    day: string;
    standard_rated_sales: number;
    output_gct: number;
    zero_rated_sales: number;
    credit_notes_sales: number;
    credit_notes_gct: number;
    credit_notes_zero_rated_sales: number;
  }[];
}

/** A day's (or a month's) GCT return figures in cents: standard-rated and zero-rated apart. */
function splitByRate(figures: Figures) {
  return {
    standard_rated_sales: jmd(figures.revenue - figures.zero_rated_revenue),
    output_gct: jmd(figures.gct),
    zero_rated_sales: jmd(figures.zero_rated_revenue),
    credit_notes_sales: jmd(figures.credited_revenue - figures.credited_zero_rated_revenue),
    credit_notes_gct: jmd(figures.credited_gct),
    credit_notes_zero_rated_sales: jmd(figures.credited_zero_rated_revenue),
  };
}

export function buildGctReturn(month: string, rollups: ReportRollups): GctReturn {
  const period = getMonthPeriod(month);
  const { totals, by, labels } = rollups.sum(period);
  const exemptions = Object.entries(by.gct_exemption)
    .map(([reference, figures]) => ({
      reference,
      buyer: labels.gct_exemption?.[reference] ?? reference,
      zero_rated_sales: jmd(figures.zero_rated_revenue),
      credit_notes_sales: jmd(figures.credited_zero_rated_revenue),
      invoices: figures.orders,
      credit_notes: figures.credited_orders,
    }))
    .filter((row) => row.invoices > 0 || row.credit_notes > 0)
    .sort((a, b) => a.reference.localeCompare(b.reference));
  const split = splitByRate(totals);
  return {
    month,
    standard_rated_sales: split.standard_rated_sales,
    output_gct: split.output_gct,
    zero_rated_sales: split.zero_rated_sales,
    exempt_sales: 0,
    delivery_charged: jmd(totals.delivery),
    credit_notes_sales: split.credit_notes_sales,
    credit_notes_gct: split.credit_notes_gct,
    credit_notes_zero_rated_sales: split.credit_notes_zero_rated_sales,
    net_sales: jmd(totals.revenue - totals.credited_revenue),
    net_output_gct: jmd(totals.gct - totals.credited_gct),
    invoices: totals.orders,
    credit_notes: totals.credited_orders,
    zero_rated_by_exemption: exemptions,
    by_day: listDays(period).flatMap((day) => {
      const figures = rollups.day(day);
      return figures ? [{ day, ...splitByRate(figures.totals) }] : [];
    }),
  };
}

/** The GCT return as CSV rows: one line per figure, the zero-rated sales by exemption, then the days. */
export function toGctReturnCsvRows(gct: GctReturn): (string | number)[][] {
  const money = (value: number) => value.toFixed(2);
  return [
    ['Figure', 'JMD'],
    ['Standard-rated sales (net of GCT)', money(gct.standard_rated_sales)],
    ['Output GCT', money(gct.output_gct)],
    ['Zero-rated sales', money(gct.zero_rated_sales)],
    ['Exempt sales', money(gct.exempt_sales)],
    ['Delivery charged (no GCT)', money(gct.delivery_charged)],
    ['Credit notes: sales', money(gct.credit_notes_sales)],
    ['Credit notes: GCT', money(gct.credit_notes_gct)],
    ['Credit notes: zero-rated sales', money(gct.credit_notes_zero_rated_sales)],
    ['Net sales', money(gct.net_sales)],
    ['Net output GCT', money(gct.net_output_gct)],
    [],
    ['Exemption reference', 'Buyer', 'Zero-rated sales', 'Credit notes: zero-rated sales'],
    ...gct.zero_rated_by_exemption.map((row) => [
      row.reference,
      row.buyer,
      money(row.zero_rated_sales),
      money(row.credit_notes_sales),
    ]),
    [],
    [
      'Day',
      'Standard-rated sales',
      'Output GCT',
      'Zero-rated sales',
      'Credit notes: sales',
      'Credit notes: GCT',
      'Credit notes: zero-rated sales',
    ],
    ...gct.by_day.map((row) => [
      row.day,
      money(row.standard_rated_sales),
      money(row.output_gct),
      money(row.zero_rated_sales),
      money(row.credit_notes_sales),
      money(row.credit_notes_gct),
      money(row.credit_notes_zero_rated_sales),
    ]),
  ];
}

/** The figures the Money report reads of each day and payment method. */
export const MONEY_FIGURES = ['received', 'refunded'] as const satisfies readonly (keyof Figures)[];

export interface MoneyReport {
  period: ReportPeriod;
  /** Per day and payment method: money received and refunded (JMD). */
  days: { day: string; method: string; method_label: string; received: number; refunded: number }[];
  by_method: { method: string; method_label: string; received: number; refunded: number }[];
  awaiting_transfers: {
    order_number: string;
    customer: string;
    total: number;
    placed_at: string;
    age_days: number;
  }[];
}

export function buildMoneyReport(
  rollups: ReportRollups,
  period: ReportPeriod,
  awaiting: readonly { order_number: string; customer: string; total: number; placed_at: string }[],
  now: string,
): MoneyReport {
  const labelOf = (method: string) =>
    PAYMENT_METHOD_LABELS[method as keyof typeof PAYMENT_METHOD_LABELS] ?? method;
  const rows = listDays(period).flatMap((day) =>
    Object.entries(rollups.day(day)?.by.payment_method ?? {})
      .filter(([, figures]) => figures.received !== 0 || figures.refunded !== 0)
      .map(([method, figures]) => ({
        day,
        method,
        method_label: labelOf(method),
        received: jmd(figures.received),
        refunded: jmd(figures.refunded),
      })),
  );
  const byMethod = rollups.sum(period).by.payment_method;
  return {
    period,
    days: rows,
    by_method: Object.entries(byMethod)
      .filter(([, figures]) => figures.received !== 0 || figures.refunded !== 0)
      .map(([method, figures]) => ({
        method,
        method_label: labelOf(method),
        received: jmd(figures.received),
        refunded: jmd(figures.refunded),
      })),
    awaiting_transfers: [...awaiting]
      .sort((a, b) => a.placed_at.localeCompare(b.placed_at))
      .map((transfer) => ({
        order_number: transfer.order_number,
        customer: transfer.customer,
        total: transfer.total,
        placed_at: transfer.placed_at,
        age_days: daysBetween(toShopDay(transfer.placed_at), toShopDay(now)),
      })),
  };
}

/** The Money report's days as CSV rows, to match against the bank statement. */
export function toMoneyCsvRows(report: MoneyReport): (string | number)[][] {
  return [
    ['Day', 'Method', 'Received', 'Refunded'],
    ...report.days.map((row) => [
      row.day,
      row.method_label,
      row.received.toFixed(2),
      row.refunded.toFixed(2),
    ]),
  ];
}

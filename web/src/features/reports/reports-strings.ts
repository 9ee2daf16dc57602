/** What the reports screen says (labels of the owner's and the accountant's reports). */
import type { ReportDimension } from '@core/reports/rollup';
import type { ChartUnit, ReportPeriodKind } from '@core/reports/reports';
import { REPORTS } from '@core/reports/report-settings';

/** The last day of a month (YYYY-MM). */
const monthEnd = (month: string) =>
  new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)), 0)).toISOString().slice(0, 10);

export const reportsStrings = {
  title: 'Reports',
  pageDescription: 'Sales, the GCT return, money received and stock value.',
  backToDashboard: 'Back to dashboard',
  loading: 'Loading the report...',
  failed: 'The report could not be loaded. Please try again.',
  sales: {
    heading: 'Sales',
    period: 'Period',
    date: 'Day in the period',
    from: 'From',
    to: 'To',
    breakdown: 'Break down by',
    metric: 'Figure',
    current: 'This period',
    previous: 'Previous period',
    overTime: { day: 'Revenue by day', month: 'Revenue by month' } satisfies Record<ChartUnit, string>,
    overTimeCaption: {
      day: 'Revenue net of GCT, by day',
      month: 'Revenue net of GCT, by month',
    } satisfies Record<ChartUnit, string>,
    top: (dimension: string) => `Top by ${dimension}`,
    topCaption: (dimension: string) => `Revenue net of GCT by ${dimension}`,
    day: 'Day',
    month: 'Month',
    /** A bar over time: its day, its month, or the days of a month the period holds. */
    pointLabel: (point: { key: string; from: string; to: string }) =>
      point.key.length === 10 || (point.from.endsWith('-01') && point.to === monthEnd(point.key))
        ? point.key
        : `${point.from} to ${point.to}`,
    revenue: 'Revenue (net of GCT)',
    orders: 'Orders',
    units: 'Units',
    rowsShown: (shown: number, others: boolean) =>
      others ? `The ${shown} largest, then all others together.` : `All ${shown}, largest first.`,
    others: 'All others',
    /** Shown when a customer or product breakdown was ranked from each month's largest rows. */
    rankedFromLeaders: (kept: number) =>
      `Ranked from each month’s ${kept} largest: a row left out might have sold more than the last one shown.`,
    none: 'No sales in this period.',
    metrics: {
      revenue: 'Revenue (net of GCT)',
      gct: 'GCT',
      delivery: 'Delivery charged',
      credits: 'Credit notes (cancellations and refunds)',
      refunds: 'Refunds paid',
      orders: 'Orders',
      units: 'Units',
      average_order_value: 'Average order value',
      gross_margin: 'Gross margin (where cost is known)',
    },
    periods: { day: 'Day', week: 'Week', month: 'Month', custom: 'Custom' } satisfies Record<
      ReportPeriodKind,
      string
    >,
    dimensions: {
      category: 'category',
      brand: 'brand',
      product: 'product',
      payment_method: 'payment method',
      delivery_method: 'delivery method',
      customer: 'customer or company',
    } satisfies Record<ReportDimension, string>,
  },
  gct: {
    heading: 'GCT return',
    month: 'Month',
    figure: 'Figure',
    amount: 'JMD',
    print: 'Print',
    csv: 'Download CSV',
    rows: {
      standard_rated_sales: 'Standard-rated sales (net of GCT)',
      output_gct: 'Output GCT',
      zero_rated_sales: 'Zero-rated sales',
      exempt_sales: 'Exempt sales',
      delivery_charged: 'Delivery charged (no GCT)',
      credit_notes_sales: 'Credit notes: sales',
      credit_notes_gct: 'Credit notes: GCT',
      credit_notes_zero_rated_sales: 'Credit notes: zero-rated sales',
      net_sales: 'Net sales',
      net_output_gct: 'Net output GCT',
    },
    counts: (invoices: number, credits: number) => `${invoices} invoices, ${credits} credit notes.`,
    exemptions: "Zero-rated sales by the buyer's exemption",
    reference: 'Exemption reference',
    buyer: 'Buyer and reason',
  },
  money: {
    heading: 'Money',
    method: 'Payment method',
    received: 'Received',
    refunded: 'Refunded',
    day: 'Day',
    csv: 'Download CSV',
    awaiting: 'Bank transfers awaiting payment',
    order: 'Order',
    customer: 'Customer',
    total: 'Total',
    age: 'Age (days)',
    noneAwaiting: 'No bank transfer is awaiting payment.',
    noneReceived: 'No money received or refunded in this period.',
  },
  stock: {
    heading: 'Stock',
    category: 'Category',
    units: 'Units',
    atCost: 'Value at cost',
    atPrice: 'Value at selling price',
    withoutCost: 'Units without a cost price',
    total: 'Total',
    slow: `No sales in ${REPORTS.slowMoverDays} days`,
    slowShown: (shown: number, total: number) => `The ${shown} with the most stock value of ${total}.`,
    runningOut: `Runs out within ${REPORTS.runOutWithinDays} days at the last ${REPORTS.runOutRateDays} days’ rate`,
    product: 'Product',
    sku: 'SKU',
    stock: 'Stock',
    perDay: 'Sold per day',
    daysLeft: 'Days left',
    estimated: 'estimated',
    noneSlow: `Every product in stock sold in the last ${REPORTS.slowMoverDays} days.`,
    noneRunningOut: `Nothing runs out within ${REPORTS.runOutWithinDays} days.`,
  },
} as const;

/** Jamaican dollars with cents, as the accountant's figures need. */
export function formatMoney(amount: number | null): string {
  if (amount === null) return '–';
  const sign = amount < 0 ? '-' : '';
  return `${sign}J$${Math.abs(amount).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}

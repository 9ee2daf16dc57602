/**
 * The accounting export: the orders placed in a period of Jamaica days, as three CSV files for the
 * accounting package (orders with their invoice, order lines, payments), written by a background job
 * (`services/reports/run-order-export.ts`) and downloaded through links that expire. Pure: the
 * columns, the rows, the request's rules and the job's view.
 */
import * as z from 'zod';
import { writeSpreadsheetCsv } from '../csv/csv.js';
import { CURRENCY } from '../currency.js';
import { getInvoiceNumber, PAYMENT_METHOD_LABELS } from '../orders/invoice.js';
import { ORDER_STATUS_LABELS, type Order } from '../orders/order.js';
import { getPaymentStatusLabel } from '../orders/payment.js';
import { toShopDay, toShopTimestamp } from '../shop-time.js';
import { daysBetween, isoDay } from './reports.js';
import { getMoneyMoves } from './rollup.js';

export const ORDER_EXPORTS = {
  /** The longest period one export covers, in days (a year, a leap year's too). */
  maxPeriodDays: 366,
  /** How long a download link stays usable, in seconds. */
  downloadLinkSeconds: 15 * 60,
  /** Exports listed on the reports screen, newest first. */
  listLimit: 10,
  /** The bucket prefix the files are written under (the private bucket). */
  keyPrefix: 'report-exports/',
  /** The files themselves are deleted by the bucket's lifecycle rule this many days after writing. */
  fileLifetimeDays: 1,
} as const;

/** `POST /api/admin/reports/exports`: the first and last Jamaica day of the orders to export. */
export const orderExportRequestSchema = z
  .strictObject({ from: isoDay, to: isoDay })
  .superRefine((request, context) => {
    if (request.to < request.from) {
      context.addIssue({ code: 'custom', path: ['to'], message: 'must be on or after from' });
    } else if (daysBetween(request.from, request.to) + 1 > ORDER_EXPORTS.maxPeriodDays) {
      context.addIssue({
        code: 'custom',
        path: ['to'],
        message: `must be at most ${ORDER_EXPORTS.maxPeriodDays} days after from`,
      });
    }
  });
export type OrderExportRequest = z.output<typeof orderExportRequestSchema>;

export const orderExportParamsSchema = z.strictObject({
  exportId: z.string().regex(/^[a-z0-9-]{8,64}$/, 'must be an export id'),
});

/** The server's messages about exports. */
export const orderExportMessages = {
  notFound: 'That export was not found.',
  failed: 'The export could not be written. Please try again.',
} as const;

export const ORDER_EXPORT_STATES = ['queued', 'running', 'done', 'failed'] as const;
export type OrderExportState = (typeof ORDER_EXPORT_STATES)[number];

export const ORDER_EXPORT_FILES = ['orders', 'lines', 'payments'] as const;
export type OrderExportFileKind = (typeof ORDER_EXPORT_FILES)[number];

/** One written file of a finished export: its key in the private bucket and its data rows. */
export interface OrderExportFile {
  kind: OrderExportFileKind;
  key: string;
  file_name: string;
  rows: number;
}

/** The export job as stored. */
export interface OrderExportJob {
  export_id: string;
  state: OrderExportState;
  from: string;
  to: string;
  /** The staff member's e-mail (or user id). */
  requested_by: string;
  requested_at: string;
  started_at: string | null;
  finished_at: string | null;
  /** Orders exported (once done). */
  order_count: number | null;
  files: OrderExportFile[];
  /** Why it failed, for staff; null otherwise. */
  error: string | null;
}

/** A file of the view: a link to download it, usable until `expires_at`. */
export interface OrderExportDownload {
  kind: OrderExportFileKind;
  file_name: string;
  rows: number;
  url: string;
  expires_at: string;
}

/** What staff see of a job: no bucket keys, links once it is done. */
export type OrderExportView = Omit<OrderExportJob, 'files'> & { downloads: OrderExportDownload[] };

/** A new job, queued. */
export function newOrderExportJob(input: {
  exportId: string;
  request: OrderExportRequest;
  requestedBy: string;
  now: string;
}): OrderExportJob {
  return {
    export_id: input.exportId,
    state: 'queued',
    from: input.request.from,
    to: input.request.to,
    requested_by: input.requestedBy,
    requested_at: input.now,
    started_at: null,
    finished_at: null,
    order_count: null,
    files: [],
    error: null,
  };
}

/** The file's name as it downloads: `orders-2026-11-01-to-2026-11-30.csv`. */
export function getExportFileName(
  kind: OrderExportFileKind,
  job: Pick<OrderExportJob, 'from' | 'to'>,
): string {
  const name = kind === 'lines' ? 'order-lines' : kind;
  return `${name}-${job.from}-to-${job.to}.csv`;
}

/** The file's key in the private bucket. */
export function getExportFileKey(
  kind: OrderExportFileKind,
  job: Pick<OrderExportJob, 'export_id' | 'from' | 'to'>,
): string {
  return `${ORDER_EXPORTS.keyPrefix}${job.export_id}/${getExportFileName(kind, job)}`;
}

/** The columns of each file, in order (the README lists them). */
export const ORDER_EXPORT_COLUMNS: Record<OrderExportFileKind, readonly string[]> = {
  orders: [
    'Order number',
    'Invoice number',
    'Invoice date',
    'Placed at',
    'Status',
    'Payment method',
    'Payment status',
    'Customer name',
    'Customer email',
    'Company',
    'Buyer TRN',
    'Fulfilment',
    'Parish',
    'Subtotal',
    'GCT',
    'Delivery',
    'Total',
    'Currency',
  ],
  lines: [
    'Order number',
    'Invoice number',
    'Line',
    'SKU',
    'Product',
    'Quantity',
    'Unit price',
    'Line total',
    'Currency',
  ],
  payments: ['Order number', 'Invoice number', 'Date', 'Kind', 'Payment method', 'Amount', 'Currency'],
};

/** An amount in JMD with two decimals (from dollars). */
const money = (amount: number): string => (Math.round(amount * 100) / 100).toFixed(2);
/** An amount in JMD with two decimals (from whole cents). */
const moneyFromCents = (cents: number): string => (cents / 100).toFixed(2);

type Cell = string | number | null;

/** The rows of one order in each file. */
export function toOrderExportRows(order: Order): Record<OrderExportFileKind, Cell[][]> {
  const invoice = getInvoiceNumber(order.order_number);
  const info = order.customer_info;
  const company =
    order.account?.company_name ?? order.purchase_order?.company_name ?? (info.company.trim() || null);
  return {
    orders: [
      [
        order.order_number,
        invoice,
        toShopDay(order.created_at),
        toShopTimestamp(order.created_at),
        ORDER_STATUS_LABELS[order.status],
        PAYMENT_METHOD_LABELS[order.payment_method],
        getPaymentStatusLabel(order),
        `${info.firstName} ${info.lastName}`.trim(),
        info.email,
        company,
        order.buyer_trn ?? order.purchase_order?.trn ?? null,
        order.fulfilment.method === 'pickup' ? 'Pickup' : 'Delivery',
        order.fulfilment.parish ?? null,
        money(order.subtotal),
        money(order.gct),
        money(order.shipping),
        money(order.total),
        CURRENCY.code,
      ],
    ],
    lines: order.lines.map((line, index) => [
      order.order_number,
      invoice,
      index + 1,
      line.sku,
      line.name,
      line.quantity,
      money(line.price),
      money(line.line_total),
      CURRENCY.code,
    ]),
    payments: getMoneyMoves(order).map((move) => [
      order.order_number,
      invoice,
      toShopTimestamp(move.at),
      move.received > 0 ? 'Received' : 'Refunded',
      PAYMENT_METHOD_LABELS[order.payment_method],
      moneyFromCents(move.received > 0 ? move.received : move.refunded),
      CURRENCY.code,
    ]),
  };
}

/** Collects the rows of the period's orders, page by page, and writes the three files' text. */
export function createOrderExportWriter() {
  const rows: Record<OrderExportFileKind, Cell[][]> = { orders: [], lines: [], payments: [] };
  return {
    add(order: Order): void {
      const added = toOrderExportRows(order);
      for (const kind of ORDER_EXPORT_FILES) rows[kind].push(...added[kind]);
    },
    get orderCount(): number {
      return rows.orders.length;
    },
    finish(): { kind: OrderExportFileKind; text: string; rows: number }[] {
      return ORDER_EXPORT_FILES.map((kind) => ({
        kind,
        text: writeSpreadsheetCsv([ORDER_EXPORT_COLUMNS[kind], ...rows[kind]]),
        rows: rows[kind].length,
      }));
    },
  };
}

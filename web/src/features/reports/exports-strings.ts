/** What the reports screen's Exports section says (the accounting export of a period's orders). */
import type { OrderExportFileKind, OrderExportState } from '@core/reports/order-export';
import { ORDER_EXPORTS } from '@core/reports/order-export';

export const exportsStrings = {
  heading: 'Exports',
  intro:
    'The orders placed in a period (Jamaica time) as CSV files for the accounting package: orders with their invoice, order lines and payments. Big periods take a moment; the files are prepared in the background.',
  from: 'From',
  to: 'To',
  exportOrders: 'Export orders',
  requesting: 'Requesting...',
  recent: 'Recent exports',
  none: 'No exports yet.',
  loadFailed: 'The exports could not be loaded. Please try again.',
  columns: {
    period: 'Period',
    requested: 'Requested',
    by: 'By',
    state: 'State',
    orders: 'Orders',
    files: 'Files',
  },
  states: {
    queued: 'Queued',
    running: 'Preparing',
    done: 'Ready',
    failed: 'Failed',
  } satisfies Record<OrderExportState, string>,
  files: {
    orders: 'Orders',
    lines: 'Order lines',
    payments: 'Payments',
  } satisfies Record<OrderExportFileKind, string>,
  download: (file: string, rows: number) => `${file} (${rows} ${rows === 1 ? 'row' : 'rows'})`,
  linksExpire: `Download links work for ${ORDER_EXPORTS.downloadLinkSeconds / 60} minutes; the list renews them.`,
  period: (from: string, to: string) => (from === to ? from : `${from} – ${to}`),
  announce: {
    queued: (period: string) => `The export of ${period} is queued.`,
    running: (period: string) => `Preparing the export of ${period}...`,
    done: (period: string) => `The export of ${period} is ready to download.`,
    failed: (period: string) => `The export of ${period} failed. Please try again.`,
  } satisfies Record<OrderExportState, (period: string) => string>,
} as const;

/**
 * The stock and price history of a product, and when it comes back in stock. Both are decided from
 * the product item before and after a write (the table stream's OldImage and NewImage), never by the
 * writers, so no writer can forget them. A writer only stamps the product it writes with who or what
 * changed it (`stampChange`), and the history entry carries that stamp.
 */
import { getStockStatus } from './stock-status.js';

/** What kind of write changed a product. */
export const CHANGE_CAUSES = [
  'create',
  'quick-update',
  'form-edit',
  'csv',
  'import',
  'sync',
  'order',
  'cancellation',
  'lapse',
  'sample-data',
] as const;
export type ChangeCause = (typeof CHANGE_CAUSES)[number];

/** Who or what made a write: a staff e-mail, `import run <id>`, `order <number>`... */
export interface ChangeStamp {
  by: string;
  cause: ChangeCause;
}

/** The product attribute that carries the stamp of the write that produced the item. */
export const CHANGE_STAMP_ATTRIBUTE = 'last_change';

/** The actor of writes a run makes (`import run <id>`, `sync run <id>`). */
export const runActor = (mode: 'import' | 'sync', runId: string): string => `${mode} run ${runId}`;
/** The actor of writes an order makes (placed, cancelled, lapsed). */
export const orderActor = (orderNumber: string): string => `order ${orderNumber}`;

/** The one builder of a write's stamp; every writer of a product item sets it. */
export function stampChange(cause: ChangeCause, by: string): ChangeStamp {
  return { by: by.trim() || 'unknown', cause };
}

/** A staff member as the history names them: their e-mail, else their account id. */
export const staffActor = (caller: { email?: string | undefined; userId: string } | undefined): string =>
  caller?.email ?? caller?.userId ?? 'unknown';

/** The fields the history follows: stock, prices, and what decides whether the shop sells it. */
export const HISTORY_FIELDS = [
  'stock_quantity',
  'stock_status',
  'stock_estimated',
  'selling_price',
  'base_price',
  'is_active',
  'name',
] as const;
export type HistoryField = (typeof HISTORY_FIELDS)[number];

type HistoryValue = string | number | boolean | null;

export interface HistoryChange {
  field: HistoryField;
  before: HistoryValue;
  after: HistoryValue;
}

/** One write's entry in a product's history. */
export interface HistoryEntry {
  product_id: string;
  at: string;
  by: string;
  cause: ChangeCause | 'unknown';
  changes: HistoryChange[];
}

/** The product item fields the rules read (a stream image: anything may be missing). */
export type ProductImage = Record<string, unknown>;

const valueOf = (image: ProductImage | undefined, field: HistoryField): HistoryValue => {
  const value = image?.[field];
  return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' ? value : null;
};

/** The followed fields that differ; a new product lists those it was created with. */
export function diffHistoryFields(before: ProductImage | undefined, after: ProductImage): HistoryChange[] {
  return HISTORY_FIELDS.flatMap((field): HistoryChange[] => {
    const was = before ? valueOf(before, field) : null;
    const now = valueOf(after, field);
    return was === now ? [] : [{ field, before: was, after: now }];
  });
}

const readStamp = (image: ProductImage): ChangeStamp | undefined => {
  const stamp = image[CHANGE_STAMP_ATTRIBUTE] as Partial<ChangeStamp> | undefined;
  return typeof stamp?.by === 'string' && (CHANGE_CAUSES as readonly string[]).includes(String(stamp.cause))
    ? { by: stamp.by, cause: stamp.cause! }
    : undefined;
};

/**
 * The history entry of one write, or `undefined` when it changed none of the followed fields (an
 * image or description edit). `fallbackAt` is the stream record's time, for items without
 * `updated_at`.
 */
export function buildHistoryEntry(
  before: ProductImage | undefined,
  after: ProductImage,
  fallbackAt: string,
): HistoryEntry | undefined {
  const changes = diffHistoryFields(before, after);
  if (changes.length === 0) return undefined;
  const stamp = readStamp(after);
  return {
    product_id: String(after.id),
    at: typeof after.updated_at === 'string' ? after.updated_at : fallbackAt,
    by: stamp?.by ?? 'unknown',
    cause: stamp?.cause ?? 'unknown',
    changes,
  };
}

/** Whether the shop sells the product: active, units on hand, and no out-of-stock override. */
export function isAvailable(image: ProductImage | undefined): boolean {
  if (!image || image.is_active === false) return false;
  const quantity = typeof image.stock_quantity === 'number' ? image.stock_quantity : 0;
  if (quantity <= 0) return false;
  const status = typeof image.stock_status === 'string' ? image.stock_status : null;
  return getStockStatus({ stock_quantity: quantity, stock_status: status }) !== 'out-of-stock';
}

/** A write that makes a product the shop could not sell sellable again: its subscribers are told. */
export function isBackInStock(before: ProductImage | undefined, after: ProductImage | undefined): boolean {
  return before !== undefined && !isAvailable(before) && isAvailable(after);
}

/** The columns of the history export, one row per changed field. */
export const HISTORY_CSV_COLUMNS = ['at', 'by', 'cause', 'field', 'before', 'after'] as const;

const csvValue = (value: HistoryValue): string => (value === null ? '' : String(value));

/** The rows of the history export (without the header), in the entries' order. */
export function toHistoryCsvRows(entries: readonly HistoryEntry[]): string[][] {
  return entries.flatMap((entry) =>
    entry.changes.map((change) => [
      entry.at,
      entry.by,
      entry.cause,
      change.field,
      csvValue(change.before),
      csvValue(change.after),
    ]),
  );
}

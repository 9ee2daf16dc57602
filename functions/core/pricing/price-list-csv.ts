/**
 * A price list's fixed prices and quantity breaks as CSV, planned like the product CSV import: a
 * dry run answers what each SKU would become and every error by line and field; a file with any
 * error is not applied. Columns: `sku, fixed_price, min_quantity, max_quantity, unit_price`; one row
 * per break (a SKU's rows together make its entry; `fixed_price` on any of them); each SKU in the
 * file replaces that SKU's entry, SKUs not in the file are left as they are.
 */
import type { CsvRowError } from '../admin/product-csv.js';
import type { CsvRecord } from '../csv/csv.js';
import { priceListEntrySchema, type PriceListEntryInput } from './price-list-schemas.js';
import { toPriceListSku, type PriceListEntry } from './price-lists.js';

export const PRICE_LIST_CSV_COLUMNS = [
  'sku',
  'fixed_price',
  'min_quantity',
  'max_quantity',
  'unit_price',
] as const;
type Column = (typeof PRICE_LIST_CSV_COLUMNS)[number];

export interface PriceListCsvPlan {
  rows: number;
  /** The entries an apply writes. */
  entries: PriceListEntryInput[];
  changes: { line: number; sku: string; kind: 'new' | 'changed' }[];
  unchanged: number;
  errors: CsvRowError[];
}

interface Group {
  sku: string;
  line: number;
  fixed: { value: number; line: number } | null;
  breaks: {
    line: number;
    min_quantity: number | null;
    max_quantity: number | null;
    unit_price: number | null;
  }[];
}

const sameEntry = (a: PriceListEntryInput, b: PriceListEntry | undefined) =>
  !!b &&
  a.fixed_price === b.fixed_price &&
  JSON.stringify(a.breaks) ===
    JSON.stringify(
      b.breaks.map((t) => ({
        min_quantity: t.min_quantity,
        max_quantity: t.max_quantity,
        unit_price: t.unit_price,
      })),
    );

/**
 * The plan of a price list CSV: `productSkus` are the catalogue's SKUs (lowercase) a row may name,
 * `existing` the list's current entries of the file's SKUs (by lowercase SKU).
 */
export function planPriceListCsv(
  records: readonly CsvRecord[],
  known: { productSkus: ReadonlySet<string>; existing: ReadonlyMap<string, PriceListEntry> },
): PriceListCsvPlan {
  const errors: CsvRowError[] = [];
  const [header, ...rows] = records;
  const names = (header?.fields ?? []).map((name) => name.trim().toLowerCase());
  const index = Object.fromEntries(PRICE_LIST_CSV_COLUMNS.map((c) => [c, names.indexOf(c)])) as Record<
    Column,
    number
  >;
  if (index.sku < 0) {
    return {
      rows: rows.length,
      entries: [],
      changes: [],
      unchanged: 0,
      errors: [{ line: 1, field: 'sku', message: 'column is required' }],
    };
  }
  const groups = new Map<string, Group>();
  for (const record of rows) {
    const cell = (column: Column) => (index[column] < 0 ? '' : (record.fields[index[column]] ?? '').trim());
    const number = (column: Column): number | null => {
      const text = cell(column).replaceAll(',', '');
      if (text === '') return null;
      const value = Number(text);
      if (!Number.isFinite(value)) {
        errors.push({ line: record.line, field: column, message: 'must be a number' });
        return null;
      }
      return value;
    };
    const sku = cell('sku');
    if (!sku) {
      errors.push({ line: record.line, field: 'sku', message: 'is required' });
      continue;
    }
    if (!known.productSkus.has(sku.toLowerCase())) {
      errors.push({ line: record.line, field: 'sku', message: 'is not a SKU of the catalogue' });
      continue;
    }
    const key = toPriceListSku(sku);
    const group = groups.get(key) ?? { sku, line: record.line, fixed: null, breaks: [] };
    groups.set(key, group);
    const fixed = number('fixed_price');
    if (fixed !== null) {
      if (group.fixed && group.fixed.value !== fixed) {
        errors.push({
          line: record.line,
          field: 'fixed_price',
          message: `differs from line ${group.fixed.line}`,
        });
      } else group.fixed = { value: fixed, line: record.line };
    }
    const tier = {
      line: record.line,
      min_quantity: number('min_quantity'),
      max_quantity: number('max_quantity'),
      unit_price: number('unit_price'),
    };
    if (tier.min_quantity !== null || tier.max_quantity !== null || tier.unit_price !== null)
      group.breaks.push(tier);
  }
  const entries: PriceListEntryInput[] = [];
  const changes: PriceListCsvPlan['changes'] = [];
  let unchanged = 0;
  for (const [key, group] of groups) {
    const parsed = priceListEntrySchema.safeParse({
      sku: group.sku,
      fixed_price: group.fixed?.value ?? null,
      breaks: group.breaks.map(({ line: _line, ...tier }) => tier),
    });
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const [first, at, field] = issue.path;
        const tier = first === 'breaks' && typeof at === 'number' ? group.breaks[at] : undefined;
        errors.push({
          line: tier?.line ?? group.fixed?.line ?? group.line,
          field: tier && typeof field === 'string' ? field : String(first ?? 'sku'),
          message: issue.message,
        });
      }
      continue;
    }
    entries.push(parsed.data);
    const existing = known.existing.get(key);
    if (sameEntry(parsed.data, existing)) unchanged += 1;
    else changes.push({ line: group.line, sku: group.sku, kind: existing ? 'changed' : 'new' });
  }
  errors.sort((a, b) => a.line - b.line);
  return { rows: rows.length, entries, changes, unchanged, errors };
}

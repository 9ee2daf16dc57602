/**
 * Products as CSV for bulk price and stock edits: the export's columns, and the import's plan. An
 * import edits products that exist (matched by SKU); each row's fields are checked, and a row with
 * any error changes nothing. The plan lists, per row, what would change, and every error with its
 * line, field and message; applying writes only the planned changes.
 *
 * Stock is a count that moves while a file is being edited (orders take units). Each exported row
 * carries `stock_at_export`, the stock the export saw; a row that would set stock on a product whose
 * stock has moved since is a conflict: listed in the dry run and never applied, so a morning's file
 * uploaded in the afternoon cannot put sold units back. A file that sets stock must carry the column.
 */
import * as z from 'zod';
import type { Product } from '../catalogue/product.js';
import { isProductType, listProductTypes } from '../catalogue/product-type.js';
import { getUnsellableReason } from '../catalogue/sellable.js';
import { slugify } from '../catalogue/slug.js';
import { stripCodeLabel } from '../catalogue/sku.js';
import { type CsvRecord } from '../csv/csv.js';
import type { FieldChange } from '../scraper/product-changes.js';

export const PRODUCT_CSV_COLUMNS = [
  'sku',
  'name',
  'base_price',
  'selling_price',
  'stock_quantity',
  'stock_at_export',
  'is_active',
  'category',
  'brand',
  'product_type',
] as const;
export type ProductCsvColumn = (typeof PRODUCT_CSV_COLUMNS)[number];

/** What the import says of its own rules (the dry run's lines). */
export const csvMessages = {
  stockAtExportRequired:
    'column is required with stock_quantity: it is the stock the export saw, so stock sold since is never put back. Start from a fresh export.',
} as const;

/** Largest CSV an import accepts (characters) and rows. */
export const PRODUCT_CSV_LIMITS = { maxChars: 2_000_000, maxRows: 5000 } as const;

/** Body of POST /api/admin/products-csv: the file's text; `apply` false is the dry run. */
export const productCsvImportSchema = z
  .object({
    csv: z.string().min(1, 'is empty').max(PRODUCT_CSV_LIMITS.maxChars, 'is too large'),
    apply: z.boolean().default(false),
  })
  .strict();
export type ProductCsvImportInput = z.input<typeof productCsvImportSchema>;

export interface CsvRowError {
  line: number;
  field: string;
  message: string;
}

export interface CsvRowChange {
  line: number;
  sku: string;
  productId: string;
  changes: (Omit<FieldChange, 'field'> & { field: ProductCsvColumn })[];
}

/** A row not applied because the product's stock moved since the export the file came from. */
export interface CsvRowConflict {
  line: number;
  sku: string;
  productId: string;
  /** The stock the export saw (the row's `stock_at_export`). */
  exported: number;
  /** The stock now. */
  current: number;
  /** What the row would set. */
  proposed: number;
}

export interface ProductCsvPlan {
  rows: number;
  changes: CsvRowChange[];
  unchanged: number;
  errors: CsvRowError[];
  conflicts: CsvRowConflict[];
}

export interface NamedRef {
  id: string;
  name: string;
}

/** One export row per product. */
export function toProductCsvRow(
  product: Pick<
    Product,
    'sku' | 'name' | 'base_price' | 'selling_price' | 'stock_quantity' | 'is_active' | 'product_type'
  >,
  names: { category_name: string | null; brand_name: string | null },
): (string | number | boolean)[] {
  return [
    product.sku,
    product.name,
    product.base_price,
    product.selling_price,
    product.stock_quantity,
    // The same figure twice: staff edit stock_quantity, the import compares stock_at_export.
    product.stock_quantity,
    product.is_active,
    names.category_name ?? '',
    names.brand_name ?? '',
    // Blank: the type is read from the name and category (only a correction is stored).
    product.product_type ?? '',
  ];
}

/** A type correction from a cell: blank is "read it from the name", else one of the types' ids. */
function readProductTypeCell(text: string): string | null | { error: string } {
  const id = text.toLowerCase();
  if (id === '') return null;
  return isProductType(id) ? id : { error: `must be blank or one of ${listProductTypes().join(', ')}` };
}

function readMoney(text: string): number | string {
  const value = Number(text.replaceAll(',', ''));
  if (text === '' || !Number.isFinite(value) || value < 0) return 'must be a price of 0 or more';
  return Math.round(value * 100) / 100;
}

function readStock(text: string): number | string {
  return /^\d+$/.test(text) ? Number(text) : 'must be a whole number of 0 or more';
}

function readFlag(text: string): boolean | string {
  const value = text.toLowerCase();
  if (['true', 'yes', '1', 'active'].includes(value)) return true;
  if (['false', 'no', '0', 'inactive'].includes(value)) return false;
  return 'must be true or false';
}

function readRef(text: string, refs: readonly NamedRef[], what: string): string | null | { error: string } {
  if (text === '') return null;
  const found = refs.find((ref) => ref.name.toLowerCase() === text.toLowerCase());
  return found ? found.id : { error: `no ${what} is named "${text}"` };
}

/**
 * What an import of `records` (the header first) would change on `productsBySku` (lowercase SKU).
 * The header needs `sku`; other known columns are optional, unknown ones are an error.
 */
export function planProductCsvImport(
  records: readonly CsvRecord[],
  context: {
    productsBySku: ReadonlyMap<string, Product>;
    categories: readonly NamedRef[];
    brands: readonly NamedRef[];
  },
): ProductCsvPlan {
  const [header, ...rows] = records;
  const plan: ProductCsvPlan = { rows: rows.length, changes: [], unchanged: 0, errors: [], conflicts: [] };
  if (!header) {
    plan.errors.push({ line: 1, field: 'sku', message: 'the file has no header row' });
    return plan;
  }
  const columns = header.fields.map((name) => name.trim().toLowerCase());
  for (const name of columns) {
    if (!(PRODUCT_CSV_COLUMNS as readonly string[]).includes(name)) {
      plan.errors.push({ line: header.line, field: name, message: 'is not a known column' });
    }
  }
  if (!columns.includes('sku'))
    plan.errors.push({ line: header.line, field: 'sku', message: 'column is required' });
  if (columns.includes('stock_quantity') && !columns.includes('stock_at_export')) {
    plan.errors.push({
      line: header.line,
      field: 'stock_at_export',
      message: csvMessages.stockAtExportRequired,
    });
  }
  if (rows.length > PRODUCT_CSV_LIMITS.maxRows) {
    plan.errors.push({
      line: header.line,
      field: 'csv',
      message: `has more than ${PRODUCT_CSV_LIMITS.maxRows} rows`,
    });
  }
  if (plan.errors.length > 0) return plan;

  const seen = new Set<string>();
  for (const row of rows) {
    const cell = (column: ProductCsvColumn) => {
      const index = columns.indexOf(column);
      return index < 0 ? undefined : (row.fields[index] ?? '').trim();
    };
    const errors: CsvRowError[] = [];
    const fail = (field: string, message: string) => errors.push({ line: row.line, field, message });
    // A label typed in the cell ("SKU: GZ-001") is not part of the SKU; a product stored with its
    // label before labels were stripped is still found by the cell as written.
    const written = cell('sku') ?? '';
    const sku = stripCodeLabel(written);
    const product =
      context.productsBySku.get(sku.toLowerCase()) ?? context.productsBySku.get(written.toLowerCase());
    if (sku === '') fail('sku', 'is required');
    else if (seen.has(sku.toLowerCase())) fail('sku', 'appears twice in the file');
    else if (!product) fail('sku', 'no product has this SKU');
    seen.add(sku.toLowerCase());

    const updates: Partial<
      Pick<
        Product,
        'name' | 'base_price' | 'selling_price' | 'stock_quantity' | 'is_active' | 'category_id' | 'brand_id'
      >
    > & { product_type?: string | null } = {};
    const name = cell('name');
    if (name !== undefined) {
      if (name === '') fail('name', 'is required');
      else updates.name = name;
    }
    for (const column of ['base_price', 'selling_price'] as const) {
      const text = cell(column);
      if (text === undefined) continue;
      const value = readMoney(text);
      if (typeof value === 'string') fail(column, value);
      else updates[column] = value;
    }
    const stock = cell('stock_quantity');
    if (stock !== undefined) {
      const value = readStock(stock);
      if (typeof value === 'string') fail('stock_quantity', value);
      else updates.stock_quantity = value;
    }
    const exportedText = cell('stock_at_export');
    const exported = exportedText === undefined ? undefined : readStock(exportedText);
    if (typeof exported === 'string') fail('stock_at_export', exported);
    const active = cell('is_active');
    if (active !== undefined) {
      const value = readFlag(active);
      if (typeof value === 'string') fail('is_active', value);
      else updates.is_active = value;
    }
    for (const [column, key, refs, what] of [
      ['category', 'category_id', context.categories, 'category'],
      ['brand', 'brand_id', context.brands, 'brand'],
    ] as const) {
      const text = cell(column);
      if (text === undefined) continue;
      const value = readRef(text, refs, what);
      if (value !== null && typeof value === 'object') fail(column, value.error);
      else updates[key] = value;
    }
    const typeText = cell('product_type');
    if (typeText !== undefined) {
      const value = readProductTypeCell(typeText);
      if (value !== null && typeof value === 'object') fail('product_type', value.error);
      else updates.product_type = value;
    }
    if (product && errors.length === 0) {
      // The row may not leave the product active without a price (the shop's sellable rule).
      const reason = getUnsellableReason({ ...product, ...updates });
      if (reason)
        fail(updates.is_active === true && !product.is_active ? 'is_active' : 'selling_price', reason);
    }
    if (errors.length > 0 || !product) {
      plan.errors.push(...errors);
      continue;
    }
    if (
      typeof exported === 'number' &&
      updates.stock_quantity !== undefined &&
      updates.stock_quantity !== product.stock_quantity &&
      exported !== product.stock_quantity
    ) {
      // Stock moved since the export: the row is shown, never applied (not even its other fields).
      plan.conflicts.push({
        line: row.line,
        sku: product.sku,
        productId: product.id,
        exported,
        current: product.stock_quantity,
        proposed: updates.stock_quantity,
      });
      continue;
    }
    const changes: CsvRowChange['changes'] = [];
    const compare = (
      field: ProductCsvColumn,
      before: string | number | boolean | null,
      after: typeof before,
    ) => {
      if (after !== undefined && before !== after)
        changes.push({ field, before, after } as CsvRowChange['changes'][number]);
    };
    if (updates.name !== undefined) compare('name', product.name, updates.name);
    if (updates.base_price !== undefined) compare('base_price', product.base_price, updates.base_price);
    if (updates.selling_price !== undefined)
      compare('selling_price', product.selling_price, updates.selling_price);
    if (updates.stock_quantity !== undefined)
      compare('stock_quantity', product.stock_quantity, updates.stock_quantity);
    if (updates.is_active !== undefined) compare('is_active', product.is_active, updates.is_active);
    if ('category_id' in updates) compare('category', product.category_id, updates.category_id ?? null);
    if ('brand_id' in updates) compare('brand', product.brand_id, updates.brand_id ?? null);
    if ('product_type' in updates)
      compare('product_type', product.product_type ?? null, updates.product_type ?? null);
    if (changes.length === 0) plan.unchanged += 1;
    else plan.changes.push({ line: row.line, sku: product.sku, productId: product.id, changes });
  }
  return plan;
}

/** The product after a planned row: the changed fields, a fresh update time; a new stock clears the override. */
export function applyCsvChange(product: Product, change: CsvRowChange, now: string): Product {
  const next: Product = { ...product, updated_at: now };
  for (const { field, after } of change.changes) {
    if (field === 'category') next.category_id = after as string | null;
    else if (field === 'brand') next.brand_id = after as string | null;
    else if (field === 'product_type') {
      if (after === null) delete next.product_type;
      else next.product_type = after as string;
    } else if (field === 'name') {
      next.name = after as string;
      next.slug = slugify(next.name) || product.slug;
    } else if (field === 'is_active') next.is_active = after as boolean;
    else if (field === 'base_price' || field === 'selling_price' || field === 'stock_quantity')
      next[field] = after as number;
  }
  if (change.changes.some((c) => c.field === 'stock_quantity')) {
    // Staff set the quantity: no status override hides it, and it is a count, not the importer's guess.
    delete next.stock_status;
    delete next.stock_estimated;
  }
  return next;
}

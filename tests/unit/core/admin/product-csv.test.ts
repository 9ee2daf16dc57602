import { describe, expect, it } from 'vitest';
import {
  applyCsvChange,
  csvMessages,
  planProductCsvImport,
} from '../../../../functions/core/admin/product-csv.js';
import { productSchema, type Product } from '../../../../functions/core/catalogue/product.js';
import { parseCsv } from '../../../../functions/core/csv/csv.js';

const now = '2026-11-23T12:00:00.000Z';
const makeProduct = (sku: string, fields: Partial<Product> = {}): Product =>
  productSchema.parse({
    id: `id-${sku}`,
    name: `Product ${sku}`,
    slug: `product-${sku.toLowerCase()}`,
    sku,
    base_price: 1000,
    selling_price: 900,
    stock_quantity: 5,
    category_id: 'cat-net',
    created_at: now,
    updated_at: now,
    ...fields,
  });

const context = {
  productsBySku: new Map([
    ['a-1', makeProduct('A-1')],
    ['b-2', makeProduct('B-2')],
  ]),
  categories: [
    { id: 'cat-net', name: 'Networking' },
    { id: 'cat-acc', name: 'Accessories' },
  ],
  brands: [{ id: 'brand-hp', name: 'HP' }],
};

const plan = (text: string) => planProductCsvImport(parseCsv(text), context);

describe('planning a CSV import', () => {
  it('lists what each row would change, with before and after', () => {
    const result = plan(
      'sku,selling_price,stock_quantity,stock_at_export,category,brand\nA-1,"1,250.50",7,5,accessories,HP\nB-2,900,5,5,Networking,\n',
    );
    expect(result.errors).toEqual([]);
    expect(result.unchanged).toBe(1);
    expect(result.changes).toEqual([
      {
        line: 2,
        sku: 'A-1',
        productId: 'id-A-1',
        changes: [
          { field: 'selling_price', before: 900, after: 1250.5 },
          { field: 'stock_quantity', before: 5, after: 7 },
          { field: 'category', before: 'cat-net', after: 'cat-acc' },
          { field: 'brand', before: null, after: 'brand-hp' },
        ],
      },
    ]);
  });

  it('reports every bad field with its line, and plans nothing for that row', () => {
    const result = plan(
      'sku,selling_price,stock_quantity,stock_at_export,is_active,category\nA-1,-3,2.5,5,maybe,Toys\nZZ-9,1,1,1,true,\nB-2,1,1,5,yes,\nB-2,1,1,5,yes,\n',
    );
    expect(result.errors).toEqual([
      { line: 2, field: 'selling_price', message: 'must be a price of 0 or more' },
      { line: 2, field: 'stock_quantity', message: 'must be a whole number of 0 or more' },
      { line: 2, field: 'is_active', message: 'must be true or false' },
      { line: 2, field: 'category', message: 'no category is named "Toys"' },
      { line: 3, field: 'sku', message: 'no product has this SKU' },
      { line: 5, field: 'sku', message: 'appears twice in the file' },
    ]);
    expect(result.changes.map((c) => c.sku)).toEqual(['B-2']);
  });

  it('refuses an unknown column and a file without the sku column', () => {
    expect(plan('sku,colour\nA-1,red\n').errors).toEqual([
      { line: 1, field: 'colour', message: 'is not a known column' },
    ]);
    expect(plan('name\nX\n').errors).toEqual([{ line: 1, field: 'sku', message: 'column is required' }]);
  });

  it('refuses a file that sets stock without the stock its export saw', () => {
    expect(plan('sku,stock_quantity\nA-1,7\n').errors).toEqual([
      { line: 1, field: 'stock_at_export', message: csvMessages.stockAtExportRequired },
    ]);
  });

  it('shows a row whose stock moved since the export as a conflict and plans none of it', () => {
    // The export saw 6; an order took one (5 now); the file still says 6 and a new price.
    const result = plan('sku,selling_price,stock_quantity,stock_at_export\nA-1,950,6,6\nB-2,950,5,6\n');
    expect(result.errors).toEqual([]);
    expect(result.conflicts).toEqual([
      { line: 2, sku: 'A-1', productId: 'id-A-1', exported: 6, current: 5, proposed: 6 },
    ]);
    // B-2 moved too, but its row leaves the stock as it is now: only its price changes.
    expect(result.changes).toEqual([
      expect.objectContaining({ sku: 'B-2', changes: [{ field: 'selling_price', before: 900, after: 950 }] }),
    ]);
  });

  it('refuses a row that would make a product active without a price, naming the product', () => {
    const free = makeProduct('C-3', { selling_price: 0, is_active: false, name: 'Call For Price Item' });
    const result = planProductCsvImport(parseCsv('sku,is_active\nC-3,true\n'), {
      ...context,
      productsBySku: new Map([['c-3', free]]),
    });
    expect(result.errors).toEqual([
      {
        line: 2,
        field: 'is_active',
        message:
          'Call For Price Item cannot be active without a selling price above 0. Enter its price, or leave it inactive.',
      },
    ]);
    expect(plan('sku,selling_price\nA-1,0\n').errors).toEqual([
      expect.objectContaining({ line: 2, field: 'selling_price' }),
    ]);
  });
});

describe('applying a planned row', () => {
  it('changes only the planned fields, renames the slug and drops the stock override', () => {
    const product = { ...makeProduct('A-1'), stock_status: 'out-of-stock' as const };
    const [change] = plan('sku,name,stock_quantity,stock_at_export\nA-1,New Name,3,5\n').changes;
    const next = applyCsvChange(product, change!, '2026-11-24T00:00:00.000Z');
    expect(next).toMatchObject({ name: 'New Name', slug: 'new-name', stock_quantity: 3, selling_price: 900 });
    expect(next.stock_status).toBeUndefined();
  });

  it('makes a quantity staff set a count, no longer the importer\'s "quantity unknown"', () => {
    const product = { ...makeProduct('A-1'), stock_estimated: true };
    const [stock] = plan('sku,stock_quantity,stock_at_export\nA-1,7,5\n').changes;
    const [price] = plan('sku,selling_price\nA-1,950\n').changes;
    expect(applyCsvChange(product, stock!, now).stock_estimated).toBeUndefined();
    expect(applyCsvChange(product, price!, now).stock_estimated).toBe(true);
  });
});

describe("a product's type in the CSV", () => {
  it('sets a type (any case), clears one with a blank cell and refuses one not in the list', () => {
    const typed = makeProduct('B-2', { product_type: 'dock' });
    const local = { ...context, productsBySku: new Map([...context.productsBySku, ['b-2', typed]]) };
    const result = planProductCsvImport(parseCsv('sku,product_type\nA-1,Laptop\nB-2,\n'), local);
    expect(result.changes.map((row) => row.changes)).toEqual([
      [{ field: 'product_type', before: null, after: 'laptop' }],
      [{ field: 'product_type', before: 'dock', after: null }],
    ]);
    expect(applyCsvChange(makeProduct('A-1'), result.changes[0]!, now).product_type).toBe('laptop');
    expect(applyCsvChange(typed, result.changes[1]!, now)).not.toHaveProperty('product_type');
    const bad = plan('sku,product_type\nA-1,spaceship\n');
    expect(bad.errors).toEqual([
      { line: 2, field: 'product_type', message: expect.stringMatching(/^must be blank or one of laptop, /) },
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import {
  buildHistoryEntry,
  diffHistoryFields,
  isBackInStock,
  stampChange,
  staffActor,
  toHistoryCsvRows,
} from '@core/catalogue/product-history.js';
import { historyQuerySchema } from '@core/catalogue/product-history-query.js';

const product = (fields: Record<string, unknown> = {}) => ({
  id: 'p-1',
  name: 'Kingston NV2 1TB',
  stock_quantity: 5,
  selling_price: 9_500,
  base_price: 10_000,
  is_active: true,
  updated_at: '2026-11-24T02:00:00.000Z',
  ...fields,
});

describe('the history of a write', () => {
  it('lists each followed field that changed with its value before and after', () => {
    expect(diffHistoryFields(product(), product({ stock_quantity: 3, selling_price: 9_000 }))).toEqual([
      { field: 'stock_quantity', before: 5, after: 3 },
      { field: 'selling_price', before: 9_500, after: 9_000 },
    ]);
  });

  it('ignores fields it does not follow, such as the description or images', () => {
    expect(
      buildHistoryEntry(product(), product({ description: 'New words', images: ['/a.png'] }), 'x'),
    ).toBeUndefined();
  });

  it('records a new product with what it was created with', () => {
    const changes = diffHistoryFields(undefined, product());
    expect(changes).toContainEqual({ field: 'stock_quantity', before: null, after: 5 });
    expect(changes).toContainEqual({ field: 'selling_price', before: null, after: 9_500 });
  });

  it('records a status override that appears or goes', () => {
    expect(diffHistoryFields(product(), product({ stock_status: 'out-of-stock' }))).toEqual([
      { field: 'stock_status', before: null, after: 'out-of-stock' },
    ]);
  });

  it('names who or what wrote it, and when', () => {
    const after = {
      ...product({ stock_quantity: 15, updated_at: '2026-11-24T03:00:00.000Z' }),
      last_change: stampChange('quick-update', 'staff@example.com'),
    };
    expect(buildHistoryEntry(product(), after, '2026-01-01T00:00:00.000Z')).toEqual({
      product_id: 'p-1',
      at: '2026-11-24T03:00:00.000Z',
      by: 'staff@example.com',
      cause: 'quick-update',
      changes: [{ field: 'stock_quantity', before: 5, after: 15 }],
    });
  });

  it('says unknown when a write carried no stamp', () => {
    const entry = buildHistoryEntry(product(), product({ stock_quantity: 1 }), 'x');
    expect(entry).toMatchObject({ by: 'unknown', cause: 'unknown' });
  });

  it('names staff by e-mail, else by account id', () => {
    expect(staffActor({ email: 'a@b.jm', userId: 'u-1' })).toBe('a@b.jm');
    expect(staffActor({ email: undefined, userId: 'u-1' })).toBe('u-1');
  });
});

describe('back in stock', () => {
  it('is a write from no units to some', () => {
    expect(isBackInStock(product({ stock_quantity: 0 }), product({ stock_quantity: 1 }))).toBe(true);
  });

  it('is not a write between two positive quantities, nor one that empties the shelf', () => {
    expect(isBackInStock(product({ stock_quantity: 2 }), product({ stock_quantity: 12 }))).toBe(false);
    expect(isBackInStock(product({ stock_quantity: 2 }), product({ stock_quantity: 0 }))).toBe(false);
    expect(isBackInStock(product({ stock_quantity: 0 }), product({ stock_quantity: 0 }))).toBe(false);
  });

  it('waits while an out-of-stock override still hides the units', () => {
    const hidden = product({ stock_quantity: 4, stock_status: 'out-of-stock' });
    expect(isBackInStock(product({ stock_quantity: 0 }), hidden)).toBe(false);
    expect(isBackInStock(hidden, product({ stock_quantity: 4 }))).toBe(true);
  });

  it('waits while the product is hidden from the shop, and tells once it is shown with stock', () => {
    const inactive = product({ stock_quantity: 6, is_active: false });
    expect(isBackInStock(product({ stock_quantity: 0 }), inactive)).toBe(false);
    expect(isBackInStock(inactive, product({ stock_quantity: 6 }))).toBe(true);
  });

  it('is never a new product (nobody could have asked for it)', () => {
    expect(isBackInStock(undefined, product())).toBe(false);
  });
});

describe('the history export', () => {
  it('writes one row per changed field, blank where a value did not exist', () => {
    expect(
      toHistoryCsvRows([
        {
          product_id: 'p-1',
          at: '2026-11-24T03:00:00.000Z',
          by: 'order ORD-1',
          cause: 'order',
          changes: [
            { field: 'stock_quantity', before: 5, after: 3 },
            { field: 'stock_status', before: null, after: 'low-stock' },
          ],
        },
      ]),
    ).toEqual([
      ['2026-11-24T03:00:00.000Z', 'order ORD-1', 'order', 'stock_quantity', '5', '3'],
      ['2026-11-24T03:00:00.000Z', 'order ORD-1', 'order', 'stock_status', '', 'low-stock'],
    ]);
  });
});

describe('the history page query', () => {
  it('refuses a cursor it did not give and a page size out of range, naming the field', () => {
    expect(historyQuerySchema.safeParse({ cursor: 'product#x' }).error?.issues[0]?.path).toEqual(['cursor']);
    expect(historyQuerySchema.safeParse({ limit: '500' }).error?.issues[0]?.path).toEqual(['limit']);
    expect(historyQuerySchema.parse({ cursor: '2026-11-24T03:00:00.000Z#abc-12' })).toMatchObject({
      limit: 20,
    });
  });
});

import { describe, expect, it } from 'vitest';
import {
  adminProductQuerySchema,
  canAdjustStock,
  computeInventoryStats,
  matchesInventoryFilter,
  queryAdminProducts,
  stockAdjustmentSchema,
} from '../../../../functions/core/admin/inventory.js';
import { CatalogueIndex } from '../../../../functions/core/catalogue/catalogue-index.js';
import { createCatalogueSearch } from '../../../../functions/core/catalogue/catalogue-search.js';
import type { CardSource } from '../../../../functions/core/catalogue/product-card.js';

function card(id: string, overrides: Partial<CardSource> = {}): CardSource {
  return {
    id,
    name: `Product ${id}`,
    sku: `SKU-${id}`,
    part_number: '',
    short_description: '',
    images: [],
    base_price: 100,
    selling_price: 100,
    stock_quantity: 50,
    low_stock_threshold: 10,
    is_active: true,
    is_featured: false,
    brand_id: null,
    category_id: null,
    deal_type: null,
    on_sale: false,
    created_at: `2026-01-${id.padStart(2, '0')}T00:00:00.000Z`,
    updated_at: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

describe('inventory', () => {
  it('filters by the quantity rule and by inactivity', () => {
    expect(matchesInventoryFilter(card('1', { stock_quantity: 0 }), 'out-of-stock')).toBe(true);
    expect(matchesInventoryFilter(card('1', { stock_quantity: 10 }), 'low-stock')).toBe(true);
    expect(matchesInventoryFilter(card('1', { stock_quantity: 11 }), 'in-stock')).toBe(true);
    expect(matchesInventoryFilter(card('1', { is_active: false }), 'inactive')).toBe(true);
    expect(matchesInventoryFilter(card('1'), 'inactive')).toBe(false);
  });

  it('computes the dashboard figures', () => {
    const stats = computeInventoryStats([
      card('1', { stock_quantity: 0 }),
      card('2', { stock_quantity: 5, selling_price: 10.5 }),
      card('3', { stock_quantity: 20, selling_price: 1000, is_active: false }),
    ]);
    expect(stats).toEqual({
      total_products: 3,
      active_products: 2,
      low_stock: 1,
      out_of_stock: 1,
      inventory_value: 20052.5,
      active_rate: 67,
    });
  });

  it('accepts only the quick-update steps (and their undoing) and never a result below zero', () => {
    expect(stockAdjustmentSchema.safeParse({ delta: 10 }).success).toBe(true);
    // Undo of +10.
    expect(stockAdjustmentSchema.safeParse({ delta: -10 }).success).toBe(true);
    expect(stockAdjustmentSchema.safeParse({ delta: 5 }).success).toBe(false);
    expect(canAdjustStock(0, -1)).toBe(false);
    expect(canAdjustStock(1, -1)).toBe(true);
  });
});

describe('catalogue index admin queries', () => {
  const index = new CatalogueIndex(
    [
      card('1', { name: 'Lenovo ThinkPad E14', sku: 'INT-LEN-E14' }),
      card('2', { name: 'HP 250 G9', sku: 'INT-HP250G9-8GB', is_active: false }),
      card('3', { name: 'Dell Latitude', stock_quantity: 0 }),
    ],
    [],
    [],
  );
  const query = (input: Record<string, string>) =>
    queryAdminProducts(index, adminProductQuerySchema.parse(input), createCatalogueSearch);

  it('lists every product newest first, inactive ones included', () => {
    expect(query({}).items.map((p) => p.id)).toEqual(['3', '2', '1']);
  });

  it('searches by name or SKU, including a piece from the middle of a SKU', () => {
    expect(query({ search: 'thinkpad' }).items.map((p) => p.id)).toEqual(['1']);
    expect(query({ search: 'INT-HP250G9' }).items.map((p) => p.id)).toEqual(['2']);
    expect(query({ search: '250g9-8' }).items.map((p) => p.id)).toEqual(['2']);
  });

  it('filters by status and pages', () => {
    expect(query({ status: 'inactive' }).items.map((p) => p.id)).toEqual(['2']);
    expect(query({ status: 'out-of-stock' }).items.map((p) => p.id)).toEqual(['3']);
    const page = query({ limit: '1', offset: '1' });
    expect(page).toMatchObject({ total: 3 });
    expect(page.items.map((p) => p.id)).toEqual(['2']);
  });

  it('lists the inventory lowest stock first, also when filtered or searched', () => {
    const stocked = new CatalogueIndex(
      [
        card('a', { name: 'Kingston 32GB', stock_quantity: 25 }),
        card('b', { name: 'Kingston 16GB', stock_quantity: 3 }),
        card('c', { name: 'Kingston 8GB', stock_quantity: 0 }),
        card('d', { name: 'Kingston 64GB', stock_quantity: 3 }),
      ],
      [],
      [],
    );
    const inventory = (input: Record<string, string>) =>
      queryAdminProducts(
        stocked,
        adminProductQuerySchema.parse({ ...input, order: 'stock_asc' }),
        createCatalogueSearch,
      ).items.map((p) => p.id);
    expect(inventory({})).toEqual(['c', 'b', 'd', 'a']);
    expect(inventory({ status: 'low-stock' })).toEqual(['b', 'd']);
    expect(inventory({ search: 'kingston' })).toEqual(['c', 'b', 'd', 'a']);
    expect(adminProductQuerySchema.safeParse({ order: 'price' }).success).toBe(false);
  });

  it('keeps the stats current after a change', () => {
    // An index of its own: the other tests of this block read the shared one as built.
    const changing = new CatalogueIndex(index.all(), [], []);
    expect(computeInventoryStats(changing.all()).out_of_stock).toBe(1);
    changing.upsert(card('3', { name: 'Dell Latitude', stock_quantity: 40 }));
    expect(computeInventoryStats(changing.all()).out_of_stock).toBe(0);
  });
});

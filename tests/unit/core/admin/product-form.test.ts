import { describe, expect, it } from 'vitest';
import {
  addFeature,
  buildProductFromForm,
  moveItem,
  parseLowStockThreshold,
  parsePrice,
  parseStockQuantity,
  productFormSchema,
  toAdminProduct,
} from '../../../../functions/core/admin/product-form.js';

const NOW = '2026-01-02T03:04:05.000Z';

describe('product form parsing', () => {
  it('reads prices as decimals to the cent and turns invalid ones into 0', () => {
    expect(parsePrice('1299.95')).toBe(1299.95);
    expect(parsePrice('1,299.999')).toBe(1300);
    expect(parsePrice('abc')).toBe(0);
    expect(parsePrice('-5')).toBe(0);
    expect(parsePrice('')).toBe(0);
  });

  it('reads stock as a whole number and turns invalid stock into 0', () => {
    expect(parseStockQuantity('12')).toBe(12);
    expect(parseStockQuantity('12.7')).toBe(12);
    expect(parseStockQuantity('many')).toBe(0);
  });

  it('falls back to a threshold of 10 when the threshold is invalid', () => {
    expect(parseLowStockThreshold('3')).toBe(3);
    expect(parseLowStockThreshold('x')).toBe(10);
    expect(parseLowStockThreshold(undefined)).toBe(10);
  });

  it('adds a feature only when it is not blank after trimming', () => {
    expect(addFeature(['a'], '  b  ')).toEqual(['a', 'b']);
    expect(addFeature(['a'], '   ')).toEqual(['a']);
  });

  it('moves an image within the list', () => {
    expect(moveItem(['a', 'b', 'c'], 2, 0)).toEqual(['c', 'a', 'b']);
    expect(moveItem(['a', 'b'], 0, 5)).toEqual(['b', 'a']);
  });
});

describe('product form schema', () => {
  const valid = {
    name: 'HP 250 G9 15.6" Laptop',
    sku: 'SHG-123456ABC',
    selling_price: '1000',
    stock_quantity: '5',
  };

  it('requires name, SKU, selling price and stock quantity', () => {
    for (const field of ['name', 'sku', 'selling_price', 'stock_quantity'] as const) {
      const result = productFormSchema.safeParse({ ...valid, [field]: '' });
      expect(result.success, field).toBe(false);
    }
  });

  it('applies the parsing defaults to what was typed', () => {
    const form = productFormSchema.parse({
      ...valid,
      // Inactive: an active product at 0 is refused (below).
      is_active: false,
      selling_price: 'oops',
      stock_quantity: 'none',
      low_stock_threshold: 'x',
      features: [' fast ', '  '],
    });
    expect(form.selling_price).toBe(0);
    expect(form.stock_quantity).toBe(0);
    expect(form.low_stock_threshold).toBe(10);
    expect(form.features).toEqual(['fast']);
  });

  it('refuses images that are neither uploaded nor http(s) URLs', () => {
    expect(productFormSchema.safeParse({ ...valid, images: ['javascript:alert(1)'] }).success).toBe(false);
    expect(productFormSchema.safeParse({ ...valid, images: ['/images/products/a1.png'] }).success).toBe(true);
  });

  it("takes the importer's copies of store images, by the one image address rule", () => {
    const imported = '/images/products/imported/0123456789abcdef0123456789abcdef01234567.jpg';
    expect(productFormSchema.safeParse({ ...valid, images: [imported] }).success).toBe(true);
    expect(productFormSchema.safeParse({ ...valid, images: ['/images/products/../tmp/a.png'] }).success).toBe(
      false,
    );
    expect(productFormSchema.safeParse({ ...valid, images: ['/images/other/a.png'] }).success).toBe(false);
  });

  it('refuses an active product without a selling price above 0, naming it under the price', () => {
    const result = productFormSchema.safeParse({ ...valid, selling_price: '0', is_active: true });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({
      path: ['selling_price'],
      message:
        'HP 250 G9 15.6" Laptop cannot be active without a selling price above 0. Enter its price, or leave it inactive.',
    });
    expect(productFormSchema.safeParse({ ...valid, selling_price: '0', is_active: false }).success).toBe(
      true,
    );
  });

  it('reads specifications as name and value rows, dropping blank rows and refusing a value without a name', () => {
    const form = productFormSchema.parse({
      ...valid,
      specifications: [
        { key: ' RAM ', value: '8 GB' },
        { key: '', value: '' },
        { key: 'Screen_Size', value: '15.6"' },
      ],
    });
    expect(form.specifications).toEqual({ RAM: '8 GB', Screen_Size: '15.6"' });
    expect(productFormSchema.parse({ ...valid, specifications: { CPU: 'i5' } }).specifications).toEqual({
      CPU: 'i5',
    });
    const nameless = productFormSchema.safeParse({ ...valid, specifications: [{ key: ' ', value: '8 GB' }] });
    expect(nameless.error?.issues[0]?.path).toEqual(['specifications', 0, 'key']);
  });

  it('keeps the stored specifications when the body has none, and replaces them when it has', () => {
    const existing = {
      ...buildProductFromForm(productFormSchema.parse(valid), { id: 'p1', now: NOW }),
      specifications: { RAM: '8 GB' },
    };
    const kept = buildProductFromForm(productFormSchema.parse(valid), { id: 'p1', now: NOW, existing });
    expect(kept.specifications).toEqual({ RAM: '8 GB' });
    const replaced = buildProductFromForm(productFormSchema.parse({ ...valid, specifications: [] }), {
      id: 'p1',
      now: NOW,
      existing,
    });
    expect(replaced.specifications).toEqual({});
  });

  it('derives the slug and the markup over cost, and keeps the fields the form does not show', () => {
    const form = productFormSchema.parse({ ...valid, base_price: 1200, cost_price: 800 });
    const existing = buildProductFromForm(productFormSchema.parse(valid), { id: 'p1', now: NOW });
    const product = buildProductFromForm(form, {
      id: 'p1',
      now: '2026-02-01T00:00:00.000Z',
      existing: { ...existing, deal_type: 'flash', stock_status: 'low-stock' },
    });
    expect(product.slug).toBe('hp-250-g9-15-6-laptop');
    expect(product.deal_type).toBe('flash');
    expect(product.stock_status).toBeUndefined();
    expect(product.created_at).toBe(NOW);
    expect(toAdminProduct(product).markup_percentage).toBe(25);
    expect(toAdminProduct({ ...product, cost_price: 0 }).markup_percentage).toBeNull();
  });

  it('drops the importer\'s "quantity unknown" mark only when staff change the quantity', () => {
    const existing = {
      ...buildProductFromForm(productFormSchema.parse(valid), { id: 'p1', now: NOW }),
      stock_estimated: true,
    };
    const sameStock = buildProductFromForm(productFormSchema.parse({ ...valid, name: 'Renamed' }), {
      id: 'p1',
      now: NOW,
      existing,
    });
    const newStock = buildProductFromForm(
      productFormSchema.parse({ ...valid, stock_quantity: existing.stock_quantity + 4 }),
      { id: 'p1', now: NOW, existing },
    );
    expect(sameStock.stock_estimated).toBe(true);
    expect(newStock.stock_estimated).toBeUndefined();
  });
});

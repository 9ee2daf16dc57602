import { describe, expect, it } from 'vitest';
import { brandSchema } from '@core/catalogue/brand.js';
import { productSchema } from '@core/catalogue/product.js';
import { STOCK } from '@core/catalogue/stock-limits.js';
import { toBrandItem } from '../../../functions/data/brands.js';
import { stampChange } from '@core/catalogue/product-history.js';
import { toProductItem, toSkuGuardItem } from '../../../functions/data/products.js';

const stamp = stampChange('form-edit', 'staff@example.com');

const product = productSchema.parse({
  id: 'P-1',
  name: 'Kingston NV2 1TB M.2 NVMe PCIe 4.0 SSD',
  slug: 'kingston-nv2-1tb-m-2-nvme-pcie-4-0-ssd',
  sku: 'KNG-SNV2S-1000G',
  base_price: 11_500,
  selling_price: 9_995,
  stock_quantity: 4,
  created_at: '2026-05-01T10:00:00.000Z',
  updated_at: '2026-05-02T10:00:00.000Z',
});

describe('product schema', () => {
  it('applies the defaults of the admin form', () => {
    expect(product).toMatchObject({
      low_stock_threshold: STOCK.defaultLowStockThreshold,
      is_active: true,
      is_featured: false,
      deal_type: null,
      on_sale: false,
      images: [],
      specifications: {},
      features: [],
      brand_id: null,
      category_id: null,
    });
    expect(product).not.toHaveProperty('stock_status');
  });

  it('rejects a negative stock quantity and an unknown stored stock status', () => {
    expect(productSchema.safeParse({ ...product, stock_quantity: -1 }).success).toBe(false);
    expect(productSchema.safeParse({ ...product, stock_status: 'backorder' }).success).toBe(false);
  });
});

describe('product items', () => {
  it('keys the product by id and lists it by creation date on gsi1', () => {
    expect(toProductItem(product, stamp)).toMatchObject({
      pk: 'product#p-1',
      sk: 'product',
      gsi1pk: 'products',
      gsi1sk: '2026-05-01T10:00:00.000Z#P-1',
      entity: 'product',
      sku: 'KNG-SNV2S-1000G',
      last_change: { by: 'staff@example.com', cause: 'form-edit' },
    });
  });

  it('reads back as the same product', () => {
    expect(productSchema.parse(toProductItem(product, stamp))).toEqual(product);
  });

  it('reserves the SKU case-insensitively for the product', () => {
    expect(toSkuGuardItem(product)).toEqual({
      pk: 'sku#kng-snv2s-1000g',
      sk: 'sku',
      entity: 'sku',
      sku: 'KNG-SNV2S-1000G',
      product_id: 'P-1',
    });
  });
});

describe('brand items', () => {
  it('keys the brand by id and lists it by slug', () => {
    const brand = brandSchema.parse({ id: 'B-1', name: 'Ubiquiti', slug: 'ubiquiti' });
    expect(toBrandItem(brand)).toEqual({
      pk: 'brand#b-1',
      sk: 'brand',
      gsi1pk: 'brands',
      gsi1sk: 'ubiquiti',
      entity: 'brand',
      id: 'B-1',
      name: 'Ubiquiti',
      slug: 'ubiquiti',
      description: '',
      is_active: true,
    });
  });
});

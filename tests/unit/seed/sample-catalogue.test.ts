import { describe, expect, it } from 'vitest';
import { CATEGORY_BAR } from '@core/catalogue/category.js';
import { productSchema } from '@core/catalogue/product.js';
import { getQuantityStockStatus } from '@core/catalogue/stock-status.js';
import { generateSampleCatalogue } from '../../../infra/local/seed/generate-sample-catalogue.js';
import { renderProductArtwork } from '../../../infra/local/seed/product-artwork.js';
import { HOME_PAGE_BRANDS } from '../../../infra/local/seed/sample-brands.js';

const catalogue = generateSampleCatalogue();
const { products, categories, brands } = catalogue;

describe('sample catalogue', () => {
  it('holds at least 150 products that all parse with the product schema', () => {
    expect(products.length).toBeGreaterThanOrEqual(150);
    for (const product of products) expect(productSchema.parse(product)).toEqual(product);
  });

  it('is the same on every run', () => {
    expect(generateSampleCatalogue()).toEqual(catalogue);
  });

  it('has the eleven categories of the bar in bar order, plus one inactive category', () => {
    const active = categories.filter((category) => category.is_active);
    expect(active.map((category) => category.name)).toEqual([...CATEGORY_BAR]);
    expect(active.map((category) => category.slug)).toEqual(CATEGORY_BAR.map((name) => name.toLowerCase()));
    expect(active.map((category) => category.sort_order)).toEqual(active.map((_, index) => index));
    expect(categories.filter((category) => !category.is_active)).toHaveLength(1);
  });

  it('puts several products in every category of the bar', () => {
    for (const category of categories.filter((c) => c.is_active)) {
      const count = products.filter((product) => product.category_id === category.id).length;
      expect(count, category.slug).toBeGreaterThanOrEqual(8);
    }
  });

  it('sells the eight brands of the home page, and each has products', () => {
    for (const name of HOME_PAGE_BRANDS) {
      const brand = brands.find((b) => b.name === name);
      expect(brand, name).toBeDefined();
      expect(products.some((product) => product.brand_id === brand?.id)).toBe(true);
    }
    expect(brands.length).toBeGreaterThan(HOME_PAGE_BRANDS.length);
  });

  it('discounts about a third of the products, never below cost', () => {
    const discounted = products.filter((product) => product.base_price > product.selling_price);
    expect(discounted.length / products.length).toBeGreaterThan(0.28);
    expect(discounted.length / products.length).toBeLessThan(0.38);
    for (const product of products) {
      expect(product.base_price).toBeGreaterThanOrEqual(product.selling_price);
      expect(product.cost_price).toBeLessThan(product.selling_price);
      expect(product.selling_price).toBeGreaterThan(0);
    }
  });

  it('spreads stock over out of stock, low stock and in stock', () => {
    const count = (status: string) => products.filter((p) => getQuantityStockStatus(p) === status).length;
    expect(products.filter((p) => p.stock_quantity === 0).length).toBeGreaterThanOrEqual(10);
    expect(count('low-stock')).toBeGreaterThanOrEqual(15);
    expect(count('in-stock')).toBeGreaterThan(products.length / 2);
    expect(products.filter((p) => p.stock_status !== undefined).length).toBeGreaterThanOrEqual(3);
  });

  it('features at least six active products that are in stock', () => {
    const featured = products.filter((product) => product.is_featured);
    expect(featured.length).toBeGreaterThanOrEqual(6);
    for (const product of featured) {
      expect(product.is_active).toBe(true);
      expect(getQuantityStockStatus(product)).toBe('in-stock');
    }
  });

  it('fills the flash, clearance and gaming sale pages with discounted products', () => {
    const flash = products.filter((p) => p.deal_type === 'flash');
    const clearance = products.filter((p) => p.deal_type === 'clearance');
    const gaming = categories.find((c) => c.slug === 'gaming');
    const sale = products.filter((p) => p.on_sale);
    expect(flash.length).toBeGreaterThanOrEqual(5);
    expect(clearance.length).toBeGreaterThanOrEqual(5);
    expect(sale.length).toBeGreaterThanOrEqual(5);
    expect(sale.every((p) => p.category_id === gaming?.id)).toBe(true);
    for (const product of [...flash, ...clearance, ...sale]) {
      expect(product.base_price).toBeGreaterThan(product.selling_price);
    }
  });

  it('has a couple of inactive products', () => {
    expect(products.filter((product) => !product.is_active).length).toBeGreaterThanOrEqual(2);
  });

  it('gives every product a unique id and a unique SKU, some carrying INT', () => {
    expect(new Set(products.map((p) => p.id)).size).toBe(products.length);
    expect(new Set(products.map((p) => p.sku.toLowerCase())).size).toBe(products.length);
    expect(products.filter((p) => p.sku.includes('INT')).length).toBeGreaterThanOrEqual(5);
  });

  it('gives every product one to four images served from /images/products', () => {
    for (const product of products) {
      expect(product.images.length).toBeGreaterThanOrEqual(1);
      expect(product.images.length).toBeLessThanOrEqual(4);
      product.images.forEach((url, n) => expect(url).toBe(`/images/products/${product.id}-${n + 1}.svg`));
    }
    expect(catalogue.images).toHaveLength(products.reduce((sum, p) => sum + p.images.length, 0));
  });

  it('uses underscores in specification keys', () => {
    const keys = products.flatMap((product) => Object.keys(product.specifications));
    expect(keys).toContain('display_size');
    expect(keys.every((key) => /^[a-z0-9_]+$/.test(key))).toBe(true);
  });
});

describe('product artwork', () => {
  it('declares its size so the browser reserves the space, and escapes the names', () => {
    const svg = renderProductArtwork({
      category: 'computers',
      brandName: 'A&B <Tech>',
      brandColor: '#e2231a',
      productName: 'HP 250 G9 15.6" Laptop',
      index: 1,
    });
    expect(svg).toMatch(
      /^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="800" height="600" viewBox="0 0 800 600"/,
    );
    expect(svg).toContain('A&amp;B &lt;Tech&gt;');
    expect(svg).toContain('15.6&quot; Laptop');
    expect(svg).not.toContain('<Tech>');
  });
});

import { describe, expect, it } from 'vitest';
import {
  getDiscountPercent,
  getMarkupPercentage,
  isOnSale,
} from '../../../functions/core/catalogue/pricing.js';
import { formatSkuForDisplay, generateSku } from '../../../functions/core/catalogue/sku.js';
import { getQuantityStockStatus, getStockStatus } from '../../../functions/core/catalogue/stock-status.js';

describe('stock status', () => {
  it('is out of stock at 0, low at or below the threshold, in stock above', () => {
    expect(getStockStatus({ stock_quantity: 0 })).toBe('out-of-stock');
    expect(getStockStatus({ stock_quantity: 10 })).toBe('low-stock');
    expect(getStockStatus({ stock_quantity: 11 })).toBe('in-stock');
    expect(getStockStatus({ stock_quantity: 4, low_stock_threshold: 3 })).toBe('in-stock');
  });

  it('uses the default threshold of 10 when the product has none', () => {
    expect(getStockStatus({ stock_quantity: 10, low_stock_threshold: null })).toBe('low-stock');
  });

  it('honours a stored status on public views and treats unknown values as in stock', () => {
    expect(getStockStatus({ stock_quantity: 50, stock_status: 'out-of-stock' })).toBe('out-of-stock');
    expect(getStockStatus({ stock_quantity: 0, stock_status: 'backorder' })).toBe('in-stock');
  });

  it('ignores the stored status on admin screens', () => {
    expect(getQuantityStockStatus({ stock_quantity: 50, stock_status: 'out-of-stock' })).toBe('in-stock');
  });
});

describe('discount badge', () => {
  it('shows the rounded whole percent when the base price is above the selling price', () => {
    expect(getDiscountPercent(100_000, 85_000)).toBe(15);
    expect(getDiscountPercent(3000, 1999)).toBe(33);
  });

  it('is hidden when the base price is not above the selling price', () => {
    expect(getDiscountPercent(5000, 5000)).toBeNull();
    expect(getDiscountPercent(4000, 5000)).toBeNull();
    expect(getDiscountPercent(0, 0)).toBeNull();
  });
});

describe('markup', () => {
  it('is (selling - cost) / cost * 100 over the cost price, or null without a cost', () => {
    expect(getMarkupPercentage(1000, 1250)).toBe(25);
    expect(getMarkupPercentage(0, 500)).toBeNull();
  });
});

describe('SKU', () => {
  it('drops the text INT when shown', () => {
    expect(formatSkuForDisplay('INT-HP250G9-8GB')).toBe('HP250G9-8GB');
  });

  it('generates SHG- plus six digits plus three uppercase letters', () => {
    for (let i = 0; i < 50; i++) expect(generateSku()).toMatch(/^SHG-\d{6}[A-Z]{3}$/);
  });
});

describe('on sale', () => {
  it('is a product with an OFF badge: its selling price at least 1% below its base price', () => {
    expect(isOnSale({ base_price: 12_000, selling_price: 10_000 })).toBe(true);
    expect(getDiscountPercent(12_000, 10_000)).toBe(17);
    expect(isOnSale({ base_price: 10_000, selling_price: 10_000 })).toBe(false);
    expect(isOnSale({ base_price: 9_000, selling_price: 10_000 })).toBe(false);
    // 0.4% off rounds to no badge, so it is no deal either.
    expect(getDiscountPercent(100_000, 99_600)).toBeNull();
    expect(isOnSale({ base_price: 100_000, selling_price: 99_600 })).toBe(false);
  });
});

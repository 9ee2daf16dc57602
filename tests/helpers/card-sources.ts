/** Card fields of a product for unit tests of the catalogue index and snapshot. */
import type { CardSource } from '../../functions/core/catalogue/product-card.js';

export function createCardSource(
  overrides: Partial<CardSource> & Pick<CardSource, 'id' | 'name'>,
): CardSource {
  return {
    sku: overrides.id.toUpperCase(),
    part_number: '',
    short_description: '',
    images: ['/images/x.svg'],
    base_price: 1000,
    selling_price: 1000,
    stock_quantity: 50,
    low_stock_threshold: 10,
    is_active: true,
    is_featured: false,
    brand_id: 'b-len',
    category_id: 'c-comp',
    deal_type: null,
    on_sale: false,
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

/**
 * The Debug Panel's sample brand, category and product: fixed ids, so creating them twice is a no-op
 * and removing them finds them. Only where the stage allows it (never in prod): the sample brand and
 * category would show in the live shop's filters.
 */
import { RuleViolation } from '../rule-violation.js';
import type { Brand } from '../catalogue/brand.js';
import type { Category } from '../catalogue/category.js';
import type { Product } from '../catalogue/product.js';
import { slugify } from '../catalogue/slug.js';

export const SAMPLE_IDS = {
  brand: 'debug-sample-brand',
  category: 'debug-sample-category',
  product: 'debug-sample-product',
} as const;

export const sampleDataMessages = {
  notAllowed: 'Sample data is not allowed on this stage (it would show in the live shop).',
  created: 'Sample brand, category and product created.',
  exists: 'Sample data already exists.',
  removed: 'Sample brand, category and product removed.',
} as const;

/** Refuses (403) sample data where the stage does not allow it (`allowed` is the stage setting). */
export function assertSampleDataAllowed(allowed: string | undefined): void {
  if (allowed !== 'true') throw new RuleViolation('forbidden', sampleDataMessages.notAllowed);
}

export function buildSampleData(now: string): { brand: Brand; category: Category; product: Product } {
  const name = 'Sample Wireless Mouse';
  return {
    brand: {
      id: SAMPLE_IDS.brand,
      name: 'Sample Brand',
      slug: 'sample-brand',
      description: '',
      is_active: true,
    },
    category: {
      id: SAMPLE_IDS.category,
      name: 'Sample Category',
      slug: 'sample-category',
      description: '',
      is_active: true,
      sort_order: 999,
    },
    product: {
      id: SAMPLE_IDS.product,
      name,
      slug: slugify(name),
      sku: 'SAMPLE-MOUSE-001',
      part_number: '',
      short_description: 'A sample product created from the Debug Panel.',
      description: '',
      specifications: {},
      features: [],
      warranty_info: '',
      base_price: 2500,
      selling_price: 1995,
      cost_price: 1200,
      stock_quantity: 25,
      low_stock_threshold: 10,
      brand_id: SAMPLE_IDS.brand,
      category_id: SAMPLE_IDS.category,
      // Inactive: a debugging aid should not appear in the shop until someone decides it should.
      is_active: false,
      is_featured: false,
      images: [],
      deal_type: null,
      on_sale: false,
      created_at: now,
      updated_at: now,
    },
  };
}

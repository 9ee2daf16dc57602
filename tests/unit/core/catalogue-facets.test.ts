import { describe, expect, it } from 'vitest';
import { catalogueQuerySchema } from '../../../functions/core/catalogue/catalogue-query.js';
import { CatalogueIndex } from '../../../functions/core/catalogue/catalogue-index.js';
import { createCatalogueSearch } from '../../../functions/core/catalogue/catalogue-search.js';
import { createCardSource as card } from '../../helpers/card-sources.js';

const brands = [
  { id: 'b-len', name: 'Lenovo', slug: 'lenovo', description: '', is_active: true },
  { id: 'b-hp', name: 'HP', slug: 'hp', description: '', is_active: true },
  { id: 'b-dell', name: 'Dell', slug: 'dell', description: '', is_active: true },
];
const categories = [
  { id: 'c-comp', name: 'COMPUTERS', slug: 'computers', description: '', is_active: true, sort_order: 0 },
  { id: 'c-net', name: 'NETWORKING', slug: 'networking', description: '', is_active: true, sort_order: 1 },
];

const products = [
  card({ id: 'l1', name: 'Lenovo IdeaPad', brand_id: 'b-len', selling_price: 80_000 }),
  card({ id: 'l2', name: 'Lenovo ThinkPad', brand_id: 'b-len', selling_price: 150_000, stock_quantity: 0 }),
  // 17% OFF, flagged a flash deal.
  card({
    id: 'h1',
    name: 'HP 250 G9',
    brand_id: 'b-hp',
    base_price: 108_000,
    selling_price: 90_000,
    deal_type: 'flash',
  }),
  // Flagged for the sale but at its full price: no badge, so no deal.
  card({ id: 'h2', name: 'HP ProBook', brand_id: 'b-hp', selling_price: 120_000, on_sale: true }),
  // 7% OFF with no flag: a deal all the same.
  card({
    id: 'd1',
    name: 'Dell Router',
    brand_id: 'b-dell',
    category_id: 'c-net',
    base_price: 21_500,
    selling_price: 20_000,
  }),
  card({ id: 'x1', name: 'Retired HP', brand_id: 'b-hp', selling_price: 1, is_active: false }),
];
const index = new CatalogueIndex(products, brands, categories);
const run = (params: Record<string, string>) =>
  index.query(catalogueQuerySchema.parse(params), createCatalogueSearch);
const ids = (params: Record<string, string>) => run(params).items.map((p) => p.id);

describe('catalogue facets', () => {
  it('counts each brand of the result, by name, without inactive products', () => {
    expect(run({ category: 'computers' }).facets.brands).toEqual([
      { slug: 'hp', name: 'HP', count: 2 },
      { slug: 'lenovo', name: 'Lenovo', count: 2 },
    ]);
  });

  it('takes several brands at once, and still counts the brands not picked', () => {
    const result = run({ brand: 'hp,dell' });
    expect(result.items.map((p) => p.id).sort()).toEqual(['d1', 'h1', 'h2']);
    expect(result.facets.brands.find((b) => b.slug === 'lenovo')?.count).toBe(2);
  });

  it('filters by a price range in JMD, bounds included, and gives the range without the price filter', () => {
    const result = run({ min_price: '80000', max_price: '120000' });
    expect(result.items.map((p) => p.id).sort()).toEqual(['h1', 'h2', 'l1']);
    expect(result.facets.price).toEqual({ min: 20_000, max: 150_000 });
    expect(result.facets.brands.find((b) => b.slug === 'dell')).toBeUndefined();
  });

  it('keeps only what is in stock, and counts it whether or not the filter is on', () => {
    expect(run({ category: 'computers' }).facets.in_stock).toBe(3);
    expect(ids({ category: 'computers', in_stock: 'true' })).not.toContain('l2');
    expect(run({ category: 'computers', in_stock: 'true' }).total).toBe(3);
  });

  it('keeps exactly the products with an OFF badge, flagged or not, and counts them within the other filters', () => {
    expect(ids({ deals: 'true' }).sort()).toEqual(['d1', 'h1']);
    expect(run({}).facets.deals).toBe(2);
    expect(run({ brand: 'lenovo' }).facets.deals).toBe(0);
    expect(run({ brand: 'hp' }).facets.deals).toBe(1);
  });

  it('keeps a picked brand listed with 0 when the other filters leave nothing of it', () => {
    const result = run({ brand: 'dell', category: 'computers' });
    expect(result.total).toBe(0);
    expect(result.facets.brands).toContainEqual({ slug: 'dell', name: 'Dell', count: 0 });
  });

  it('combines facets with search', () => {
    expect(ids({ search: 'lenovo', in_stock: 'true' })).toEqual(['l1']);
  });

  it('refuses bad facet values, naming the parameter', () => {
    const bad = (params: Record<string, string>) => {
      const parsed = catalogueQuerySchema.safeParse(params);
      return parsed.success ? undefined : parsed.error.issues[0]?.path[0];
    };
    expect(bad({ min_price: 'cheap' })).toBe('min_price');
    expect(bad({ max_price: '-1' })).toBe('max_price');
    expect(bad({ min_price: '500', max_price: '100' })).toBe('max_price');
    expect(bad({ brand: 'HP Inc' })).toBe('brand');
    expect(bad({ in_stock: 'yes' })).toBe('in_stock');
  });

  it('answers a later page and a repeated list from the same result, and sees a change at once', () => {
    const local = new CatalogueIndex(products, brands, categories);
    const query = (params: Record<string, string>) => local.query(catalogueQuerySchema.parse(params));
    expect(query({ brand: 'hp', limit: '1' }).items.map((p) => p.id)).toEqual(['h1']);
    expect(query({ brand: 'hp', limit: '1', offset: '1' }).items.map((p) => p.id)).toEqual(['h2']);

    local.upsert({ ...products[3]!, stock_quantity: 0, selling_price: 95_000 });
    const after = query({ brand: 'hp', limit: '1', offset: '1' });
    expect(after.items[0]).toMatchObject({ id: 'h2', selling_price: 95_000 });
    expect(after.facets.in_stock).toBe(1);
    local.remove('h1');
    expect(query({ brand: 'hp' }).total).toBe(1);
  });
});

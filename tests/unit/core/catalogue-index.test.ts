import { describe, expect, it } from 'vitest';
import { catalogueQuerySchema } from '../../../functions/core/catalogue/catalogue-query.js';
import { CatalogueIndex } from '../../../functions/core/catalogue/catalogue-index.js';
import { createCatalogueSearch } from '../../../functions/core/catalogue/catalogue-search.js';
import type { CardSource } from '../../../functions/core/catalogue/product-card.js';
import { createCardSource } from '../../helpers/card-sources.js';

const brands = [
  { id: 'b-len', name: 'Lenovo', slug: 'lenovo', description: '', is_active: true },
  { id: 'b-hp', name: 'HP', slug: 'hp', description: '', is_active: true },
];
const categories = [
  { id: 'c-comp', name: 'COMPUTERS', slug: 'computers', description: '', is_active: true, sort_order: 0 },
  { id: 'c-game', name: 'GAMING', slug: 'gaming', description: '', is_active: true, sort_order: 8 },
];

const card = createCardSource;

const query = (params: Record<string, string>) => catalogueQuerySchema.parse(params);

describe('catalogue index', () => {
  const products = [
    card({ id: 'p1', name: 'Lenovo ThinkPad E14 Gen 5 Laptop', selling_price: 150_000 }),
    card({
      id: 'p2',
      name: 'HP 250 G9 Laptop',
      brand_id: 'b-hp',
      sku: 'INT-HP250G9-8GB',
      selling_price: 90_000,
    }),
    card({
      id: 'p3',
      name: 'Gaming Headset',
      category_id: 'c-game',
      base_price: 1200,
      selling_price: 1000,
      on_sale: true,
      deal_type: 'flash',
    }),
    card({ id: 'p4', name: 'Hidden Old Laptop', is_active: false }),
  ];
  const index = new CatalogueIndex(products, brands, categories);

  it('never shows inactive products to shoppers', () => {
    expect(index.query(query({}), createCatalogueSearch).total).toBe(3);
    expect(
      index.query(query({ search: 'hidden old laptop' }), createCatalogueSearch).items.map((p) => p.id),
    ).not.toContain('p4');
  });

  it('tolerates a typo and matches prefixes', () => {
    expect(index.query(query({ search: 'lenvo thinkpd' }), createCatalogueSearch).items[0]?.id).toBe('p1');
    expect(index.query(query({ search: 'thinkp' }), createCatalogueSearch).items[0]?.id).toBe('p1');
  });

  it('finds a SKU written without its separators', () => {
    expect(index.query(query({ search: 'HP250G9' }), createCatalogueSearch).items[0]?.id).toBe('p2');
  });

  it('filters deals by type and the gaming sale', () => {
    expect(
      index.query(query({ category: 'deals', type: 'flash' }), createCatalogueSearch).items.map((p) => p.id),
    ).toEqual(['p3']);
    expect(
      index.query(query({ category: 'gaming', sale: 'true' }), createCatalogueSearch).items.map((p) => p.id),
    ).toEqual(['p3']);
    expect(index.query(query({ category: 'deals', type: 'clearance' }), createCatalogueSearch).total).toBe(0);
  });

  it('reflects an upsert that deactivates, then reactivates, a product', () => {
    const live = new CatalogueIndex(products, brands, categories);
    live.upsert({ ...products[1]!, is_active: false });
    expect(live.query(query({ search: 'hp 250' }), createCatalogueSearch).total).toBe(0);
    live.upsert({ ...products[1]!, selling_price: 80_000 });
    expect(live.query(query({ search: 'hp 250' }), createCatalogueSearch).items[0]?.selling_price).toBe(
      80_000,
    );
    live.remove('p2');
    expect(live.get('p2')).toBeUndefined();
  });

  it('keeps its category pages and their facets current as products change (kept until a change)', () => {
    const live = new CatalogueIndex(products, brands, categories);
    const page = () => live.query(query({ category: 'computers', sort: 'price_asc' }), createCatalogueSearch);
    const hpOnly = () => live.query(query({ category: 'computers', brand: 'hp' }), createCatalogueSearch);
    expect(page().items.map((p) => p.id)).toEqual(['p2', 'p1']);
    expect(page().facets.brands).toContainEqual({ slug: 'hp', name: 'HP', count: 1 });
    expect(hpOnly().items.map((p) => p.id)).toEqual(['p2']);
    live.upsert(card({ id: 'p5', name: 'HP ProBook 450', brand_id: 'b-hp', selling_price: 50_000 }));
    expect(page().items.map((p) => p.id)).toEqual(['p5', 'p2', 'p1']);
    expect(page().facets.brands).toContainEqual({ slug: 'hp', name: 'HP', count: 2 });
    expect(hpOnly().items.map((p) => p.id)).toEqual(['p2', 'p5']);
    live.remove('p2');
    expect(hpOnly().items.map((p) => p.id)).toEqual(['p5']);
    live.setBrandsAndCategories(brands, [{ ...categories[0]!, is_active: false }, categories[1]!]);
    expect(page().total).toBe(0);
    expect(live.query(query({ category: 'no-such-category' }), createCatalogueSearch).total).toBe(0);
  });

  it('resolves brand and category names and the stock status on cards', () => {
    const [hp] = index.query(query({ search: 'hp 250 g9' }), createCatalogueSearch).items;
    expect(hp).toMatchObject({ brand_name: 'HP', category_name: 'COMPUTERS', stock_status: 'in-stock' });
  });
});

describe("catalogue index at a business buyer's prices", () => {
  const products = [
    card({ id: 'p1', name: 'Lenovo ThinkPad E14 Laptop', selling_price: 150_000 }),
    card({ id: 'p2', name: 'HP 250 G9 Laptop', brand_id: 'b-hp', selling_price: 90_000 }),
    card({ id: 'p3', name: 'Lenovo IdeaPad Laptop', selling_price: 40_000, stock_quantity: 0 }),
    card({ id: 'p4', name: 'Gaming Headset', category_id: 'c-game', selling_price: 1000 }),
  ];
  /** Their list: the ThinkPad and the IdeaPad cheaper, the HP dearer than the shop's price. */
  const listPrices: Record<string, number> = { p1: 60_000, p2: 95_000, p3: 30_000 };
  const buyer = { key: 'list-a 1', priceOf: (p: CardSource) => listPrices[p.id] ?? p.selling_price };
  const otherBuyer = { key: 'list-b 1', priceOf: (p: CardSource) => p.selling_price * 2 };
  /** Neither a price filter nor a price order: the same products in the same order at every list. */
  const unpriced: Record<string, string>[] = [
    { search: 'laptop' },
    { search: 'laptop', in_stock: 'true' },
    { search: 'laptop', brand: 'lenovo' },
    { category: 'computers' },
    { category: 'computers', sort: 'newest' },
    { category: 'computers', brand: 'hp' },
    { category: 'computers', in_stock: 'true' },
  ];

  it("has a search's and a category's price range at the buyer's prices, whoever asked first", () => {
    for (const guestFirst of [true, false]) {
      const index = new CatalogueIndex(products, brands, categories);
      for (const params of unpriced) {
        const guestBefore = guestFirst ? index.query(query(params), createCatalogueSearch) : undefined;
        const priced = index.query(query(params), createCatalogueSearch, buyer);
        const other = index.query(query(params), createCatalogueSearch, otherBuyer);
        const guest = index.query(query(params), createCatalogueSearch);
        // A price filter that keeps everything works the range out at the buyer's prices from scratch.
        const worked = index.query(query({ ...params, min_price: '0' }), createCatalogueSearch, buyer);
        expect(priced.facets.price, JSON.stringify(params)).toEqual(worked.facets.price);
        expect(priced.items).toEqual(guest.items);
        expect(priced.total).toBe(guest.total);
        expect({ ...priced.facets, price: null }).toEqual({ ...guest.facets, price: null });
        expect(other.facets.price).toEqual(
          guest.facets.price && { min: guest.facets.price.min * 2, max: guest.facets.price.max * 2 },
        );
        if (guestBefore) expect(guestBefore).toEqual(guest);
      }
      const range = (params: Record<string, string>, pricing?: typeof buyer) =>
        index.query(query(params), createCatalogueSearch, pricing).facets.price;
      expect(range({ search: 'laptop' }, buyer)).toEqual({ min: 30_000, max: 95_000 });
      expect(range({ search: 'laptop' })).toEqual({ min: 40_000, max: 150_000 });
      expect(range({ search: 'laptop', in_stock: 'true' }, buyer)).toEqual({ min: 60_000, max: 95_000 });
      expect(range({ category: 'computers', brand: 'lenovo' }, buyer)).toEqual({ min: 30_000, max: 60_000 });
      expect(range({ category: 'computers', brand: 'lenovo' })).toEqual({ min: 40_000, max: 150_000 });
    }
  });

  it("still filters and sorts by the buyer's prices", () => {
    const index = new CatalogueIndex(products, brands, categories);
    const ids = (params: Record<string, string>) =>
      index.query(query(params), createCatalogueSearch, buyer).items.map((p) => p.id);
    expect(ids({ category: 'computers', sort: 'price_asc' })).toEqual(['p3', 'p1', 'p2']);
    expect(ids({ search: 'laptop', max_price: '70000' })).toEqual(expect.arrayContaining(['p1', 'p3']));
    expect(ids({ search: 'laptop', max_price: '70000' })).toHaveLength(2);
  });

  it("orders equal prices of the buyer's by name, in both price orders, on a page and in a search", () => {
    const laptops = [
      card({ id: 'q1', name: 'Delta Laptop', selling_price: 500 }),
      card({ id: 'q2', name: 'Alpha Laptop', selling_price: 700 }),
      card({ id: 'q3', name: 'Charlie Laptop', selling_price: 300 }),
      card({ id: 'q4', name: 'Bravo Laptop', selling_price: 900 }),
      card({ id: 'q5', name: 'Echo Headset', category_id: 'c-game', selling_price: 100 }),
    ];
    // At their list, Alpha and Delta cost the same, and so do Bravo and Charlie.
    const theirs: Record<string, number> = { q1: 400, q2: 400, q3: 800, q4: 800 };
    const atList = { key: 'list-c 1', priceOf: (p: CardSource) => theirs[p.id] ?? p.selling_price };
    const index = new CatalogueIndex(laptops, brands, categories);
    const ids = (params: Record<string, string>, pricing?: typeof atList) =>
      index.query(query(params), createCatalogueSearch, pricing).items.map((p) => p.id);
    for (const params of [{ category: 'computers' }, { search: 'laptop' }] as Record<string, string>[]) {
      expect(ids({ ...params, sort: 'price_asc' }, atList)).toEqual(['q2', 'q1', 'q4', 'q3']);
      expect(ids({ ...params, sort: 'price_desc' }, atList)).toEqual(['q4', 'q3', 'q2', 'q1']);
      expect(ids({ ...params, sort: 'price_asc', min_price: '500' }, atList)).toEqual(['q4', 'q3']);
      // A guest's orders are the shop's prices, untouched by the buyer's.
      expect(ids({ ...params, sort: 'price_asc' })).toEqual(['q3', 'q1', 'q2', 'q4']);
      expect(ids({ ...params, sort: 'price_desc' })).toEqual(['q4', 'q2', 'q1', 'q3']);
    }
  });
});

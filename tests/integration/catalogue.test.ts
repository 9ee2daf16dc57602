import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CATALOGUE_FRESHNESS } from '../../functions/core/catalogue/catalogue-freshness.js';
import type { ProductCard, ProductDetail } from '../../functions/core/catalogue/product-card.js';
import type { Product } from '../../functions/core/catalogue/product.js';
import { isOnSale } from '../../functions/core/catalogue/pricing.js';
import { generateSampleCatalogue } from '../../infra/local/seed/generate-sample-catalogue.js';
import { startTestShop, type TestShop } from '../helpers/test-shop.js';

// A shop of its own: these tests count the sample catalogue exactly, which the other files' new
// products would change in the shared shop.
let testShop: TestShop;
let shop: { url: string; functionEnv: Record<string, string> };

beforeAll(async () => {
  testShop = await startTestShop();
  shop = { url: testShop.shop.url, functionEnv: testShop.shop.services.functionEnv };
});

afterAll(() => testShop?.dispose());

const sample = generateSampleCatalogue();
const active = sample.products.filter((p) => p.is_active);
const categoryBySlug = new Map(sample.categories.map((c) => [c.slug, c]));

interface ListBody {
  products: ProductCard[];
  total: number;
  limit: number;
  offset: number;
  next_cursor: string | null;
}

async function getJson<T>(path: string, init?: RequestInit): Promise<{ status: number; body: T }> {
  const response = await fetch(`${shop.url}${path}`, init);
  return { status: response.status, body: (await response.json()) as T };
}

const list = async (query: string) => (await getJson<ListBody>(`/api/products?${query}`)).body;
const names = (products: ProductCard[]) => products.map((p) => p.name);

describe('catalogue list', () => {
  it('pages through every active product by name, 50 at a time, with a cursor', async () => {
    const first = await list('');
    expect(first.total).toBe(active.length);
    expect(first.products).toHaveLength(50);
    const sortedNames = [...names(first.products)].sort((a, b) => a.localeCompare(b, 'en'));
    expect(names(first.products)).toEqual(sortedNames);

    const seen = new Set(first.products.map((p) => p.id));
    let cursor = first.next_cursor;
    while (cursor) {
      const page = await list(`cursor=${cursor}`);
      for (const product of page.products) {
        expect(seen.has(product.id)).toBe(false);
        seen.add(product.id);
      }
      cursor = page.next_cursor;
    }
    expect(seen.size).toBe(active.length);
  });

  it('accepts an offset and a limit up to 100', async () => {
    const page = await list('limit=100&offset=100');
    expect(page.products).toHaveLength(Math.min(100, active.length - 100));
    expect(page.offset).toBe(100);
  });

  it('shows card fields with names resolved and never admin fields', async () => {
    const { products } = await list('limit=100');
    for (const card of products) {
      expect(card).not.toHaveProperty('cost_price');
      expect(card).not.toHaveProperty('is_active');
      expect(card.images.length).toBeGreaterThan(0);
      expect(card.category_name).toBeTruthy();
    }
  });

  it('filters by category slug', async () => {
    const computers = categoryBySlug.get('computers')!;
    const page = await list('category=computers&limit=100');
    expect(page.total).toBe(active.filter((p) => p.category_id === computers.id).length);
    expect(page.products.every((p) => p.category_slug === 'computers')).toBe(true);
  });

  it('returns nothing for an unknown or inactive category', async () => {
    expect((await list('category=no-such-thing')).total).toBe(0);
    const inactive = sample.categories.find((c) => !c.is_active);
    if (inactive) expect((await list(`category=${inactive.slug}`)).total).toBe(0);
  });

  it('serves every deal (every product with an OFF badge), flash deals, clearance and the gaming sale', async () => {
    const deals = await list('category=deals&limit=100');
    expect(deals.total).toBe(active.filter((p) => isOnSale(p)).length);
    expect(deals.products.every((p) => isOnSale(p))).toBe(true);
    const flash = await list('category=deals&type=flash&limit=100');
    expect(flash.total).toBeGreaterThan(0);
    expect(flash.products.every((p) => p.deal_type === 'flash' && isOnSale(p))).toBe(true);
    const clearance = await list('category=deals&type=clearance&limit=100');
    expect(clearance.total).toBeGreaterThan(0);
    expect(clearance.products.every((p) => p.deal_type === 'clearance' && isOnSale(p))).toBe(true);
    const gamingSale = await list('category=gaming&sale=true&limit=100');
    expect(gamingSale.total).toBeGreaterThan(0);
    expect(gamingSale.products.every((p) => p.on_sale && isOnSale(p) && p.category_slug === 'gaming')).toBe(
      true,
    );
  });

  it('sorts by price both ways and by newest', async () => {
    const prices = (await list('sort=price_asc&limit=100')).products.map((p) => p.selling_price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const descending = (await list('sort=price_desc&limit=100')).products.map((p) => p.selling_price);
    expect(descending).toEqual([...descending].sort((a, b) => b - a));
    const dates = (await list('sort=newest&limit=100')).products.map((p) => p.created_at);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('applies the stock rules: stored status first, else quantity against the threshold', async () => {
    const { products } = await list('limit=100');
    const byId = new Map(sample.products.map((p) => [p.id, p]));
    for (const card of products) {
      const stored = byId.get(card.id)!;
      const expected = stored.stock_status
        ? stored.stock_status
        : stored.stock_quantity === 0
          ? 'out-of-stock'
          : stored.stock_quantity <= stored.low_stock_threshold
            ? 'low-stock'
            : 'in-stock';
      expect(card.stock_status).toBe(expected);
    }
  });
});

describe('catalogue search', () => {
  const firstName = async (search: string, extra = '') =>
    (await list(`search=${encodeURIComponent(search)}${extra}`)).products[0]?.name ?? '';

  it('finds a model despite a typo in the brand', async () => {
    const name = await firstName('lenvo thinkpad');
    expect(name).toMatch(/Lenovo/);
    expect(name).toMatch(/ThinkPad/);
  });

  it('ranks the exact model first for brand, model and generation', async () => {
    expect(await firstName('HP 250 G9')).toMatch(/^HP 250 G9/);
  });

  it('matches size and kind in any order', async () => {
    const name = await firstName('ssd 1tb');
    expect(name).toMatch(/SSD/i);
    expect(name).toMatch(/1TB/i);
  });

  it('finds a product by its SKU, with or without separators', async () => {
    const product = active.find((p) => p.sku.includes('-'))!;
    expect(await firstName(product.sku)).toBe(product.name);
    expect(await firstName(product.sku.replace(/-/g, ''))).toBe(product.name);
  });

  it('matches half a word', async () => {
    const { products } = await list('search=kingst');
    expect(products.length).toBeGreaterThan(0);
    expect(products.every((p) => p.brand_name === 'Kingston' || /Kingston/.test(p.name))).toBe(true);
  });

  it('ranks name matches above description-only matches', async () => {
    const { products } = await list('search=thinkpad&limit=100');
    const firstWithoutName = products.findIndex((p) => !/thinkpad/i.test(p.name));
    const lastWithName = products.map((p) => /thinkpad/i.test(p.name)).lastIndexOf(true);
    if (firstWithoutName !== -1) expect(lastWithName).toBeLessThan(firstWithoutName);
  });

  it('combines with category filters and an explicit sort', async () => {
    const page = await list('search=laptop&category=computers&sort=price_asc&limit=100');
    expect(page.total).toBeGreaterThan(0);
    expect(page.products.every((p) => p.category_slug === 'computers')).toBe(true);
    const prices = page.products.map((p) => p.selling_price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });

  it('finds nothing for gibberish', async () => {
    expect((await list('search=zzxqwv')).total).toBe(0);
  });
});

describe('catalogue bad input', () => {
  it.each([
    ['sort=cheapest', /^sort: /],
    ['limit=-1', /^limit: /],
    ['limit=5000', /^limit: /],
    ['limit=ten', /^limit: /],
    ['offset=-3', /^offset: /],
    ['cursor=not-a-cursor', /^cursor: /],
    ['type=weekly', /^type: /],
    [`search=${'a'.repeat(10 * 1024)}`, /^search: /],
    ['category=Not%20A%20Slug!', /^category: /],
  ])('answers %s with a 400 naming the parameter', async (query, message) => {
    const { status, body } = await getJson<{ message: string }>(`/api/products?${query.slice(0, 12000)}`);
    expect(status).toBe(400);
    expect(body.message).toMatch(message);
  });

  it('answers an invalid product id with a 400 and an unknown one with a 404', async () => {
    expect((await getJson(`/api/products/${encodeURIComponent('<script>')}`)).status).toBe(400);
    const missing = await getJson<{ message: string }>(`/api/products/${randomUUID()}`);
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('Product not found');
  });

  it('refuses more than 100 ids and a malformed by-ids body', async () => {
    const post = (body: string) =>
      getJson<{ message: string }>('/api/products/by-ids', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
      });
    const tooMany = await post(JSON.stringify({ ids: Array.from({ length: 101 }, () => randomUUID()) }));
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.message).toMatch(/^ids: /);
    expect((await post('{"ids": "nope"}')).status).toBe(400);
    expect((await post('not json')).status).toBe(400);
  });
});

describe('product detail, featured, by-ids, brands', () => {
  it('shows the detail fields of an active product, without cost price', async () => {
    const product = active.find((p) => Object.keys(p.specifications).length > 0 && p.features.length > 0)!;
    const { status, body } = await getJson<{ product: ProductDetail }>(`/api/products/${product.id}`);
    expect(status).toBe(200);
    expect(body.product).toMatchObject({
      id: product.id,
      name: product.name,
      part_number: product.part_number,
      specifications: product.specifications,
      features: product.features,
      warranty_info: product.warranty_info,
      category_slug: sample.categories.find((c) => c.id === product.category_id)!.slug,
    });
    expect(body.product).not.toHaveProperty('cost_price');
  });

  it('hides an inactive product', async () => {
    const inactive = sample.products.find((p) => !p.is_active)!;
    expect((await getJson(`/api/products/${inactive.id}`)).status).toBe(404);
  });

  it('lists up to 4 featured products by default', async () => {
    const { body } = await getJson<{ products: ProductCard[] }>('/api/products/featured');
    expect(body.products).toHaveLength(4);
    expect(body.products.every((p) => p.is_featured)).toBe(true);
    expect(
      (await getJson<{ products: ProductCard[] }>('/api/products/featured?limit=6')).body.products,
    ).toHaveLength(6);
  });

  it('returns summaries by id in the order asked, leaving out inactive and unknown ids', async () => {
    const inactive = sample.products.find((p) => !p.is_active)!;
    const ids = [active[3]!.id, inactive.id, randomUUID(), active[1]!.id];
    const { body } = await getJson<{ products: { id: string; selling_price: number }[] }>(
      '/api/products/by-ids',
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ ids }),
      },
    );
    expect(body.products.map((p) => p.id)).toEqual([active[3]!.id, active[1]!.id]);
    expect(body.products[0]!.selling_price).toBe(active[3]!.selling_price);
  });

  it('lists the active brands by name', async () => {
    const { body } = await getJson<{ brands: { name: string }[] }>('/api/brands');
    expect(body.brands.map((b) => b.name)).toEqual(
      sample.brands
        .filter((b) => b.is_active)
        .map((b) => b.name)
        .sort((a, b) => a.localeCompare(b, 'en')),
    );
  });
});

describe('catalogue freshness', () => {
  let saveProduct: (product: Product, stamp: { by: string; cause: 'form-edit' }) => Promise<void>;

  beforeAll(async () => {
    Object.assign(process.env, shop.functionEnv);
    ({ saveProduct } = await import('../../functions/data/catalogue-writes.js'));
  });

  it('shows a new, edited, deactivated and reactivated product within the freshness bound', async () => {
    const template = active[0]!;
    const now = new Date().toISOString();
    const product: Product = {
      ...template,
      id: randomUUID(),
      name: 'Zephyrine Quantum Router QX-9',
      sku: `TEST-${Date.now()}`,
      is_featured: false,
      created_at: now,
      updated_at: now,
    };
    const search = 'search=zephyrine%20quantum';
    // Every warm container looks at the change log at most once per interval: a few intervals suffice.
    const soon = { timeout: 10 * CATALOGUE_FRESHNESS.checkIntervalMs, interval: 100 };

    await saveProduct(product, { by: 'test', cause: 'form-edit' });
    await vi.waitFor(async () => expect(names((await list(search)).products)).toEqual([product.name]), soon);

    await saveProduct(
      { ...product, selling_price: 12_345, updated_at: new Date().toISOString() },
      { by: 'test', cause: 'form-edit' },
    );
    await vi.waitFor(async () => {
      expect((await list(search)).products[0]!.selling_price).toBe(12_345);
      expect(
        (await getJson<{ product: ProductDetail }>(`/api/products/${product.id}`)).body.product.selling_price,
      ).toBe(12_345);
    }, soon);

    await saveProduct(
      { ...product, is_active: false, updated_at: new Date().toISOString() },
      { by: 'test', cause: 'form-edit' },
    );
    await vi.waitFor(async () => {
      expect((await list(search)).total).toBe(0);
      expect((await getJson(`/api/products/${product.id}`)).status).toBe(404);
    }, soon);

    await saveProduct(
      { ...product, is_active: true, updated_at: new Date().toISOString() },
      { by: 'test', cause: 'form-edit' },
    );
    await vi.waitFor(async () => expect((await list(search)).total).toBe(1), soon);
  });
});

/**
 * Finding products through the API of a running shop: facets with their counts, shop-word search,
 * search-as-you-type, and the product and category pages that link previews read without scripts.
 */
import * as cheerio from 'cheerio';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CatalogueFacets } from '../../functions/core/catalogue/catalogue-facets.js';
import type { ProductCard } from '../../functions/core/catalogue/product-card.js';
import { getStockStatus } from '../../functions/core/catalogue/stock-status.js';
import { generateSampleCatalogue } from '../../infra/local/seed/generate-sample-catalogue.js';
import { startTestShop, type TestShop } from '../helpers/test-shop.js';

let testShop: TestShop;
let url: string;

beforeAll(async () => {
  testShop = await startTestShop();
  url = testShop.shop.url;
});

afterAll(() => testShop?.dispose());

const sample = generateSampleCatalogue();
const active = sample.products.filter((p) => p.is_active);
const brandSlugById = new Map(sample.brands.map((b) => [b.id, b.slug]));
const computers = sample.categories.find((c) => c.slug === 'computers')!;

interface ListBody {
  products: ProductCard[];
  total: number;
  facets: CatalogueFacets;
  did_you_mean: string | null;
}

async function list(query: string): Promise<ListBody> {
  const response = await fetch(`${url}/api/products?${query}`);
  expect(response.status).toBe(200);
  return (await response.json()) as ListBody;
}

describe('catalogue facets', () => {
  const inComputers = active.filter((p) => p.category_id === computers.id);

  it('counts every brand of a category from the stored products', async () => {
    const { facets, total } = await list('category=computers');
    expect(total).toBe(inComputers.length);
    const expected = new Map<string, number>();
    for (const p of inComputers) {
      const slug = brandSlugById.get(p.brand_id ?? '');
      if (slug) expected.set(slug, (expected.get(slug) ?? 0) + 1);
    }
    expect(new Map(facets.brands.map((b) => [b.slug, b.count]))).toEqual(expected);
    expect(facets.in_stock).toBe(inComputers.filter((p) => getStockStatus(p) !== 'out-of-stock').length);
  });

  it('narrows by two brands, a price range and stock at once', async () => {
    const { facets } = await list('category=computers');
    const [first, second] = facets.brands;
    const prices = inComputers.map((p) => p.selling_price).sort((a, b) => a - b);
    const min = prices[Math.floor(prices.length / 4)]!;
    const max = prices[Math.floor((prices.length * 3) / 4)]!;
    const body = await list(
      `category=computers&brand=${first!.slug},${second!.slug}&min_price=${min}&max_price=${max}&in_stock=true&limit=100`,
    );
    const expected = inComputers.filter(
      (p) =>
        [first!.slug, second!.slug].includes(brandSlugById.get(p.brand_id ?? '') ?? '') &&
        p.selling_price >= min &&
        p.selling_price <= max &&
        getStockStatus(p) !== 'out-of-stock',
    );
    expect(body.products.map((p) => p.id).sort()).toEqual(expected.map((p) => p.id).sort());
    for (const product of body.products) expect(product.stock_status).not.toBe('out-of-stock');
  });

  it('answers 400 naming the parameter for a bad facet', async () => {
    const response = await fetch(`${url}/api/products?min_price=900&max_price=100`);
    expect(response.status).toBe(400);
    expect(JSON.stringify(await response.json())).toContain('max_price');
  });
});

describe('search with shop words', () => {
  it('finds laptops for "notebooks" and offers a spelling when nothing matches', async () => {
    const laptops = await list('search=laptop&limit=100');
    const notebooks = await list('search=notebooks&limit=100');
    expect(laptops.total).toBeGreaterThan(0);
    expect(notebooks.products.map((p) => p.id)).toEqual(
      expect.arrayContaining(laptops.products.map((p) => p.id)),
    );
    // A misspelt type word is read as the type now ("mointor" finds monitors), so the unmatched
    // search misspells a brand.
    const nothing = await list('search=qzqzqz%20lenvoo');
    expect(nothing.total).toBe(0);
    expect(nothing.did_you_mean).toBe('lenovo');
  });

  it('suggests products and categories as the shopper types', async () => {
    const response = await fetch(`${url}/api/search/suggestions?q=comp`);
    expect(response.status).toBe(200);
    const body = (await response.json()) as { products: unknown[]; categories: { slug: string }[] };
    expect(body.categories.map((c) => c.slug)).toContain('computers');
    expect((await fetch(`${url}/api/search/suggestions`)).status).toBe(400);
  });
});

describe('pages for link previews, without scripts', () => {
  it('answers a product page whose HTML names the product, its price, image and availability', async () => {
    const product = active.find((p) => getStockStatus(p) === 'in-stock')!;
    const response = await fetch(`${url}/product/${product.id}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    const $ = cheerio.load(await response.text());
    expect($('title').text()).toContain(product.name);
    expect($('meta[property="og:title"]').attr('content')).toContain(product.name);
    expect($('meta[name="twitter:title"]').attr('content')).toContain(product.name);
    expect($('meta[property="og:image"]').attr('content')).toBe(new URL(product.images[0]!, url).toString());
    expect($('meta[property="product:price:amount"]').attr('content')).toBe(String(product.selling_price));
    expect($('link[rel="canonical"]').attr('href')).toBe(`${url}/product/${product.id}`);
    expect($('meta[name="description"]')).toHaveLength(1);
    const jsonLd = JSON.parse($('script[type="application/ld+json"]').text()) as {
      name: string;
      offers: { price: number; priceCurrency: string; availability: string };
    };
    expect(jsonLd.name).toBe(product.name);
    expect(jsonLd.offers).toMatchObject({
      price: product.selling_price,
      priceCurrency: 'JMD',
      availability: 'https://schema.org/InStock',
    });
    expect($('#root')).toHaveLength(1);
  });

  it('answers a category page with its name, and the plain shell for an unknown product', async () => {
    const $ = cheerio.load(await (await fetch(`${url}/products?category=computers`)).text());
    expect($('title').text()).toContain(computers.name);
    expect($('link[rel="canonical"]').attr('href')).toBe(`${url}/products?category=computers`);
    expect($('meta[property="og:description"]').attr('content')).toBeTruthy();

    const missing = await fetch(`${url}/product/no-such-product`);
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain('<div id="root">');
  });
});

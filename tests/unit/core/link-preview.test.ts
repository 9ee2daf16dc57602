import * as cheerio from 'cheerio';
import { describe, expect, it } from 'vitest';
import {
  describeCategoryPage,
  describeProductPage,
  escapeHtml,
  renderPreviewHtml,
  type PreviewProduct,
} from '../../../functions/core/seo/link-preview.js';
import { renderFirstPaintShell } from '../../../web/build/first-paint-shell.js';

/** As the build writes it: the app's root holds the static first-paint header. */
const SHELL = `<!doctype html>
<html lang="en-JM">
  <head>
    <meta charset="UTF-8" />
    <title>Shop</title>
    <meta
      name="description"
      content="The shop."
    />
    <script type="module" src="/assets/index.js"></script>
  </head>
  <body>
    <div id="root">${renderFirstPaintShell({ name: 'Shop', phone: '876' })}</div>
  </body>
</html>`;
const ORIGIN = 'https://shop.example.com';

const product: PreviewProduct = {
  id: 'p-1',
  name: 'Evil "Laptop" </title><script>alert(1)</script>',
  sku: 'SKU-1',
  part_number: 'PN-1',
  short_description: 'Fast & light <b>notebook</b>',
  images: ['/images/products/p-1.webp'],
  base_price: 120_000,
  selling_price: 99_995,
  stock_status: 'low-stock',
  stock_quantity: 3,
  low_stock_threshold: 5,
  is_featured: false,
  deal_type: null,
  on_sale: false,
  created_at: '2026-01-01T00:00:00.000Z',
  brand_name: 'Acme',
  category_name: 'COMPUTERS',
  category_slug: 'computers',
};

describe('link-preview pages', () => {
  const html = renderPreviewHtml(SHELL, describeProductPage(product, ORIGIN), ORIGIN);
  const $ = cheerio.load(html);

  it('replaces the shell title and description, and keeps its scripts', () => {
    expect($('title')).toHaveLength(1);
    expect($('title').text()).toContain(product.name);
    expect($('meta[name="description"]')).toHaveLength(1);
    expect($('meta[name="description"]').attr('content')).toBe('Fast & light <b>notebook</b>');
    expect($('script[src="/assets/index.js"]')).toHaveLength(1);
  });

  it('escapes every value, so no text can open a tag or end an attribute', () => {
    expect(html).not.toContain('<script>alert(1)</script>');
    expect($('script:not([src]):not([type="application/ld+json"])')).toHaveLength(0);
    expect($('meta[property="og:title"]').attr('content')).toContain('Evil "Laptop"');
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
  });

  it('carries the price, availability, absolute image and Product JSON-LD', () => {
    expect($('meta[property="product:price:amount"]').attr('content')).toBe('99995');
    expect($('meta[property="product:availability"]').attr('content')).toBe('limitedavailability');
    expect($('meta[property="og:image"]').attr('content')).toBe(`${ORIGIN}/images/products/p-1.webp`);
    expect($('link[rel="canonical"]').attr('href')).toBe(`${ORIGIN}/product/p-1`);
    const jsonLd = JSON.parse($('#root script[type="application/ld+json"]').text()) as {
      name: string;
      offers: { availability: string };
    };
    expect(jsonLd.name).toBe(product.name);
    expect(jsonLd.offers.availability).toBe('https://schema.org/LimitedAvailability');
    expect($('#root [data-first-paint-shell]').text()).toContain('Shop');
  });

  it('describes a category by its description, or by its name and count', () => {
    const page = describeCategoryPage({ name: 'GAMING', slug: 'gaming', description: '' }, 12);
    expect(page.meta.description).toContain('12 products');
    expect(page.meta.path).toBe('/products?category=gaming');
  });
});

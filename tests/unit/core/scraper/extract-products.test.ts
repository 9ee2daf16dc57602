import { describe, expect, it } from 'vitest';
import {
  detectPlatformHints,
  extractHtmlPage,
  extractPlatformPage,
  extractProductImages,
} from '../../../../functions/core/scraper/extract-products.js';
import { sanitizeDescription } from '../../../../functions/core/scraper/sanitize-description.js';
import { paginate } from '../../../fixtures/distributor-site/catalogue.js';
import {
  renderCardsListing,
  renderJsonLdListing,
  renderProductPage,
  renderShopifyHome,
  renderShopifyProducts,
  renderWooCommerceProducts,
} from '../../../fixtures/distributor-site/pages.js';
import { FIXTURE_LAYOUTS } from '../../../fixtures/distributor-site/server.js';

const origin = 'http://store.example';

describe('JSON-LD listings', () => {
  const { jsonLd } = FIXTURE_LAYOUTS;
  const pages = paginate(jsonLd.products, jsonLd.pageSize);
  const html = renderJsonLdListing(jsonLd.path, pages[0]!, 1, pages.length);
  const page = extractHtmlPage(html, `${origin}${jsonLd.path}?page=1`);

  it('reads every product of the ItemList with its offer', () => {
    expect(page.source).toBe('json-ld');
    expect(page.products).toHaveLength(8);
    const first = jsonLd.products[0]!;
    expect(page.products[0]).toMatchObject({
      name: first.name,
      sku: first.sku,
      brand: first.brand,
      category: first.category,
      price: first.price,
      currency: 'JMD',
      sourceUrl: `${origin}/products/${first.slug}`,
      images: [`${origin}${first.image}`],
      availability: 'in-stock',
    });
  });

  it('follows rel=next and stops on the last page', () => {
    expect(page.nextUrl).toBe(`${origin}${jsonLd.path}?page=2`);
    const last = renderJsonLdListing(jsonLd.path, pages[2]!, 3, 3);
    expect(extractHtmlPage(last, `${origin}${jsonLd.path}?page=3`).nextUrl).toBeUndefined();
  });

  it('sanitises descriptions to a safe subset', () => {
    const description = page.products[0]!.description!;
    expect(description).toContain('<strong>busy offices</strong>');
    expect(description).toContain('<li>Two-year warranty</li>');
    expect(description).not.toContain('script');
  });

  it('reads @graph and ProductGroup variants', () => {
    const graph = {
      '@context': 'https://schema.org',
      '@graph': [
        { '@type': 'WebPage', name: 'x' },
        {
          '@type': 'ProductGroup',
          name: 'Dock',
          brand: 'Kingfish',
          image: { '@type': 'ImageObject', url: '//cdn.example/dock.jpg' },
          hasVariant: [
            { name: 'Dock USB-C', sku: 'D-1', offers: { price: 'J$ 9,999.00' } },
            { name: 'Dock TB4', sku: 'D-2', offers: [{ lowPrice: 15000 }] },
          ],
        },
      ],
    };
    const result = extractHtmlPage(
      `<script type="application/ld+json">${JSON.stringify(graph)}</script><script type="application/ld+json">{broken</script>`,
      `${origin}/docks`,
    );
    expect(result.products.map((p) => [p.name, p.sku, p.price, p.brand, p.images[0]])).toEqual([
      ['Dock USB-C', 'D-1', 9999, 'Kingfish', 'http://cdn.example/dock.jpg'],
      ['Dock TB4', 'D-2', 15000, 'Kingfish', 'http://cdn.example/dock.jpg'],
    ]);
  });
});

describe('HTML cards', () => {
  const { cards } = FIXTURE_LAYOUTS;
  const pages = paginate(cards.products, cards.pageSize);
  const page = extractHtmlPage(
    renderCardsListing(cards.path, pages[0]!, 1, pages.length),
    `${origin}${cards.path}?page=1`,
  );

  it('reads cards with mixed price formats, lazy images and reductions', () => {
    expect(page.source).toBe('html');
    expect(page.products).toHaveLength(6);
    const [first, , third, fourth] = page.products;
    expect(first).toMatchObject({
      name: cards.products[0]!.name,
      sku: cards.products[0]!.sku,
      price: cards.products[0]!.price,
      brand: cards.products[0]!.brand,
      category: cards.products[0]!.category,
      images: [`${origin}/img/cards/1.jpg`],
      sourceUrl: `${origin}/products/${cards.products[0]!.slug}`,
    });
    expect(third!.sku).toBeUndefined();
    expect(fourth).toMatchObject({
      price: cards.products[3]!.price,
      listPrice: cards.products[3]!.listPrice,
    });
    expect(page.products[4]!.images).toEqual([]);
  });

  it('finds the next page from the pagination', () => {
    expect(page.nextUrl).toBe(`${origin}${cards.path}?page=2`);
  });

  it('reads the next page from a numbered link when there is no next link', () => {
    const html =
      '<div class="product-card"><a href="/p/1"><h3>One</h3></a><span class="price">$1</span></div>' +
      '<div class="pagination"><a href="?page=1">1</a><a href="?page=2">2</a></div>';
    expect(extractHtmlPage(html, `${origin}/list?page=1`).nextUrl).toBe(`${origin}/list?page=2`);
  });

  it('guesses the following page number when a numbered page had products', () => {
    const html =
      '<div class="product-card"><a href="/p/1"><h3>One</h3></a><span class="price">$1</span></div>';
    expect(extractHtmlPage(html, `${origin}/list/page/4/`).nextUrl).toBe(`${origin}/list/page/5/`);
    expect(extractHtmlPage('<p>nothing</p>', `${origin}/list?page=9`).nextUrl).toBeUndefined();
  });

  it('never leaves the site for the next page', () => {
    const html = '<link rel="next" href="https://elsewhere.example/list?page=2"><p>x</p>';
    expect(extractHtmlPage(html, `${origin}/list`).nextUrl).toBeUndefined();
  });
});

describe('product pages', () => {
  const product = FIXTURE_LAYOUTS.cards.products[4]!;
  const html = renderProductPage(product, origin);

  it('reads a single product page', () => {
    const page = extractHtmlPage(html, `${origin}/products/${product.slug}`);
    expect(page.products).toHaveLength(1);
    expect(page.products[0]).toMatchObject({ name: product.name, price: product.price });
  });

  it('finds its images for the backfill', () => {
    expect(extractProductImages(html, `${origin}/products/${product.slug}`)).toEqual([
      `${origin}/img/pages/${product.slug}.jpg`,
    ]);
  });
});

describe('platform catalogue JSON', () => {
  it('reads Shopify products.json and pages while pages come back full', () => {
    const products = FIXTURE_LAYOUTS.shopify.products.slice(0, 50);
    const url = `${origin}/products.json?limit=50&page=1`;
    const page = extractPlatformPage('shopify', renderShopifyProducts([...products]), url);
    expect(page?.products).toHaveLength(50);
    expect(page?.products[0]).toMatchObject({
      name: products[0]!.name,
      sku: products[0]!.sku,
      brand: products[0]!.brand,
      category: products[0]!.category,
      price: products[0]!.price,
      sourceUrl: `${origin}/products/${products[0]!.slug}`,
    });
    expect(page?.nextUrl).toBe(`${origin}/products.json?limit=50&page=2`);
    const short = extractPlatformPage('shopify', renderShopifyProducts(products.slice(0, 10)), url);
    expect(short?.nextUrl).toBeUndefined();
  });

  it('reads the WooCommerce Store API with minor-unit prices', () => {
    const products = [...FIXTURE_LAYOUTS.wooCommerce.products];
    const page = extractPlatformPage(
      'woocommerce',
      renderWooCommerceProducts(products, origin),
      `${origin}/wp-json/wc/store/v1/products?per_page=50&page=1`,
    );
    expect(page?.products[0]).toMatchObject({
      name: products[0]!.name,
      price: products[0]!.price,
      currency: 'JMD',
      category: products[0]!.category,
      brand: products[0]!.brand,
      shortDescription: 'Short &amp; sweet.',
    });
  });

  it('is not fooled by an HTML error page', () => {
    expect(extractPlatformPage('shopify', '<h1>Not found</h1>', `${origin}/products.json`)).toBeUndefined();
  });

  it('spots a Shopify theme in the HTML', () => {
    expect(detectPlatformHints(renderShopifyHome())).toContain('shopify');
  });
});

describe('sanitizeDescription', () => {
  it('drops attributes, scripts, styles and images', () => {
    expect(
      sanitizeDescription(
        '<p onclick="x()" style="color:red">Hi <a href="javascript:1">there</a><img src=x onerror=1></p><style>p{}</style>',
      ),
    ).toBe('<p>Hi there</p>');
  });

  it('gives nothing for empty markup', () => {
    expect(sanitizeDescription('<p> </p>')).toBeUndefined();
  });
});

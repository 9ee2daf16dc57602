import { load } from 'cheerio';
import { describe, expect, it } from 'vitest';
import {
  findProductLinks,
  isSitemap,
  readSitemap,
} from '../../../../functions/core/scraper/product-links.js';
import { parsePrice } from '../../../../functions/core/scraper/price.js';
import { readStorePage } from '../../../../functions/core/scraper/store-page.js';

const origin = 'https://distributor.example';

describe('product links of a plain listing', () => {
  it("finds the catalogue's plain product links, not the menu, footer, cart, account or other sites", () => {
    const html = `<html><body>
      <header><nav><a href="/">Home</a><a href="/catalogue/">Catalogue</a><a href="/cart">Cart</a><a href="/account/login">Sign in</a></nav></header>
      <main><h1>Laptops</h1>
        <ul class="list">
          <li><a href="/catalogue/hp-probook-450-g10">HP ProBook 450 G10</a></li>
          <li><a href="/catalogue/lenovo-thinkpad-e14">Lenovo ThinkPad E14</a></li>
          <li><a href="/catalogue/dell-latitude-3540">Dell Latitude 3540</a></li>
        </ul>
        <p><a href="/catalogue/laptops?page=2">Next</a> <a href="https://other.example/catalogue/x">Partner shop</a> <a href="/contact">Contact us</a></p>
      </main>
      <footer><a href="/about">About</a><a href="/catalogue/gift-card">Gift card</a></footer>
    </body></html>`;
    expect(findProductLinks(load(html), `${origin}/catalogue/laptops`)).toEqual([
      `${origin}/catalogue/hp-probook-450-g10`,
      `${origin}/catalogue/lenovo-thinkpad-e14`,
      `${origin}/catalogue/dell-latitude-3540`,
    ]);
  });

  it("prefers the platforms' product paths (WooCommerce, Shopify, OpenCart, PrestaShop) over other links", () => {
    const html = `<main>
      <a href="/product/epson-l3250/">Epson L3250</a>
      <a href="/collections/printers/products/canon-g3020">Canon G3020</a>
      <a href="/index.php?route=product/product&amp;product_id=50">TP-Link AX55</a>
      <a href="/imprimantes/42-epson-ecotank-et-2850.html">Epson ET-2850</a>
      <a href="/product/epson-l3250/?add-to-cart=12">Add to cart</a>
      <a href="/blog/choosing-a-printer">Choosing a printer</a>
      <a href="/brands/epson">Epson</a>
    </main>`;
    expect(findProductLinks(load(html), `${origin}/shop/`)).toEqual([
      `${origin}/product/epson-l3250/`,
      `${origin}/collections/printers/products/canon-g3020`,
      `${origin}/index.php?route=product/product&product_id=50`,
      `${origin}/imprimantes/42-epson-ecotank-et-2850.html`,
    ]);
  });

  it('finds nothing on a page without a list of products', () => {
    expect(
      findProductLinks(
        load('<main><p>Welcome. <a href="/catalogue/">See the catalogue</a></p></main>'),
        `${origin}/`,
      ),
    ).toEqual([]);
  });
});

describe('sitemaps', () => {
  it('reads a sitemap index, product sitemaps first', () => {
    const xml = `<?xml version="1.0" encoding="UTF-8"?>
      <sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
        <sitemap><loc>${origin}/sitemap_pages_1.xml</loc></sitemap>
        <sitemap><loc>${origin}/sitemap_products_1.xml?from=1&amp;to=99</loc></sitemap>
        <sitemap><loc>https://elsewhere.example/sitemap_products_1.xml</loc></sitemap>
      </sitemapindex>`;
    expect(isSitemap(xml)).toBe(true);
    expect(readSitemap(xml, `${origin}/sitemap.xml`)).toEqual({
      pages: [],
      sitemaps: [`${origin}/sitemap_products_1.xml?from=1&to=99`],
    });
  });

  it('keeps the product pages of a whole-site sitemap', () => {
    const xml = `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
      <url><loc>${origin}/</loc></url>
      <url><loc>${origin}/product-category/printers/</loc></url>
      <url><loc>${origin}/product/hp-m404dn/</loc><lastmod>2026-11-01</lastmod></url>
      <url><loc>${origin}/product/hp-58a-toner/</loc></url>
    </urlset>`;
    expect(readSitemap(xml, `${origin}/sitemap.xml`).pages).toEqual([
      `${origin}/product/hp-m404dn/`,
      `${origin}/product/hp-58a-toner/`,
    ]);
    expect(isSitemap('<!doctype html><html><body>urlset</body></html>')).toBe(false);
  });
});

describe('prices with a comma decimal separator', () => {
  it('reads "1.149,00 €" and "$24.990" in pesos', () => {
    expect(parsePrice('1.149,00 €')).toEqual({ amount: 1149, currency: 'EUR' });
    expect(parsePrice('€1.299,00')).toEqual({ amount: 1299, currency: 'EUR' });
    expect(parsePrice('$24.990')).toEqual({ amount: 24990 });
    expect(parsePrice('12,90 €')).toEqual({ amount: 12.9, currency: 'EUR' });
  });
});

describe('a store page as a run reads it', () => {
  it('leads a plain listing to its product pages and reads a product page whole, without its tiles', () => {
    const listing = readStorePage(
      '<main><h1>Catalogue</h1><ul><li><a href="/item/a-one">Router A</a></li><li><a href="/item/b-two">Switch B</a></li></ul></main>',
      `${origin}/catalogue/`,
    );
    expect(listing.extraction.products).toEqual([]);
    expect(listing.productUrls).toEqual([`${origin}/item/a-one`, `${origin}/item/b-two`]);

    const product = readStorePage(
      '<main><div class="buy"><h1>Router A</h1><p class="price">J$ 9,995.00</p><button>Add to cart</button></div>' +
        '<section><h2>Customers also bought</h2><div><a href="/item/c">Cable C</a><span class="price">J$ 500.00</span></div>' +
        '<div><a href="/item/d">Cable D</a><span class="price">J$ 700.00</span></div></section></main>',
      `${origin}/item/a-one`,
    );
    expect(product.extraction.products).toMatchObject([{ name: 'Router A', price: 9995 }]);
    expect(product.productUrls).toEqual([]);
  });

  it("reads a card grid of two products as a listing, not as one product's page", () => {
    const grid = readStorePage(
      '<main><h1>Deals</h1><div class="card"><a href="/item/a">Router A</a><span class="price">J$ 9,995.00</span><button>Add to cart</button></div>' +
        '<div class="card"><a href="/item/b">Switch B</a><span class="price">J$ 4,995.00</span><button>Add to cart</button></div></main>',
      `${origin}/deals`,
    );
    expect(grid.extraction.products.map((p) => p.name)).toEqual(['Router A', 'Switch B']);
  });
});

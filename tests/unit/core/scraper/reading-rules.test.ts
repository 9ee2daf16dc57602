import { load } from 'cheerio';
import { describe, expect, it } from 'vitest';
import { extractHtmlPage } from '../../../../functions/core/scraper/extract-products.js';
import { sniffImageType } from '../../../../functions/core/scraper/image-type.js';
import { findNextPage } from '../../../../functions/core/scraper/next-page.js';
import { isPriceOnRequest, parsePrice, toJmd } from '../../../../functions/core/scraper/price.js';
import { JPEG_PIXEL, PNG_PIXEL } from '../../../fixtures/stores/serve-stores.js';

const page = 'http://store.example/catalogue?page=2';
const next = (body: string, url = page, products = 5) => findNextPage(load(body), url, products);

describe('the next page', () => {
  it.each([
    ['<link rel="next" href="/catalogue?page=3">', 'rel=next in the head'],
    ['<a rel="next" href="/catalogue?page=3">Older</a>', 'a[rel=next]'],
    ['<div>Page 2 of 4 <a href="/catalogue?page=3">Next &rsaquo;</a></div>', 'a plain "Next ›" link'],
    [
      '<ul><li><a href="/catalogue?page=1">1</a></li><li><a href="/catalogue?page=3">&raquo;</a></li></ul>',
      '»',
    ],
    ['<a aria-label="Next page" href="/catalogue?page=3"><svg></svg></a>', 'an aria-label'],
    [
      '<p><a href="/catalogue?page=1">1</a> <b>2</b> <a href="/catalogue?page=3">3</a></p>',
      'the number after an unlinked current one',
    ],
    [
      '<nav><a href="/catalogue?page=1">1</a><a aria-current="page" href="/catalogue?page=2">2</a><a href="/catalogue?page=3">3</a></nav>',
      'the number after aria-current',
    ],
    ['<a class="btn" href="/catalogue?page=3">Load more</a>', 'a "Load more" link'],
  ])('follows %s (%s)', (body) => {
    expect(next(body)).toEqual({ url: 'http://store.example/catalogue?page=3', guessed: false });
  });

  it('prefers page numbers to a "Load more" link', () => {
    const body =
      '<p><a href="/c?start=0">1</a> <b>2</b> <a href="/c?start=8">3</a></p><a href="/c?start=8&amp;ajax=1">Load more</a>';
    expect(next(body, 'http://store.example/c?start=4')?.url).toBe('http://store.example/c?start=8');
  });

  it('guesses the following number or offset only when the page shows no way between pages', () => {
    expect(next('<div>products</div>', 'http://store.example/list?p=4')).toEqual({
      url: 'http://store.example/list?p=5',
      guessed: true,
    });
    expect(next('<div>products</div>', 'http://store.example/list?start=24', 12)).toEqual({
      url: 'http://store.example/list?start=36',
      guessed: true,
    });
    expect(
      next('<div>Page 4 of 4 <a href="/list?p=3">&lsaquo; Prev</a></div>', 'http://store.example/list?p=4'),
    ).toBeUndefined();
    expect(next('<div></div>', 'http://store.example/list?p=4', 0)).toBeUndefined();
  });

  it('never leaves the site', () => {
    expect(next('<a href="https://elsewhere.example/catalogue?page=3">Next</a>', page, 0)).toBeUndefined();
  });
});

describe('prices', () => {
  it.each([
    'Call for price: (876) 555-0142',
    'Request a quote – 876-555-0142',
    'Price on request',
    'Call for pricing',
    'Contact us for price',
  ])('reads "%s" as no price', (text) => {
    expect(isPriceOnRequest(text)).toBe(true);
    expect(parsePrice(text)).toBeUndefined();
  });

  it('converts USD at the given rate and keeps JMD as is', () => {
    expect(toJmd(129.99, 'USD', 160)).toBe(20798.4);
    expect(toJmd(4500, 'JMD', 160)).toBe(4500);
    expect(toJmd(4500, undefined, 160)).toBe(4500);
    expect(toJmd(10, 'EUR', 160)).toBeUndefined();
  });
});

describe('products read from markup and words', () => {
  it('reads RDFa products with nested offers', () => {
    const html = `<div vocab="https://schema.org/" typeof="Product">
      <a property="url" href="/p/1"><span property="name">Dock &amp; Hub</span></a>
      <span property="mpn">DH-1</span>
      <div property="offers" typeof="Offer"><meta property="priceCurrency" content="USD">
        <span property="price" content="45.50">US$45.50</span>
        <link property="availability" href="https://schema.org/OutOfStock"></div></div>`;
    expect(extractHtmlPage(html, 'http://store.example/list').products).toEqual([
      expect.objectContaining({
        name: 'Dock & Hub',
        partNumber: 'DH-1',
        price: 45.5,
        currency: 'USD',
        availability: 'out-of-stock',
        sourceUrl: 'http://store.example/p/1',
      }),
    ]);
  });

  it('reads a definition list product page with Open Graph tags', () => {
    const html = `<html><head><meta property="og:type" content="product"><meta property="og:title" content="UPS 650VA">
      <meta property="product:price:amount" content="99.00"><meta property="product:price:currency" content="USD">
      <meta property="product:availability" content="instock"></head>
      <body><h1>UPS 650VA</h1><dl><dt>MPN</dt><dd>BX650</dd><dt>Stock</dt><dd>6</dd></dl></body></html>`;
    expect(extractHtmlPage(html, 'http://store.example/p/ups').products[0]).toMatchObject({
      name: 'UPS 650VA',
      price: 99,
      currency: 'USD',
      availability: 'in-stock',
      partNumber: 'BX650',
      stockQuantity: 6,
    });
  });

  it('does not take the cents of a price or a phone number for a stock count', () => {
    const html = `<table><tr><td><a href="/p/1">Switch</a></td><td class="price">US$129.99</td><td>In stock</td></tr>
      <tr><td><a href="/p/2">Router</a></td><td class="price">Call for price: (876) 555-0142</td><td>In stock</td></tr></table>`;
    const products = extractHtmlPage(html, 'http://store.example/list').products;
    expect(products.map((p) => [p.name, p.price, p.stockQuantity, p.priceOnRequest])).toEqual([
      ['Switch', 129.99, undefined, undefined],
      ['Router', undefined, undefined, true],
    ]);
  });
});

describe('image types', () => {
  it('knows an image from its bytes, not from its name', () => {
    expect(sniffImageType(PNG_PIXEL)).toEqual({ contentType: 'image/png', extension: 'png' });
    expect(sniffImageType(JPEG_PIXEL)).toEqual({ contentType: 'image/jpeg', extension: 'jpg' });
    expect(sniffImageType(Buffer.from('Image coming soon'))).toBeUndefined();
    expect(
      sniffImageType(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script/></svg>')),
    ).toBeUndefined();
  });
});

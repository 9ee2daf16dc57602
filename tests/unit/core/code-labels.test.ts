import { describe, expect, it } from 'vitest';
import { planProductCsvImport } from '../../../functions/core/admin/product-csv.js';
import { productFormSchema } from '../../../functions/core/admin/product-form.js';
import { productSchema } from '../../../functions/core/catalogue/product.js';
import { stripCodeLabel } from '../../../functions/core/catalogue/sku.js';
import { parseCsv } from '../../../functions/core/csv/csv.js';
import { extractHtmlPage, extractPlatformPage } from '../../../functions/core/scraper/extract-products.js';

describe('a code without its label', () => {
  it.each([
    ['SKU: GZ-001', 'GZ-001'],
    ['SKU: SKU: GZ-015', 'GZ-015'],
    ['sku:gz-001', 'gz-001'],
    ['SKU#GZ-001', 'GZ-001'],
    ['Part #: 910-006557', '910-006557'],
    ['Part No. 910-006557', '910-006557'],
    ['part no.910-006557', '910-006557'],
    ['PART NUMBER - 910-006557', '910-006557'],
    ['MPN: 21JK0057US', '21JK0057US'],
    ['Mfr Part #: 21JK0057US', '21JK0057US'],
    ['Model: T480', 'T480'],
    ['Model No.: T480', 'T480'],
    ['Item #123', '123'],
    ['item # 123', '123'],
    ['Item Code: A-9', 'A-9'],
    ['Product code: Z-1', 'Z-1'],
    ['  GZ-001  ', 'GZ-001'],
  ])('reads %j as %j', (written, code) => {
    expect(stripCodeLabel(written)).toBe(code);
  });

  it.each(['SKU-001', 'SKU001', 'MODEL3-X', 'MPN123', 'Itemized-4', 'Part-9', 'INT-HP250G9-8GB'])(
    'leaves %j alone: the letters are part of the code',
    (code) => {
      expect(stripCodeLabel(code)).toBe(code);
    },
  );

  it('is empty for a label with nothing after it', () => {
    expect(stripCodeLabel('SKU:')).toBe('');
    expect(stripCodeLabel('Part #')).toBe('');
  });
});

describe('the importer keeps labels out of SKUs and part numbers', () => {
  const origin = 'http://store.example';

  it('reads a card that says "SKU: GZ-001" as the SKU GZ-001', () => {
    const html = `<html><body><ul class="products">
      <li class="product"><a href="/p/gz-001"><h2 class="woocommerce-loop-product__title">Gaming Mouse</h2></a>
        <span class="price">J$ 4,500</span><span class="sku">SKU: GZ-001</span></li>
      <li class="product"><a href="/p/gz-015"><h2 class="woocommerce-loop-product__title">Gaming Pad</h2></a>
        <span class="price">J$ 2,500</span><span class="sku">SKU: SKU: GZ-015</span></li>
    </ul></body></html>`;
    const page = extractHtmlPage(html, `${origin}/shop`);
    expect(page.products.map((product) => product.sku)).toEqual(['GZ-001', 'GZ-015']);
  });

  it('reads labelled codes in JSON-LD and in the words of a block', () => {
    const jsonLd = `<script type="application/ld+json">${JSON.stringify({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Router',
      sku: 'Item #: RT-7',
      mpn: 'MPN: 910-006557',
      offers: { '@type': 'Offer', price: '12500', priceCurrency: 'JMD' },
    })}</script>`;
    const [product] = extractHtmlPage(`<html><body>${jsonLd}</body></html>`, `${origin}/p/router`).products;
    expect(product).toMatchObject({ sku: 'RT-7', partNumber: '910-006557' });
  });

  it('reads a labelled SKU of a platform catalogue', () => {
    const body = [
      {
        name: 'Switch',
        permalink: `${origin}/p/switch`,
        sku: 'Part No. SW-8',
        prices: { price: '1250000', currency_code: 'JMD', currency_minor_unit: 2 },
        images: [],
        categories: [],
      },
    ];
    const page = extractPlatformPage(
      'woocommerce',
      JSON.stringify(body),
      `${origin}/wp-json/wc/store/v1/products`,
    );
    expect(page?.products[0]?.sku).toBe('SW-8');
  });
});

describe('staff typing a label', () => {
  it('saves "SKU: GZ-001" typed in the product form as GZ-001, and a bare label as missing', () => {
    const form = { name: 'Gaming Mouse', selling_price: '4500', stock_quantity: '5' };
    const parsed = productFormSchema.parse({ ...form, sku: 'SKU: GZ-001', part_number: 'Part #: 910-1' });
    expect(parsed.sku).toBe('GZ-001');
    expect(parsed.part_number).toBe('910-1');
    expect(productFormSchema.safeParse({ ...form, sku: 'SKU:' }).success).toBe(false);
  });

  it('matches a CSV row whose cell says "SKU: GZ-001" to the product GZ-001', () => {
    const now = '2026-11-23T12:00:00.000Z';
    const product = productSchema.parse({
      id: 'id-gz',
      name: 'Gaming Mouse',
      slug: 'gaming-mouse',
      sku: 'GZ-001',
      base_price: 5000,
      selling_price: 4500,
      stock_quantity: 5,
      created_at: now,
      updated_at: now,
    });
    const plan = planProductCsvImport(parseCsv('sku,stock_quantity,stock_at_export\n"SKU: GZ-001",7,5\n'), {
      productsBySku: new Map([['gz-001', product]]),
      categories: [],
      brands: [],
    });
    expect(plan.errors).toEqual([]);
    expect(plan.changes).toMatchObject([{ sku: 'GZ-001', productId: 'id-gz' }]);
  });
});

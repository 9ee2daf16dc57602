import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { isProductPage, readProductPage } from '../../../../functions/core/scraper/product-page.js';

const page = (name: string) =>
  readFileSync(new URL(`../../../fixtures/product-pages/${name}.html`, import.meta.url), 'utf8');

function read(name: string, url: string) {
  const reading = readProductPage(page(name), url);
  if (!reading) throw new Error(`${name}: no product read`);
  return reading;
}

describe('product page reader: a Shopify page', () => {
  const { product, disagreements } = read(
    'shopify',
    'https://caribtech.example/products/dell-27-ultrasharp-u2723qe',
  );

  it('decodes the name once and reads its codes from JSON-LD', () => {
    expect(product.name).toBe('Dell 27" UltraSharp Monitor U2723QE');
    expect(product).toMatchObject({
      sku: 'U2723QE',
      partNumber: 'DELL-U2723QE',
      gtin: '5397184653124',
      brand: 'Dell',
    });
  });

  it('takes the sale price over the crossed-out one, keeps the list price, and says the data differed', () => {
    expect(product).toMatchObject({ price: 589, listPrice: 649, currency: 'USD' });
    expect(disagreements).toEqual(['price: the page shows 589, its structured data 649']);
  });

  it('reads the stock count, features, specifications and warranty', () => {
    expect(product).toMatchObject({ availability: 'in-stock', stockQuantity: 7 });
    expect(product.features).toEqual([
      '27" 4K IPS Black panel',
      'USB-C with 90 W power delivery',
      'Built-in RJ45 Ethernet',
    ]);
    expect(product.specifications).toMatchObject({
      screen_size: '27 in',
      resolution: '3840 x 2160',
      refresh_rate: '60 Hz',
    });
    expect(product.warranty).toBe('3 years advanced exchange');
  });

  it('reads every gallery image at its biggest size, and none of the recommendations', () => {
    expect(product.images).toEqual([
      'https://cdn.shopify.example/s/files/1/0001/files/u2723qe-front.jpg?v=1',
      'https://cdn.shopify.example/s/files/1/0001/files/u2723qe-side.jpg?v=1',
      'https://cdn.shopify.example/s/files/1/0001/files/u2723qe-ports.jpg?v=1',
    ]);
  });
});

describe('product page reader: a WooCommerce page', () => {
  const url = 'https://officeprint.example/product/hp-laserjet-pro-m404dn/';
  const { product, disagreements } = read('woocommerce', url);

  it('reads the product of the @graph page, its category from the breadcrumbs', () => {
    expect(product).toMatchObject({
      name: 'HP LaserJet Pro M404dn',
      sku: 'W1A53A',
      brand: 'HP',
      category: 'Printers & Scanners',
    });
    expect(product.sourceUrl).toBe(url);
  });

  it('reads <ins> over <del>, and the page\'s "Out of stock" over the data\'s InStock', () => {
    expect(product).toMatchObject({
      price: 79500,
      listPrice: 89900,
      currency: 'JMD',
      availability: 'out-of-stock',
    });
    expect(disagreements).toContain(
      'availability: the page shows out-of-stock, its structured data in-stock',
    );
  });

  it('reads the attributes table, the short description bullets and the large gallery images', () => {
    expect(product.specifications).toMatchObject({
      weight: '8.56 kg',
      print_speed: '40 ppm',
      connectivity: 'USB 2.0, Gigabit Ethernet',
    });
    expect(product.features).toEqual([
      'Prints up to 40 pages per minute',
      'Automatic two-sided printing',
      'Gigabit Ethernet',
    ]);
    expect(product.images).toEqual([
      'https://officeprint.example/wp-content/uploads/2024/03/m404dn.jpg',
      'https://officeprint.example/wp-content/uploads/2024/03/m404dn-tray.jpg',
    ]);
    expect(product.description).not.toContain('script');
  });
});

describe('product page reader: a Magento page (microdata only)', () => {
  const { product } = read('magento', 'https://techsupply.example/lenovo-thinkpad-e14-gen-5-laptop.html');

  it('reads the comma-decimal special price over the old price, in euros', () => {
    expect(product).toMatchObject({
      name: 'Lenovo ThinkPad E14 Gen 5 Laptop',
      price: 1149,
      listPrice: 1299,
      currency: 'EUR',
    });
  });

  it('reads "to order within 20 days" as a back-order with its lead time', () => {
    expect(product).toMatchObject({ availability: 'pre-order', leadTime: '20 days', sku: '21JK0008US' });
  });

  it('reads the specs table (manufacturer as the brand), the category and the uncached images', () => {
    expect(product.specifications).toMatchObject({
      processor: 'Intel Core i5-1335U',
      memory: '16 GB DDR4',
      storage: '512 GB SSD',
    });
    expect(product).toMatchObject({ brand: 'Lenovo', warranty: '1 year depot', category: 'Laptops' });
    expect(product.images).toEqual([
      'https://techsupply.example/media/catalog/product/e/1/e14-front.jpg',
      'https://techsupply.example/media/catalog/product/e/1/e14-open.jpg',
      'https://techsupply.example/media/catalog/product/e/1/e14-keyboard.jpg',
    ]);
  });
});

describe('product page reader: a BigCommerce page', () => {
  const { product } = read('bigcommerce', 'https://islandperipherals.example/logitech-mx-master-3s/');

  it('reads the AggregateOffer, the codes, the stock count and the "Key: value" specifications', () => {
    expect(product).toMatchObject({
      name: 'Logitech MX Master 3S Wireless Mouse',
      price: 99.99,
      currency: 'USD',
      sku: '910-006557',
      gtin: '097855177461',
      brand: 'Logitech',
      stockQuantity: 23,
      warranty: '1 year limited hardware warranty',
      category: 'Mice & Keyboards',
    });
    expect(product.specifications).toMatchObject({ dpi: '200 - 8000', connection: 'Logi Bolt, Bluetooth' });
    expect(product.images).toEqual([
      'https://cdn11.bigcommerce.example/s-abc123/images/stencil/1280x1280/products/112/380/mx3s-graphite__12345.1700000000.jpg?c=1',
      'https://cdn11.bigcommerce.example/s-abc123/images/stencil/1280x1280/products/112/381/mx3s-side__22222.jpg?c=1',
      'https://cdn11.bigcommerce.example/s-abc123/images/stencil/original/products/112/380/mx3s-graphite__12345.1700000000.jpg?c=1',
    ]);
  });
});

describe('product page reader: a PrestaShop page', () => {
  const { product } = read(
    'prestashop',
    'https://boutique-info.example/imprimantes/42-epson-ecotank-et-2850.html',
  );

  it('reads "1.149,00 €", the pre-order wait, the data sheet and the large images, not the accessories', () => {
    expect(product).toMatchObject({
      price: 1149,
      currency: 'EUR',
      availability: 'pre-order',
      leadTime: '3 weeks',
    });
    expect(product.specifications).toMatchObject({
      type: 'Multifonction',
      connectivité: 'Wi-Fi, USB',
      recto_verso: 'Oui',
    });
    expect(product.images).toEqual([
      'https://boutique-info.example/120-large_default/epson-ecotank-et-2850.jpg',
      'https://boutique-info.example/121-large_default/epson-ecotank-et-2850-tanks.jpg',
    ]);
  });
});

describe('product page reader: pages without structured data', () => {
  it('reads an OpenCart page from its shape: price, brand, code, spec table, linked large images', () => {
    const url = 'https://netgear-ja.example/index.php?route=product/product&product_id=50';
    const { product } = read('opencart', url);
    expect(product).toMatchObject({
      name: 'TP-Link Archer AX55 WiFi 6 Router',
      price: 18995,
      currency: 'JMD',
      brand: 'TP-Link',
      sku: 'ARCHER-AX55',
      category: 'Networking',
    });
    expect(product.specifications).toMatchObject({
      standard: '802.11ax',
      ethernet_ports: '4 x Gigabit LAN, 1 x Gigabit WAN',
    });
    expect(product.images).toEqual([
      'https://netgear-ja.example/image/cache/catalog/routers/ax55-front.jpg',
      'https://netgear-ja.example/image/cache/catalog/routers/ax55-back.jpg',
      'https://netgear-ja.example/image/cache/catalog/routers/ax55-ports.jpg',
    ]);
  });

  it('reads a hand-built page: "Key: value" specifications, key features, warranty, and not the tiles', () => {
    const { product } = read('custom', 'https://kpd.example/item/apc-bx1500m');
    expect(product).toMatchObject({
      name: 'APC Back-UPS 1500VA & AVR, 230V',
      price: 42500,
      currency: 'JMD',
      partNumber: 'BX1500M-LM60',
      stockQuantity: 3,
      availability: 'in-stock',
      warranty: '2 year warranty',
      category: 'UPS & Power',
    });
    expect(product.features).toEqual([
      '1500 VA / 900 W capacity',
      'Automatic voltage regulation (AVR)',
      '6 outlets, all with battery backup',
    ]);
    expect(product.specifications).toEqual({
      capacity: '1500 VA / 900 W',
      input_voltage: '230 V',
      outlets: '6 x IEC C13',
      typical_backup_time: '9 minutes at half load',
    });
    expect(product.images).toEqual([
      'https://kpd.example/img/items/apc-bx1500m.jpg',
      'https://kpd.example/img/items/apc-bx1500m-back.jpg',
      'https://kpd.example/img/items/apc-bx1500m-side.jpg',
    ]);
  });

  it('tells a product page from a listing', () => {
    expect(isProductPage(page('custom'), 'https://kpd.example/item/apc-bx1500m')).toBe(true);
    expect(
      isProductPage(page('woocommerce'), 'https://officeprint.example/product/hp-laserjet-pro-m404dn/'),
    ).toBe(true);
    const listing =
      '<html><body><h1>Printers</h1><ul class="products"><li><a href="/product/a">A</a></li><li><a href="/product/b">B</a></li></ul></body></html>';
    expect(isProductPage(listing, 'https://officeprint.example/shop/')).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { catalogueQuerySchema } from '../../../functions/core/catalogue/catalogue-query.js';
import { CatalogueIndex } from '../../../functions/core/catalogue/catalogue-index.js';
import { createCatalogueSearch } from '../../../functions/core/catalogue/catalogue-search.js';
import { suggestProducts } from '../../../functions/core/catalogue/catalogue-other-routes.js';
import {
  deriveProductType,
  isProductType,
  listProductTypes,
} from '../../../functions/core/catalogue/product-type.js';
import { adminStrings } from '../../../web/src/features/admin/admin-strings.js';
import {
  editDistance,
  expandSearch,
  extractMeasures,
  readSearchType,
  suggestSpelling,
} from '../../../functions/core/catalogue/search-terms.js';
import { singularize } from '../../../functions/core/catalogue/search-words.js';
import { createCardSource as card } from '../../helpers/card-sources.js';

describe('search words', () => {
  it('reads plurals as singulars, leaving words that only end in s alone', () => {
    expect(singularize('laptops')).toBe('laptop');
    expect(singularize('batteries')).toBe('battery');
    expect(singularize('switches')).toBe('switch');
    expect(singularize('mice')).toBe('mouse');
    expect(singularize('glass')).toBe('glass');
    expect(singularize('status')).toBe('status');
    expect(singularize('ups')).toBe('ups');
  });

  it('turns shop words and phrases into their alternatives', () => {
    expect(expandSearch('Notebook')).toEqual([
      { text: 'notebook', alternatives: [['notebook'], ['laptop']], type: 'laptop' },
    ]);
    const [backup] = expandSearch('battery backups');
    expect(backup?.alternatives).toContainEqual(['ups']);
    expect(expandSearch('Wi-Fi router')[0]?.alternatives).toContainEqual(['wireless']);
    expect(expandSearch('1TB hard drive').map((t) => t.text)).toEqual(['1tb', 'hard drive']);
  });

  it('reads measures as single words, whatever the spacing and the unit is written as', () => {
    for (const text of [
      '24 inch monitor',
      '24" monitor',
      '24-inch monitor',
      '24in monitor',
      '24 inches monitor',
    ]) {
      expect(expandSearch(text)[0]).toEqual({ text: '24in', alternatives: [['24in']], measure: true });
    }
    expect(expandSearch('1 TB ssd')[0]?.text).toBe('1tb');
    expect(expandSearch('1000gb')[0]?.text).toBe('1tb');
    expect(expandSearch('15.6 inch laptop')[0]?.text).toBe('15p6in');
    expect(expandSearch('24 port switch')[0]?.text).toBe('24port');
  });

  it("finds a product's measures in its name and summary, a 23.8-inch display also as 24 and 23 inches", () => {
    expect(extractMeasures('Dell 24 Monitor P2422H 23.8" FHD IPS')).toEqual(['23p8in', '24in', '23in']);
    expect(extractMeasures('Kingston NV2 1TB M.2 SSD: 1 TB, up to 3,500 MB/s')).toEqual(['1tb']);
    expect(extractMeasures('Cisco 24-Port Gigabit Switch: 24x GbE')).toEqual(['24port']);
    // "in" is a unit only in a search: "up to 4K in HDR" holds no size.
    expect(extractMeasures('Up to 4 in HDR')).toEqual([]);
  });

  it('reads the type a search asks for: the last type word, a product line, or a misspelt type word', () => {
    const typeOf = (text: string) => readSearchType(expandSearch(text));
    expect(typeOf('hp laptop')).toBe('laptop');
    expect(typeOf('laptop charger')).toBe('charger');
    expect(typeOf('thinkpad dock')).toBe('dock');
    expect(typeOf('thinkpad')).toBe('laptop');
    expect(typeOf('ps5')).toBe('console');
    expect(typeOf('office 365')).toBe('officesuite');
    expect(typeOf('cell phone')).toBe('phone');
    expect(typeOf('charger for laptop')).toBe('charger');
    expect(typeOf('moniter')).toBe('monitor');
    expect(typeOf('lenovo thinkpd')).toBe('laptop');
    expect(typeOf('power')).toBeUndefined();
    expect(typeOf('lenovo')).toBeUndefined();
  });

  it('counts a swap of two letters as one edit', () => {
    expect(editDistance('kyeboard', 'keyboard')).toBe(1);
    expect(editDistance('router', 'router')).toBe(0);
  });

  it('suggests the closest catalogue word, the commoner on a tie, and nothing when no word is close', () => {
    const words = new Map([
      ['keyboard', 10],
      ['wireless', 4],
      ['monitor', 3],
    ]);
    expect(suggestSpelling('wirelss kyebaord', words)).toBe('wireless keyboard');
    expect(suggestSpelling('keyboard', words)).toBeUndefined();
    expect(suggestSpelling('qwxz monitr', words)).toBe('monitor');
    expect(suggestSpelling('zzzzzzzz', words)).toBeUndefined();
  });
});

describe('product types', () => {
  it.each([
    ['HP 65W USB-C Laptop Charger', 'charger'],
    ['Kingston ValueRAM 8GB DDR4 3200MHz SODIMM Laptop Memory', 'memory'],
    ['Lenovo ThinkPad Universal USB-C Dock', 'dock'],
    ['Lenovo ThinkPad E14 Gen 5 Intel Core i5-1335U 16GB 512GB SSD', 'laptop'],
    ['HP 250 G9 15.6" Laptop Intel Core i5-1235U 8GB 256GB SSD', 'laptop'],
    ['Kingston NV2 1TB M.2 NVMe PCIe 4.0 SSD', 'storage'],
    ['Samsung Galaxy S24 128GB Onyx Black', 'phone'],
    ['Samsung Galaxy Tab S9 FE 10.9" 128GB Wi-Fi Grey', 'tablet'],
    ['Samsung Galaxy Watch6 44mm Bluetooth Graphite', 'watch'],
    ['Samsung Galaxy Book3 15.6" Intel Core i5-1335U 8GB 512GB SSD', 'laptop'],
    ['APC Back-UPS Pro 1000VA BR1000MS for POS Stations', 'ups'],
    ['Hikvision 4-Camera 4MP PoE Kit with 8-Channel NVR and 2TB HDD', 'camera'],
    ['Microsoft Windows Server 2022 Standard 16 Core', 'os'],
    ['Dell PowerEdge T150 Tower Server Intel Xeon E-2314 16GB 2TB', 'server'],
    ['Intel Ethernet Network Adapter X710-DA2 Dual Port 10GbE SFP+', 'networkcard'],
    ['Nintendo Switch OLED', 'console'],
    ['ESET Internet Security 1 Device 1 Year', 'antivirus'],
    ['Microsoft 365 Business Basic 1-Year Subscription per User', 'officesuite'],
  ])('reads "%s" as a %s', (name, type) => {
    expect(deriveProductType(name, 'COMPUTERS')).toBe(type);
  });

  it("falls back on the category's name when the name says nothing, and on nothing", () => {
    expect(deriveProductType('Acme X200', 'Printers')).toBe('printer');
    expect(deriveProductType('Acme X200', 'GAMING')).toBeUndefined();
    expect(deriveProductType('Acme X200 Router', 'Printers')).toBe('router');
  });

  it('lists every type once, each with the label staff read in the product form', () => {
    const ids = listProductTypes();
    expect(ids).toContain('laptop');
    expect(new Set(ids).size).toBe(ids.length);
    expect(Object.keys(adminStrings.form.productTypeLabels).sort()).toEqual([...ids].sort());
    expect(isProductType('accesspoint')).toBe(true);
    expect(isProductType('Laptop')).toBe(false);
  });
});

describe('catalogue search with shop words', () => {
  const brands = [{ id: 'b-len', name: 'Lenovo', slug: 'lenovo', description: '', is_active: true }];
  const categories = [
    { id: 'c-comp', name: 'COMPUTERS', slug: 'computers', description: '', is_active: true, sort_order: 0 },
  ];
  const index = new CatalogueIndex(
    [
      card({ id: 'lap', name: 'Lenovo IdeaPad Slim 3 Laptop' }),
      card({ id: 'ups', name: 'APC Back-UPS 700VA' }),
      card({ id: 'wifi', name: 'TP-Link Archer AX55 WiFi 6 Router' }),
      card({ id: 'hdd', name: 'Seagate 2TB HDD' }),
      card({ id: 'ssd', name: 'Samsung 990 Pro Solid State Drive 1TB' }),
      card({ id: 'bat', name: 'Laptop Battery Pack' }),
    ],
    brands,
    categories,
  );
  const search = (text: string) =>
    index.query(catalogueQuerySchema.parse({ search: text }), createCatalogueSearch);
  const found = (text: string) => search(text).items.map((p) => p.id);

  it.each([
    ['notebook', 'lap'],
    ['notebooks', 'lap'],
    ['battery backup', 'ups'],
    ['wireless router', 'wifi'],
    ['hard drive', 'hdd'],
    ['ssd', 'ssd'],
    ['laptops', 'lap'],
  ])('"%s" finds %s', (text, id) => {
    expect(found(text)).toContain(id);
  });

  it('ranks the products of the type asked for above their accessories', () => {
    const shop = new CatalogueIndex(
      [
        card({ id: 'charger', name: 'HP 65W USB-C Laptop Charger', short_description: 'For HP laptops' }),
        card({ id: 'laptop', name: 'HP 250 G9 Notebook Intel Core i5 8GB 256GB SSD' }),
      ],
      [{ id: 'b-len', name: 'HP', slug: 'hp', description: '', is_active: true }],
      categories,
    );
    const ranked = (text: string) =>
      shop.query(catalogueQuerySchema.parse({ search: text }), createCatalogueSearch).items.map((p) => p.id);
    expect(ranked('hp laptop')).toEqual(['laptop', 'charger']);
    expect(ranked('laptop charger')).toEqual(['charger']);
  });

  it('offers "did you mean" from the catalogue words when nothing matches', () => {
    const result = search('qqq seagatte');
    expect(result.total).toBeGreaterThan(0);
    const none = search('xyzzy lenuvvvo');
    expect(none.total).toBe(0);
    expect(none.did_you_mean).toBe('lenovo');
    expect(search('lenovo').did_you_mean).toBeNull();
  });

  it('suggests products and categories as the shopper types', () => {
    const suggestions = suggestProducts(
      index,
      categories,
      'comp',
      { products: 6, categories: 3 },
      createCatalogueSearch,
    );
    expect(suggestions.categories).toEqual([{ slug: 'computers', name: 'COMPUTERS' }]);
    expect(
      suggestProducts(index, categories, 'idea', { products: 6, categories: 3 }, createCatalogueSearch)
        .products[0]?.id,
    ).toBe('lap');
  });
});

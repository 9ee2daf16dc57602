import { describe, expect, it } from 'vitest';
import { catalogueQuerySchema } from '../../../functions/core/catalogue/catalogue-query.js';
import { CatalogueIndex } from '../../../functions/core/catalogue/catalogue-index.js';
import { createCatalogueSearch } from '../../../functions/core/catalogue/catalogue-search.js';
import {
  editDistance,
  expandSearch,
  singularize,
  suggestSpelling,
} from '../../../functions/core/catalogue/search-terms.js';
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
      { text: 'notebook', alternatives: [['laptop'], ['notebook']] },
    ]);
    const [backup] = expandSearch('battery backups');
    expect(backup?.alternatives).toContainEqual(['ups']);
    expect(expandSearch('Wi-Fi router')[0]?.alternatives).toContainEqual(['wireless']);
    expect(expandSearch('1TB hard drive').map((t) => t.text)).toEqual(['1tb', 'hard drive']);
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

  it('offers "did you mean" from the catalogue words when nothing matches', () => {
    const result = search('qqq seagatte');
    expect(result.total).toBeGreaterThan(0);
    const none = search('xyzzy lenuvvvo');
    expect(none.total).toBe(0);
    expect(none.did_you_mean).toBe('lenovo');
    expect(search('lenovo').did_you_mean).toBeNull();
  });

  it('suggests products and categories as the shopper types', () => {
    const suggestions = index.suggest('comp', { products: 6, categories: 3 }, createCatalogueSearch);
    expect(suggestions.categories).toEqual([{ slug: 'computers', name: 'COMPUTERS' }]);
    expect(index.suggest('idea', { products: 6, categories: 3 }, createCatalogueSearch).products[0]?.id).toBe(
      'lap',
    );
  });
});

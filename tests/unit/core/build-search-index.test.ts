import MiniSearch from 'minisearch';
import { describe, expect, it } from 'vitest';
import { buildSearchIndex } from '../../../functions/core/catalogue/build-search-index.js';
import { tokenizeSearch } from '../../../functions/core/catalogue/search-words.js';
import { generateSampleCatalogue } from '../../../infra/local/seed/generate-sample-catalogue.js';

interface Document {
  id: string;
  name: string;
  codes: string;
  summary: string;
}

const fields = ['name', 'codes', 'summary'] as const;
const searchOptions = { boost: { name: 3, codes: 3, summary: 0.5 }, prefix: true, fuzzy: 0.2 };
const documents: Document[] = generateSampleCatalogue().products.map((product) => ({
  id: product.id,
  name: product.name,
  codes: `${product.sku} ${product.part_number}`,
  summary: product.short_description,
}));

/** The index MiniSearch builds one document at a time, which the bulk build must equal. */
function buildOneByOne(docs: readonly Document[]): MiniSearch<Document> {
  const index = new MiniSearch<Document>({
    fields: [...fields],
    storeFields: [],
    tokenize: tokenizeSearch,
    searchOptions,
  });
  index.addAll(docs);
  return index;
}

describe('building the search index in bulk', () => {
  it('builds the same index as adding every product one by one', () => {
    const bulk = buildSearchIndex(documents, { fields, tokenize: tokenizeSearch, searchOptions });
    expect(bulk.documentCount).toBe(documents.length);
    expect(JSON.stringify(bulk.toJSON())).toBe(JSON.stringify(buildOneByOne(documents).toJSON()));
  });

  it('ranks searches exactly as the one-by-one index does, scores included', () => {
    const bulk = buildSearchIndex(documents, { fields, tokenize: tokenizeSearch, searchOptions });
    const reference = buildOneByOne(documents);
    for (const text of ['lenovo thinkpad', 'lenvo', 'ssd 1tb', 'router', 'hp250', 'cable']) {
      const found = bulk.search(text);
      expect(found.length, text).toBeGreaterThan(0);
      expect(found, text).toEqual(reference.search(text));
    }
  });

  it('takes products added and removed after the build like any MiniSearch index', () => {
    const [first, ...rest] = documents;
    const bulk = buildSearchIndex(rest, { fields, tokenize: tokenizeSearch, searchOptions });
    const marker = { ...first!, id: 'added', name: 'Zephyrine Router' };
    bulk.add(marker);
    expect(bulk.search('zephyrine').map((result) => result.id)).toEqual(['added']);
    bulk.discard('added');
    expect(bulk.search('zephyrine')).toEqual([]);
  });
});

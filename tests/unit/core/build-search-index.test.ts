import MiniSearch, { type Query } from 'minisearch';
import { describe, expect, it } from 'vitest';
import { buildSearchIndex } from '../../../functions/core/catalogue/build-search-index.js';
import { expandSearch, toSearchQuery } from '../../../functions/core/catalogue/search-terms.js';
import { tokenizeSearch } from '../../../functions/core/catalogue/search-words.js';
import { generateSampleCatalogue } from '../../../infra/local/seed/generate-sample-catalogue.js';
import { RELEVANCE_CASES } from '../../helpers/search-relevance.js';

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
    expect(bulk.rankDocuments('zephyrine', {}, () => true).map((found) => found.document)).toEqual([marker]);
    bulk.discard('added');
    expect(bulk.search('zephyrine')).toEqual([]);
    expect(bulk.rankDocuments('zephyrine', {}, () => true)).toEqual([]);
  });

  it('forgets the scores it keeps for each word when a product is added or removed', () => {
    const bulk = buildSearchIndex(documents, { fields, tokenize: tokenizeSearch, searchOptions });
    const lean = (text: string) =>
      bulk.rankDocuments(text, {}, () => true).map(({ document, score }) => ({ id: document.id, score }));
    const full = (text: string) => bulk.search(text).map(({ id, score }) => ({ id, score }));
    const before = lean('router');
    expect(lean('router')).toEqual(before);
    bulk.add({ ...documents[0]!, id: 'added', name: 'Zephyrine Router' });
    const added = lean('router');
    expect(added.map((r) => r.id)).toContain('added');
    expect(added).toEqual(full('router'));
    bulk.discard('added');
    // The first search after a discard clears the product's postings as it goes, counting it for
    // the products before it (MiniSearch's own way): those scores are not kept.
    expect(lean('router').map((r) => r.id)).not.toContain('added');
    expect(lean('router')).toEqual(full('router'));
  });

  it('ranks the documents exactly as the full search does: same products, order and scores', () => {
    // The catalogue's own kind of options: prefix from 2 letters, fuzzy by length, nested queries.
    const options = {
      fields,
      tokenize: tokenizeSearch,
      searchOptions: {
        boost: { name: 3, codes: 3, summary: 0.5 },
        prefix: (term: string) => term.length >= 2,
        fuzzy: (term: string) => (term.length < 4 ? false : term.length >= 8 ? 2 : 1),
        maxFuzzy: 2,
      },
    };
    const bulk = buildSearchIndex(documents, options);
    const [removed] = documents;
    bulk.discard(removed!.id);
    const accept = (id: string) => !id.endsWith('7');
    // A long search of many words.
    const manyWords = [...new Set(documents.flatMap((d) => tokenizeSearch(d.name)))].slice(0, 40).join(' ');
    const texts = ['and', 'in', 'pro', 'wi fi', 'usb and', manyWords, ...RELEVANCE_CASES.map((c) => c.query)];
    let compared = 0;
    for (const text of texts) {
      const terms = expandSearch(text);
      const queries: Query[] = [text, toSearchQuery(terms, 'AND'), toSearchQuery(terms, 'OR')];
      for (const query of queries) {
        const expected = bulk
          .search(query, { filter: (result) => accept(result.id as string) })
          .map(({ id, score }) => ({ id: id as string, score }));
        // Twice: the words met for the first time, then their kept scores.
        for (const pass of ['first', 'again']) {
          const documents = bulk.rankDocuments(query, {}, (document) => accept(document.id));
          expect(
            documents.map(({ document, score }) => ({ id: document.id, score })),
            `${text} (${pass})`,
          ).toEqual(expected);
        }
        compared += expected.length;
      }
      const admin = { fields: ['name', 'codes'], combineWith: 'AND' as const };
      const expected = bulk.search(text, admin).map(({ id, score }) => ({ id: id as string, score }));
      const documents = bulk.rankDocuments(text, admin, () => true);
      expect(
        documents.map(({ document, score }) => ({ id: document.id, score })),
        text,
      ).toEqual(expected);
    }
    expect(compared).toBeGreaterThan(1000);
  });

  it('hands back the documents exactly as the full search ranks them, words met for the first time or again', () => {
    const bulk = buildSearchIndex(documents, {
      fields,
      tokenize: tokenizeSearch,
      searchOptions: { ...searchOptions, prefix: (term: string) => term.length >= 2 },
    });
    const accept = (id: string) => !id.endsWith('3');
    let compared = 0;
    for (const text of ['and', 'pro', 'wi fi', 'usb and', ...RELEVANCE_CASES.map((c) => c.query)]) {
      const terms = expandSearch(text);
      for (const query of [text, toSearchQuery(terms, 'AND'), toSearchQuery(terms, 'OR')] as Query[]) {
        const rank = () =>
          bulk
            .rankDocuments(query, {}, (document) => accept(document.id))
            .map(({ document, score }) => ({ id: document.id, score }));
        const expected = bulk
          .search(query, { filter: (result) => accept(result.id as string) })
          .map(({ id, score }) => ({ id: id as string, score }));
        expect(rank(), text).toEqual(expected);
        expect(rank(), text).toEqual(expected);
        compared += expected.length;
      }
    }
    expect(compared).toBeGreaterThan(1000);
  });
});

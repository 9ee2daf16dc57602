/**
 * Full-text search over the in-memory catalogue: a MiniSearch index of every product, which the
 * routes that search hand to `CatalogueIndex` (list, search suggestions, the admin product table).
 * A module of its own so the routes that never search do not bundle MiniSearch.
 *
 * Search ranks name, SKU and part number above brand and category, and those above the short
 * description; it matches prefixes ("thinkp") and small typos ("lenvo"), and when no product holds
 * every word it falls back to products holding any of them, best first.
 */
import {
  buildSearchIndex,
  type BulkSearchIndex,
  type BulkSearchOptions,
  type RankedDocument,
} from './build-search-index.js';
import type { CatalogueIndex, CatalogueSearch } from './catalogue-index.js';
import type { CardSource } from './product-card.js';
import { deriveProductType } from './product-type.js';
import {
  expandSearch,
  extractMeasures,
  MEASURES_FIELD,
  readSearchType,
  suggestSpelling,
  toSearchQuery,
  TYPE_FIELD,
} from './search-terms.js';
import { tokenizeSearch } from './search-words.js';

interface SearchDocument {
  id: string;
  name: string;
  codes: string;
  brand: string;
  category: string;
  summary: string;
  /** What the product is (`product-type.ts`), matched by the type words of a search. */
  [TYPE_FIELD]: string;
  /** Capacities and display sizes of the name and summary ("1tb", "24in"), matched by a search's measures. */
  [MEASURES_FIELD]: string;
  /** The product itself (not indexed): what a search hands back, with no lookup by id. */
  product: CardSource;
}

const SEARCH_FIELDS = ['name', 'codes', 'brand', 'category', 'summary', TYPE_FIELD, MEASURES_FIELD] as const;
const FIELD_BOOSTS = {
  name: 3,
  codes: 3,
  brand: 2,
  category: 1.5,
  summary: 0.5,
  [TYPE_FIELD]: 2,
  [MEASURES_FIELD]: 2,
};

/** Fields the admin search looks at: name and codes (SKU, part number). */
const ADMIN_SEARCH_FIELDS = ['name', 'codes'];

/** SKUs and part numbers are also indexed whole, without separators: "INT-HP250G9-8GB" as "inthp250g98gb". */
function codeTokens(...codes: string[]): string {
  return codes
    .filter(Boolean)
    .flatMap((code) => [code, code.replace(/[^\p{L}\p{N}]+/gu, '')])
    .join(' ');
}

/** Typos allowed grow with the word: none for short words ("hp", "ssd"), one edit from 4 letters, two from 8. */
function fuzziness(term: string): number | boolean {
  if (term.length < 4 || /\d/.test(term)) return false;
  return term.length >= 8 ? 2 : 1;
}

const SEARCH_OPTIONS: BulkSearchOptions<SearchDocument> = {
  fields: SEARCH_FIELDS,
  tokenize: tokenizeSearch,
  searchOptions: {
    boost: FIELD_BOOSTS,
    prefix: (term) => term.length >= 2,
    fuzzy: fuzziness,
    maxFuzzy: 2,
  },
};

class FullTextSearch implements CatalogueSearch {
  private readonly search: BulkSearchIndex<SearchDocument>;
  /** The catalogue's words for "did you mean", built when a search first finds nothing. */
  private words: Map<string, number> | undefined;

  constructor(private readonly index: CatalogueIndex) {
    this.search = buildSearchIndex(
      [...index.all()].map((product) => this.toDocument(product)),
      SEARCH_OPTIONS,
    );
  }

  rank(text: string, matches: (product: CardSource) => boolean): CardSource[] {
    // Only the documents and scores are read: no match details (`build-search-index.ts`).
    const keep = (document: SearchDocument) => matches(document.product);
    const terms = expandSearch(text, this.index.shopWords);
    let results = this.search.rankDocuments(toSearchQuery(terms, 'AND'), {}, keep);
    if (results.length === 0 && terms.length > 1) {
      results = this.search.rankDocuments(toSearchQuery(terms, 'OR'), {}, keep);
    }
    // The products of the type asked for first ("hp laptop": the laptops, then the laptop charger).
    const type = readSearchType(terms);
    if (type) {
      const asked: RankedDocument<SearchDocument>[] = [];
      const others: RankedDocument<SearchDocument>[] = [];
      for (const result of results) (result.document[TYPE_FIELD] === type ? asked : others).push(result);
      results = [...asked, ...others];
    }
    return toProducts(results);
  }

  rankByNameAndCodes(text: string, matches: (product: CardSource) => boolean): CardSource[] {
    const options = { fields: ADMIN_SEARCH_FIELDS, combineWith: 'AND' as const };
    return toProducts(this.search.rankDocuments(text, options, (document) => matches(document.product)));
  }

  suggestSpelling(text: string): string | undefined {
    return suggestSpelling(text, this.vocabulary);
  }

  add(product: CardSource): void {
    this.search.add(this.toDocument(product));
    this.words = undefined;
  }

  discard(id: string): void {
    this.search.discard(id);
    this.words = undefined;
  }

  /** Every word of the names, brands and categories with how often it occurs, for "did you mean". */
  private get vocabulary(): Map<string, number> {
    if (!this.words) {
      const words = new Map<string, number>();
      for (const product of this.index.all()) {
        if (!product.is_active) continue;
        const names = this.index.getNames(product);
        const text = `${product.name} ${names.brand_name ?? ''} ${names.category_name ?? ''}`;
        for (const word of tokenizeSearch(text)) {
          if (word.length > 1 && !/\d/.test(word)) words.set(word, (words.get(word) ?? 0) + 1);
        }
      }
      this.words = words;
    }
    return this.words;
  }

  private toDocument(product: CardSource): SearchDocument {
    const names = this.index.getNames(product);
    // The type staff stored wins over the one read from the words.
    const type = product.product_type || deriveProductType(product.name, names.category_name);
    return {
      id: product.id,
      name: product.name,
      codes: codeTokens(product.sku, product.part_number),
      brand: names.brand_name ?? '',
      category: names.category_name ?? '',
      summary: product.short_description,
      [TYPE_FIELD]: type ?? '',
      [MEASURES_FIELD]: extractMeasures(`${product.name} ${product.short_description}`).join(' '),
      product,
    };
  }
}

const toProducts = (results: readonly RankedDocument<SearchDocument>[]) =>
  results.map((r) => r.document.product);

/** The search over every product of `index`, which then keeps it up with its changes. */
export function createCatalogueSearch(index: CatalogueIndex): CatalogueSearch {
  return new FullTextSearch(index);
}

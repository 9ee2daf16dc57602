/**
 * Builds a MiniSearch index over a whole catalogue at once: the same index `addAll` builds (same
 * terms, frequencies, field lengths and averages, hence the same ranking) for about two thirds of
 * the CPU. `addAll` walks MiniSearch's radix tree for every occurrence of every word; here the
 * postings are gathered in a hash map first and the tree receives each distinct term once.
 *
 * Its `rankDocuments` ranks the documents themselves, as MiniSearch's `search` would, without what
 * MiniSearch builds for every product a word matches and the routes never read: which word matched
 * in which field, and a result object per match to look the document up by. On a short common word
 * ("and", "pro") that matches thousands of products by prefix, those cost more than the scores. It
 * also keeps each word's scores (a query word with its prefix and fuzzy matches, in one set of
 * fields) until the index changes: the catalogue's searches share their words ("hp", "laptop",
 * "lenovo"), and a short word's scores gather thousands of postings.
 */
import MiniSearch, { type Options, type Query, type QueryCombination, type SearchOptions } from 'minisearch';

/** The options the bulk build honours: a custom `processTerm`, `extractField` or stored fields are not. */
export type BulkSearchOptions<T> = Omit<
  Options<T>,
  'idField' | 'extractField' | 'stringifyField' | 'processTerm' | 'storeFields' | 'tokenize' | 'fields'
> & {
  fields: readonly (keyof T & string)[];
  /**
   * Splits a field into its terms: non-empty and lowercase, so MiniSearch's default `processTerm`
   * (lowercasing) would leave them as they are.
   */
  tokenize: (text: string) => string[];
};

/** Field id -> document short id -> occurrences: MiniSearch's entry for one term. */
type TermPostings = Map<number, Map<number, number>>;

/** A product's score so far and the query words it matched (their count multiplies the score). */
type Scores = Map<number, { score: number; terms: string[]; match: object }>;

/** What MiniSearch 7's query evaluation passes its `termResults` for one word. */
type TermResultsArguments = [
  sourceTerm: string,
  derivedTerm: string,
  termWeight: number,
  termBoost: number,
  data: TermPostings | undefined,
  boosts: Record<string, number>,
  boostDocument: SearchOptions['boostDocument'],
  bm25: { k: number; b: number; d: number },
  results?: Scores,
];

/** What MiniSearch 7 makes of one query word (`termToQuerySpec`) before matching it. */
interface QuerySpec {
  term: string;
  prefix: boolean;
  fuzzy: number | boolean;
  termBoost: number;
}

/** MiniSearch 7's internals this module uses (private in its types). */
interface Internals {
  removeTerm(fieldId: number, documentId: number, term: string): void;
  executeQuerySpec(query: QuerySpec, options: SearchOptions): WordScores;
}

/** A document a search found, with its score. */
export interface RankedDocument<T> {
  document: T;
  score: number;
}

/** The search options {@link BulkSearchIndex.rankDocuments} takes: those of a search for ids and scores. */
type RankOptions = Omit<SearchOptions, 'filter' | 'boostDocument'>;

/** The index {@link buildSearchIndex} builds: a MiniSearch index that can also hand back its documents. */
export interface BulkSearchIndex<T> extends MiniSearch<T> {
  /**
   * The documents `query` (not the wildcard) finds that `keep` takes, best first: what `search`
   * finds with the same filter (same documents, scores, order and ties), as the documents given to
   * the index rather than a result object per match to look the document up by.
   */
  rankDocuments(query: Query, options: RankOptions, keep: (document: T) => boolean): RankedDocument<T>[];
}

/** MiniSearch's order of results: the higher score first, ties in the order found (a stable sort). */
const byScore = (a: { score: number }, b: { score: number }) => b.score - a.score;

/** One word's scores, in MiniSearch's order: document short id -> score. */
type WordScores = Map<number, number>;

/** Most document scores kept for words: about 12 MB; past it the words kept so far are dropped. */
const MAX_KEPT_SCORES = 1_000_000;

/**
 * The `boostDocument` option {@link BulkSearchIndex.rankDocuments} matches words with: a boost of 1
 * (none), and the mark that has `termResults` add up bare scores (below). As each word's scores are
 * kept, it takes the index's own field boosts, weights, fuzziness limit and BM25 parameters.
 */
const IDS_AND_SCORES = () => 1;

/** A document's score so far and the query words it matched, in a combination of query words. */
interface Combined {
  score: number;
  terms: string[];
}

/**
 * What a query or part of it found: one query word's scores as kept (every document matched that
 * word alone), or a combination's, each document with its own entry.
 */
type Evaluated = { word: string; scores: WordScores } | Map<number, Combined>;

const isWord = (found: Evaluated): found is { word: string; scores: WordScores } => !(found instanceof Map);

/** The entry of `id` in `found`, a new one for a word's (which is never written into). */
function entryOf(found: Evaluated, id: number): Combined | undefined {
  if (!isWord(found)) return found.get(id);
  const score = found.scores.get(id);
  return score === undefined ? undefined : { score, terms: [found.word] };
}

/** `found` with an entry per document, to write into: a word's scores are copied. */
function toCombined(found: Evaluated): Map<number, Combined> {
  if (!isWord(found)) return found;
  const combined = new Map<number, Combined>();
  found.scores.forEach((score, id) => combined.set(id, { score, terms: [found.word] }));
  return combined;
}

/** Each of `source` missing from `target`, added (MiniSearch's `assignUniqueTerms`). */
function addTerms(target: string[], source: readonly string[]): void {
  for (const term of source) if (!target.includes(term)) target.push(term);
}

/** Ids of `found`, in its order. */
const idsOf = (found: Evaluated) => (isWord(found) ? found.scores.keys() : found.keys());

/** MiniSearch 7's combinators `or` and `and` over {@link Evaluated}: same sums, same order. */
const COMBINATORS: Record<string, (a: Evaluated, b: Evaluated) => Evaluated> = {
  or: (a, b) => {
    const combined = toCombined(a);
    for (const id of idsOf(b)) {
      const existing = combined.get(id);
      if (existing == null) combined.set(id, entryOf(b, id)!);
      else {
        const { score, terms } = entryOf(b, id)!;
        existing.score = existing.score + score;
        addTerms(existing.terms, terms);
      }
    }
    return combined;
  },
  and: (a, b) => {
    const combined = new Map<number, Combined>();
    for (const id of idsOf(b)) {
      const existing = entryOf(a, id);
      if (existing == null) continue;
      const { score, terms } = entryOf(b, id)!;
      addTerms(existing.terms, terms);
      combined.set(id, { score: existing.score + score, terms: existing.terms });
    }
    return combined;
  },
};

/** MiniSearch's `combineResults`. */
function combine(results: Evaluated[], combineWith: string = 'or'): Evaluated {
  if (results.length === 0) return new Map();
  const combinator = COMBINATORS[combineWith.toLowerCase()];
  return results.reduce(combinator!);
}

/** MiniSearch 7's `termToQuerySpec`: a query word's prefix, fuzziness and boost from the options. */
function toQuerySpec(options: SearchOptions, term: string, i: number, terms: string[]): QuerySpec {
  const fuzzy = typeof options.fuzzy === 'function' ? options.fuzzy(term, i, terms) : options.fuzzy || false;
  const prefix =
    typeof options.prefix === 'function' ? options.prefix(term, i, terms) : options.prefix === true;
  const termBoost = typeof options.boostTerm === 'function' ? options.boostTerm(term, i, terms) : 1;
  return { term, fuzzy, prefix, termBoost };
}

/** MiniSearch's documented extension point (its protected state), filled in one pass. */
class BulkMiniSearch<T extends { id: string }> extends MiniSearch<T> implements BulkSearchIndex<T> {
  /**
   * MiniSearch's `termResults`, which its matching of a query word calls for the word and each of
   * its prefix and fuzzy matches, replaced under {@link IDS_AND_SCORES} by the same arithmetic in
   * the same order (same scores, same ties; the document boost of 1 left out of the product) into
   * bare scores, without the match details, which cost more than the scores on a common word.
   * `tests/unit/core/build-search-index.test.ts` holds it to MiniSearch's.
   */
  static {
    const full = MiniSearch.prototype['termResults'];
    this.prototype['termResults'] = function (
      this: BulkMiniSearch<{ id: string }>,
      ...args: TermResultsArguments
    ): Scores | WordScores {
      const [, derivedTerm, termWeight, termBoost, data, boosts, boost, bm25] = args;
      if (boost !== IDS_AND_SCORES) return full.apply(this, args) as Scores;
      const results = (args[8] as unknown as WordScores | undefined) ?? new Map<number, number>();
      const { k, b, d } = bm25;
      for (const field of Object.keys(data ? boosts : {})) {
        const fieldId = this._fieldIds[field]!;
        const postings = data!.get(fieldId);
        let count = postings?.size ?? 0;
        const average = this._avgFieldLength[fieldId]!;
        // The inverse document frequency, the same expression as MiniSearch's, worked out once per
        // field (and again if a discarded document's posting lowers the count).
        let idf = Math.log(1 + (this._documentCount - count + 0.5) / (count + 0.5));
        // forEach rather than for-of: no [id, occurrences] pair allocated per posting.
        postings?.forEach((n, docId) => {
          if (!this._documentIds.has(docId)) {
            (this as unknown as Internals).removeTerm(fieldId, docId, derivedTerm);
            this.#metDiscarded = true;
            count -= 1;
            idf = Math.log(1 + (this._documentCount - count + 0.5) / (count + 0.5));
            return;
          }
          const length = this._fieldLength.get(docId)![fieldId]!;
          const bm25Score = idf * (d + (n * (k + 1)) / (n + k * (1 - b + (b * length) / average)));
          const score = termWeight * termBoost * boosts[field]! * bm25Score;
          const found = results.get(docId);
          results.set(docId, found === undefined ? score : found + score);
        });
      }
      return results;
    };
  }

  /** Each word's scores from the searches since the index last changed ({@link MAX_KEPT_SCORES}). */
  #words = new Map<string, WordScores>();
  #keptScores = 0;
  #metDiscarded = false;
  /**
   * The index's state the words' scores were worked out in: every add takes a new short id, every
   * discard adds dirt (until a vacuum takes it away and changes the postings), every removal lowers
   * the count, and every one of them changes every score (the count and the average lengths).
   */
  #wordsVersion = '';

  #forgetWords(): void {
    this.#words = new Map();
    this.#keptScores = 0;
  }

  /**
   * One query word's scores with its prefix and fuzzy matches, for a search with
   * {@link IDS_AND_SCORES}: those kept from the last search of the same word in the same fields,
   * else MiniSearch's (through the `termResults` above), then kept. Never written into.
   */
  #wordScores(query: QuerySpec, options: SearchOptions): WordScores {
    const key = `${query.term} ${query.prefix} ${query.fuzzy} ${query.termBoost} ${String(options.fields)}`;
    const version = `${this._nextId} ${this._dirtCount} ${this._documentCount}`;
    if (version !== this.#wordsVersion) {
      this.#forgetWords();
      this.#wordsVersion = version;
    }
    let kept = this.#words.get(key);
    if (!kept) {
      this.#metDiscarded = false;
      // MiniSearch's own matching of the word, into bare scores (`termResults` above).
      kept = (this as unknown as Internals).executeQuerySpec(query, options);
      // Scores that met a discarded product's posting (cleared as it went) were worked out with
      // its count for some products: the next search of the word works them out again.
      if (this.#metDiscarded) return kept;
      if (this.#keptScores + kept.size > MAX_KEPT_SCORES) this.#forgetWords();
      this.#keptScores += kept.size;
      this.#words.set(key, kept);
    }
    return kept;
  }

  /**
   * MiniSearch's `executeQuery` for a search with {@link IDS_AND_SCORES}, step for step (the same
   * options at each level, the same words, the same sums in the same order, the same order of
   * documents), except that a word's kept scores are read where they are rather than copied into an
   * object per document: only documents that a combination keeps or adds to get one.
   */
  #evaluate(query: Query, searchOptions: SearchOptions): Evaluated {
    if (typeof query !== 'string') {
      // Never the wildcard (rankDocuments does not take it).
      const combination = query as QueryCombination;
      const options = { ...searchOptions, ...combination, queries: undefined };
      return combine(
        combination.queries.map((subquery) => this.#evaluate(subquery, options)),
        options.combineWith,
      );
    }
    const { tokenize, processTerm, searchOptions: globalSearchOptions } = this._options;
    const options = { tokenize, processTerm, ...globalSearchOptions, ...searchOptions };
    const terms = options
      .tokenize(query)
      .flatMap((term) => options.processTerm(term) ?? [])
      .filter((term): term is string => !!term);
    const words = terms.map((term, i): Evaluated => {
      const spec = toQuerySpec(options, term, i, terms);
      return { word: term, scores: this.#wordScores(spec, options) };
    });
    return combine(words, options.combineWith);
  }

  /** Each document by its short id (the key of MiniSearch's scores), for {@link rankDocuments}. */
  #documents: (T | undefined)[] = [];

  rankDocuments(query: Query, options: RankOptions, keep: (document: T) => boolean): RankedDocument<T>[] {
    const found = this.#evaluate(query, { ...options, boostDocument: IDS_AND_SCORES });
    const ranked: RankedDocument<T>[] = [];
    // MiniSearch's `search`, step for step: a score times the number of query words matched, in
    // the order found, then sorted. Only documents in the index have scores.
    if (isWord(found)) {
      found.scores.forEach((score, shortId) => {
        const document = this.#documents[shortId]!;
        if (keep(document)) ranked.push({ document, score: score * 1 });
      });
    } else {
      found.forEach(({ score, terms }, shortId) => {
        const document = this.#documents[shortId]!;
        if (keep(document)) ranked.push({ document, score: score * (terms.length || 1) });
      });
    }
    return ranked.sort(byScore);
  }

  override add(document: T): void {
    const shortId = this._nextId;
    super.add(document);
    this.#documents[shortId] = document;
  }

  override discard(id: T['id']): void {
    const shortId = this._idToShortId.get(id);
    super.discard(id);
    if (shortId !== undefined) this.#documents[shortId] = undefined;
  }

  constructor(
    documents: readonly T[],
    private readonly bulk: BulkSearchOptions<T>,
  ) {
    super({ ...bulk, fields: [...bulk.fields], storeFields: [] });
    const postings = new Map<string, TermPostings>();
    for (let shortId = 0; shortId < documents.length; shortId += 1) {
      this.addInBulk(shortId, documents[shortId]!, postings);
    }
    for (const [term, byField] of postings) this._index.set(term, byField);
  }

  /** What `add` does for one document, with the postings kept aside instead of in the tree. */
  private addInBulk(shortId: number, document: T, postings: Map<string, TermPostings>): void {
    this._documentIds.set(shortId, document.id);
    this._idToShortId.set(document.id, shortId);
    this.#documents[shortId] = document;
    this._documentCount += 1;
    this._nextId += 1;
    const lengths: number[] = [];
    this._fieldLength.set(shortId, lengths);
    this.bulk.fields.forEach((field, fieldId) => {
      const value = document[field];
      if (value == null) return;
      let distinct = 0;
      for (const term of this.bulk.tokenize(String(value))) {
        let byField = postings.get(term);
        if (!byField) postings.set(term, (byField = new Map()));
        let byDocument = byField.get(fieldId);
        if (!byDocument) byField.set(fieldId, (byDocument = new Map()));
        const count = byDocument.get(shortId);
        if (count === undefined) distinct += 1;
        byDocument.set(shortId, (count ?? 0) + 1);
      }
      // MiniSearch's field length (distinct terms) and its running average, step by step, so the
      // floating-point result is the same.
      lengths[fieldId] = distinct;
      this._avgFieldLength[fieldId] =
        ((this._avgFieldLength[fieldId] ?? 0) * shortId + distinct) / (shortId + 1);
    });
  }
}

/** An index of `documents` (unique ids), as `new MiniSearch(options).addAll(documents)` would build. */
export function buildSearchIndex<T extends { id: string }>(
  documents: readonly T[],
  options: BulkSearchOptions<T>,
): BulkSearchIndex<T> {
  return new BulkMiniSearch(documents, options);
}

/**
 * Builds a MiniSearch index over a whole catalogue at once: the same index `addAll` builds (same
 * terms, frequencies, field lengths and averages, hence the same ranking) for about two thirds of
 * the CPU. `addAll` walks MiniSearch's radix tree for every occurrence of every word; here the
 * postings are gathered in a hash map first and the tree receives each distinct term once.
 *
 * A search given {@link IDS_AND_SCORES} leaves out what MiniSearch builds for every product a word
 * matches and the routes never read: which word matched in which field. On a short common word
 * ("and", "pro") that matches thousands of products by prefix, those details cost more than the
 * scores.
 */
import MiniSearch, { type Options, type SearchOptions } from 'minisearch';

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

/** MiniSearch 7's posting clean-up, which its search calls for a discarded document (private in its types). */
interface Internals {
  removeTerm(fieldId: number, documentId: number, term: string): void;
}

const NO_MATCH = Object.freeze({});

/**
 * The `boostDocument` search option of a search that reads only its results' ids and scores: a
 * boost of 1 (none), and the mark that leaves out the match details (empty `terms` and `match`).
 */
export const IDS_AND_SCORES = () => 1;

/** MiniSearch's documented extension point (its protected state), filled in one pass. */
class BulkMiniSearch<T extends { id: string }> extends MiniSearch<T> {
  /**
   * MiniSearch's `termResults`, which its search calls for every word matched, replaced for a search
   * with {@link IDS_AND_SCORES} by the same arithmetic in the same order (same scores, same ties; the
   * document boost of 1 left out of the product) without the match details, which cost more than
   * the scores on a common word. `tests/unit/core/build-search-index.test.ts` holds it to MiniSearch's.
   */
  static {
    const full = MiniSearch.prototype['termResults'];
    this.prototype['termResults'] = function (
      this: BulkMiniSearch<{ id: string }>,
      ...args: TermResultsArguments
    ): Scores {
      const [sourceTerm, derivedTerm, termWeight, termBoost, data, boosts, boost, bm25, results = new Map()] =
        args;
      if (boost !== IDS_AND_SCORES) return full.apply(this, args) as Scores;
      const { k, b, d } = bm25;
      for (const field of Object.keys(data ? boosts : {})) {
        const fieldId = this._fieldIds[field]!;
        const postings = data!.get(fieldId);
        let count = postings?.size ?? 0;
        const average = this._avgFieldLength[fieldId]!;
        // forEach rather than for-of: no [id, occurrences] pair allocated per posting.
        postings?.forEach((n, docId) => {
          if (!this._documentIds.has(docId)) {
            (this as unknown as Internals).removeTerm(fieldId, docId, derivedTerm);
            count -= 1;
            return;
          }
          const length = this._fieldLength.get(docId)![fieldId]!;
          const bm25Score =
            Math.log(1 + (this._documentCount - count + 0.5) / (count + 0.5)) *
            (d + (n * (k + 1)) / (n + k * (1 - b + (b * length) / average)));
          const score = termWeight * termBoost * boosts[field]! * bm25Score;
          const found = results.get(docId);
          if (!found) results.set(docId, { score, terms: [sourceTerm], match: NO_MATCH });
          else {
            found.score += score;
            if (!found.terms.includes(sourceTerm)) found.terms.push(sourceTerm);
          }
        });
      }
      return results;
    };
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
): MiniSearch<T> {
  return new BulkMiniSearch(documents, options);
}

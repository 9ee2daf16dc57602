/**
 * A mix of distinct searches for the catalogue bench, drawn from the catalogue's own words the way
 * shoppers combine them: single words, two neighbouring words of a name ("lenovo thinkpad"), and the
 * relevance set's queries (types, shop words, measures, typos). Distinct, so the index's memory of
 * recent results answers none of them twice in a row: the bench measures the search itself.
 */
import { createRandom } from '../../infra/local/seed/random.js';
import { tokenizeSearch } from '../../functions/core/catalogue/search-words.js';
import { RELEVANCE_CASES } from '../helpers/search-relevance.js';

/** Share of the mix taken from the relevance set; the rest are one or two of a name's words. */
const RELEVANCE_SHARE = 0.15;
const SINGLE_WORD_SHARE = 0.4;

/** `count` distinct searches over products named `names`, the same for the same names. */
export function buildSearchMix(names: readonly string[], count: number): string[] {
  const random = createRandom('catalogue-bench-search-mix');
  const words = names.map((name) => tokenizeSearch(name).filter((w) => w.length > 1));
  const mix = new Set<string>();
  let relevance = 0;
  for (let attempt = 0; mix.size < count && attempt < count * 50; attempt += 1) {
    const roll = random.next();
    if (roll < RELEVANCE_SHARE && relevance < RELEVANCE_CASES.length) {
      mix.add(RELEVANCE_CASES[relevance++]!.query);
      continue;
    }
    const name = words[Math.floor(random.next() * words.length)]!;
    if (name.length === 0) continue;
    const at = Math.floor(random.next() * name.length);
    const single = roll < RELEVANCE_SHARE + SINGLE_WORD_SHARE || at === name.length - 1;
    mix.add(single ? name[at]! : `${name[at]} ${name[at + 1]}`);
  }
  return [...mix];
}

/**
 * How a shopper's words become a catalogue search: shop words that mean the same thing ("notebook"
 * and "laptop", "UPS" and "battery backup"), plural and singular forms, and the "did you mean"
 * spelling taken from the catalogue's own words when nothing matches. Pure, so the index and the
 * tests share it.
 */
import type { Query } from 'minisearch';

/**
 * Groups of words and phrases a shopper uses for the same thing. Each entry of a group is searched
 * as an alternative of the others; a phrase is searched as all of its words.
 */
export const SEARCH_SYNONYMS: readonly (readonly string[])[] = [
  ['laptop', 'notebook'],
  ['ups', 'battery backup', 'uninterruptible power supply'],
  ['wifi', 'wi fi', 'wireless', 'wlan'],
  ['hdd', 'hard drive', 'hard disk'],
  ['ssd', 'solid state drive', 'solid state'],
  ['monitor', 'display'],
  ['desktop', 'tower pc'],
  ['cable', 'cord'],
  ['headset', 'headphones', 'earphones'],
  ['cctv', 'surveillance', 'security camera'],
  ['pos', 'point of sale'],
];

/** Splits on anything but letters and digits, lowercased: "Wi-Fi 6" is "wi", "fi", "6". */
export function tokenizeSearch(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

const IRREGULAR_SINGULARS: Readonly<Record<string, string>> = { mice: 'mouse', indices: 'index' };

/**
 * The singular of an English shop word, or the word itself: "batteries" -> "battery", "switches" ->
 * "switch", "laptops" -> "laptop"; "glass", "status", "is" and numbers stay as they are.
 */
export function singularize(word: string): string {
  if (IRREGULAR_SINGULARS[word]) return IRREGULAR_SINGULARS[word];
  if (word.length < 4 || /\d/.test(word)) return word;
  if (word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (/(ches|shes|sses|xes|zes)$/.test(word)) return word.slice(0, -2);
  if (/(ss|us|is)$/.test(word) || !word.endsWith('s')) return word;
  return word.slice(0, -1);
}

const splitPhrase = (phrase: string) => phrase.split(' ');

/** Every synonym group as word lists, longest phrases first so "hard drive" wins over "hard". */
const PHRASES = SEARCH_SYNONYMS.flatMap((group, groupIndex) =>
  group.map((phrase) => ({ words: splitPhrase(phrase), groupIndex })),
).sort((a, b) => b.words.length - a.words.length);

/** One unit of a search: a word (or phrase) and the alternatives it stands for. */
export interface SearchTerm {
  /** What the shopper typed for this unit, lowercased. */
  text: string;
  /** Each alternative is a list of words that must all match. */
  alternatives: string[][];
}

/**
 * The units of a search with their alternatives: synonyms of a known word or phrase, and the
 * singular of a plural ("laptops" also searches "laptop"; the index matches prefixes, so a singular
 * already finds plurals).
 */
export function expandSearch(text: string): SearchTerm[] {
  const words = tokenizeSearch(text);
  const terms: SearchTerm[] = [];
  for (let i = 0; i < words.length;) {
    const singulars = words.map(singularize);
    const phrase = PHRASES.find(({ words: phraseWords }) =>
      phraseWords.every((w, k) => singulars[i + k] === w || words[i + k] === w),
    );
    if (phrase) {
      const typed = words.slice(i, i + phrase.words.length);
      const alternatives = SEARCH_SYNONYMS[phrase.groupIndex]!.map(splitPhrase);
      terms.push({ text: typed.join(' '), alternatives: addTyped(alternatives, typed) });
      i += phrase.words.length;
      continue;
    }
    const word = words[i]!;
    const singular = singularize(word);
    terms.push({ text: word, alternatives: singular === word ? [[word]] : [[word], [singular]] });
    i += 1;
  }
  return terms;
}

function addTyped(alternatives: string[][], typed: string[]): string[][] {
  const key = typed.join(' ');
  return alternatives.some((a) => a.join(' ') === key) ? alternatives : [typed, ...alternatives];
}

/** The MiniSearch query of a search: every unit must match (AND), or any (OR) for the fallback. */
export function toSearchQuery(terms: readonly SearchTerm[], combineWith: 'AND' | 'OR'): Query {
  return {
    combineWith,
    queries: terms.map((term) => ({
      combineWith: 'OR',
      queries: term.alternatives.map((words) =>
        words.length === 1 ? words[0]! : { combineWith: 'AND', queries: words },
      ),
    })),
  };
}

/** Edits between two words, a swap of neighbours counting as one ("kyeboard" is 1 from "keyboard"). */
export function editDistance(a: string, b: string): number {
  const rows = a.length + 1;
  const cols = b.length + 1;
  const d: number[][] = Array.from({ length: rows }, (_, i) =>
    Array.from({ length: cols }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i < rows; i++) {
    for (let j = 1; j < cols; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        best = Math.min(best, d[i - 2]![j - 2]! + 1);
      }
      d[i]![j] = best;
    }
  }
  return d[a.length]![b.length]!;
}

/** Edits a word may be away from the catalogue's word it is corrected to: more for longer words. */
const allowedEdits = (word: string) => (word.length < 4 ? 1 : word.length < 7 ? 2 : 3);

/**
 * "Did you mean": each word of the search replaced by the closest word of the catalogue (`words`,
 * with how often each occurs: the commoner wins a tie) and words with no close match left out, or
 * `undefined` when nothing changes or nothing is left. Numbers are kept as typed.
 */
export function suggestSpelling(text: string, words: ReadonlyMap<string, number>): string | undefined {
  const typed = tokenizeSearch(text);
  if (typed.length === 0) return undefined;
  let changed = false;
  const corrected: string[] = [];
  for (const word of typed) {
    if (words.has(word) || /\d/.test(word)) {
      corrected.push(word);
      continue;
    }
    let best: { word: string; distance: number; count: number } | undefined;
    const limit = allowedEdits(word);
    for (const [candidate, count] of words) {
      if (Math.abs(candidate.length - word.length) > limit) continue;
      const distance = editDistance(word, candidate);
      if (distance > limit) continue;
      if (!best || distance < best.distance || (distance === best.distance && count > best.count)) {
        best = { word: candidate, distance, count };
      }
    }
    // A word like nothing in the catalogue is left out of the suggestion.
    changed = true;
    if (best) corrected.push(best.word);
  }
  return changed && corrected.length > 0 ? corrected.join(' ') : undefined;
}

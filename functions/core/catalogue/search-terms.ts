/**
 * How a shopper's words become a catalogue search: shop words that mean the same thing ("notebook"
 * and "laptop", "UPS" and "battery backup"; staff edit them, `shop-word-defaults.ts` ships them), plural and singular forms, and the "did you mean"
 * spelling taken from the catalogue's own words when nothing matches. Pure, so the index and the
 * tests share it.
 */
import type { Query, QueryCombination } from 'minisearch';
import { DESCRIBING_OTHERS, matchTypePhrase, TYPE_WORDS } from './product-type.js';
import { DEFAULT_SHOP_WORDS, type ShopWord } from './shop-word-defaults.js';
import { singularize, tokenizeSearch } from './search-words.js';

/** Shop words ready for matching: each phrase (as its words) with the alternatives it searches. */
interface ShopPhrases {
  rules: Map<string, string[][]>;
  /** The most words a phrase has, so matching knows how far to look. */
  longest: number;
}

const splitPhrase = (phrase: string) => phrase.split(' ');

/** The phrases of `words` (`shop-word-defaults.ts`), each term lowercased and split as a search is. */
function compileShopWords(words: readonly ShopWord[]): ShopPhrases {
  const rules = new Map<string, Set<string>>();
  const phrases = (terms: readonly string[]) => terms.map((t) => tokenizeSearch(t).join(' ')).filter(Boolean);
  for (const word of words) {
    const sources = phrases(word.terms);
    const targets = [...sources, ...phrases(word.also_finds)];
    for (const source of sources) {
      const known = rules.get(source) ?? new Set();
      for (const target of targets) known.add(target);
      rules.set(source, known);
    }
  }
  const longest = Math.max(1, ...[...rules.keys()].map((p) => splitPhrase(p).length));
  return { rules: new Map([...rules].map(([p, targets]) => [p, [...targets].map(splitPhrase)])), longest };
}

/** The last list compiled: staff's list changes rarely, so every search reuses it. */
let compiled: { words: readonly ShopWord[]; phrases: ShopPhrases } | undefined;

function shopPhrasesOf(words: readonly ShopWord[]): ShopPhrases {
  if (compiled?.words !== words) compiled = { words, phrases: compileShopWords(words) };
  return compiled.phrases;
}

/**
 * Measures written in a search or a product's text, as single words: capacities ("1 TB", "512GB":
 * "1tb", "512gb"; "1000 GB" is "1tb") and display sizes in inches ('24"', "24 inch", "24-inch"; a
 * search may also say "24in"). A product's size of 23.8" is "24in" and "23in" (a shopper's "24 inch
 * monitor" means the 23.8" ones) and exactly "23p8in"; a search's "15.6 inch" is exactly "15p6in".
 */
const CAPACITY = /(\d+)\s?(tb|gb)\b/gi;
/** Port counts: "24-port", "24 ports", and a product's "24x GbE". */
const PORTS = /(\d+)\s?(?:-?ports?\b|x\s?(?=gbe|ge\b|gigabit|poe|rj45))/gi;
const INCHES = /(\d+(?:\.\d+)?)\s?(?:"|”|″|''|-?inch(?:es)?\b|in\b)/gi;
const MEASURE_WORD = /^\d+(p\d+)?(tb|gb|in|port)$/;

function capacityWord(amount: string, unit: string): string {
  const n = Number(amount);
  return unit.toLowerCase() === 'gb' && n >= 1000 && n % 1000 === 0
    ? `${n / 1000}tb`
    : `${n}${unit.toLowerCase()}`;
}

const exactInches = (size: string) => `${size.replace('.', 'p')}in`;

/** A search with its measures written as single words ("24 inch monitor" -> "24in monitor"). */
function joinMeasures(text: string): string {
  return text
    .replace(CAPACITY, (_, n: string, unit: string) => ` ${capacityWord(n, unit)} `)
    .replace(PORTS, (_, n: string) => ` ${n}port `)
    .replace(INCHES, (_, size: string) => ` ${exactInches(size)} `);
}

/** The measure words of a product's text ("Dell 24 Monitor 23.8\" FHD, 1TB" -> 23p8in 24in 23in 1tb). */
export function extractMeasures(text: string): string[] {
  const words: string[] = [];
  if (!/\d/.test(text)) return words;
  for (const [, n, unit] of text.matchAll(CAPACITY)) words.push(capacityWord(n!, unit!));
  for (const [, n] of text.matchAll(PORTS)) words.push(`${n}port`);
  for (const [match, size] of text.matchAll(INCHES)) {
    if (/in$/i.test(match)) continue; // "in" is a word in a product's text, a unit only in a search
    const inches = Number(size);
    if (!Number.isInteger(inches)) words.push(exactInches(size!));
    words.push(`${Math.round(inches)}in`, `${Math.floor(inches)}in`);
  }
  return [...new Set(words)];
}

/** One unit of a search: a word (or phrase) and the alternatives it stands for. */
export interface SearchTerm {
  /** What the shopper typed for this unit, lowercased. */
  text: string;
  /** Each alternative is a list of words that must all match. */
  alternatives: string[][];
  /** The product type the unit names ("notebook": laptop): products of that type match it too. */
  type?: string;
  /** The product type a product line implies ("thinkpad": laptop), for ranking only. */
  line?: string;
  /** A measure ("24in", "1tb"), matched against products' measures only. */
  measure?: boolean;
}

/** Product type words a misspelt word may stand for: long enough that one edit is a typo. */
const TYPO_MIN_LENGTH = 6;

/** Most words whose misspelt type word is remembered; past it they are forgotten and found again. */
const MAX_MISSPELT_WORDS = 10_000;
/** Each word's misspelt type word (`null`: none): the edit distances to every type word, once a word. */
const misspeltTypeWords = new Map<string, string | null>();

/** The type word or line one edit away from `word` ("laptp", "moniter", "thinkpd"), if any. */
function typeWordOfMisspelt(word: string): string | undefined {
  if (word.length < TYPO_MIN_LENGTH - 1 || /\d/.test(word)) return undefined;
  let found = misspeltTypeWords.get(word);
  if (found === undefined) {
    found =
      TYPE_WORDS.find(
        (name) =>
          name.length >= TYPO_MIN_LENGTH &&
          Math.abs(name.length - word.length) <= 1 &&
          editDistance(word, name) === 1,
      ) ?? null;
    if (misspeltTypeWords.size >= MAX_MISSPELT_WORDS) misspeltTypeWords.clear();
    misspeltTypeWords.set(word, found);
  }
  return found ?? undefined;
}

/**
 * The units of a search with their alternatives: measures; shop words and type words, longest phrase
 * first; and the singular of a plural ("laptops" also searches "laptop"; the index matches prefixes,
 * so a singular already finds plurals). `shopWords`: staff's list, or the shipped one.
 */
export function expandSearch(
  text: string,
  shopWords: readonly ShopWord[] = DEFAULT_SHOP_WORDS,
): SearchTerm[] {
  const { rules: SHOP_WORDS, longest: LONGEST_SHOP_PHRASE } = shopPhrasesOf(shopWords);
  const words = tokenizeSearch(joinMeasures(text));
  const singulars = words.map(singularize);
  const terms: SearchTerm[] = [];
  for (let i = 0; i < words.length;) {
    const word = words[i]!;
    if (MEASURE_WORD.test(word)) {
      terms.push({ text: word, alternatives: [[word]], measure: true });
      i += 1;
      continue;
    }
    let shopPhrase: string | undefined;
    for (let length = Math.min(LONGEST_SHOP_PHRASE, words.length - i); length > 0 && !shopPhrase; length--) {
      const typed = words.slice(i, i + length).join(' ');
      const singular = singulars.slice(i, i + length).join(' ');
      shopPhrase = [typed, singular].find((p) => SHOP_WORDS.has(p));
    }
    const typePhrase = matchTypePhrase(words, i);
    const length = Math.max(shopPhrase ? splitPhrase(shopPhrase).length : 1, typePhrase?.words.length ?? 1);
    const typed = words.slice(i, i + length);
    const alternatives: string[][] = [typed];
    if (length === 1 && singulars[i] !== word) alternatives.push([singulars[i]!]);
    if (shopPhrase && splitPhrase(shopPhrase).length === length) {
      for (const alternative of SHOP_WORDS.get(shopPhrase)!) {
        if (!alternatives.some((a) => a.join(' ') === alternative.join(' '))) alternatives.push(alternative);
      }
    }
    const term: SearchTerm = { text: typed.join(' '), alternatives };
    // What the unit names: itself, one of its alternatives ("cell phone": "phone"), or a misspelt name.
    const misspelt = length === 1 && !shopPhrase && !typePhrase ? typeWordOfMisspelt(word) : undefined;
    const named = (misspelt ? [...alternatives, [misspelt]] : alternatives)
      .map((words) => ({ words, phrase: matchTypePhrase(words, 0) }))
      .find(({ words, phrase }) => phrase?.words.length === words.length)?.phrase;
    if (named) term[named.isLine ? 'line' : 'type'] = named.type;
    terms.push(term);
    i += length;
  }
  return terms;
}

/** The type a search asks for, read as a product's name is: "thinkpad dock" asks for a dock. */
export function readSearchType(terms: readonly SearchTerm[]): string | undefined {
  const end = terms.findIndex((t) => DESCRIBING_OTHERS.has(t.text));
  const asked = end < 0 ? terms : terms.slice(0, end);
  return asked.findLast((t) => t.type)?.type ?? asked.find((t) => t.line)?.line;
}

/** Index fields the type and measure alternatives look at (`catalogue-search.ts` fills them). */
export const TYPE_FIELD = 'type';
export const MEASURES_FIELD = 'measures';

const exactly = (word: string, field: string): QueryCombination => ({
  queries: [word],
  fields: [field],
  prefix: false,
  fuzzy: false,
});

/** The MiniSearch query of a search: every unit must match (AND), or any (OR) for the fallback. */
export function toSearchQuery(terms: readonly SearchTerm[], combineWith: 'AND' | 'OR'): Query {
  return {
    combineWith,
    queries: terms.map((term): Query =>
      term.measure
        ? exactly(term.text, MEASURES_FIELD)
        : {
            combineWith: 'OR',
            queries: [
              ...term.alternatives.map((words): Query =>
                words.length === 1 ? words[0]! : { combineWith: 'AND', queries: words },
              ),
              ...(term.type ? [exactly(term.type, TYPE_FIELD)] : []),
            ],
          },
    ),
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

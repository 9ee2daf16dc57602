/**
 * Staff's list of shop words (synonyms and abbreviations search understands): the rules a saved list
 * must keep, shared by the admin screen and the server. Search reads the list with no schema
 * (`shop-word-defaults.ts` has its shape), so its routes do not carry this one.
 */
import * as z from 'zod';
import type { ShopWord } from './shop-word-defaults.js';
import { tokenizeSearch } from './search-words.js';

export const SHOP_WORD_LIMITS = {
  /** Shop words in the list: every search looks each of its phrases up. */
  words: 300,
  /** Terms (or words it also finds) in one shop word. */
  termsPerWord: 12,
  termLength: 40,
} as const;

/** How search reads a term: lowercase, anything but letters and digits a space ("Wi-Fi" is "wi fi"). */
const normalizeShopTerm = (term: string): string => tokenizeSearch(term).join(' ');

const term = z
  .string()
  .trim()
  .min(1, 'enter a word')
  .max(SHOP_WORD_LIMITS.termLength, `must be at most ${SHOP_WORD_LIMITS.termLength} characters`)
  .refine((text) => normalizeShopTerm(text) !== '', 'must have a letter or a digit');

const terms = z
  .array(term)
  .max(SHOP_WORD_LIMITS.termsPerWord, `at most ${SHOP_WORD_LIMITS.termsPerWord} words`);

const shopWordSchema = z.object({ terms: terms.min(1, 'enter a word'), also_finds: terms.default([]) });

/**
 * The list staff save. A shop word needs a second term or a word it also finds to mean anything, and
 * says each word once; the same shop word twice is refused. A term may be in two shop words ("laptop,
 * notebook" and "lappy, laptop"): search then reads it as saying the words of both.
 */
export const shopWordsInputSchema = z.object({
  words: z
    .array(shopWordSchema)
    .max(SHOP_WORD_LIMITS.words, `at most ${SHOP_WORD_LIMITS.words} shop words`)
    .superRefine((words, context) => {
      const seen = new Set<string>();
      words.forEach((word, i) => {
        if (word.terms.length + word.also_finds.length < 2) {
          const message = 'needs a second word, or a word it also finds';
          context.addIssue({ code: 'custom', path: [i, 'terms'], message });
        }
        const own = new Set<string>();
        for (const field of ['terms', 'also_finds'] as const) {
          word[field].forEach((text, j) => {
            const normal = normalizeShopTerm(text);
            if (own.has(normal)) {
              const message = `"${text}" is already in this shop word`;
              context.addIssue({ code: 'custom', path: [i, field, j], message });
            }
            own.add(normal);
          });
        }
        const sorted = (texts: string[]) => texts.map(normalizeShopTerm).sort().join(',');
        const key = `${sorted(word.terms)}=>${sorted(word.also_finds)}`;
        if (seen.has(key)) {
          const message = `"${word.terms.join(', ')}" is already a shop word`;
          context.addIssue({ code: 'custom', path: [i, 'terms'], message });
        }
        seen.add(key);
      });
    }),
});

export type ShopWordsInput = z.input<typeof shopWordsInputSchema>;

/** What the admin screen reads: the list in use, and whether it is the shipped one. */
export interface ShopWordsView {
  words: ShopWord[];
  is_default: boolean;
}

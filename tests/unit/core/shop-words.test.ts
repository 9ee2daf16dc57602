/**
 * Shop words staff edit: the rules a saved list must keep (each refusal names its field), and how a
 * list reaches search (a staff word expands a search; a new list replaces the remembered results).
 */
import { describe, expect, it } from 'vitest';
import { catalogueQuerySchema } from '../../../functions/core/catalogue/catalogue-query.js';
import { CatalogueIndex } from '../../../functions/core/catalogue/catalogue-index.js';
import { createCatalogueSearch } from '../../../functions/core/catalogue/catalogue-search.js';
import { expandSearch } from '../../../functions/core/catalogue/search-terms.js';
import { DEFAULT_SHOP_WORDS } from '../../../functions/core/catalogue/shop-word-defaults.js';
import { SHOP_WORD_LIMITS, shopWordsInputSchema } from '../../../functions/core/catalogue/shop-words.js';
import { describeZodError } from '../../../functions/shared/http-handler.js';
import { createCardSource as card } from '../../helpers/card-sources.js';

/** The 400 message the server sends for `words`, or `ok`. */
function refusal(words: unknown): string {
  const result = shopWordsInputSchema.safeParse({ words });
  return result.success ? 'ok' : describeZodError(result.error, 'body');
}

const alternativesOf = (text: string, words?: Parameters<typeof expandSearch>[1]) =>
  expandSearch(text, words).flatMap((term) => term.alternatives.map((a) => a.join(' ')));

describe('shop words list', () => {
  it('ships the defaults the issue names, each a valid saved list', () => {
    const terms = DEFAULT_SHOP_WORDS.flatMap((w) => w.terms);
    expect(terms).toEqual(expect.arrayContaining(['ps5', 'o365', 'office 365', 'antivirus', 'cell', 'ups']));
    expect(DEFAULT_SHOP_WORDS.find((w) => w.terms.includes('cctv'))).toEqual({
      terms: ['cctv'],
      also_finds: ['security camera', 'surveillance', 'nvr'],
    });
    expect(refusal(DEFAULT_SHOP_WORDS)).toBe('ok');
  });

  it('takes a word and its synonym, trimmed, with no one-way words', () => {
    const parsed = shopWordsInputSchema.parse({ words: [{ terms: [' lappy ', 'laptop'] }] });
    expect(parsed.words).toEqual([{ terms: ['lappy', 'laptop'], also_finds: [] }]);
  });

  it('refuses an empty term, naming it', () => {
    expect(refusal([{ terms: ['lappy', '  '] }])).toBe('words.0.terms.1: enter a word');
    expect(refusal([{ terms: ['-', 'x'] }])).toBe('words.0.terms.0: must have a letter or a digit');
  });

  it('refuses a term that is too long, naming it', () => {
    const long = 'x'.repeat(SHOP_WORD_LIMITS.termLength + 1);
    expect(refusal([{ terms: ['ok', 'fine'] }, { terms: ['a', long] }])).toBe(
      `words.1.terms.1: must be at most ${SHOP_WORD_LIMITS.termLength} characters`,
    );
  });

  it('refuses a word twice in one shop word, however it is written', () => {
    expect(refusal([{ terms: ['wi fi', 'Wi-Fi'] }])).toBe(
      'words.0.terms.1: "Wi-Fi" is already in this shop word',
    );
    expect(refusal([{ terms: ['cam'], also_finds: ['video', 'CAM'] }])).toBe(
      'words.0.also_finds.1: "CAM" is already in this shop word',
    );
  });

  it('refuses the same shop word twice, and lets a term join a second one', () => {
    expect(refusal([{ terms: ['lappy', 'laptop'] }, { terms: ['Laptop', 'LAPPY'] }])).toBe(
      'words.1.terms: "Laptop, LAPPY" is already a shop word',
    );
    expect(refusal([{ terms: ['laptop', 'notebook'] }, { terms: ['lappy', 'laptop'] }])).toBe('ok');
  });

  it('refuses a shop word with nothing to mean, and too many of them', () => {
    expect(refusal([{ terms: ['lappy'] }])).toBe(
      'words.0.terms: needs a second word, or a word it also finds',
    );
    expect(refusal([{ terms: ['cam'], also_finds: ['camera'] }])).toBe('ok');
    const many = Array.from({ length: SHOP_WORD_LIMITS.words + 1 }, (_, i) => ({
      terms: [`w${i}`, `v${i}`],
    }));
    expect(refusal(many)).toBe(`words: at most ${SHOP_WORD_LIMITS.words} shop words`);
    const terms = Array.from({ length: SHOP_WORD_LIMITS.termsPerWord + 1 }, (_, i) => `t${i}`);
    expect(refusal([{ terms }])).toBe(`words.0.terms: at most ${SHOP_WORD_LIMITS.termsPerWord} words`);
  });
});

describe('shop words in search', () => {
  it('expands a search with the list it is given, the shipped one by default', () => {
    expect(alternativesOf('ps5')).toContain('playstation 5');
    const staff = [{ terms: ['lappy', 'laptop'], also_finds: [] }];
    expect(alternativesOf('lappy', staff)).toEqual(['lappy', 'laptop']);
    // A staff list replaces the shipped one: a removed shop word no longer expands.
    expect(alternativesOf('ps5', staff)).toEqual(['ps5']);
  });

  it('reads one-way words one way only', () => {
    const words = [{ terms: ['cam'], also_finds: ['camera'] }];
    expect(alternativesOf('cam', words)).toEqual(['cam', 'camera']);
    expect(alternativesOf('camera', words)).toEqual(['camera']);
  });

  it("finds with staff's new words at the next search, though the same search was remembered", () => {
    const shop = new CatalogueIndex(
      [card({ id: 'lap', name: 'Lenovo IdeaPad 3 Laptop' }), card({ id: 'mouse', name: 'Logitech Mouse' })],
      [{ id: 'b-len', name: 'Lenovo', slug: 'lenovo', description: '', is_active: true }],
      [],
    );
    const ids = (text: string) =>
      shop.query(catalogueQuerySchema.parse({ search: text }), createCatalogueSearch).items.map((p) => p.id);
    expect(ids('lappy')).toEqual([]);
    shop.setShopWords([{ terms: ['lappy', 'laptop'], also_finds: [] }]);
    expect(ids('lappy')).toEqual(['lap']);
    shop.setShopWords(undefined);
    expect(ids('lappy')).toEqual([]);
  });
});

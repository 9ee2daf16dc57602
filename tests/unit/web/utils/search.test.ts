import { describe, expect, it } from 'vitest';
import { getSearchHref } from '../../../../web/src/utils/search';

describe('header search', () => {
  it('goes to the catalogue with the trimmed term', () => {
    expect(getSearchHref('  hp laptop ')).toBe('/products?search=hp+laptop');
  });

  it('does nothing for an empty term', () => {
    expect(getSearchHref('')).toBeNull();
  });

  it('does nothing for a term of only spaces', () => {
    expect(getSearchHref(' \t  ')).toBeNull();
  });

  it('encodes characters that have a meaning in a URL', () => {
    const href = getSearchHref('cables & adapters #2');

    expect(href).toBe('/products?search=cables+%26+adapters+%232');
    expect(new URL(href!, 'https://shop.test').searchParams.get('search')).toBe('cables & adapters #2');
  });
});

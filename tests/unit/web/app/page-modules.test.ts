import { describe, expect, it } from 'vitest';
import { landingPageFor } from '../../../../web/src/app/page-modules';

describe('landing pages', () => {
  it('names the page whose code loads before the first paint', () => {
    expect(landingPageFor('/')).toBe('home');
    expect(landingPageFor('/products')).toBe('products');
    expect(landingPageFor('/product/abc-123')).toBe('product');
  });

  it('leaves every other page to load on demand', () => {
    for (const path of ['/cart', '/product/', '/product/a/b', '/products/x', '/admin', '/auth']) {
      expect(landingPageFor(path)).toBeUndefined();
    }
  });
});

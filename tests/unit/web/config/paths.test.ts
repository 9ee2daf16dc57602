import { describe, expect, it } from 'vitest';
import { paths, toSafeRedirect } from '../../../../web/src/config/paths';

describe('paths', () => {
  it('links a category to the catalogue filtered by its lowercase name', () => {
    expect(paths.products.getHref({ category: 'computers' })).toBe('/products?category=computers');
  });

  it('leaves out empty query parameters', () => {
    expect(paths.products.getHref()).toBe('/products');
    expect(paths.products.getHref({ search: '', category: undefined })).toBe('/products');
  });

  it('builds the links of the deals menu', () => {
    expect(paths.products.getHref({ category: 'deals', type: 'flash' })).toBe(
      '/products?category=deals&type=flash',
    );
    expect(paths.products.getHref({ category: 'gaming', sale: true })).toBe(
      '/products?category=gaming&sale=true',
    );
  });

  it('encodes a product id in its detail path', () => {
    expect(paths.product.getHref('prod/1 a')).toBe('/product/prod%2F1%20a');
  });

  it('covers the admin entry points of the route list', () => {
    expect(paths.admin.login.getHref()).toBe('/admin/login');
    expect(paths.admin.dashboard.getHref()).toBe('/admin/dashboard');
    expect(paths.admin.scraper.getHref()).toBe('/admin/scraper');
  });
});

describe('returning after sign-in', () => {
  it('sends "Sign In & Checkout" back to the checkout form', () => {
    expect(paths.auth.getHref(paths.cart.getHref('checkout'))).toBe(
      '/auth?redirect=%2Fcart%3Fstep%3Dcheckout',
    );
  });

  it('returns only to a path of this site', () => {
    expect(toSafeRedirect('/cart?step=checkout')).toBe('/cart?step=checkout');
    expect(toSafeRedirect('//evil.example/cart')).toBeUndefined();
    expect(toSafeRedirect('https://evil.example')).toBeUndefined();
    expect(toSafeRedirect('/\\evil.example')).toBeUndefined();
    expect(toSafeRedirect(null)).toBeUndefined();
  });
});

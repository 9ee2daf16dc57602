import { describe, expect, it } from 'vitest';
import { buildRobotsTxt, buildSitemapXml, getSiteOrigin } from '../../../functions/core/seo/sitemap.js';

describe('sitemap', () => {
  it('lists absolute URLs with escaped characters and the day of the last change', () => {
    const xml = buildSitemapXml('https://shop.example.com', [
      { path: '/products?category=pos&x=1' },
      { path: '/product/abc', lastModified: '2026-11-02T10:00:00.000Z' },
    ]);
    expect(xml).toContain('<loc>https://shop.example.com/products?category=pos&amp;x=1</loc>');
    expect(xml).toContain('<loc>https://shop.example.com/product/abc</loc><lastmod>2026-11-02</lastmod>');
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
  });

  it('falls back to the request host (http only on loopback) when no address is configured', () => {
    expect(getSiteOrigin(undefined, { host: 'shop.jm', 'x-forwarded-host': 'evil.example' })).toBe(
      'https://shop.jm',
    );
    expect(getSiteOrigin(undefined, { host: 'localhost:3000' })).toBe('http://localhost:3000');
  });

  it("names the stage's configured address, whatever forwarded host a client sends", () => {
    expect(getSiteOrigin('https://shop.jm/', { 'x-forwarded-host': 'evil.example' })).toBe('https://shop.jm');
  });
});

describe('robots.txt', () => {
  it('keeps crawlers out of the cart, accounts and admin, and points at the sitemap', () => {
    const robots = buildRobotsTxt('https://shop.jm');
    expect(robots).toContain('Disallow: /admin/');
    expect(robots).toContain('Disallow: /cart');
    expect(robots).toContain('Sitemap: https://shop.jm/sitemap.xml');
  });
});

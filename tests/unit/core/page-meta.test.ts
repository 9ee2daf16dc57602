import { describe, expect, it } from 'vitest';
import type { ProductDetail } from '../../../functions/core/catalogue/product-card.js';
import { MARKETING } from '../../../functions/core/marketing-claims.js';
import {
  buildHeadTags,
  buildOrganizationJsonLd,
  buildPageTitle,
  serializeJsonLd,
  SITE_TITLE,
  toAbsoluteUrl,
  truncateDescription,
} from '../../../functions/core/seo/page-meta.js';
import { buildProductJsonLd, getSchemaAvailability } from '../../../functions/core/seo/product-json-ld.js';
import { SHOP_IDENTITY as shop } from '../../../functions/core/shop-identity.js';

const ORIGIN = 'https://shop.example.com';

function makeProduct(overrides: Partial<ProductDetail> = {}): ProductDetail {
  return {
    id: 'p-1',
    name: 'HP 250 G9 Laptop',
    sku: 'INT-HP250G9-8GB',
    images: ['/images/products/p-1-1.svg', '/images/products/p-1-2.svg'],
    base_price: 120000,
    selling_price: 99500,
    stock_status: 'in-stock',
    stock_quantity: 25,
    low_stock_threshold: 10,
    is_featured: false,
    deal_type: null,
    on_sale: false,
    created_at: '2026-01-01T00:00:00.000Z',
    brand_name: 'HP',
    category_name: 'COMPUTERS',
    category_slug: 'computers',
    part_number: '6S6V4EA',
    short_description: 'A 15.6-inch business laptop.',
    description: 'Long description.',
    specifications: {},
    features: [],
    warranty_info: '1 year',
    ...overrides,
  };
}

describe('page titles', () => {
  it('appends the shop name to a page title', () => {
    expect(buildPageTitle('Contact Us')).toBe(`Contact Us | ${shop.name}`);
  });

  it('uses the site title when the page has none', () => {
    expect(buildPageTitle()).toBe(SITE_TITLE);
    expect(buildPageTitle('   ')).toBe(SITE_TITLE);
  });
});

describe('head tags', () => {
  const find = (tags: ReturnType<typeof buildHeadTags>, key: string) => tags.find((tag) => tag.key === key);

  it('sets the description, canonical URL and social tags of a page', () => {
    const tags = buildHeadTags(
      { title: 'Products', description: 'All products', path: '/products?category=gaming' },
      ORIGIN,
    );

    expect(find(tags, 'description')?.content).toBe('All products');
    expect(find(tags, 'canonical')?.content).toBe(`${ORIGIN}/products?category=gaming`);
    expect(find(tags, 'og:title')?.content).toBe(`Products | ${shop.name}`);
    expect(find(tags, 'og:url')?.content).toBe(`${ORIGIN}/products?category=gaming`);
    expect(find(tags, 'og:type')?.content).toBe('website');
    expect(find(tags, 'og:locale')?.content).toBe('en_JM');
    expect(find(tags, 'twitter:card')?.content).toBe('summary');
  });

  it('removes the tags a page does not set, so the previous page leaves nothing behind', () => {
    const tags = buildHeadTags({ description: 'Home', path: '/' }, ORIGIN);

    expect(find(tags, 'og:image')).toEqual({ kind: 'property', key: 'og:image', content: undefined });
    expect(find(tags, 'keywords')?.content).toBeUndefined();
    expect(find(tags, 'robots')?.content).toBeUndefined();
  });

  it('makes the preview image absolute and uses the large card', () => {
    const tags = buildHeadTags(
      { description: 'A laptop', path: '/product/p-1', image: '/images/products/p-1-1.svg', type: 'product' },
      ORIGIN,
    );

    expect(find(tags, 'og:image')?.content).toBe(`${ORIGIN}/images/products/p-1-1.svg`);
    expect(find(tags, 'twitter:card')?.content).toBe('summary_large_image');
    expect(find(tags, 'og:type')?.content).toBe('product');
  });

  it('keeps a page out of search results and drops its canonical link when asked', () => {
    const tags = buildHeadTags({ description: 'Missing', path: '/nowhere', noIndex: true }, ORIGIN);

    expect(find(tags, 'robots')?.content).toBe('noindex, follow');
    expect(find(tags, 'canonical')?.content).toBeUndefined();
  });

  it('joins keywords with commas', () => {
    const tags = buildHeadTags({ description: 'd', path: '/', keywords: ['laptops', 'Jamaica'] }, ORIGIN);

    expect(find(tags, 'keywords')?.content).toBe('laptops, Jamaica');
  });
});

describe('toAbsoluteUrl', () => {
  it('resolves a path on the origin and keeps full URLs', () => {
    expect(toAbsoluteUrl('/a?b=c', ORIGIN)).toBe(`${ORIGIN}/a?b=c`);
    expect(toAbsoluteUrl('/a', `${ORIGIN}/`)).toBe(`${ORIGIN}/a`);
    expect(toAbsoluteUrl('https://cdn.example.com/x.png', ORIGIN)).toBe('https://cdn.example.com/x.png');
  });
});

describe('truncateDescription', () => {
  it('keeps a short text and tidies its spaces', () => {
    expect(truncateDescription('  A   short\n text ')).toBe('A short text');
  });

  it('cuts a long text at a word boundary and marks the cut', () => {
    const text = 'word '.repeat(60);
    const cut = truncateDescription(text, 50);

    expect(cut.length).toBeLessThanOrEqual(50);
    expect(cut.endsWith('word…')).toBe(true);
  });
});

describe('Organization structured data', () => {
  it('carries the hard-coded rating of 4.5 from 127 reviews', () => {
    const data = buildOrganizationJsonLd(ORIGIN);

    expect(data['@type']).toBe('Organization');
    expect(data.aggregateRating).toEqual({
      '@type': 'AggregateRating',
      ratingValue: MARKETING.structuredDataRating,
      reviewCount: MARKETING.structuredDataReviewCount,
    });
    expect(MARKETING.structuredDataRating).toBe(4.5);
    expect(MARKETING.structuredDataReviewCount).toBe(127);
  });

  it('gives the shop address in Portmore, St Catherine, and its contact details', () => {
    const data = buildOrganizationJsonLd(ORIGIN);

    expect(data.address).toMatchObject({ addressLocality: 'Portmore', addressRegion: 'St Catherine' });
    expect(data.telephone).toBe(shop.phone);
    expect(data.url).toBe(`${ORIGIN}/`);
  });
});

describe('Product structured data', () => {
  it('offers the selling price in JMD with the page URL', () => {
    const data = buildProductJsonLd(makeProduct(), '/product/p-1', ORIGIN);

    expect(data).toMatchObject({
      '@type': 'Product',
      name: 'HP 250 G9 Laptop',
      sku: 'INT-HP250G9-8GB',
      mpn: '6S6V4EA',
      brand: { '@type': 'Brand', name: 'HP' },
      category: 'COMPUTERS',
      description: 'A 15.6-inch business laptop.',
      image: [`${ORIGIN}/images/products/p-1-1.svg`, `${ORIGIN}/images/products/p-1-2.svg`],
      offers: {
        '@type': 'Offer',
        price: 99500,
        priceCurrency: 'JMD',
        availability: 'https://schema.org/InStock',
        url: `${ORIGIN}/product/p-1`,
      },
    });
  });

  it('maps each stock status to a schema.org availability', () => {
    expect(getSchemaAvailability('in-stock')).toBe('https://schema.org/InStock');
    expect(getSchemaAvailability('low-stock')).toBe('https://schema.org/LimitedAvailability');
    expect(getSchemaAvailability('out-of-stock')).toBe('https://schema.org/OutOfStock');
  });

  it('leaves out the brand, part number and images a product does not have', () => {
    const data = buildProductJsonLd(
      makeProduct({ brand_name: null, part_number: '', images: [], stock_status: 'out-of-stock' }),
      '/product/p-1',
      ORIGIN,
    );

    expect(data).not.toHaveProperty('brand');
    expect(data).not.toHaveProperty('mpn');
    expect(data).not.toHaveProperty('image');
    expect(data.offers).toMatchObject({ availability: 'https://schema.org/OutOfStock' });
  });
});

describe('serializeJsonLd', () => {
  it('escapes < so a product name cannot close the script tag', () => {
    const json = serializeJsonLd({ name: '</script><script>alert(1)</script>' });

    expect(json).not.toContain('<');
    expect(JSON.parse(json)).toEqual({ name: '</script><script>alert(1)</script>' });
  });
});

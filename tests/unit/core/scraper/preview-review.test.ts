import { describe, expect, it } from 'vitest';
import type { Product } from '../../../../functions/core/catalogue/product.js';
import { viewStagedProduct, type StagedProduct } from '../../../../functions/core/scraper/product-changes.js';
import { REVIEW_MESSAGES } from '../../../../functions/core/scraper/review-messages.js';
import {
  getPreviewState,
  publishPreviewSchema,
  type ScrapeRun,
} from '../../../../functions/core/scraper/scrape-run.js';

const DAY_MS = 24 * 60 * 60 * 1000;

function previewRun(overrides: Partial<ScrapeRun> = {}): ScrapeRun {
  return {
    id: 'run-1',
    kind: 'import',
    mode: 'preview',
    status: 'succeeded',
    url: 'https://store.example/catalogue',
    maxPages: 1,
    activeOnImport: false,
    startedAt: '2026-11-20T10:00:00.000Z',
    finishedAt: '2026-11-20T10:01:00.000Z',
    productsUpdated: 0,
    pagesFailed: 0,
    failures: [],
    stats: {
      pagesProcessed: 1,
      productsFound: 2,
      productsInserted: 0,
      brandsCreated: 0,
      categoriesCreated: 0,
    },
    ...overrides,
  };
}

describe('a preview’s state', () => {
  const finished = Date.parse('2026-11-20T10:01:00.000Z');

  it('is open for a week after it finished, then expired', () => {
    expect(getPreviewState(previewRun(), finished + 6 * DAY_MS)).toBe('open');
    expect(getPreviewState(previewRun(), finished + 7 * DAY_MS)).toBe('expired');
  });

  it('is closed once published in full or discarded, and undefined for other runs', () => {
    expect(getPreviewState(previewRun({ publishedAllAt: '2026-11-20T11:00:00.000Z' }), finished)).toBe(
      'published',
    );
    expect(getPreviewState(previewRun({ discardedAt: '2026-11-20T11:00:00.000Z' }), finished)).toBe(
      'discarded',
    );
    expect(getPreviewState(previewRun({ mode: 'import' }), finished)).toBeUndefined();
    expect(getPreviewState(previewRun({ status: 'running' }), finished)).toBeUndefined();
  });
});

describe('publishing a preview', () => {
  it('needs the prices staff were shown', () => {
    expect(publishPreviewSchema.safeParse({ all: true }).success).toBe(false);
    expect(publishPreviewSchema.parse({ all: true, prices: { 'GZ-1': 12_395 } })).toMatchObject({
      all: true,
      prices: { 'GZ-1': 12_395 },
    });
  });

  it('counts what was published and names what had no price', () => {
    expect(REVIEW_MESSAGES.published(5)).toBe('Published 5 product(s).');
    expect(REVIEW_MESSAGES.published(5, ['Router X'])).toBe(
      'Published 5 product(s). Not published, no price ("call for price"): Router X.',
    );
  });
});

describe('a staged product as staff see it', () => {
  const staged: StagedProduct = {
    sku: 'GZ-1',
    name: 'Router',
    kind: 'new',
    changes: [],
    published: false,
    sellingPrice: 10_000,
    scraped: { name: 'Router', sourceUrl: 'https://store.example/p/1', images: [] },
  };
  const planned = (fields: Partial<Product>) => ({
    product: {
      name: 'Router',
      images: ['/images/products/imported/a.png'],
      stock_quantity: 0,
      ...fields,
    } as Product,
    diff: { kind: 'new' as const, changes: [] },
  });

  it('shows a sold-out item as out of stock, with its picture, and no price when the plan has none', () => {
    const view = viewStagedProduct(staged, planned({ stock_quantity: 0, stock_estimated: false }));
    expect(view.stock).toEqual({ quantity: 0, status: 'out-of-stock', estimated: false });
    expect(view.image).toBe('/images/products/imported/a.png');
    expect(view.sellingPrice).toBeUndefined();
    expect(view).not.toHaveProperty('scraped');
  });

  it('shows "in stock" without a count as in stock, quantity unknown', () => {
    const view = viewStagedProduct(staged, planned({ stock_quantity: 10, stock_estimated: true }));
    expect(view.stock).toEqual({ quantity: 10, status: 'in-stock', estimated: true });
  });
});

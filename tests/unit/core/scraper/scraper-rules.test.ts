import { describe, expect, it } from 'vitest';
import { SCRAPER } from '../../../../functions/core/scraper/scraper-options.js';
import { deriveSku, planImportedProduct } from '../../../../functions/core/scraper/import-plan.js';
import { describeRunFailure, getDelaySeconds } from '../../../../functions/core/scraper/run-state.js';
import {
  clampBackfillMaxPages,
  getRetryAfterSeconds,
  startScrapeSchema,
} from '../../../../functions/core/scraper/scrape-run.js';
import { SCRAPE_FORM_MESSAGES } from '../../../../functions/core/scraper/scraper-messages.js';
import { checkTargetUrl, isPublicAddress } from '../../../../functions/core/scraper/target-policy.js';

describe('start request', () => {
  it('defaults max pages to 200 when empty', () => {
    expect(startScrapeSchema.parse({ url: 'https://a.example', maxPages: '' }).maxPages).toBe(
      SCRAPER.defaultMaxPages,
    );
    expect(startScrapeSchema.parse({ url: 'https://a.example' })).toMatchObject({
      maxPages: 200,
      activeOnImport: false,
    });
  });

  it('refuses URLs other than http and https, and max pages outside 1-500', () => {
    expect(startScrapeSchema.safeParse({ url: 'javascript:alert(1)' }).success).toBe(false);
    expect(startScrapeSchema.safeParse({ url: 'https://a.example', maxPages: 501 }).success).toBe(false);
  });

  it.each([
    [{ url: 'ftp://a.example' }, 'url', SCRAPE_FORM_MESSAGES.invalidUrl],
    [{ url: 'a.example' }, 'url', SCRAPE_FORM_MESSAGES.invalidUrl],
    [{ url: 'https://a.example', maxPages: '0' }, 'maxPages', SCRAPE_FORM_MESSAGES.invalidMaxPages],
    [{ url: 'https://a.example', maxPages: '501' }, 'maxPages', SCRAPE_FORM_MESSAGES.invalidMaxPages],
    [{ url: 'https://a.example', maxPages: '2.5' }, 'maxPages', SCRAPE_FORM_MESSAGES.invalidMaxPages],
    [{ url: 'https://a.example', maxPages: 'ten' }, 'maxPages', SCRAPE_FORM_MESSAGES.invalidMaxPages],
  ])('refuses %j naming %s in the page’s words', (body, field, message) => {
    const issues = startScrapeSchema.safeParse(body).error?.issues ?? [];
    expect(issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([[field, message]]);
  });

  it('clamps the backfill max pages to 1-200, default 50', () => {
    expect(clampBackfillMaxPages('')).toBe(50);
    expect(clampBackfillMaxPages(0)).toBe(1);
    expect(clampBackfillMaxPages('999')).toBe(200);
    expect(clampBackfillMaxPages('abc')).toBe(50);
  });
});

describe('rate limit', () => {
  const now = 1_000_000;
  it('lets a run start with no lock, or 60 s after the last start', () => {
    expect(getRetryAfterSeconds(undefined, now)).toBe(0);
    expect(getRetryAfterSeconds({ lastStartedAt: now - 60_000 }, now)).toBe(0);
  });

  it('asks for the rest of the 60 s, and at least 60 s while a run holds the lock', () => {
    expect(getRetryAfterSeconds({ lastStartedAt: now - 15_500 }, now)).toBe(45);
    expect(
      getRetryAfterSeconds({ runningRunId: 'r', leaseExpiresAt: now + 1, lastStartedAt: now - 600_000 }, now),
    ).toBe(60);
  });

  it('ignores a run whose lease ran out', () => {
    expect(
      getRetryAfterSeconds({ runningRunId: 'r', leaseExpiresAt: now - 1, lastStartedAt: now - 600_000 }, now),
    ).toBe(0);
  });
});

describe('import plan', () => {
  const context = {
    newId: 'new',
    now: '2026-01-01T00:00:00.000Z',
    brandId: 'b',
    categoryId: 'c',
    activeOnImport: true,
  };
  const scraped = { name: 'Dock', sourceUrl: 'https://s.example/p/dock/', images: [], price: 100 };

  it('creates a product active as chosen, with a stable derived SKU', () => {
    const product = planImportedProduct(scraped, undefined, context);
    expect(product).toMatchObject({
      id: 'new',
      sku: deriveSku(scraped.sourceUrl),
      is_active: true,
      // The store lists it without a count: the default quantity, flagged as unknown, never 0.
      stock_quantity: 10,
      stock_estimated: true,
    });
    expect(product.source_url).toBe('https://s.example/p/dock');
  });

  it('takes the count the store shows, and none when out of stock or on pre-order', () => {
    expect(planImportedProduct({ ...scraped, stockQuantity: 3 }, undefined, context)).toMatchObject({
      stock_quantity: 3,
      stock_estimated: false,
    });
    for (const availability of ['out-of-stock', 'pre-order'] as const) {
      expect(planImportedProduct({ ...scraped, availability }, undefined, context).stock_quantity).toBe(0);
    }
  });

  it('converts US dollars at the rate and keeps the store figure', () => {
    const product = planImportedProduct(
      { ...scraped, price: 129.99, listPrice: 149.99, currency: 'USD' },
      undefined,
      { ...context, usdRate: 160 },
    );
    expect(product).toMatchObject({
      selling_price: 20798.4,
      base_price: 23998.4,
      source_price: { amount: 129.99, currency: 'USD' },
    });
  });

  it('imports a call-for-price product inactive and at no price, whatever digits it shows', () => {
    const product = planImportedProduct(
      { ...scraped, price: undefined, priceOnRequest: true },
      undefined,
      context,
    );
    expect(product).toMatchObject({ is_active: false, selling_price: 0 });
    expect(planImportedProduct({ ...scraped, currency: 'EUR' }, undefined, context).is_active).toBe(false);
  });

  it('never activates a product without a price', () => {
    expect(planImportedProduct({ ...scraped, price: undefined }, undefined, context).is_active).toBe(false);
  });

  it('keeps what the shop owns on an update', () => {
    const existing = planImportedProduct(scraped, undefined, { ...context, activeOnImport: false });
    const stocked = { ...existing, stock_quantity: 7, is_featured: true, images: ['/images/a.jpg'] };
    const updated = planImportedProduct({ ...scraped, price: 120 }, stocked, {
      ...context,
      newId: 'other',
      now: '2026-02-01T00:00:00.000Z',
    });
    expect(updated).toMatchObject({
      id: 'new',
      selling_price: 120,
      stock_quantity: 7,
      is_featured: true,
      is_active: false,
    });
    expect(updated.images).toEqual(['/images/a.jpg']);
    expect(updated.created_at).toBe(existing.created_at);
  });
});

describe('address policy', () => {
  it.each([
    '127.0.0.1',
    '10.1.2.3',
    '192.168.0.1',
    '169.254.169.254',
    '::1',
    'fe80::1',
    'fc00::1',
    '::ffff:127.0.0.1',
    '0.0.0.0',
    '100.64.0.1',
    // IPv4-compatible IPv6: 127.0.0.1 and the metadata service 169.254.169.254 in disguise.
    '::7f00:1',
    '::a9fe:a9fe',
    '::127.0.0.1',
    '::8.8.8.8',
    // IPv4-mapped written in hex.
    '::ffff:7f00:1',
    '::ffff:a9fe:a9fe',
    // NAT64 (well-known and local-use prefixes), 6to4 and Teredo reach IPv4 through a translator.
    '64:ff9b::7f00:1',
    '64:ff9b::a9fe:a9fe',
    '64:ff9b::8.8.8.8',
    '64:ff9b:1::a00:1',
    '2002:7f00:1::1',
    '2001:0:4136:e378::1',
    '::',
  ])('refuses %s', (address) => expect(isPublicAddress(address)).toBe(false));
  it.each(['8.8.8.8', '::ffff:8.8.8.8', '2606:4700:4700::1111'])('accepts the public address %s', (address) =>
    expect(isPublicAddress(address)).toBe(true),
  );

  it('refuses a start address longer than 2,048 characters before any lookup', () => {
    const long = `https://store.example/${'a'.repeat(2048)}`;
    expect(checkTargetUrl(long)).toBe('longer than 2048 characters');
    const parsed = startScrapeSchema.safeParse({ url: long });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.path).toEqual(['url']);
    expect(startScrapeSchema.safeParse({ url: `https://store.example/${'a'.repeat(2000)}` }).success).toBe(
      true,
    );
  });
});

describe('run rules', () => {
  it('waits the longer of the polite delay and the Crawl-delay, capped', () => {
    expect(getDelaySeconds(undefined, undefined)).toBe(1);
    expect(getDelaySeconds(0, 2.5)).toBe(3);
    expect(getDelaySeconds(0, 600)).toBe(30);
  });

  it('shows the reasons the tasks give on purpose and hides the rest', () => {
    expect(
      describeRunFailure({
        Error: 'RobotsDisallowedError',
        Cause: JSON.stringify({ errorMessage: 'No robots' }),
      }),
    ).toBe('No robots');
    expect(describeRunFailure({ Error: 'TypeError', Cause: 'x is undefined at /var/task' })).toBe(
      'The run stopped on an unexpected error.',
    );
  });
});

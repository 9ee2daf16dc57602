/** The importer's fetcher against the fixture site on loopback, with the production address policy. */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { SCRAPER_USER_AGENT } from '../../functions/core/scraper/scraper-limits.js';
import {
  BlockedAddressError,
  FetchPageError,
  fetchPage,
  isAllowedByRobots,
} from '../../functions/data/store-fetcher.js';
import {
  LEGACY_PRODUCT_NAME,
  startDistributorSite,
  type DistributorSite,
} from '../fixtures/distributor-site/server.js';

let site: DistributorSite;
const testing = { allowPrivateTargets: true };
const production = { allowPrivateTargets: false };

beforeAll(async () => {
  site = await startDistributorSite({ slowMs: 1000 });
});

afterAll(async () => {
  await site?.close();
});

describe('the store fetcher', () => {
  it('refuses loopback addresses, written or resolved, unless allowed', async () => {
    await expect(fetchPage(`${site.url}/jsonld/catalogue`, production)).rejects.toBeInstanceOf(
      BlockedAddressError,
    );
    const byName = site.url.replace('127.0.0.1', 'localhost');
    await expect(fetchPage(byName, production)).rejects.toBeInstanceOf(BlockedAddressError);
    await expect(fetchPage('http://[::1]:9/', production)).rejects.toBeInstanceOf(BlockedAddressError);
    await expect(fetchPage('http://169.254.169.254/latest/meta-data/', production)).rejects.toBeInstanceOf(
      BlockedAddressError,
    );
    expect(site.requests).toHaveLength(0);
  });

  it('refuses anything but http and https', async () => {
    await expect(fetchPage('file:///etc/passwd', testing)).rejects.toBeInstanceOf(BlockedAddressError);
    await expect(fetchPage('ftp://127.0.0.1/', testing)).rejects.toBeInstanceOf(BlockedAddressError);
  });

  it('reads a page with the honest user agent', async () => {
    const page = await fetchPage(`${site.url}/jsonld/catalogue?page=1`, testing);
    expect(page.text).toContain('application/ld+json');
    expect(site.requests.at(-1)!.userAgent).toBe(SCRAPER_USER_AGENT);
  });

  it("reads a legacy store's Windows-1252 page in the encoding it declares, in its header or its <meta>", async () => {
    for (const path of ['/legacy/declared-in-header', '/legacy/declared-in-meta']) {
      const page = await fetchPage(`${site.url}${path}`, testing);
      expect(page.text, path).toContain(`<h1>${LEGACY_PRODUCT_NAME}</h1>`);
    }
  });

  it('gives up on a page slower than its time limit', async () => {
    await expect(
      fetchPage(`${site.url}/slow/catalogue?page=1`, { ...testing, timeoutMs: 200 }),
    ).rejects.toThrow(/timed out/);
  });

  it('cuts off a page larger than the cap', async () => {
    await expect(
      fetchPage(`${site.url}/jsonld/catalogue?page=1`, { ...testing, maxBytes: 100 }),
    ).rejects.toThrow(/larger than 100 bytes/);
  });

  it('reports the status of an error answer', async () => {
    const error = await fetchPage(`${site.url}/cards/catalogue?page=3`, testing).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(FetchPageError);
    expect((error as FetchPageError).status).toBe(500);
  });

  it('honours robots.txt', async () => {
    expect(await isAllowedByRobots(`${site.url}/private/catalogue`, testing)).toBe(false);
    expect(await isAllowedByRobots(`${site.url}/jsonld/catalogue`, testing)).toBe(true);
  });

  it('checks every redirect hop: a store redirecting off the web is refused', async () => {
    const to = encodeURIComponent('file:///etc/passwd');
    await expect(fetchPage(`${site.url}/go?to=${to}`, testing)).rejects.toBeInstanceOf(BlockedAddressError);
    // Followed when the target is a web page the policy allows.
    const followed = await fetchPage(`${site.url}/go?to=${encodeURIComponent('/jsonld/catalogue')}`, testing);
    expect(followed.url).toBe(`${site.url}/jsonld/catalogue`);
  });

  it('never copies an image from a private, loopback or link-local address outside tests', async () => {
    Object.assign(process.env, inject('shop').functionEnv);
    const { copyImages } = await import('../../functions/data/imported-images.js');
    const from = site.requests.length;
    const result = await copyImages(
      [
        `${site.url}/img/never/1.jpg`,
        site.url.replace('127.0.0.1', 'localhost') + '/img/never/2.jpg',
        'http://[::1]:9/img.png',
        'http://169.254.169.254/latest/meta-data/image.png',
        'http://10.0.0.8/img.png',
      ],
      production,
    );
    expect(result.images).toEqual([]);
    expect(result.problems).toHaveLength(5);
    expect(site.requests.slice(from)).toEqual([]);
  });
});

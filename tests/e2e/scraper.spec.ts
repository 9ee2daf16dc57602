/**
 * The import tool as an admin uses it: /admin/scraper reads the fixture distributor store (served on
 * loopback for this test; the test shop allows that, production never does) page by page, shows the
 * progress and the counts, lists the run, and refuses a second start within a minute.
 */
import { expect, test } from '@playwright/test';
import {
  FIXTURE_LAYOUTS,
  startDistributorSite,
  type DistributorSite,
} from '../fixtures/distributor-site/server.js';
import { expectToast, signInAsAdmin } from './auth-helpers.js';

let site: DistributorSite;

test.beforeAll(async () => {
  site = await startDistributorSite();
});

test.afterAll(async () => {
  await site?.close();
});

test('an admin imports two pages of a store, sees the counts, and is held back from a second start', async ({
  page,
}) => {
  const { path, pageSize } = FIXTURE_LAYOUTS.jsonLd;
  await signInAsAdmin(page);
  await page.goto('/admin/scraper');
  await expect(page.getByRole('heading', { level: 1, name: 'Product Import' })).toBeVisible();

  await page.getByLabel('Store URL').fill(`${site.url}${path}?page=1`);
  await page.getByLabel(/^Max pages/).fill('2');
  await page.getByRole('button', { name: 'Start Import' }).click();

  await expectToast(page, 'Import complete');
  const figure = (name: string) =>
    page
      .locator('dl > div')
      .filter({ has: page.getByText(name, { exact: true }) })
      .locator('dd')
      .first();
  await expect(figure('Pages processed')).toHaveText('2');
  await expect(figure('Products found')).toHaveText(String(2 * pageSize));
  await expect(page.getByRole('progressbar').first()).toHaveAttribute('aria-valuenow', '100');
  await expect(page.getByRole('region', { name: 'Recent runs' })).toContainText('Succeeded');
  // Max pages 2: the third page is never asked for.
  const listingPages = new Set(
    site.requests.map((request) => request.path).filter((p) => p.startsWith(path)),
  );
  expect(listingPages).toEqual(new Set([`${path}?page=1`, `${path}?page=2`]));

  await page.getByRole('button', { name: 'Start Import' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'Rate limit exceeded. Please wait 60 seconds before trying again.',
  );
});

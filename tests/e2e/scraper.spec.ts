/**
 * The import tool as an admin uses it: /admin/scraper reads the fixture distributor store (served on
 * loopback for this test; the test shop allows that, production never does) page by page, shows the
 * progress and the counts, lists the run, and refuses a second start within a minute. A preview of
 * another store stages its products for review, and publishing puts them in the shop.
 */
import { expect, test } from '@playwright/test';
import {
  FIXTURE_LAYOUTS,
  startDistributorSite,
  type DistributorSite,
} from '../fixtures/distributor-site/server.js';
import { startFixtureStores, type FixtureStores } from '../fixtures/stores/serve-stores.js';
import { createImporterLock } from '../helpers/import-review.js';
import type { ProvidedShop } from '../helpers/integration-setup.js';
import { expectToast, signInAsAdmin } from './auth-helpers.js';

// One importer serves the shop, and a finished run pauses it: these runs go one after another.
test.describe.configure({ mode: 'serial' });

let site: DistributorSite;
let stores: FixtureStores;

test.beforeAll(async () => {
  site = await startDistributorSite();
  stores = await startFixtureStores();
});

test.afterAll(async () => {
  await site?.close();
  await stores?.close();
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

test('staff preview a store, see what it would add, publish it all, and shoppers then find it', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const newProduct = 'Ubiquiti UniFi 6 Lite Access Point';
  const shopSearch = async () =>
    (
      (await (await request.get('/api/products?search=UniFi%206%20Lite')).json()) as {
        products: { name: string }[];
      }
    ).products.map((product) => product.name);
  expect(await shopSearch()).not.toContain(newProduct);

  // The first test's run paused the importer for a minute; nothing else is running now.
  await createImporterLock(
    (JSON.parse(process.env.E2E_SHOP!) as ProvidedShop).functionEnv,
  ).liftPauseWhenIdle();
  await signInAsAdmin(page);
  await page.goto('/admin/scraper');
  await page.getByLabel('Store URL').fill(`${stores.table}/catalogue/list.php?cat=0`);
  await page.getByLabel(/^Max pages/).fill('1');
  await page.getByRole('radio', { name: 'Preview (review before publishing)' }).check();
  await page.getByRole('checkbox', { name: /^Make new products active/ }).check();
  await page.getByRole('button', { name: 'Start Import' }).click();

  const preview = page.getByRole('region', { name: 'Preview' });
  await expect(preview).toBeVisible({ timeout: 30_000 });
  const row = preview.getByRole('row').filter({ hasText: newProduct });
  await expect(row).toContainText('New');
  // USD converted at the shop's rate and marked up: the staff see the working.
  await expect(row).toContainText('USD 129.99');
  await expect(row).toContainText('Selling price');
  await expect(
    preview.getByRole('row').filter({ hasText: 'TP-Link 8-Port Gigabit Desktop Switch' }),
  ).toContainText('New');
  // A preview changes nothing in the shop until it is published.
  expect(await shopSearch()).not.toContain(newProduct);

  await preview.getByRole('button', { name: 'Publish all' }).click();
  await expectToast(page, 'Preview', 'Published');
  await expect(row).toContainText('Published');
  await expect(preview.getByRole('button', { name: 'Publish all' })).toBeDisabled();

  // The shop's containers see a change within a second of it (bounded staleness).
  await expect.poll(shopSearch).toContain(newProduct);
  await page.goto('/products?search=UniFi%206%20Lite');
  await expect(page.getByRole('article').filter({ hasText: newProduct })).toBeVisible();
});

test('staff set the exchange rate, a store’s currency and schedule, and add, rename and merge a brand', async ({
  page,
}) => {
  await signInAsAdmin(page);
  await page.goto('/admin/scraper');

  const pricing = page.getByRole('region', { name: 'Pricing Rules' });
  await expect(pricing.getByText('Shop default, not set yet')).toBeVisible();
  await pricing.getByRole('spinbutton', { name: /^Exchange rate/ }).fill('158.5');
  await pricing.getByRole('button', { name: 'Save Pricing' }).click();
  await expectToast(page, 'Pricing Rules', 'Pricing rules saved.');
  // The field now says when the rate was set.
  await expect(
    pricing.getByRole('spinbutton', { name: /^Exchange rate \(JMD per USD\) Set / }),
  ).toBeVisible();
  await page.reload();
  await expect(pricing.getByRole('spinbutton', { name: /^Exchange rate/ })).toHaveValue('158.5');

  // The preview above recorded the table store.
  const store = page
    .getByRole('region', { name: 'Stores and Sync' })
    .getByRole('listitem')
    .filter({ hasText: stores.table });
  await store.getByRole('combobox', { name: 'Currency' }).selectOption('USD');
  await store.getByRole('spinbutton', { name: /^Sync every/ }).fill('24');
  await store.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Stores and Sync', 'Store settings saved.');
  await expect(store.getByText(/^Next sync /)).toBeVisible();

  const taxonomy = page.getByRole('region', { name: 'Brands and Categories' });
  await taxonomy.getByRole('button', { name: 'Brands' }).click();
  await taxonomy.getByRole('textbox', { name: 'New brand name' }).fill('Housetest Brand');
  await taxonomy.getByRole('button', { name: 'Add' }).click();
  const name = taxonomy.getByRole('textbox', { name: 'Name of Housetest Brand' });
  await expect(name).toBeVisible();
  await name.fill('Housetest Renamed');
  await taxonomy
    .getByRole('listitem')
    .filter({ has: page.getByRole('textbox', { name: 'Name of Housetest Brand' }) })
    .getByRole('button', { name: 'Save' })
    .click();
  await expectToast(page, 'Brands and Categories', 'Saved.');
  const renamed = taxonomy
    .getByRole('listitem')
    .filter({ has: page.getByRole('textbox', { name: 'Name of Housetest Renamed' }) });
  await renamed
    .getByRole('combobox', { name: 'Merge Housetest Renamed into' })
    .selectOption({ label: 'Ubiquiti' });
  await renamed.getByRole('button', { name: 'Merge' }).click();
  await expectToast(page, 'Brands and Categories', 'Merged: 0 product(s) moved.');
  await expect(taxonomy.getByRole('textbox', { name: /^Name of Housetest/ })).toHaveCount(0);
});

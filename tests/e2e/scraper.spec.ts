/**
 * The import tool as an admin uses it: /admin/scraper reads the fixture distributor store (served on
 * loopback for this test; the test shop allows that, production never does) page by page, shows the
 * progress and the counts, lists the run, and refuses a second start within a minute. A preview of
 * another store stages its products for review, and publishing puts them in the shop. A preview
 * shows stock and pictures, follows the pricing staff save (a second tab's too) and publishes exactly
 * the prices shown; it is reopened from the recent runs until published or discarded. A moderator
 * is told the page is not for them.
 */
import {
  FIXTURE_LAYOUTS,
  startDistributorSite,
  type DistributorSite,
} from '../fixtures/distributor-site/server.js';
import { startFixtureStores, type FixtureStores } from '../fixtures/stores/serve-stores.js';
import { createImporterLock } from '../helpers/import-review.js';
import { createTestUser } from '../helpers/admin-users.js';
import type { ProvidedShop } from '../helpers/integration-setup.js';
import { expectToast, signInAsAdmin, signInAtAdminLogin } from './auth-helpers.js';
import { expect, openAnotherTab, retypeInto, test, typeInto } from './human.js';

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

const shop = () => JSON.parse(process.env.E2E_SHOP!) as ProvidedShop;

test('a preview shows stock and pictures, counts the "call for price" item, follows the pricing staff save and publishes exactly the prices shown', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(120_000);
  const brother = 'Brother TN760 Toner – High Yield';
  const shopPriceOf = async () =>
    (
      (await (await request.get('/api/products?search=Brother%20TN760')).json()) as {
        products: { name: string; selling_price: number }[];
      }
    ).products.find((product) => product.name === brother)?.selling_price;
  await createImporterLock(shop().functionEnv).liftPauseWhenIdle();
  await signInAsAdmin(page);
  await page.goto('/admin/scraper');

  await typeInto(page.getByLabel('Store URL'), `${stores.woo}/shop/`);
  await typeInto(page.getByLabel(/^Max pages/), '2');
  await page.getByRole('radio', { name: 'Preview (review before publishing)' }).click();
  await page.getByRole('checkbox', { name: /^Make new products active/ }).click();
  await page.getByRole('button', { name: 'Start Import' }).click();

  const preview = page.getByRole('region', { name: 'Preview' });
  const row = (name: string) => preview.getByRole('row').filter({ hasText: name });
  await expect(row('HP LaserJet Pro M404dn Printer')).toBeVisible({ timeout: 30_000 });
  // A sold-out item does not look like any other, and each item shows its picture.
  await expect(row('Fellowes Powershred 79Ci Shredder')).toContainText('Out of Stock');
  await expect(row('HP LaserJet Pro M404dn Printer')).toContainText('In Stock');
  await expect(row('HP LaserJet Pro M404dn Printer')).toContainText('quantity unknown');
  const picture = row('HP LaserJet Pro M404dn Printer').getByRole('img', {
    name: 'Picture of HP LaserJet Pro M404dn Printer',
  });
  await expect(picture).toBeVisible();
  await expect
    .poll(() => picture.evaluate((img) => (img as unknown as { naturalWidth: number }).naturalWidth))
    .toBeGreaterThan(0);
  // The "call for price" item is counted, shown as such, and cannot be chosen.
  const xerox = row('Xerox VersaLink C405 Colour MFP');
  await expect(xerox).toContainText('No price ("call for price"): not published');
  await expect(xerox.getByRole('checkbox')).toHaveCount(0);
  const skipped = page
    .locator('dl > div')
    .filter({ has: page.getByText('Skipped or no price', { exact: true }) })
    .locator('dd');
  await expect(skipped).toHaveText('1');

  // The figures: 84.50 USD at 157.5 is 13,308.75; 25 % makes 16,635.94; ending 95 sells at 16,695.
  const pricing = page.getByRole('region', { name: 'Pricing Rules' });
  await retypeInto(pricing.getByRole('spinbutton', { name: /^Exchange rate/ }), '157.5');
  await retypeInto(pricing.getByRole('spinbutton', { name: /^Default markup/ }), '25');
  await retypeInto(pricing.getByRole('textbox', { name: /^Price ending/ }), '95');
  await pricing.getByRole('button', { name: 'Save Pricing' }).click();
  await expectToast(page, 'Pricing Rules', 'Pricing rules saved.');
  await expect(row(brother)).toContainText('$16,695');
  await expect(row(brother)).toContainText('157.5');
  await expect(row(brother)).toContainText('25% (default)');

  // Someone changes the ending in another tab: this tab still shows the old prices, and Publish
  // refuses them rather than publish prices nobody here has seen.
  const other = await openAnotherTab(context);
  await other.goto('/admin/scraper');
  const otherPricing = other.getByRole('region', { name: 'Pricing Rules' });
  await retypeInto(otherPricing.getByRole('textbox', { name: /^Price ending/ }), '00');
  await otherPricing.getByRole('button', { name: 'Save Pricing' }).click();
  await expectToast(other, 'Pricing Rules', 'Pricing rules saved.');
  await other.close();

  await expect(row(brother)).toContainText('$16,695');
  await preview.getByRole('button', { name: 'Publish all' }).click();
  await expectToast(page, 'Prices changed', 'refresh the preview');
  await expect(row(brother)).toContainText('$16,700');
  expect(await shopPriceOf()).toBeUndefined();

  await preview.getByRole('button', { name: 'Publish all' }).click();
  await expectToast(
    page,
    'Preview',
    'Published 6 product(s). Not published, no price ("call for price"): Xerox VersaLink C405 Colour MFP.',
  );
  await expect(row(brother)).toContainText('Published');
  await expect(xerox).not.toContainText('Published');
  await expect.poll(shopPriceOf).toBe(16_700);
  const noPrice = (await (await request.get('/api/products?search=Xerox%20VersaLink')).json()) as {
    products: { name: string }[];
  };
  expect(noPrice.products.map((product) => product.name)).not.toContain('Xerox VersaLink C405 Colour MFP');
});

test('a finished preview survives a reload, is reopened from the recent runs, and can be discarded', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await createImporterLock(shop().functionEnv).liftPauseWhenIdle();
  await signInAsAdmin(page);
  await page.goto('/admin/scraper');
  await typeInto(page.getByLabel('Store URL'), `${stores.grid}/catalog`);
  await typeInto(page.getByLabel(/^Max pages/), '1');
  await page.getByRole('radio', { name: 'Preview (review before publishing)' }).click();
  await page.getByRole('button', { name: 'Start Import' }).click();
  const preview = page.getByRole('region', { name: 'Preview' });
  await expect(preview.getByRole('button', { name: 'Discard preview' })).toBeVisible({ timeout: 30_000 });
  const firstRow = (await preview.getByRole('row').nth(1).textContent()) ?? '';

  await page.reload();
  await expect(preview.getByRole('row').nth(1)).toHaveText(firstRow);

  // Away and back: the page opens on the form; the preview waits in the recent runs.
  await page.getByRole('link', { name: 'Back to dashboard' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await page.goto('/admin/scraper');
  await expect(page.getByRole('heading', { level: 1, name: 'Product Import' })).toBeVisible();
  await expect(preview).toHaveCount(0);
  // Its entry names the store and the date, and says it is still open.
  const entry = page
    .getByRole('region', { name: 'Recent runs' })
    .getByRole('listitem')
    .filter({
      has: page.getByRole('link', {
        name: new RegExp(`^Preview of ${new URL(stores.grid).host.replace(/\./g, '\\.')}, \\d`),
      }),
    })
    .first();
  await expect(entry).toContainText('Open for review');
  await entry.getByRole('link').click();
  await expect(page).toHaveURL(/\?run=/);
  await expect(preview.getByRole('row').nth(1)).toHaveText(firstRow);

  await preview.getByRole('button', { name: 'Discard preview' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Discard this preview?' });
  await confirm.getByRole('button', { name: 'Discard' }).click();
  await expectToast(page, 'Preview', 'Preview discarded.');
  await expect(preview.getByText('This preview was discarded')).toBeVisible();
  await expect(preview.getByRole('button', { name: 'Publish all' })).toBeDisabled();
  await expect(page.getByRole('region', { name: 'Recent runs' }).getByRole('listitem').first()).toContainText(
    'Discarded',
  );
});

test('a moderator opening the import tool is told it is not for them, not shown a sign-in form', async ({
  page,
}) => {
  const moderator = await createTestUser(shop(), ['customer', 'moderator']);
  await signInAtAdminLogin(page, moderator.email, moderator.password);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Inbox', level: 1 })).toBeVisible();

  await page.goto('/admin/scraper');
  await expect(
    page.getByRole('heading', { level: 1, name: 'You do not have access to this page' }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/scraper$/);
  await expect(page.getByRole('textbox', { name: 'Email' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Go to the dashboard' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Inbox', level: 1 })).toBeVisible();
});

test('a store address or max pages the importer cannot take is named under its field, and nothing starts', async ({
  page,
}) => {
  const starts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname.endsWith('/admin/scrapes')) {
      starts.push(request.url());
    }
  });
  await signInAsAdmin(page);
  await page.goto('/admin/scraper');
  const url = page.getByLabel('Store URL');
  const maxPages = page.getByLabel(/^Max pages/);
  await typeInto(url, 'distributor.example/catalogue');
  await typeInto(maxPages, '501');
  await page.getByRole('button', { name: 'Start Import' }).click();

  await expect(url).toHaveAccessibleDescription('Please enter a valid http or https URL.');
  await expect(maxPages).toHaveAccessibleDescription('Max pages must be a whole number from 1 to 500.');
  await expect(url).toBeFocused();

  // Each message goes as soon as its field is right.
  await retypeInto(url, `${site.url}${FIXTURE_LAYOUTS.jsonLd.path}?page=1`);
  await expect(url).not.toHaveAttribute('aria-invalid', 'true');
  await expect(maxPages).toHaveAccessibleDescription('Max pages must be a whole number from 1 to 500.');
  await expect(page.getByRole('button', { name: 'Start Import' })).toBeEnabled();
  expect(starts).toEqual([]);
});

test('the images backfill starts with max pages clamped to 1 to 200, shown in its field', async ({
  page,
}) => {
  const bodies: unknown[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname.endsWith('/admin/scrapes/backfill')) {
      bodies.push(request.postDataJSON());
    }
  });
  await signInAsAdmin(page);
  await page.goto('/admin/scraper');
  const maxPages = page.getByLabel(/^Backfill max pages/);
  await expect(maxPages).toHaveValue('50');
  await retypeInto(maxPages, '999');
  await page.getByRole('button', { name: 'Fill Missing Images' }).click();

  await expect(maxPages).toHaveValue('200');
  await expect.poll(() => bodies).toEqual([{ maxPages: 200 }]);
});

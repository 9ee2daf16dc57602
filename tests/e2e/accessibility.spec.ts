import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousViolations } from './axe-helpers.js';
import { expectLoaded } from './human.js';
import { addProducts } from './shop-helpers.js';

/** Every shopper route; the product page is found through the catalogue. */
const ROUTES = [
  '/',
  '/products',
  '/products?search=laptop',
  '/products?category=deals&type=flash',
  '/products?search=zzqqxxnothing',
  '/contact',
  '/bulk-orders',
  '/track-order',
  '/returns',
  '/warranty',
  '/support',
  '/privacy',
  '/terms',
  '/sitemap',
  '/no-such-page',
];

async function openPage(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The lists that load after the heading.
  await expectLoaded(page);
}

for (const viewport of [
  { name: 'desktop', width: 1280, height: 900 },
  { name: 'phone', width: 360, height: 740 },
]) {
  test.describe(`accessibility on ${viewport.name}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    for (const route of ROUTES) {
      test(`${route} has no serious or critical axe violations`, async ({ page }) => {
        await openPage(page, route);
        await expectNoSeriousViolations(page);
      });
    }

    test('a product page, with its related and recently viewed products, has no serious or critical axe violations', async ({
      page,
    }) => {
      await openPage(page, '/products');
      const href = await page
        .getByRole('article')
        .first()
        .getByRole('heading')
        .getByRole('link')
        .getAttribute('href');
      await openPage(page, href ?? '/products');
      const related = page.getByRole('region', { name: 'Related Products' }).getByRole('link').first();
      await openPage(page, (await related.getAttribute('href')) ?? '/products');
      await expect(page.getByRole('region', { name: 'Related Products' })).toBeVisible();
      await expect(page.getByRole('region', { name: 'Recently Viewed' })).toBeVisible();
      await expectNoSeriousViolations(page);
    });

    test('the open FAQ, the open menus and a toast have no serious or critical axe violations', async ({
      page,
    }) => {
      await openPage(page, '/support');
      await page.getByRole('button', { name: 'Do you ship island-wide?' }).click();
      if (viewport.name === 'desktop') await page.getByRole('button', { name: 'DEALS' }).click();
      else await page.getByRole('button', { name: 'Open menu' }).click();
      await expectNoSeriousViolations(page);
    });

    test('the cart, the checkout with its field messages and the payment step have no serious or critical axe violations', async ({
      page,
    }) => {
      // Adding, the dialog and three axe runs: more than the default time on a busy machine.
      test.setTimeout(90_000);
      await addProducts(page, [0]);
      await openPage(page, '/cart');
      await expectNoSeriousViolations(page);
      await page.getByRole('button', { name: 'Clear Cart' }).click();
      await expect(page.getByRole('alertdialog', { name: 'Clear your cart?' })).toBeVisible();
      await expectNoSeriousViolations(page);
      await page.getByRole('button', { name: 'Keep Items' }).click();
      await page.getByRole('button', { name: 'Continue as Guest' }).click();
      await page.getByRole('button', { name: 'Continue to Payment' }).click();
      await expect(page.getByText('Please fill in all shipping address fields.').first()).toBeVisible();
      await expectNoSeriousViolations(page);
    });
  });
}

/**
 * Bulk price and stock edits by CSV as an admin does them on /admin/scraper: a dry run lists what
 * would change and each error by line and field, writing nothing; applying puts the new price in the
 * shop at once.
 */
import { expect, test, type Page } from '@playwright/test';
import { CATALOGUE_FRESHNESS } from '../../functions/core/catalogue/catalogue-freshness.js';
import { writeCsv } from '../../functions/core/csv/csv.js';
import { expectToast, signInAsAdmin } from './auth-helpers.js';

interface ShopProduct {
  id: string;
  sku: string;
  selling_price: number;
}

const shopProduct = async (page: Page, id: string) =>
  ((await (await page.request.get(`/api/products/${id}`)).json()) as { product: ShopProduct }).product;

test('an admin checks a CSV in a dry run, then applies it', async ({ page }) => {
  const listed = (await (await page.request.get('/api/products?sort=newest&limit=40')).json()) as {
    products: ShopProduct[];
  };
  const product = listed.products[39]!;
  const newPrice = product.selling_price + 111;
  const csv = writeCsv([
    ['sku', 'selling_price'],
    [product.sku, newPrice],
    ['NO-SUCH-SKU', 'cheap'],
  ]);
  await signInAsAdmin(page);
  await page.goto('/admin/scraper');
  const panel = page.getByRole('region', { name: 'Bulk Price and Stock (CSV)' });

  await panel.getByLabel('Upload CSV for a dry run').setInputFiles({
    name: 'products.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(csv),
  });

  await expect(panel.getByText('Dry run of 2 rows: 1 would change, 0 unchanged, 2 error(s).')).toBeVisible();
  await expect(panel.getByRole('list', { name: 'Errors' })).toContainText(
    'Line 3, sku: no product has this SKU',
  );
  await expect(panel.getByRole('list', { name: 'Changes' })).toContainText(
    `${product.sku}: selling_price ${product.selling_price} → ${newPrice}`,
  );
  // A file with errors is never applied, says so, and the dry run wrote nothing.
  await expect(panel.getByRole('button', { name: /^Apply/ })).toHaveCount(0);
  await expect(
    panel.getByText(
      'Nothing can be applied while the file has 2 error(s): fix them in the file and upload it again.',
    ),
  ).toBeVisible();
  expect((await shopProduct(page, product.id)).selling_price).toBe(product.selling_price);

  await panel.getByLabel('Upload CSV for a dry run').setInputFiles({
    name: 'products.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(
      writeCsv([
        ['sku', 'selling_price'],
        [product.sku, newPrice],
      ]),
    ),
  });
  await panel.getByRole('button', { name: 'Apply 1 change(s)' }).click();

  await expectToast(page, 'Bulk Price and Stock (CSV)', 'Applied 1 change(s).');
  // The shop shows it once its warm catalogue has looked at the change log (at most a check interval).
  await expect
    .poll(async () => (await shopProduct(page, product.id)).selling_price, {
      timeout: 10 * CATALOGUE_FRESHNESS.checkIntervalMs,
    })
    .toBe(newPrice);
});

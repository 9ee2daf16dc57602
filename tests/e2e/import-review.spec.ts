/**
 * Preview and publish as an admin does it on /admin/scraper: a preview of a store on loopback lists
 * its products as new without touching the shop, and publishing one puts exactly that one in the shop.
 */
import { expect, test, type Page } from '@playwright/test';
import { startMutableStore, type MutableStore } from '../fixtures/mutable-store/server.js';
import { createImporterLock } from '../helpers/import-review.js';
import { expectToast, signInAsAdmin } from './auth-helpers.js';

let store: MutableStore;
const lock = createImporterLock(JSON.parse(process.env.E2E_FUNCTION_ENV ?? '{}') as Record<string, string>);

test.beforeAll(async () => {
  store = await startMutableStore(
    ['A', 'B', 'C'].map((letter, i) => ({
      sku: `PREVIEWE2E-${letter}`,
      name: `Previewe2e Switch ${letter}`,
      price: 5000 + i * 1000,
      currency: 'JMD' as const,
      inStock: true,
    })),
  );
});

test.afterAll(async () => {
  await store?.close();
});

const shopSearch = async (page: Page) => {
  const response = await page.request.get('/api/products?search=previewe2e');
  const body = (await response.json()) as { products: { sku: string }[] };
  return body.products.map((p) => p.sku).filter((sku) => sku.startsWith('PREVIEWE2E-'));
};

test('an admin previews a store, then publishes only the product chosen', async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto('/admin/scraper');
  await page.getByLabel('Store URL').fill(store.catalogueUrl);
  await page.getByLabel('Make new products active (shown in the shop) right away').check();
  await page.getByLabel('Preview (review before publishing)').check();
  await lock.liftPauseWhenIdle();
  await page.getByRole('button', { name: 'Start Import' }).click();

  await expectToast(page, 'Import complete');
  const preview = page.getByRole('region', { name: 'Preview' });
  await expect(preview.getByRole('row')).toHaveCount(4);
  await expect(preview.getByText('New', { exact: true })).toHaveCount(3);
  expect(await shopSearch(page)).toEqual([]);

  await preview.getByLabel('Select Previewe2e Switch B').check();
  await preview.getByRole('button', { name: 'Publish selected (1)' }).click();

  await expectToast(page, 'Preview', 'Published 1 product(s).');
  await expect(preview.getByText('Published', { exact: true })).toHaveCount(1);
  await expect.poll(() => shopSearch(page)).toEqual(['PREVIEWE2E-B']);
});

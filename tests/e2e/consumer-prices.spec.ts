/**
 * A consumer (signed in, no company) browses the catalogue at list prices and their pages never ask
 * for company prices (issue 29): only someone whose session says they buy for a company makes
 * `POST /api/me/prices` (business-prices.spec has the buyer's side).
 */
import { makeEmail, signUpThroughApi } from './auth-helpers.js';
import { expect, FIRST_LOAD_MS, test } from './human.js';

test("a consumer's catalogue and product pages send no company prices request", async ({ page }) => {
  test.setTimeout(120_000);
  const pricesCalls: string[] = [];
  page.on('request', (sent) => {
    if (new URL(sent.url()).pathname === '/api/me/prices') pricesCalls.push(sent.method());
  });
  await signUpThroughApi(page, makeEmail('consumer-prices'), 'island6');

  await page.goto('/products?category=computers');
  const cards = page.getByRole('article');
  await expect(cards.first()).toBeVisible({ timeout: FIRST_LOAD_MS });
  const first = cards.first().getByRole('link').first();
  const name = (await first.textContent())!.trim();
  await first.click();
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  const main = page.getByRole('main');
  await expect(main).toContainText('Price:');
  await expect(main.getByRole('button', { name: /^Add to Cart - / })).toBeVisible();

  // Back on the list, its cards shown again, and on to a second product with the first on its shelf.
  await page.goBack();
  await expect(cards.nth(1)).toBeVisible();
  const second = cards.nth(1).getByRole('link').first();
  const secondName = (await second.textContent())!.trim();
  await second.click();
  await expect(page.getByRole('heading', { name: secondName, level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Recently Viewed' }).getByRole('link').first()).toBeVisible();

  expect(pricesCalls).toEqual([]);
  await expect(page.getByText('Your price')).toHaveCount(0);
});

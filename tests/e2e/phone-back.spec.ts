/**
 * Back and Forward on a 375 px phone whose CPU is four times slower: the catalogue's second page,
 * a filtered category or a header search, a product, then Back.
 */
import type { Browser, Page } from '@playwright/test';
import { expect, FIRST_LOAD_MS, openSlowPhone, test, typeInto } from './human.js';

/** A catalogue page over 400 kbps, built by a CPU four times slower, on a busy machine. */
const PHONE_LOAD_MS = 2 * FIRST_LOAD_MS;

const cards = (page: Page) => page.getByRole('main').getByRole('article');

/** The slow phone of the human-speed tests (CPU four times slower, a weak connection), 375 px wide. */
async function openPhone(browser: Browser, baseURL: string | undefined): Promise<Page> {
  const page = await openSlowPhone(browser, baseURL);
  await page.setViewportSize({ width: 375, height: 740 });
  return page;
}

test('Load more, a product of the second page, then Back: both pages are there and the product in view', async ({
  browser,
  baseURL,
}) => {
  test.slow();
  const page = await openPhone(browser, baseURL);
  try {
    await page.goto('/products');
    await expect(cards(page)).toHaveCount(50, { timeout: PHONE_LOAD_MS });
    await page.getByRole('button', { name: 'Load more' }).click();
    // The second page's 50 cards, built a few at a time like the first.
    await expect(cards(page)).toHaveCount(100, { timeout: PHONE_LOAD_MS });
    const shown = 100;
    const card = cards(page).nth(55);
    await card.scrollIntoViewIfNeeded();
    const name = (await card.getByRole('heading').textContent())!;
    await card.getByRole('heading').getByRole('link').click();
    await expect(page).toHaveURL(/\/product\//);
    await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible({ timeout: PHONE_LOAD_MS });

    await page.goBack();
    await expect(page.getByRole('heading', { name, exact: true })).toBeInViewport({ timeout: PHONE_LOAD_MS });
    await expect(cards(page)).toHaveCount(shown);

    // Forward to the product and Back once more: the same place again.
    await page.goForward();
    await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible({ timeout: PHONE_LOAD_MS });
    await page.goBack();
    await expect(page.getByRole('heading', { name, exact: true })).toBeInViewport({ timeout: PHONE_LOAD_MS });
  } finally {
    await page.context().close();
  }
});

test('a filtered category, a product, then Back: the filter and the product in view', async ({
  browser,
  baseURL,
}) => {
  test.slow();
  const page = await openPhone(browser, baseURL);
  try {
    await page.goto('/products?category=computers&in_stock=true&sort=price-asc');
    const status = page.getByRole('status').filter({ hasText: /^Showing \d+ products?$/ });
    await expect(status).toBeVisible({ timeout: PHONE_LOAD_MS });
    const shown = Math.min(50, Number(/\d+/.exec((await status.textContent())!)![0]));
    await expect(cards(page)).toHaveCount(shown, { timeout: PHONE_LOAD_MS });
    const card = cards(page).nth(Math.min(12, shown - 1));
    await card.scrollIntoViewIfNeeded();
    const name = (await card.getByRole('heading').textContent())!;
    await card.getByRole('heading').getByRole('link').click();
    await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible({ timeout: PHONE_LOAD_MS });

    await page.goBack();
    await expect(page).toHaveURL(/category=computers/);
    await expect(page).toHaveURL(/in_stock=true/);
    await expect(page.getByRole('heading', { name, exact: true })).toBeInViewport({ timeout: PHONE_LOAD_MS });
    await expect(cards(page)).toHaveCount(shown);
  } finally {
    await page.context().close();
  }
});

test('a search typed in the header, a product of its results, then Back: the same search, results and product in view', async ({
  browser,
  baseURL,
}) => {
  test.slow();
  const page = await openPhone(browser, baseURL);
  try {
    await page.goto('/');
    const banner = page.getByRole('banner');
    const box = banner
      .getByRole('combobox', { name: 'Search products' })
      .or(banner.getByRole('searchbox', { name: 'Search products' }))
      .first();
    await typeInto(box, 'hp', 120);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/products\?search=hp$/, { timeout: PHONE_LOAD_MS });
    // The URL changes while the home page is still on screen: wait, as a person does, for the
    // results to say how many they are and for their cards to be built.
    const status = page.getByRole('status').filter({ hasText: /^Showing \d+ products for "hp"$/ });
    await expect(status).toBeVisible({ timeout: PHONE_LOAD_MS });
    const shown = Math.min(50, Number(/\d+/.exec((await status.textContent())!)![0]));
    expect(shown).toBeGreaterThan(3);
    await expect(cards(page)).toHaveCount(shown, { timeout: PHONE_LOAD_MS });
    const found = await cards(page).getByRole('heading').allTextContents();
    const card = cards(page).nth(3);
    await card.scrollIntoViewIfNeeded();
    const name = (await card.getByRole('heading').textContent())!;
    await card.getByRole('heading').getByRole('link').click();
    await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible({ timeout: PHONE_LOAD_MS });

    await page.goBack();
    await expect(page).toHaveURL(/\/products\?search=hp$/);
    await expect(page.getByRole('heading', { name, exact: true })).toBeInViewport({ timeout: PHONE_LOAD_MS });
    await expect(box).toHaveValue('hp');
    // The same results in the same order.
    await expect(cards(page)).toHaveCount(shown);
    const after = await cards(page).getByRole('heading').allTextContents();
    expect(after.slice(0, found.length)).toEqual(found);
  } finally {
    await page.context().close();
  }
});

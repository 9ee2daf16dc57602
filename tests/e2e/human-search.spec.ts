/** The header search as people use it: typing at once after a click or a Tab, on a desktop and a slow phone. */
import { expect, sidewaysOverflow, test, typeInto, TYPING_DELAY_MS } from './human.js';
import type { Page } from '@playwright/test';

/** The header's search box (a combobox with suggestions; a plain search box in older builds). */
const headerSearch = (page: Page) => {
  const banner = page.getByRole('banner');
  return banner
    .getByRole('combobox', { name: 'Search products' })
    .or(banner.getByRole('searchbox', { name: 'Search products' }))
    .first();
};

test.describe('header search at human speed', () => {
  test('typing at once after a click keeps every letter (desktop)', async ({ page }) => {
    await page.goto('/');
    await typeInto(headerSearch(page), 'Kingston');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/products\?search=Kingston$/);
  });

  test('tabbing into the box keeps the focus there and every letter typed', async ({ page }) => {
    await page.goto('/');
    const box = headerSearch(page);
    // The control before the search box in the tab order is the logo's home link.
    await page.getByRole('banner').getByRole('link', { name: /home$/ }).focus();
    await page.keyboard.press('Tab');
    await page.keyboard.type('Kingston', { delay: TYPING_DELAY_MS });
    await expect(box).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/products\?search=Kingston$/);
  });

  test('typing at once on a slow phone keeps every letter and Enter searches', async ({ phone }) => {
    test.slow();
    await phone.goto('/');
    await typeInto(headerSearch(phone), 'Kingston');
    await phone.keyboard.press('Enter');
    await expect(phone).toHaveURL(/\/products\?search=Kingston$/, { timeout: 20_000 });
  });

  test('the box shows the search on its results page only, and a new search replaces nothing', async ({
    page,
  }) => {
    await page.goto('/');
    const box = headerSearch(page);
    await typeInto(box, 'Kingston');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/products\?search=Kingston$/);
    await expect(box).toHaveValue('Kingston');

    await page.getByRole('banner').getByRole('link', { name: /home$/ }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(box).toHaveValue('');
    await typeInto(box, 'hp');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/products\?search=hp$/);
    await expect(box).toHaveValue('hp');
  });
});

test.describe('a long search on a phone', () => {
  test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

  test('a 300-character search fits the screen: nothing is wider than the phone', async ({ page }) => {
    const term = 'Kingston'.repeat(38).slice(0, 300);
    await page.goto(`/products?search=${term}`);
    await expect(page.getByRole('main').getByRole('status')).toHaveText(/^Showing \d+ products? for "/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(term.slice(0, 20));
    await page.screenshot({ path: 'test-results/phone-long-search.png' });
    expect(await sidewaysOverflow(page)).toBe(0);
  });
});

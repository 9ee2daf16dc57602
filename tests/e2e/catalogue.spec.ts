import { expect, test, type Page } from '@playwright/test';
import { FIRST_LOAD_MS, typeInto } from './human.js';

/** The catalogue's product grid: one list item per card, each card named by its product link. */
const cards = (page: Page) => page.getByRole('main').getByRole('article');

test.describe('catalogue', () => {
  test('a category in the bar opens the catalogue filtered by it', async ({ page }) => {
    await page.goto('/');

    await page.getByRole('banner').getByRole('link', { name: 'NETWORKING', exact: true }).click();

    await expect(page).toHaveURL(/\/products\?category=networking$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('NETWORKING');
    await expect(page.getByLabel('Category')).toHaveValue('networking');
    await expect(page.getByRole('status').filter({ hasText: /^Showing \d+ products$/ })).toBeVisible();
  });

  test('the DEALS menu opens from the keyboard and lists the four deals with their claims', async ({
    page,
  }) => {
    await page.goto('/');
    const deals = page.getByRole('button', { name: 'DEALS' });

    await deals.focus();
    await page.keyboard.press('Enter');

    await expect(deals).toHaveAttribute('aria-expanded', 'true');
    const flash = page.getByRole('link', { name: /Flash Deals/ });
    await expect(flash).toHaveAttribute('href', '/products?category=deals&type=flash');
    await expect(flash).toContainText('Up to 70% off');
    await expect(page.getByRole('link', { name: /Clearance/ })).toContainText('Up to 80% off');
    const gaming = page.getByRole('link', { name: /^Gaming Save 30-50%/ });
    await expect(gaming).toHaveAttribute('href', '/products?category=gaming&sale=true');
    await expect(page.getByRole('link', { name: /All Deals/ })).toHaveAttribute(
      'href',
      '/products?category=deals',
    );

    await page.keyboard.press('ArrowDown');
    await expect(flash).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(deals).toHaveAttribute('aria-expanded', 'false');
    await expect(deals).toBeFocused();
  });

  test('flash deals shows only flash deals', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'DEALS' }).click();
    await page.getByRole('link', { name: /Flash Deals/ }).click();

    await expect(page).toHaveURL(/category=deals&type=flash/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Flash Deals');
    await expect(cards(page).first()).toBeVisible();
  });

  test('sorting by price orders the cards from low to high', async ({ page }) => {
    await page.goto('/products?category=computers');

    await page.getByLabel('Sort by').selectOption({ label: 'Price Low to High' });

    await expect(page).toHaveURL(/sort=price_asc/);
    // The unsorted cards stay on screen until the sorted list arrives: the shopper watches them
    // rearrange, so the order is read again until it settles (or the time runs out).
    await expect(async () => {
      const prices = await cards(page)
        .getByText(/^Price:/)
        .allTextContents();
      const amounts = prices.map((text) => Number(text.replace(/[^0-9]/g, '')));
      expect(amounts.length).toBeGreaterThan(1);
      expect(amounts).toEqual([...amounts].sort((a, b) => a - b));
    }).toPass({ timeout: 10_000 });
  });

  test('the sort select offers the four sorts of the spec', async ({ page }) => {
    await page.goto('/products');

    await expect(page.getByLabel('Sort by').getByRole('option')).toHaveText([
      'Name A-Z',
      'Price Low to High',
      'Price High to Low',
      'Newest First',
    ]);
  });

  test('a search preloads the search box and says what was searched; Clear Filters resets', async ({
    page,
  }) => {
    await page.goto('/products?search=laptop');

    await expect(page.getByRole('main').getByRole('searchbox', { name: 'Search products' })).toHaveValue(
      'laptop',
    );
    await expect(
      page.getByRole('status').filter({ hasText: /^Showing \d+ products? for "laptop"$/ }),
    ).toBeVisible();

    await page.getByLabel('Category').selectOption('computers');
    await expect(page).toHaveURL(/search=laptop&category=computers/);

    await page.getByRole('button', { name: 'Clear Filters' }).click();
    await expect(page).toHaveURL(/\/products$/);
    await expect(page.getByRole('status').filter({ hasText: /^Showing \d+ products$/ })).toBeVisible();
  });

  test('no match shows the empty state, and View All Products clears the search', async ({ page }) => {
    await page.goto('/products?search=zzqqxxnothing');

    await expect(page.getByRole('heading', { name: 'No products found' })).toBeVisible();
    await page.getByRole('button', { name: 'View All Products' }).click();

    await expect(page).toHaveURL(/\/products$/);
    await expect(cards(page).first()).toBeVisible();
  });

  test('Load more adds the next page of products', async ({ page }) => {
    await page.goto('/products');
    await expect(cards(page)).toHaveCount(50, { timeout: FIRST_LOAD_MS });

    await page.getByRole('button', { name: 'Load more' }).click();

    await expect(cards(page)).toHaveCount(100);
  });

  test('a blank search on the products page header does nothing', async ({ page }) => {
    await page.goto('/products?category=office');
    await typeInto(page.getByRole('banner').getByRole('combobox', { name: 'Search products' }), '   ');
    await page.keyboard.press('Enter');

    await expect(page).toHaveURL(/\/products\?category=office$/);
  });
});

test.describe('product card', () => {
  test('arrows cycle through the images with wrap-around and the dots follow', async ({ page }) => {
    await page.goto('/products');
    const card = cards(page)
      .filter({ has: page.getByRole('button', { name: 'Next image' }) })
      .first();
    const image = card.getByRole('img');
    const first = await image.getAttribute('src');
    const count = Number((await image.getAttribute('alt'))?.match(/of (\d+)$/)?.[1]);
    expect(count).toBeGreaterThan(1);

    await card.getByRole('button', { name: 'Previous image' }).click();
    await expect(image).toHaveAttribute('alt', new RegExp(`image ${count} of ${count}$`));

    await card.getByRole('button', { name: 'Next image' }).click();
    await expect(image).toHaveAttribute('src', first ?? '');
    await expect(image).toHaveAttribute('alt', new RegExp(`image 1 of ${count}$`));
    await expect(card.locator('[data-active="true"]')).toHaveCount(1);
  });

  test('shows the SKU without INT, the brand, stock and price, and opens the product', async ({ page }) => {
    await page.goto('/products?search=INT-HP250G9');
    const card = cards(page).first();

    await expect(card.getByText(/^SKU: /)).not.toContainText('INT');
    await expect(card.getByText(/^(In Stock|Low Stock|Out of Stock)$/)).toBeVisible();
    await expect(card.getByText(/^Price: \$[\d,]+$/)).toBeVisible();

    await card.getByRole('heading').getByRole('link').click();
    await expect(page).toHaveURL(/\/product\/[a-z0-9-]+$/);
  });

  test('an out-of-stock product reads Out and cannot be added', async ({ page }) => {
    await page.goto('/products?sort=name_asc');
    const outButton = page.getByRole('button', { name: /^Out of stock:/ }).first();

    await expect(outButton).toBeDisabled();
    await expect(outButton).toHaveText('Out');
  });

  test('Add puts the product in the cart, with a toast and the header badge', async ({ page }) => {
    await page.goto('/products');
    await page
      .getByRole('button', { name: /^Add .* to cart$/ })
      .first()
      .click();

    await expect(page.getByText('Added to cart', { exact: true })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
    const guestId = await page.evaluate(() => localStorage.getItem('guest_session_id'));
    expect(guestId).toMatch(/^guest_[0-9a-f-]{36}$/);
  });
});

test.describe('catalogue and Back', () => {
  test('Back from a product returns to the same place in the catalogue', async ({ page }) => {
    await page.goto('/products');
    await expect(cards(page)).toHaveCount(50, { timeout: FIRST_LOAD_MS });
    const card = cards(page).nth(40);
    await card.scrollIntoViewIfNeeded();
    const name = (await card.getByRole('heading').textContent())!;
    await card.getByRole('heading').getByRole('link').click();
    await expect(page).toHaveURL(/\/product\//);

    await page.goBack();
    await expect(page.getByRole('heading', { name, exact: true })).toBeInViewport();
  });
});

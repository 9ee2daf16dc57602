import { expect, test } from '@playwright/test';

/** The eleven categories of the spec's category bar; the sample catalogue has them all active. */
const CATEGORY_SLUGS = [
  'computers',
  'software',
  'networking',
  'electronics',
  'mobility',
  'office',
  'accessories',
  'security',
  'gaming',
  'cloud',
  'pos',
];

test.describe('home page', () => {
  test('lists the active categories from the catalogue as links to the catalogue', async ({ page }) => {
    await page.goto('/');

    const shopByCategory = page.getByRole('region', { name: 'Shop by Category' });
    const computers = shopByCategory.getByRole('link', { name: /^computers$/i });
    await expect(computers).toBeVisible();
    await expect(computers).toHaveAttribute('href', '/products?category=computers');
    await expect(shopByCategory.getByRole('link')).toHaveCount(CATEGORY_SLUGS.length);
    await expect(shopByCategory.getByRole('link', { name: /printing supplies/i })).toHaveCount(0);
  });

  test('shows the hero buttons, the category bar and the header links', async ({ page }) => {
    await page.goto('/');

    await expect(page).toHaveTitle(/Computers, Networking and Technology in Jamaica/);
    await expect(page.getByRole('link', { name: 'Shop Now' })).toHaveAttribute('href', '/products');
    await expect(page.getByRole('link', { name: 'Contact Us' }).first()).toHaveAttribute('href', '/contact');

    const categoryBar = page.getByRole('banner').getByRole('navigation', { name: 'Categories' });
    for (const slug of CATEGORY_SLUGS) {
      await expect(categoryBar.getByRole('link', { name: slug.toUpperCase(), exact: true })).toHaveAttribute(
        'href',
        `/products?category=${slug}`,
      );
    }

    const banner = page.getByRole('banner');
    await expect(banner.getByRole('link', { name: 'Admin' })).toHaveAttribute('href', '/admin/login');
    await expect(banner.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/auth');
    await expect(banner.getByRole('link', { name: 'Cart' })).toHaveAttribute('href', '/cart');
  });

  test('header search goes to the catalogue with the trimmed term, and ignores a blank term', async ({
    page,
  }) => {
    await page.goto('/');
    // A search box first, a combobox with suggestions once its code has loaded on focus.
    const search = page
      .getByRole('banner')
      .getByRole('search', { name: 'Search products' })
      .locator('input[type="search"]:visible');

    await search.fill('   ');
    await search.press('Enter');
    await expect(page).toHaveURL(/\/$/);

    await search.fill('  gaming laptop ');
    await search.press('Enter');
    await expect(page).toHaveURL(/\/products\?search=gaming\+laptop$/);
  });
});

test.describe('home page on a phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('opens the menu to reach the categories', async ({ page }) => {
    await page.goto('/');
    const menuButton = page.getByRole('button', { name: 'Open menu' });

    await menuButton.click();

    const menu = page.getByRole('banner').getByRole('navigation', { name: 'Categories' });
    await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    await menu.getByRole('link', { name: 'GAMING', exact: true }).click();
    await expect(page).toHaveURL(/\/products\?category=gaming$/);
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
  });
});

import { expect, test } from '@playwright/test';

test.describe('404 page', () => {
  test('an unknown path shows the 404 page with links home and to the products', async ({ page }) => {
    await page.goto('/no-such-page/anywhere');

    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Browse Products' })).toHaveAttribute('href', '/products');

    await page.getByRole('link', { name: 'Go to Home' }).click();

    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Page Not Found');
  });
});

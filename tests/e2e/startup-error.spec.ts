/** Without its settings (`/config.json`) the shop says so, and the message stays up. */
import { expect, test } from '@playwright/test';

test('a missing /config.json shows the start-up message instead of a shop that cannot work', async ({
  page,
}) => {
  await page.route('**/config.json', (route) => route.fulfill({ status: 500, body: 'down' }));
  await page.goto('/products');

  const message = page.getByRole('heading', { name: 'The shop is temporarily unavailable' });
  await expect(message).toBeVisible();
  await expect(page.getByText('Please try again in a few minutes.')).toBeVisible();
  // The landing page's code arrives after the failure; it must not replace the message.
  await page.waitForLoadState('networkidle');
  await expect(message).toBeVisible();
  await expect(page.getByRole('heading', { name: 'All Products' })).toHaveCount(0);
});

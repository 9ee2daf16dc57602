/**
 * Small things a shopper notices: the mobile menu closing on Escape, My Account's tab in the
 * address, an unknown category, and the quantity selector stopping at the units in stock.
 */
import { expect, test, type APIRequestContext } from '@playwright/test';
import { SAMPLE_ACCOUNTS } from '../../infra/local/config.js';
import { signInThroughUi } from './auth-helpers.js';

interface Card {
  id: string;
  name: string;
  stock_status: string;
  stock_quantity: number;
}

/** A product whose few units (1 to 9) are fewer than the 10 one add allows. */
async function findFewLeftProduct(request: APIRequestContext): Promise<Card> {
  let cursor: string | null = null;
  do {
    const query: string = `limit=100${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
    const page = (await (await request.get(`/api/products?${query}`)).json()) as {
      products: Card[];
      next_cursor: string | null;
    };
    const found = page.products.find(
      (p) => p.stock_status === 'low-stock' && p.stock_quantity > 0 && p.stock_quantity < 10,
    );
    if (found) return found;
    cursor = page.next_cursor;
  } while (cursor);
  throw new Error('The sample catalogue has no product with fewer than 10 units left.');
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('Escape closes the menu and hands the focus back to its toggle', async ({ page }) => {
    await page.goto('/');
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await toggle.click();
    const menu = page.locator('#mobile-menu');
    await expect(menu.getByRole('link', { name: 'COMPUTERS' })).toBeVisible();

    await page.keyboard.press('Escape');

    await expect(menu.getByRole('link', { name: 'COMPUTERS' })).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
  });
});

test("My Account's tab is in the address and the back button returns to the one before", async ({ page }) => {
  const { email, password } = SAMPLE_ACCOUNTS.customer;
  await signInThroughUi(page, email, password);

  await page.getByRole('tab', { name: 'Orders' }).click();
  await expect(page).toHaveURL(/\/auth\?tab=orders$/);
  await page.getByRole('tab', { name: 'Settings' }).click();
  await expect(page).toHaveURL(/\/auth\?tab=settings$/);
  await expect(page.getByRole('button', { name: 'Change Password' })).toBeVisible();

  await page.goBack();
  await expect(page.getByRole('tab', { name: 'Orders' })).toHaveAttribute('aria-selected', 'true');

  await page.goto('/auth?tab=wishlist');
  await expect(page.getByRole('tab', { name: 'Wishlist' })).toHaveAttribute('aria-selected', 'true');
});

test('an unknown category says so and links to all products', async ({ page }) => {
  await page.goto('/products?category=nope');
  await expect(page.getByRole('heading', { name: 'Category not found' })).toBeVisible();
  await page.getByRole('link', { name: 'View All Products' }).click();
  await expect(page).toHaveURL(/\/products$/);
  await expect(page.getByRole('heading', { name: 'All Products' })).toBeVisible();
});

test('the quantity stops at the units in stock and the page says how many are left', async ({
  page,
  request,
}) => {
  const product = await findFewLeftProduct(request);
  await page.goto(`/product/${encodeURIComponent(product.id)}`);
  await expect(page.getByText(`Only ${product.stock_quantity} left`)).toBeVisible();

  const quantity = page.getByRole('spinbutton', { name: 'Quantity' });
  const increase = page.getByRole('button', { name: 'Increase quantity' });
  for (let clicks = 1; clicks < product.stock_quantity; clicks += 1) await increase.click();
  await expect(quantity).toHaveValue(String(product.stock_quantity));
  await expect(increase).toBeDisabled();

  // Typed like any number box, the quantity stops at the stock when the shopper leaves the box.
  await quantity.click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('10', { delay: 70 });
  await page.keyboard.press('Tab');
  await expect(quantity).toHaveValue(String(product.stock_quantity));
});

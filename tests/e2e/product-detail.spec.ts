import { expect, test } from '@playwright/test';
import { retypeInto } from './human.js';

test.describe('product detail', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/products?search=INT-HP250G9');
    await page.getByRole('article').first().getByRole('heading').getByRole('link').click();
    await expect(page).toHaveURL(/\/product\//);
  });

  test('shows the facts, price, and structured data of the product', async ({ page }) => {
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toBeVisible();
    await expect(page.getByText(/^(In Stock|Low Stock|Out of Stock)$/)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Specifications' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Key Features' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Warranty Information' })).toBeVisible();
    const sku = page.getByRole('definition').nth(1);
    await expect(sku).not.toContainText('INT');

    const jsonLd = JSON.parse(
      (await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}',
    );
    expect(jsonLd['@type']).toBe('Product');
    expect(jsonLd.offers.priceCurrency).toBe('JMD');
    expect(jsonLd.offers.availability).toMatch(/^https:\/\/schema\.org\//);
    await expect(page).toHaveTitle(
      new RegExp(`^${await page.getByRole('heading', { level: 1 }).textContent()}`),
    );
  });

  test('keeps the quantity between 1 and 10 and shows the line total on Add to Cart', async ({ page }) => {
    const quantity = page.getByRole('spinbutton', { name: 'Quantity' });
    const decrease = page.getByRole('button', { name: 'Decrease quantity' });
    const increase = page.getByRole('button', { name: 'Increase quantity' });
    const addToCart = page.getByRole('button', { name: /^Add to Cart - / });
    const unit = Number(((await addToCart.textContent()) ?? '').replace(/[^0-9]/g, ''));

    await expect(quantity).toHaveValue('1');
    await expect(decrease).toBeDisabled();

    for (let i = 0; i < 12; i += 1) {
      if (await increase.isEnabled()) await increase.click();
    }
    await expect(quantity).toHaveValue('10');
    await expect(increase).toBeDisabled();
    const total = Number(((await addToCart.textContent()) ?? '').replace(/[^0-9]/g, ''));
    expect(total).toBe(unit * 10);

    // Typed quantities settle within 1 to 10 when the box is left (human-shopping.spec has more).
    await retypeInto(quantity, '25');
    await page.keyboard.press('Tab');
    await expect(quantity).toHaveValue('10');
    await retypeInto(quantity, '3');
    await expect(addToCart).toHaveText(new RegExp(`\\$${(unit * 3).toLocaleString('en-US')}$`));

    await addToCart.click();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Cart, 3 items' })).toBeVisible();
  });

  test('thumbnails switch the main image', async ({ page }) => {
    await page.goto('/products');
    await page
      .getByRole('article')
      .filter({ has: page.getByRole('button', { name: 'Next image' }) })
      .first()
      .getByRole('heading')
      .getByRole('link')
      .click();
    const thumbnails = page.getByRole('button', { name: /^Show image/ });
    await expect(thumbnails.first()).toHaveAttribute('aria-pressed', 'true');

    await thumbnails.nth(1).click();

    await expect(thumbnails.nth(1)).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('img', { name: /image 2 of/ }).first()).toBeVisible();
  });
});

test.describe('a product that does not exist', () => {
  test('sends the shopper to the catalogue', async ({ page }) => {
    await page.goto('/product/00000000-0000-0000-0000-000000000000');

    await expect(page).toHaveURL(/\/products$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('All Products');
  });

  test('a malformed id also ends on the catalogue', async ({ page }) => {
    await page.goto('/product/NOT_AN_ID');

    await expect(page).toHaveURL(/\/products$/);
  });
});

/**
 * One truth per fact, as a shopper meets it: the free-shipping promise is the rule the checkout
 * charges by, a product's SKU reads the same on its page, in the cart and on the tax invoice (which
 * names the payee as the shop's legal name trading as its name), "Deals only" lists exactly the
 * products with an OFF badge, and an e-mail typed with capitals signs in.
 */
import type { APIRequestContext } from '@playwright/test';
import { expectToast, makeEmail } from './auth-helpers.js';
import { cartLink } from './shop-helpers.js';
import { expect, test, typeInto } from './human.js';

interface ListedProduct {
  id: string;
  name: string;
  sku: string;
  stock_quantity: number;
}

/** A product whose stored SKU carries the distributor's INT marker, in stock. */
async function findMarkedProduct(request: APIRequestContext): Promise<ListedProduct> {
  for (const sku of ['LEN21JK-I7-INT', 'INT-HP250G9-8GB', 'LEN21JKINT']) {
    const list = (await (await request.get(`/api/products?search=${encodeURIComponent(sku)}`)).json()) as {
      products: ListedProduct[];
    };
    const product = list.products.find((p) => p.sku === sku && p.stock_quantity > 0);
    if (product) return product;
  }
  throw new Error('No sample product with an INT SKU is in stock');
}

test.describe('one truth per fact', () => {
  test('the home page promises free shipping over the amount the checkout stops charging at', async ({
    page,
  }) => {
    await page.goto('/');
    const badges = page.getByRole('region', { name: 'Why shop with us' });
    await expect(badges.getByText('Free Shipping', { exact: true })).toBeVisible();
    await expect(badges.getByText('On orders over J$10,000', { exact: true })).toBeVisible();
    await expect(page.getByText(/over \$500/)).toHaveCount(0);
  });

  test('a SKU reads the same on the product page, in the cart and on the tax invoice, which names the payee', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const product = await findMarkedProduct(request);
    await page.goto(`/product/${encodeURIComponent(product.id)}`);
    await expect(page.getByRole('heading', { name: product.name, level: 1 })).toBeVisible({
      timeout: 15_000,
    });
    // The SKU of the product page's facts: the definition after the term "SKU".
    const skuOnPage = page
      .getByRole('term')
      .filter({ hasText: /^SKU$/ })
      .locator('xpath=following-sibling::dd[1]');
    const shown = (await skuOnPage.textContent())!.trim();
    expect(shown).not.toMatch(/INT|^-|-$/);

    await page.getByRole('button', { name: /^Add to Cart/ }).click();
    await expect(
      page.getByText(`${product.name} has been added to your cart.`, { exact: true }),
    ).toBeVisible();
    await cartLink(page).click();
    await expect(page).toHaveURL(/\/cart/);
    await expect(page.getByText(`SKU: ${shown}`, { exact: true })).toBeVisible();

    await page.getByRole('button', { name: 'Continue as Guest' }).click();
    await typeInto(page.getByRole('textbox', { name: 'First Name', exact: true }), 'Shanice');
    await typeInto(page.getByRole('textbox', { name: 'Last Name', exact: true }), 'Brown');
    await typeInto(page.getByRole('textbox', { name: 'Email', exact: true }), makeEmail('truths'));
    await typeInto(page.getByRole('textbox', { name: 'Phone', exact: true }), '876-555-0188');
    await page.getByRole('radio', { name: /Pickup in Portmore/ }).check();
    await page.getByRole('button', { name: 'Continue to Payment' }).click();
    await page.getByRole('radio', { name: /Bank transfer/ }).check();
    await page.getByRole('button', { name: 'Place Order' }).click();

    await expect(page.getByRole('heading', { name: 'Thank you for your order!' })).toBeVisible();
    const payment = page.getByRole('region', { name: 'Pay by bank transfer' });
    const payee = 'Storefront Technology Ltd trading as Island Tech Distributors';
    await expect(payment.getByRole('definition').filter({ hasText: payee })).toBeVisible();
    await page.getByRole('link', { name: 'View Tax Invoice' }).click();
    await expect(page.getByRole('heading', { name: 'Tax Invoice', level: 1 })).toBeVisible();
    await expect(page.getByText(payee, { exact: true })).toBeVisible();
    await expect(page.getByText(shown, { exact: true })).toBeVisible();
    await expect(page.getByText(product.sku, { exact: true })).toHaveCount(0);
  });

  test('"Deals only" shows exactly the products with an OFF badge', async ({ page }) => {
    await page.goto('/products?category=computers');
    const cards = page.getByRole('article');
    const badges = page.getByText(/^\d+% OFF$/);
    await expect(cards.first()).toBeVisible({ timeout: 15_000 });
    const count = Number(
      /Showing (\d+)/.exec((await page.getByText(/^Showing \d+ products?/).textContent())!)![1],
    );
    await expect(cards).toHaveCount(count);
    const badged = await cards.filter({ has: badges }).allInnerTexts();
    expect(badged.length).toBeGreaterThan(0);

    const dealsOnly = page.getByRole('checkbox', { name: /Deals only/ });
    await expect(dealsOnly).toHaveAccessibleName(new RegExp(`Deals only\\s*${badged.length}$`));
    await dealsOnly.click();
    await expect(page).toHaveURL(/deals=true/);
    await expect(page.getByText(`Showing ${badged.length} products`)).toBeVisible();
    await expect(cards).toHaveCount(badged.length);
    await expect(cards.filter({ has: badges })).toHaveCount(badged.length);
    expect(await cards.allInnerTexts()).toEqual(badged);
  });

  test('an e-mail typed with capitals signs in to its account', async ({ page }) => {
    const shop = JSON.parse(process.env.E2E_SHOP!) as {
      sampleAccounts: { customer: { email: string; password: string } };
    };
    const { email, password } = shop.sampleAccounts.customer;
    const typed = email.replace(/^./, (c) => c.toUpperCase()).replace('storefront', 'Storefront');
    expect(typed).not.toBe(email);

    await page.goto('/auth');
    await typeInto(page.getByLabel('Email', { exact: true }), typed);
    await typeInto(page.getByLabel('Password', { exact: true }), password);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expectToast(page, 'Welcome back!', 'You have been signed in successfully.');
    await expect(page.getByText(`Welcome, ${email}`)).toBeVisible();
  });
});

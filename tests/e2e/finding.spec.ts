import type { Page } from '@playwright/test';
import { expectNoSeriousViolations } from './axe-helpers.js';
import { expect, expectLoaded, retypeInto, sidewaysOverflow, test, typeInto } from './human.js';

/** Finding products: facets in the URL, the phone's filter sheet and chips, search-as-you-type. */
const cards = (page: Page) => page.getByRole('main').getByRole('article');
const status = (page: Page) => page.getByRole('main').getByRole('status');
const showingCount = async (page: Page) =>
  Number(/Showing (\d+)/.exec((await status(page).textContent()) ?? '')?.[1]);

test.describe('catalogue facets on a wide screen', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('brand and stock facets narrow the list, live in the URL, and Back undoes them', async ({ page }) => {
    await page.goto('/products?category=computers');
    await expect(status(page)).toHaveText(/^Showing \d+ products$/);
    const all = await showingCount(page);
    const filters = page.getByRole('complementary', { name: 'Filters' });

    const brand = filters.getByRole('group', { name: 'Brand' }).getByRole('checkbox').first();
    const brandLabel = (await brand.locator('xpath=..').textContent()) ?? '';
    const brandCount = Number(/(\d+)$/.exec(brandLabel)?.[1]);
    await brand.click();
    await expect(brand).toBeChecked();
    await expect(page).toHaveURL(/[?&]brand=[a-z0-9-]+/);
    await expect(status(page)).toHaveText(
      `Showing ${brandCount} ${brandCount === 1 ? 'product' : 'products'}`,
    );

    await filters.getByRole('checkbox', { name: /In stock only/ }).click();
    await expect(filters.getByRole('checkbox', { name: /In stock only/ })).toBeChecked();
    await expect(page).toHaveURL(/in_stock=true/);
    await expect(cards(page).getByText('Out of Stock', { exact: true })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Remove filter: In stock' })).toBeVisible();

    await page.goBack();
    await expect(page).not.toHaveURL(/in_stock/);
    await expect(status(page)).toHaveText(
      `Showing ${brandCount} ${brandCount === 1 ? 'product' : 'products'}`,
    );
    await page.goBack();
    await expect(status(page)).toHaveText(`Showing ${all} products`);
    await expect(brand).not.toBeChecked();
  });

  test('a shared URL with a price range opens already filtered, and a chip removes the bound', async ({
    page,
  }) => {
    await page.goto('/products?category=computers&min_price=100000');
    await expect(status(page)).toHaveText(/^Showing \d+ products?$/);
    const filtered = await showingCount(page);
    const prices = await cards(page).locator('p.text-lg').allTextContents();
    for (const price of prices) expect(Number(price.replace(/[^\d]/g, ''))).toBeGreaterThanOrEqual(100_000);

    await page.getByRole('button', { name: /^Remove filter: From/ }).click();
    await expect(page).toHaveURL(/\/products\?category=computers$/);
    await expect.poll(() => showingCount(page)).toBeGreaterThan(filtered);
  });

  test('an unmatched search offers a spelling from the catalogue', async ({ page }) => {
    // A misspelt type word is read as the type ("mointor" finds monitors): the unmatched search
    // misspells a brand.
    await page.goto('/products?search=qzqzqz%20lenvoo');
    await expect(page.getByRole('heading', { name: 'No products found' })).toBeVisible();
    await page.getByRole('link', { name: /^lenovo$/ }).click();
    await expect(status(page)).toHaveText(/^Showing [1-9]\d* products? for "lenovo"$/);
  });

  test('header suggestions: typed, chosen with the keyboard', async ({ page }) => {
    await page.goto('/');
    const combo = page.getByRole('banner').getByRole('combobox', { name: 'Search products' });
    await typeInto(combo, 'comp');
    const list = page.getByRole('listbox', { name: 'Search suggestions' });
    await expect(list).toBeVisible();
    await expect(combo).toHaveAttribute('aria-expanded', 'true');
    await expect(list.getByRole('option', { name: 'COMPUTERS' })).toBeVisible();

    await combo.press('ArrowDown');
    const first = list.getByRole('option').first();
    await expect(first).toHaveAttribute('aria-selected', 'true');
    await expect(combo).toHaveAttribute('aria-activedescendant', (await first.getAttribute('id'))!);
    await combo.press('Enter');
    await expect(page).toHaveURL(/\/products\?category=computers$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('COMPUTERS');
  });

  test('the catalogue with facets has no serious axe violations', async ({ page }) => {
    await page.goto('/products?category=computers&in_stock=true');
    await expect(status(page)).toHaveText(/^Showing \d+ products$/);
    await expectLoaded(page);
    await expectNoSeriousViolations(page);
    await page.screenshot({ path: 'test-results/finding-products-1280.png', fullPage: false });
  });
});

test.describe('catalogue on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 }, hasTouch: true });

  test('filters open in a sheet; chips show and remove them; two cards per row', async ({ page }) => {
    // Two axe runs on a phone-sized page: give it the slow budget on a busy machine.
    test.slow();
    await page.goto('/products?category=computers');
    await expect(status(page)).toHaveText(/^Showing \d+ products$/);
    const [a, b] = await cards(page).all();
    const boxA = (await a!.boundingBox())!;
    const boxB = (await b!.boundingBox())!;
    expect(Math.abs(boxA.y - boxB.y)).toBeLessThan(2);
    expect(boxB.x).toBeGreaterThan(boxA.x + boxA.width - 1);
    await page
      .getByRole('button', { name: /^Compare / })
      .first()
      .scrollIntoViewIfNeeded();
    await page.screenshot({ path: 'test-results/finding-products-375.png' });

    await page.getByRole('button', { name: 'Filters' }).click();
    const sheet = page.getByRole('dialog', { name: 'Filters' });
    await expect(sheet).toBeVisible();
    // The boxes follow the address, which changes a moment after the click.
    for (const name of [/Deals only/, /In stock only/]) {
      await sheet.getByRole('checkbox', { name }).click();
      await expect(sheet.getByRole('checkbox', { name })).toBeChecked();
    }
    await page.screenshot({ path: 'test-results/finding-sheet-375.png' });
    await expectNoSeriousViolations(page);
    await sheet.getByRole('button', { name: /^Show \d+ products?$/ }).click();
    await expect(sheet).toBeHidden();

    await expect(page).toHaveURL(/in_stock=true/);
    await expect(page).toHaveURL(/deals=true/);
    await expect(page.getByRole('button', { name: 'Filters (2)' })).toBeVisible();
    await page.getByRole('button', { name: 'Remove filter: Deals' }).click();
    await expect(page).not.toHaveURL(/deals=true/);
    await expect(page.getByRole('button', { name: 'Filters (1)' })).toBeVisible();
    await expectNoSeriousViolations(page);
  });

  test('a price range typed as the shop writes prices (25,000) filters the list', async ({ page }) => {
    await page.goto('/products?category=computers');
    await expect(status(page)).toHaveText(/^Showing \d+ products$/);
    await page.getByRole('button', { name: 'Filters' }).click();
    const sheet = page.getByRole('dialog', { name: 'Filters' });
    // What is not an amount is said under the boxes, not dropped in silence.
    await typeInto(sheet.getByLabel('Min', { exact: true }), '25k', 120);
    await sheet.getByRole('button', { name: 'Apply', exact: true }).click();
    await expect(sheet.getByText('Type the prices in whole dollars, like 25,000.')).toBeVisible();
    await expect(page).toHaveURL(/\/products\?category=computers$/);
    await retypeInto(sheet.getByLabel('Min', { exact: true }), '25,000', 120);
    await typeInto(sheet.getByLabel('Max', { exact: true }), '$150,000', 120);
    await sheet.getByRole('button', { name: 'Apply', exact: true }).click();
    await expect(page).toHaveURL(/min_price=25000&max_price=150000$/);
    await expect(sheet.getByLabel('Min', { exact: true })).toHaveValue('25000');
    await sheet.getByRole('button', { name: /^Show \d+ products?$/ }).click();
    await expect(page.getByRole('button', { name: 'Remove filter: From $25,000' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Remove filter: Up to $150,000' })).toBeVisible();
    await expect(cards(page).first()).toBeVisible();
    for (const text of await cards(page)
      .getByText(/^\$[\d,]+$/)
      .allTextContents()) {
      const price = Number(text.replace(/[$,]/g, ''));
      expect(price).toBeGreaterThanOrEqual(25_000);
      expect(price).toBeLessThanOrEqual(150_000);
    }
  });
});

test.describe('compare', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('products picked on their cards open side by side, specifications aligned, differences marked', async ({
    page,
  }) => {
    await page.goto('/products?category=computers');
    const compare = page.getByRole('button', { name: /^Compare / });
    await expect(compare.first()).toBeVisible();
    const names: string[] = [];
    for (const index of [0, 1]) {
      names.push(((await compare.nth(index).getAttribute('aria-label')) ?? '').replace(/^Compare /, ''));
    }
    for (const name of names)
      await page.getByRole('button', { name: `Compare ${name}`, exact: true }).click();
    await expect(page.getByRole('button', { name: `Stop comparing ${names[0]}` })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await page
      .getByRole('region', { name: 'Products to compare' })
      .getByRole('link', { name: 'Compare (2)' })
      .click();

    await expect(page).toHaveURL(/\/compare\?ids=[a-z0-9-]+,[a-z0-9-]+$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Compare Products');
    const table = page.getByRole('table');
    for (const name of names) await expect(table.getByRole('link', { name })).toBeVisible();
    const headers = await table.getByRole('rowheader').allTextContents();
    expect(headers.some((h) => h.includes('_'))).toBe(false);
    await expect(table.getByRole('row', { name: /^Price/ }).getByRole('cell')).toHaveCount(2);
    const differing = table.locator('tr[data-differs="true"]');
    await expect(differing.first()).toBeVisible();
    await expect(differing.first().getByRole('rowheader')).toContainText('(Differs)');
    await page.screenshot({ path: 'test-results/finding-compare-1280.png' });
    await expectNoSeriousViolations(page);

    // The address is the comparison: opened again elsewhere it shows the same products.
    const url = page.url();
    await page.getByRole('button', { name: `Remove ${names[0]} from the comparison` }).click();
    await expect(table.getByRole('link', { name: names[0]! })).toBeHidden();
    await page.goto(url);
    await expect(page.getByRole('table').getByRole('link', { name: names[0]! })).toBeVisible();
  });

  test('a product page adds its product to the comparison', async ({ page }) => {
    await page.goto('/products?category=computers');
    const firstCard = page.getByRole('button', { name: /^Compare / }).first();
    const name = ((await firstCard.getAttribute('aria-label')) ?? '').replace(/^Compare /, '');
    await page.getByRole('link', { name, exact: true }).first().click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);

    await page.getByRole('button', { name: `Compare ${name}`, exact: true }).click();
    await expect(page.getByRole('button', { name: `Stop comparing ${name}` })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    // The pick is kept: the catalogue's tray opens the comparison with it.
    await page.goto('/products?category=computers');
    await page
      .getByRole('region', { name: 'Products to compare' })
      .getByRole('link', { name: 'Compare (1)' })
      .click();
    await expect(page.getByRole('table').getByRole('link', { name })).toBeVisible();
  });
});

test.describe('the new screens at 360 px', () => {
  test.use({ viewport: { width: 360, height: 740 }, hasTouch: true });

  test('the comparison and the filtered catalogue fit a small phone and pass axe', async ({ page }) => {
    test.slow();
    const listed = await page.request.get('/api/products?category=computers&limit=3');
    const ids = ((await listed.json()) as { products: { id: string }[] }).products.map((p) => p.id);
    await page.goto(`/compare?ids=${ids.join(',')}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Compare Products');
    await expect(
      page
        .getByRole('table')
        .getByRole('row', { name: /^Price/ })
        .getByRole('cell'),
    ).toHaveCount(ids.length);
    // The table scrolls inside its own box; the page itself never scrolls sideways.
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    await page.screenshot({ path: 'test-results/finding-compare-360.png' });
    await expectNoSeriousViolations(page);

    await page.goto('/products?category=computers&in_stock=true');
    await expect(status(page)).toHaveText(/^Showing \d+ products$/);
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    await expectNoSeriousViolations(page);
  });
});

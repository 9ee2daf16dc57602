/**
 * Shopping at human speed: the product page's quantity typed with real keys, the gallery swiped on a
 * phone, a link to a product that is gone, the cards' tap targets, the phone header, the "View cart"
 * of the Added toast and Add to Cart on the comparison.
 */
import type { CDPSession, Locator, Page } from '@playwright/test';
import { expect, retypeInto, test } from './human.js';

const price = (text: string | null) => Number((text ?? '').replace(/[^0-9]/g, ''));

/** A product with more than one picture, from the public list. */
async function findProductWithImages(page: Page): Promise<string> {
  const listed = await page.request.get('/api/products?limit=50');
  const { products } = (await listed.json()) as { products: { id: string; images: unknown[] }[] };
  const product = products.find((p) => p.images.length > 1);
  expect(product, 'a product with several pictures').toBeDefined();
  return product!.id;
}

/** A one-finger swipe across the middle of `target`, `dx` pixels sideways, through real touch events. */
async function swipe(cdp: CDPSession, target: Locator, dx: number): Promise<void> {
  const box = (await target.boundingBox())!;
  const y = box.y + box.height / 2;
  const x = box.x + box.width / 2 - dx / 2;
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] });
  for (let step = 1; step <= 6; step += 1) {
    await cdp.send('Input.dispatchTouchEvent', {
      type: 'touchMove',
      touchPoints: [{ x: x + (dx * step) / 6, y }],
    });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
}

test.describe('the product page quantity, typed', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/products?search=INT-HP250G9');
    await page.getByRole('article').first().getByRole('heading').getByRole('link').click();
    await expect(page.getByRole('spinbutton', { name: 'Quantity' })).toHaveValue('1');
  });

  test('Backspace then 3 is 3, as in any number box', async ({ page }) => {
    const quantity = page.getByRole('spinbutton', { name: 'Quantity' });
    const addToCart = page.getByRole('button', { name: /^Add to Cart - / });
    const unit = price(await addToCart.textContent());

    await quantity.click();
    await page.keyboard.press('End');
    await page.keyboard.press('Backspace');
    await expect(quantity).toHaveValue('');
    await page.keyboard.type('3');
    await expect(quantity).toHaveValue('3');
    await expect(addToCart).toHaveText(new RegExp(`\\$${(unit * 3).toLocaleString('en-US')}$`));
  });

  test('25 and -1 stay as typed until the box is left, then become 10 and 1 with the reason', async ({
    page,
  }) => {
    const quantity = page.getByRole('spinbutton', { name: 'Quantity' });

    await retypeInto(quantity, '25');
    await expect(quantity).toHaveValue('25');
    await page.keyboard.press('Tab');
    await expect(quantity).toHaveValue('10');
    await expect(page.getByText('10 is the most you can add at once, so the quantity is 10.')).toBeVisible();

    await retypeInto(quantity, '-1');
    await expect(page.getByText(/the most you can add/)).toBeHidden();
    await page.keyboard.press('Tab');
    await expect(quantity).toHaveValue('1');
    await expect(page.getByText('The least you can add is 1, so the quantity is 1.')).toBeVisible();
  });

  test('Add with 25 typed adds 10 and says why; the toast links to the cart', async ({ page }) => {
    const quantity = page.getByRole('spinbutton', { name: 'Quantity' });

    await retypeInto(quantity, '25');
    await page.getByRole('button', { name: /^Add to Cart - / }).click();
    await expect(quantity).toHaveValue('10');
    await expect(page.getByText('10 is the most you can add at once, so the quantity is 10.')).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Cart, 10 items' })).toBeVisible();

    await page.getByRole('link', { name: 'View cart' }).click();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Shopping Cart');
  });
});

test.describe('the product page on a phone', () => {
  test('a sideways swipe on the main picture shows the next and the previous one', async ({ phone }) => {
    test.slow();
    await phone.goto(`/product/${await findProductWithImages(phone)}`);
    const gallery = phone.getByRole('region', { name: 'Product images' });
    const thumbnails = gallery.getByRole('button', { name: /^Show image/ });
    const main = gallery.getByRole('img').first();
    await expect(main).toHaveAccessibleName(/image 1 of \d+$/);
    // Counted once the gallery shows (read at once after the visit, it can be 0 on the slow phone).
    const count = await thumbnails.count();
    const cdp = await phone.context().newCDPSession(phone);

    await swipe(cdp, main, -150);
    await expect(thumbnails.nth(1)).toHaveAttribute('aria-pressed', 'true');
    await expect(gallery.getByRole('img').first()).toHaveAccessibleName(/image 2 of \d+$/);

    await swipe(cdp, main, 150);
    await swipe(cdp, main, 150);
    await expect(thumbnails.nth(count - 1)).toHaveAttribute('aria-pressed', 'true');
    await phone.screenshot({ path: 'test-results/phone-product.png' });
  });
});

test.describe('a link to a product that is gone', () => {
  test('lands on the catalogue, which says the product is no longer available', async ({ page }) => {
    await page.goto('/product/00000000-0000-0000-0000-000000000000');
    await expect(page).toHaveURL(/\/products$/);
    await expect(page.getByRole('alert')).toHaveText('That product is no longer available');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('All Products');

    // A filter is a new page: the notice has said its piece.
    await page.getByRole('combobox', { name: 'Category' }).selectOption({ index: 1 });
    await expect(page).toHaveURL(/category=/);
    await expect(page.getByText('That product is no longer available')).toBeHidden();
  });
});

test.describe('the catalogue on a phone', () => {
  test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });

  test('the hearts and picture arrows are 44 px to tap and nothing sits on the picture but the heart', async ({
    page,
  }) => {
    await page.goto('/products');
    const card = page
      .getByRole('main')
      .getByRole('article')
      .filter({ has: page.getByRole('button', { name: 'Next image' }) })
      .first();
    const controls = [
      card.getByRole('button', { name: /to wishlist$/ }),
      card.getByRole('button', { name: 'Previous image' }),
      card.getByRole('button', { name: 'Next image' }),
    ];
    for (const control of controls) {
      const box = (await control.boundingBox())!;
      expect(box.width).toBeGreaterThanOrEqual(44);
      expect(box.height).toBeGreaterThanOrEqual(44);
    }
    const picture = (await card.getByRole('img').boundingBox())!;
    for (const below of [controls[1]!, controls[2]!, card.locator('[data-active="true"]')]) {
      expect((await below.boundingBox())!.y).toBeGreaterThanOrEqual(picture.y + picture.height);
    }
    await card.screenshot({ path: 'test-results/phone-card.png' });
  });

  test('the header stays on screen while the page scrolls', async ({ page }) => {
    await page.goto('/products');
    await expect(page.getByRole('main').getByRole('article').first()).toBeVisible({ timeout: 15_000 });
    await page.mouse.wheel(0, 2500);
    await expect
      .poll(() => page.evaluate(() => (globalThis as unknown as { scrollY: number }).scrollY))
      .toBeGreaterThan(1000);
    const banner = page.getByRole('banner');
    await expect(banner.getByRole('combobox', { name: 'Search products' })).toBeInViewport();
    await expect(banner.getByRole('link', { name: /^Cart/ })).toBeInViewport();
    await page.screenshot({ path: 'test-results/phone-scrolled.png' });
  });
});

test.describe('the comparison', () => {
  test('each compared product has its Add to Cart', async ({ page }) => {
    const listed = await page.request.get('/api/products?category=computers&limit=20');
    const { products } = (await listed.json()) as {
      products: { id: string; name: string; stock_quantity: number }[];
    };
    const inStock = products.filter((p) => p.stock_quantity > 0).slice(0, 2);
    await page.goto(`/compare?ids=${inStock.map((p) => p.id).join(',')}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Compare Products');

    await page.getByRole('button', { name: `Add ${inStock[1]!.name} to cart` }).click();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
  });
});
